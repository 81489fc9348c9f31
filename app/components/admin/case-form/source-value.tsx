import { Form } from "@remix-run/react";
import { formatDateTime } from "../../../utils/format";
import { replaceTags } from "../../../../search-index/text";

/**
 * The source's value beside a field the staff corrected (decision 037): who kept which value, what
 * the source says, and "Use the source's value", which submits the form below (outside the case
 * form, so nothing else of it is sent).
 */
export type SourceValueView = { field: string; label: string; sourceValue: string | null; changedBy: string | null; changedAt: string };

export const USE_SOURCE_FORM_ID = "use-source-form";

/** The judgment is HTML: its text, shortened, is enough to compare. */
const preview = (html: string) => {
  const text = replaceTags(html.replace(/<br\s*\/?>|<\/p>/gi, "\n"), "").replace(/&amp;/g, "&").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&#39;/g, "'");
  return text.length > 2000 ? `${text.slice(0, 2000)}…` : text;
};

export function SourceValues({ items, fields }: { items?: SourceValueView[]; fields: string[] }) {
  const shown = (items ?? []).filter((i) => fields.includes(i.field));
  if (!shown.length) return null;
  return (
    <div className="source-values">
      {shown.map((i) => (
        <div className="source-value" role="note" key={i.field} data-field={i.field}>
          <p>
            <strong>{i.label}</strong>: {i.changedBy ? `${i.changedBy}'s` : "the staff's"} correction of {formatDateTime(i.changedAt)} is kept. The source says:
          </p>
          {i.field === "judgementOrder" ? (
            <details>
              <summary>The source&apos;s text ({preview(i.sourceValue ?? "").length.toLocaleString("en-IN")} characters)</summary>
              <div className="source-text long">{preview(i.sourceValue ?? "")}</div>
            </details>
          ) : (
            <p className="source-text">{i.sourceValue ?? "(nothing)"}</p>
          )}
          <button type="submit" form={USE_SOURCE_FORM_ID} name="useSource" value={i.field} className="button small">
            Use the source&apos;s value
          </button>
        </div>
      ))}
    </div>
  );
}

/** The form the buttons above submit: the case and the version the page was opened at. */
export function UseSourceForm({ docId, version }: { docId: number; version: string }) {
  return (
    <Form method="post" id={USE_SOURCE_FORM_ID} hidden>
      <input type="hidden" name="docId" value={docId} />
      <input type="hidden" name="version" value={version} />
    </Form>
  );
}
