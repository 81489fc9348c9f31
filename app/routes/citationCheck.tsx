import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { checkStatusText } from "../utils/check-status";
import { briefText, CITATION_CHECK_MAX_FILE, CitationCheckSchema, checkCitations, type CheckRow } from "../services/graph/citation-check.server";
import { requireSubscriber } from "../utils/auth.server";
import { formatDate } from "../utils/format";
import { FormBodyError, readForm } from "../utils/forms.server";

export const meta: MetaFunction = () => [{ title: "Citation check — SAR Online" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireSubscriber(context.app, request);
  return null;
}

type ActionData = { message: string; text?: string } | { rows: CheckRow[]; total: number; truncated: boolean; text: string; print: boolean; read: string | null };

export async function action({ request, context }: ActionFunctionArgs) {
  const { user } = await requireSubscriber(context.app, request);
  let form: FormData;
  try {
    form = await readForm(request, CITATION_CHECK_MAX_FILE + 128 * 1024);
  } catch (e) {
    if (!(e instanceof FormBodyError)) throw e;
    return data<ActionData>({ message: e.status === 413 ? "The file is over 2 MB." : e.message }, { status: e.status });
  }
  const brief = await briefText(form.get("text"), form.get("brief"));
  // The box's text is given back with the file's error: nothing typed is lost.
  const pasted = form.get("text");
  if (!brief.ok) return data<ActionData>({ message: brief.message, text: typeof pasted === "string" ? pasted : "" }, { status: 400 });
  const parsed = CitationCheckSchema.safeParse({ text: brief.text });
  if (!parsed.success) return data<ActionData>({ message: parsed.error.issues[0].message, text: brief.text.slice(0, 70_000) }, { status: 400 });
  const result = await checkCitations(context.app, { userId: user.userId, text: parsed.data.text });
  if (!result.ok) return data<ActionData>({ message: result.message, text: parsed.data.text }, { status: result.status });
  const format = form.get("format");
  // Which text was checked, said whenever a file was read (decision 093): the file's alone, or the pasted text and the file's together.
  const read = brief.file === null ? null : brief.pasted ? `Checked both the text pasted in the box and the file ${brief.file}, together.` : `Checked the file ${brief.file}.`;
  return { rows: result.rows, total: result.total, truncated: result.truncated, text: parsed.data.text, print: format === "print", read } satisfies ActionData;
}

const TREATMENT_WORD: Record<string, string> = { overruled: "Overruled", doubted: "Doubted" };

function FoundCell({ row }: { row: CheckRow }) {
  if (row.status !== "found" && row.status !== "found-by-name") return <span className="muted">{row.problem ?? "Well formed, but the reporter does not hold this judgment."}</span>;
  return (
    <>
      {row.status === "found-by-name" ? <p className="alert check-by-name">{row.problem}</p> : null}
      <ul className="check-cases">
        {row.cases.map((c) => (
          <li key={c.docId}>
            <Link to={`/viewCase/${c.docId}`}>{c.title}</Link>
            <div className="muted">
              {[formatDate(c.decidedDate), c.court, c.bench].filter(Boolean).join(" · ")}
            </div>
            {c.citation || c.equalCitations.length ? <div>{[c.citation, ...c.equalCitations].filter(Boolean).join(" = ")}</div> : null}
            {c.warning ? (
              <div className="alert error check-warning">
                {TREATMENT_WORD[c.warning.treatment] ?? c.warning.treatment} by{" "}
                <Link to={`/viewCase/${c.warning.docId}`}>{c.warning.title}</Link>
                {c.warning.decidedDate ? ` (${formatDate(c.warning.decidedDate)})` : ""}
              </div>
            ) : c.overruled ? (
              <div className="alert error check-warning">Overruled</div>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}

export default function CitationCheck() {
  const result = useActionData<typeof action>() as ActionData | undefined;
  const busy = useNavigation().state === "submitting";
  const rows = result && "rows" in result ? result : null;
  const counts = rows ? (["found", "found-by-name", "not-found", "malformed"] as const).map((s) => [s, rows.rows.filter((r) => r.status === s).length] as const).filter(([s, n]) => n > 0 || s !== "found-by-name") : [];
  return (
    <section className={`citation-check${rows?.print ? " printable" : ""}`}>
      <h1>Citation check</h1>
      {rows?.print ? null : (
        <>
          <p>Paste a brief or a draft (up to 64 KB), or choose a .txt, .docx or .pdf file. Every Indian citation in it, and every case name with a year (“Maneka Gandhi v. Union of India (1978)”), is looked up: found in the reporter, not in the reporter, or malformed.</p>
          <Form method="post" encType="multipart/form-data" className="stack">
            <label htmlFor="check-text">Text of the brief</label>
            <textarea id="check-text" name="text" rows={10} defaultValue={result && "text" in result ? result.text : ""} />
            <label htmlFor="check-file">Or a file (.txt, .docx, .pdf)</label>
            <input id="check-file" type="file" name="brief" accept=".txt,.docx,.pdf,text/plain,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document" />
            <div>
              <button type="submit" className="button primary" disabled={busy}>
                {busy ? "Checking…" : "Check citations"}
              </button>
            </div>
          </Form>
        </>
      )}
      {result && "message" in result ? (
        <p className="alert error" role="alert">
          {result.message}
        </p>
      ) : null}
      {rows ? (
        <>
          {rows.read && !rows.print ? <p className="check-read">{rows.read}</p> : null}
          <p role="status" className="check-summary">
            {rows.rows.length === 0
              ? "No citations were found in the text."
              : counts.map(([s, n]) => `${checkStatusText(s)}: ${n}`).join(" · ")}
            {rows.truncated ? ` — the first ${rows.rows.length} of ${rows.total} citations are answered; check the rest in another part.` : ""}
          </p>
          {rows.rows.length ? (
            <>
              <table className="table check-table">
                <thead>
                  <tr>
                    <th>Citation</th>
                    <th>Status</th>
                    <th>In the reporter</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.rows.map((r, i) => (
                    <tr key={i} className={`check-${r.status}`}>
                      <td>
                        <div>{r.written}</div>
                        {r.normalised && r.normalised !== r.written ? <div className="muted">{r.normalised}</div> : null}
                        {r.count > 1 ? <div className="muted">{r.count} times</div> : null}
                      </td>
                      <td>
                        <span className={`badge ${r.status}`}>{checkStatusText(r.status)}</span>
                      </td>
                      <td>
                        <FoundCell row={r} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {rows.print ? null : (
                <div className="row-actions">
                  {(["csv", "print"] as const).map((format) => (
                    <Form
                      method="post"
                      encType="multipart/form-data"
                      key={format}
                      action={format === "csv" ? "/citationCheck/csv" : undefined}
                      target={format === "print" ? "_blank" : undefined}
                      reloadDocument
                    >
                      <input type="hidden" name="text" value={rows.text} />
                      <input type="hidden" name="format" value={format} />
                      <button type="submit" className="button">
                        {format === "csv" ? "Download CSV" : "Printable page"}
                      </button>
                    </Form>
                  ))}
                </div>
              )}
            </>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
