/**
 * The statutes a case refers to, as the case view lists them (issue 17 items 3–4): its reference
 * rows (case_statute_refs, from the staff's headnote references and the text) grouped by act, in
 * section order, each section of the old or new criminal codes with its counterpart ("IPC s. 302 —
 * now BNS 103(1)", "BNSS s. 528 — formerly CrPC 482"). Pure; the page gets finished strings.
 */
import { resolveAct, shortActName } from "./acts-canon";
import { counterpartOf } from "./code-map";

export type StatuteRefRow = { act: string; kind: "s" | "a" | "o"; num: string; sub: string; src: "h" | "j" };

export type CaseStatuteGroup = {
  /** the act as the index names it (canonical when known) */
  act: string;
  refs: { label: string; counterpart: string | null; inHeadnote: boolean }[];
};

/** Most references listed on a page (a long judgment can cite hundreds). */
export const MAX_LISTED_REFS = 120;

/**
 * What the other code calls a section of IPC/CrPC/Evidence Act or BNS/BNSS/BSA: "now BNS 103(1)",
 * "formerly IPC 415, 420", "no counterpart in BNS" (dropped); null for other acts or sections the
 * tables do not list (never a guess).
 */
export function counterpartNote(actName: string | null | undefined, section: string | null | undefined): string | null {
  if (!actName?.trim() || !section?.trim()) return null;
  const act = resolveAct(actName);
  if (!act) return null;
  const cp = counterpartOf(act.name, section);
  if (!cp) return null;
  const other = shortActName(cp.act);
  if (!cp.sections.length) return `no counterpart in ${other}`;
  return `${cp.isNew ? "now" : "formerly"} ${other} ${cp.sections.join(", ")}`;
}

/** "304A" → [304, "A"]: sections in the order of the statute book. */
function numberKey(num: string): [number, string] {
  const m = /^(\d+)(\D.*)?$/.exec(num);
  if (m) return [Number(m[1]), m[2] ?? ""];
  // Roman-numbered orders
  const roman: Record<string, number> = { I: 1, V: 5, X: 10, L: 50, C: 100 };
  let total = 0;
  const letters = num.toUpperCase().split("");
  letters.forEach((ch, i) => {
    const v = roman[ch] ?? 0;
    total += v < (roman[letters[i + 1]] ?? 0) ? -v : v;
  });
  return [total || Number.MAX_SAFE_INTEGER, num];
}

function label(r: StatuteRefRow): string {
  if (r.kind === "a") return `Art. ${r.num}${r.sub}`;
  if (r.kind === "o") return `O. ${r.num}${r.sub ? ` r. ${r.sub}` : ""}`;
  return `s. ${r.num}${r.sub}`;
}

const KIND_ORDER = { a: 0, s: 1, o: 2 } as const;

/** The case's references grouped by act (acts by name, the Constitution first), at most MAX_LISTED_REFS. */
export function caseStatuteGroups(rows: StatuteRefRow[]): CaseStatuteGroup[] {
  const byAct = new Map<string, StatuteRefRow[]>();
  for (const r of rows) byAct.set(r.act, [...(byAct.get(r.act) ?? []), r]);
  const acts = [...byAct.keys()].sort((a, b) => Number(!/^Constitution/.test(a)) - Number(!/^Constitution/.test(b)) || a.localeCompare(b));
  let budget = MAX_LISTED_REFS;
  const out: CaseStatuteGroup[] = [];
  for (const act of acts) {
    if (budget <= 0) break;
    const seen = new Map<string, CaseStatuteGroup["refs"][number]>();
    const list = byAct
      .get(act)!
      .slice()
      .sort((a, b) => {
        const [an, as] = numberKey(a.num);
        const [bn, bs] = numberKey(b.num);
        return KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || an - bn || as.localeCompare(bs) || a.sub.localeCompare(b.sub);
      });
    for (const r of list) {
      const key = label(r);
      const known = seen.get(key);
      if (known) {
        known.inHeadnote ||= r.src === "h";
        continue;
      }
      if (seen.size >= budget) break;
      seen.set(key, { label: key, counterpart: r.kind === "s" ? counterpartNote(act, r.num) : null, inHeadnote: r.src === "h" });
    }
    budget -= seen.size;
    out.push({ act, refs: [...seen.values()] });
  }
  return out;
}
