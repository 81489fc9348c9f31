/**
 * Hits inside the judgment (issue 25 item 2, docs/decisions/067): a case opened from a search
 * marks what the search matched (app/utils/highlight.ts: a phrase as the phrase, never its words)
 * and this bar counts the hits, steps through them — the buttons, or n / p on the keyboard — says
 * the paragraph of each (the court's number, search-index/paragraphs.ts) or the section it is in,
 * lists them to jump to, and turns the highlighting off and on. Loaded only when there are terms.
 */
import { useCallback, useEffect, useState, type RefObject } from "react";
import { highlightIn, HIGHLIGHT_DELAY_MS } from "../utils/highlight";

type Hit = { marks: HTMLElement[]; where: string };

/** The hits under `root` in document order, each with its paragraph (the last marker before it) or its section. */
function collectHits(root: HTMLElement): Hit[] {
  const hits: Hit[] = [];
  let para: string | null = null;
  for (const node of root.querySelectorAll<HTMLElement>("a.pn, mark.hl[data-hit]")) {
    if (node.matches("a.pn")) {
      // The reporter's own count, in a judgment the court did not number, is said as such (decision 102).
      para = node.dataset.para ? `${node.classList.contains("pn-ours") ? "SAR " : ""}para ${node.dataset.para}` : null;
      continue;
    }
    const k = Number(node.dataset.hit);
    if (hits[k]) {
      hits[k].marks.push(node);
      continue;
    }
    const inJudgment = node.closest(".judgment");
    const section = node.closest(".case-section")?.querySelector("h2")?.textContent?.trim();
    hits[k] = { marks: [node], where: inJudgment ? (para ?? "judgment, before para 1") : (section ?? "case details") };
  }
  return hits.filter(Boolean);
}

const editable = (t: EventTarget | null) => t instanceof HTMLElement && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName));

export default function HitsBar({ root, terms }: { root: RefObject<HTMLElement | null>; terms: string[] }) {
  const [hits, setHits] = useState<Hit[] | null>(null);
  const [at, setAt] = useState(-1);
  const [on, setOn] = useState(true);

  useEffect(() => {
    const el = root.current;
    if (!el) return;
    // Marked after 800 ms, as the search's highlighting always was (subscriber §2.4).
    const t = window.setTimeout(() => {
      highlightIn(el, terms);
      setHits(collectHits(el));
    }, HIGHLIGHT_DELAY_MS);
    return () => window.clearTimeout(t);
  }, [root, terms]);

  const go = useCallback(
    (i: number) => {
      if (!hits?.length) return;
      const n = (i + hits.length) % hits.length;
      root.current?.querySelectorAll("mark.hl.current").forEach((m) => m.classList.remove("current"));
      hits[n].marks.forEach((m) => m.classList.add("current"));
      hits[n].marks[0].scrollIntoView({ block: "center" });
      setAt(n);
    },
    [hits, root],
  );

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || editable(e.target)) return;
      if (e.key === "n") go(at + 1);
      else if (e.key === "p") go(at < 0 ? -1 : at - 1);
      else return;
      e.preventDefault();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [go, at]);

  useEffect(() => {
    root.current?.classList.toggle("hl-off", !on);
  }, [on, root]);

  const label = terms.map((t) => (t.includes(" ") ? `“${t}”` : t)).join(", ");
  const count = hits?.length ?? 0;
  return (
    <div className="hits-bar no-print" role="region" aria-label="Hits in this judgment">
      <span className="hits-count" role="status">
        {hits === null ? `Finding ${label}…` : count ? `${at >= 0 ? `Hit ${at + 1} of ${count}` : `${count} ${count === 1 ? "hit" : "hits"}`} for ${label}` : `No hits for ${label} in this case`}
        {at >= 0 && hits?.[at] ? <strong className="hit-where"> · {hits[at].where}</strong> : null}
      </span>
      {count ? (
        <>
          <button type="button" className="button small" aria-keyshortcuts="p" title="Previous hit (p)" onClick={() => go(at < 0 ? -1 : at - 1)}>‹ Previous</button>
          <button type="button" className="button small" aria-keyshortcuts="n" title="Next hit (n)" onClick={() => go(at + 1)}>Next ›</button>
          <select aria-label="Go to hit" value={at >= 0 ? String(at) : ""} onChange={(e) => e.target.value !== "" && go(Number(e.target.value))}>
            <option value="">Hits by paragraph</option>
            {hits!.map((h, i) => (
              <option key={i} value={i}>{`${i + 1}. ${h.where}`}</option>
            ))}
          </select>
          <label className="hits-toggle">
            <input type="checkbox" checked={on} onChange={(e) => setOn(e.target.checked)} /> Highlight
          </label>
          <span className="muted hits-keys">n / p</span>
        </>
      ) : null}
    </div>
  );
}
