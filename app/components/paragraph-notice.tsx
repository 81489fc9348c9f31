/**
 * A pinpoint to a paragraph the judgment does not have (walk-through finding 16): a notice near
 * the top instead of silently opening the top of the case. The server gives it for ?para= (so it
 * shows without JavaScript); in the browser a #para-N fragment that matches no anchor gets the
 * same notice, and a fragment that does match clears it.
 */
import { useEffect, useState, type RefObject } from "react";
import { noSuchParagraph } from "../utils/copy-case";

const PARA_HASH = /^#para-(\d{1,4}(?:\.\d{1,2}){0,2})$/;

export function ParagraphNotice({ initial, root }: { initial: string | null; root: RefObject<HTMLElement | null> }) {
  const [notice, setNotice] = useState(initial);
  useEffect(() => {
    const check = () => {
      const asked = PARA_HASH.exec(location.hash)?.[1];
      const el = root.current;
      if (!asked || !el) return;
      const labels = [...el.querySelectorAll<HTMLElement>(".judgment a.pn")].map((a) => a.dataset.para ?? "");
      setNotice(labels.includes(asked) ? null : noSuchParagraph(asked, labels));
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
