import { useEffect, useState } from "react";
import { adminMessages } from "../../utils/copy";

export type NoticeData = { kind: "success" | "error"; text: string; title?: string };

/**
 * Success notices an action may name in the URL after a redirect (`?notice=deleted`). Only these
 * keys are shown, so a link cannot make the page say anything else.
 */
export const NOTICE_TEXTS: Record<string, string> = {
  updated: adminMessages.caseUpdated,
  deleted: adminMessages.deleted,
  courtCreated: adminMessages.courtCreated,
  actAdded: adminMessages.actAdded,
  actUpdated: adminMessages.actUpdated,
};

export function noticeFromUrl(params: URLSearchParams): NoticeData | null {
  const key = params.get("notice");
  return key && Object.hasOwn(NOTICE_TEXTS, key) ? { kind: "success", text: NOTICE_TEXTS[key] } : null;
}

/** A failure toast (§8): the given title and text, or the defaults 'System Error' / 'Something went wrong …'. */
export function errorNotice(text?: string, title?: string): NoticeData {
  return { kind: "error", title: title ?? adminMessages.toastTitle, text: text ?? adminMessages.toastText };
}

/**
 * A success or failure notice at the top of a back-office screen: a live region, so screen readers
 * announce it; the close button (with JavaScript) dismisses it.
 */
export function Notice({ notice }: { notice: NoticeData | null | undefined }) {
  const [shown, setShown] = useState(notice);
  useEffect(() => setShown(notice), [notice]);
  if (!shown) return null;
  return (
    <div className={`alert toast ${shown.kind}`} role={shown.kind === "error" ? "alert" : "status"}>
      <span>
        {shown.title ? <strong className="toast-title">{shown.title}: </strong> : null}
        {shown.text}
      </span>
      <button type="button" className="close" aria-label="Close" onClick={() => setShown(null)}>
        ×
      </button>
    </div>
  );
}
