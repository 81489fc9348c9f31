import { useEffect, useState } from "react";
import { adminMessages, caseFormMessages } from "../../utils/copy";

/** A notice; a failure without a title or text of its own gets the toast defaults of §8. */
export type NoticeData = { kind: "success" | "error"; text?: string; title?: string };

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
  actNameAdded: adminMessages.actNameAdded,
  actNameMerged: adminMessages.actNameMerged,
  actNameMergeQueued: adminMessages.actNameMergeQueued,
  actNamesMerged: adminMessages.actNamesMerged,
  actNamesMergeQueued: adminMessages.actNamesMergeQueued,
  uploaded: caseFormMessages.uploaded,
  duplicateMerged: "Merged: the two are one judgment, shown once.",
  duplicateSeparated: "Kept separate: both judgments are shown.",
};

export function noticeFromUrl(params: URLSearchParams): NoticeData | null {
  const key = params.get("notice");
  return key && Object.hasOwn(NOTICE_TEXTS, key) ? { kind: "success", text: NOTICE_TEXTS[key] } : null;
}

/** The failure toast (§8): the given title and text, or the defaults 'System Error' / 'Something went wrong …'. */
export function toastOf(notice: NoticeData): { kind: NoticeData["kind"]; title?: string; text: string } {
  if (notice.kind === "success") return { kind: "success", title: notice.title, text: notice.text ?? "" };
  return { kind: "error", title: notice.title ?? adminMessages.toastTitle, text: notice.text ?? adminMessages.toastText };
}

/** A request a list's action cannot read (a tampered form): the toast defaults, a 400. */
export const BAD_REQUEST: NoticeData = { kind: "error" };

/**
 * A success or failure notice at the top of a back-office screen: a live region, so screen readers
 * announce it; the close button (with JavaScript) dismisses it.
 */
export function Notice({ notice }: { notice: NoticeData | null | undefined }) {
  const [shown, setShown] = useState(notice ? toastOf(notice) : null);
  useEffect(() => setShown(notice ? toastOf(notice) : null), [notice]);
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
