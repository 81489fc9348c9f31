/**
 * The statute-reference rows of a case (table case_statute_refs, decision 033): the staff's
 * headnote references and the references found in the headnote and judgment text, acts by their
 * canonical names. Pure: the caller writes the rows with the case's other index rows.
 */
import { canonicalActName } from "./acts-canon";
import { extractStatuteRefs, normalizeOrderNumber, normalizeRefNumber } from "./statute-refs";
import { readOr } from "./guarded";
import { actBySection } from "./act-by-section";

export type StatuteIndexRow = { act: string; kind: "s" | "a" | "o"; num: string; sub: string; src: "h" | "j" };

export type StaffRef = { actName?: string | null; section?: string | null; orderNo?: string | null; rule?: string | null; article?: string | null };

/** A section or article as typed or entered: "13(1)(ia)" → 13 and "(1)(ia)", "498-A" → 498A. */
export function splitNumber(value: string): { num: string; sub: string } {
  const v = value.trim();
  // Read without its spaces (both parts are stored without them): a regex with a space allowed
  // between every piece backtracks super-linearly (issue 32).
  const m = /^([0-9]+-?[A-Za-z]{0,3})((?:\([0-9A-Za-z]{1,5}\))*)$/.exec(v.replace(/\s+/g, ""));
  if (!m) return { num: normalizeRefNumber(v), sub: "" };
  return { num: normalizeRefNumber(m[1]), sub: m[2].replace(/\s+/g, "") };
}

/** At most this many rows a case (a long judgment on a code can name hundreds of its sections). */
export const MAX_REFS_PER_CASE = 400;

/** The rows of one case, each (act, kind, number, sub) once: a headnote's before the judgment's. */
export function statuteIndexRows(texts: { judgment: string; headnotes: string }, staffRefs: StaffRef[]): StatuteIndexRow[] {
  const rows = new Map<string, StatuteIndexRow>();
  const add = (row: StatuteIndexRow) => {
    // A known section keeps its act despite a slip in the act's year ("Evidence Act, 1892 s. 113B" is the 1872 Act's; issue 33 item 9).
    const r = row.kind === "s" ? { ...row, act: actBySection(row.act, row.num) ?? row.act } : row;
    const key = `${r.act}\u0000${r.kind}\u0000${r.num}\u0000${r.sub}`;
    if (!rows.has(key) && rows.size < MAX_REFS_PER_CASE) rows.set(key, r);
  };
  for (const r of staffRefs) {
    const act = r.actName?.trim() ? canonicalActName(r.actName) : null;
    if (!act) continue;
    if (r.section?.trim()) add({ act, kind: "s", ...splitNumber(r.section), src: "h" });
    if (r.article?.trim()) add({ act, kind: "a", ...splitNumber(r.article), src: "h" });
    if (r.orderNo?.trim()) add({ act, kind: "o", num: normalizeOrderNumber(r.orderNo), sub: r.rule?.trim() ? normalizeRefNumber(r.rule) : "", src: "h" });
  }
  for (const [text, src] of [
    [texts.headnotes, "h"],
    [texts.judgment, "j"],
  ] as const) {
    if (!text) continue;
    // A reader that fails leaves the case without these rows, never a failed write (decision 098).
    for (const r of readOr([], () => extractStatuteRefs(text), { reader: "extractStatuteRefs" })) add({ act: r.act, kind: r.kind === "section" ? "s" : r.kind === "article" ? "a" : "o", num: r.num, sub: r.sub ?? "", src });
  }
  return [...rows.values()];
}

/** The canonical names of a case's acts (cited and referred to), for the acts column and the act dictionary. */
export function canonicalActNames(acts: (string | null | undefined)[], rows: StatuteIndexRow[]): string[] {
  const names = new Set<string>();
  for (const a of acts) if (a?.trim()) names.add(canonicalActName(a));
  for (const r of rows) names.add(r.act);
  return [...names];
}
