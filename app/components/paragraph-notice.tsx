/**
 * A pinpoint to a paragraph the judgment does not have (walk-through finding 16): a notice near
 * the top instead of silently opening the top of the case. The server gives it for ?para= (so it
 * shows without JavaScript); in the browser a #para-N fragment that matches no anchor gets the
 * same notice, and a fragment that does match clears it. A judgment without paragraph numbers is
 * said to have none, its markers named as the reporter's count (decision 102).
 */
import { useEffect, useState, type RefObject } from "react";
import { noSuchCountedParagraph } from "../../search-index/pinpoint-words";
import { noSuchParagraph } from "../utils/copy-case";

const PARA_HASH = /^#para-(\d{1,4}(?:\.\d{1,2}){0,2})$/;

export function ParagraphNotice({ initial, root }: { initial: string | null; root: RefObject<HTMLElement | null> }) {
  const [notice, setNotice] = useState(initial);
  useEffect(() => {
    const check = () => {
      const asked = PARA_HASH.exec(location.hash)?.[1];
      const el = root.current;
      if (!asked || !el) return;
      const markers = [...el.querySelectorAll<HTMLElement>(".judgment a.pn")];
      const labels = markers.map((a) => a.dataset.para ?? "");
      // A judgment the court did not number: its markers are the reporter's count (pn-ours), said as such (decision 102).
      const counted = markers.some((a) => a.classList.contains("pn-ours"));
      setNotice(labels.includes(asked) ? null : counted ? noSuchCountedParagraph(asked, labels) : noSuchParagraph(asked, labels));
    };
    check();
    window.addEventListener("hashchange", check);
    return () => window.removeEventListener("hashchange", check);
  }, [root]);
  return notice ? (
    <p className="alert info para-missing no-print" role="status">
      {notice}
    </p>
  ) : null;
}
