/**
 * Statute search over the references of the cases (table case_statute_refs, decision 033): act +
 * section / article / order / rule finds the judgments whose headnotes or text refer to it, an act
 * typed by any of its names (search-index/acts-canon.ts); optionally the counterpart in the old or
 * new criminal code as well (search-index/code-map.ts). Builds SQL conditions with bound
 * parameters only; pure.
 */
import { resolveAct, shortActName } from "./acts-canon";
import { baseSection, counterpartOf } from "./code-map";
import { splitNumber } from "./statute-index";
import { normalizeOrderNumber, normalizeRefNumber } from "./statute-refs";
import { likeContains } from "./text";
import type { StatuteRow } from "./types";

export type SqlPart = { sql: string; params: unknown[] };

const has = (v: string | null | undefined): v is string => Boolean(v?.trim());

/** The act condition: its canonical name when the typed name is known, else names containing the text. */
function actCondition(actName: string): SqlPart {
  const known = resolveAct(actName);
  if (known) return { sql: "act = ?", params: [known.name] };
  return { sql: "act in (select name from statute_names where name like ? escape '\\')", params: [likeContains(actName)] };
}

function sectionCondition(kind: "s" | "a", value: string): SqlPart {
  const { num, sub } = splitNumber(value);
  // "13(1)" finds 13(1) and 13(1)(ia); "13" finds every sub-section of 13.
  if (sub) return { sql: `(kind = '${kind}' and num = ? and sub like ? escape '\\')`, params: [num, `${sub.replace(/[\\%_]/g, "\\$&")}%`] };
  return { sql: `(kind = '${kind}' and num = ?)`, params: [num] };
}

/** The reference conditions of one statute row (ANDed), or null when it names no section/article/order/rule. */
function rowRefConditions(row: StatuteRow): SqlPart[] | null {
  const parts: SqlPart[] = [];
  if (has(row.section)) parts.push(sectionCondition("s", row.section));
  if (has(row.article)) parts.push(sectionCondition("a", row.article));
  if (has(row.order) && has(row.rule)) parts.push({ sql: "(kind = 'o' and num = ? and sub = ?)", params: [normalizeOrderNumber(row.order), normalizeRefNumber(row.rule)] });
  else if (has(row.order)) parts.push({ sql: "(kind = 'o' and num = ?)", params: [normalizeOrderNumber(row.order)] });
  else if (has(row.rule)) parts.push({ sql: "(kind = 'o' and sub = ?)", params: [normalizeRefNumber(row.rule)] });
  return parts.length ? parts : null;
}

/** The counterpart of a row's act + section in the old or new code, as a condition, when there is one. */
export function counterpartCondition(row: StatuteRow): SqlPart | null {
  if (!row.counterpart || !has(row.actName) || !has(row.section)) return null;
  const act = resolveAct(row.actName);
  const cp = act ? counterpartOf(act.name, row.section) : null;
  if (!cp || !cp.sections.length) return null;
  const nums = [...new Set(cp.sections.map(baseSection))];
  return { sql: `(act = ? and kind = 's' and num in (${nums.map(() => "?").join(", ")}))`, params: [cp.act, ...nums] };
}

/**
 * One statute row as a condition on case_statute_refs rows (act and reference on the same row),
 * or null when the row names only an act (the full-text acts column answers those).
 */
export function statuteRefCondition(row: StatuteRow): SqlPart | null {
  const refs = rowRefConditions(row);
  if (!refs) return null;
  const act = has(row.actName) ? actCondition(row.actName) : null;
  const conds = act ? [act, ...refs] : refs;
  let expr: SqlPart = { sql: `(${conds.map((c) => c.sql).join(" and ")})`, params: conds.flatMap((c) => c.params) };
  const cp = counterpartCondition(row);
  if (cp) expr = { sql: `(${expr.sql} or ${cp.sql})`, params: [...expr.params, ...cp.params] };
  return expr;
}

/** `c.doc_id in (…)` for a row condition. */
export function casesWithRefs(cond: SqlPart): SqlPart {
  return { sql: `c.doc_id in (select doc_id from case_statute_refs where ${cond.sql})`, params: cond.params };
}

/**
 * Main search's act + "Sec./Order/Rule" box: the box matches a section, an order or a rule; the
 * act by any of its names.
 */
export function mainRefCondition(actName: string | null | undefined, section: string | null | undefined): SqlPart | null {
  if (!has(section)) return null;
  const { num, sub } = splitNumber(section);
  const order = normalizeOrderNumber(section);
  const box: SqlPart = {
    sql: `((kind = 's' and num = ?${sub ? " and sub like ? escape '\\'" : ""}) or (kind = 'o' and (num = ? or sub = ?)))`,
    params: [num, ...(sub ? [`${sub.replace(/[\\%_]/g, "\\$&")}%`] : []), order, normalizeRefNumber(section)],
  };
  if (!has(actName)) return box;
  const act = actCondition(actName);
  return { sql: `(${act.sql} and ${box.sql})`, params: [...act.params, ...box.params] };
}

/** The canonical name of a typed act, when it is known (the acts column holds canonical names). */
export function canonicalTypedAct(actName: string | null | undefined): string | null {
  return has(actName) ? (resolveAct(actName)?.name ?? null) : null;
}

export type RefRow = { docId: number; act: string; kind: "s" | "a" | "o"; num: string; sub: string; src: "h" | "j" };

/** How a matched reference is shown in a result: "IPC s. 302 (headnote)", "Constitution Art. 21", "CPC O. 39 r. 1". */
export function refLabel(r: Omit<RefRow, "docId">): string {
  const act = shortActName(r.act);
  const where = r.src === "h" ? " (headnote)" : "";
  if (r.kind === "a") return `${act} Art. ${r.num}${r.sub}${where}`;
  if (r.kind === "o") return `${act} O. ${r.num}${r.sub ? ` r. ${r.sub}` : ""}${where}`;
  return `${act} s. ${r.num}${r.sub}${where}`;
}

/** The query that reads, for a page of results, the references that matched (`cond` ORed over the rows). */
export function matchedRefsQuery(docIds: number[], cond: SqlPart): SqlPart {
  return {
    sql: `select doc_id as docId, act, kind, num, sub, src from case_statute_refs where doc_id in (${docIds.map(() => "?").join(", ")}) and (${cond.sql}) order by doc_id, src, act, kind, num, sub`,
    params: [...docIds, ...cond.params],
  };
}

/** Labels of the matched references per case, at most `max` each (headnote references first). */
export function matchedLabels(rows: RefRow[], max = 3): Map<number, string[]> {
  const out = new Map<number, string[]>();
  for (const r of rows) {
    const list = out.get(r.docId) ?? [];
    if (list.length < max) list.push(refLabel(r));
    out.set(r.docId, list);
  }
  return out;
}

export type CounterpartOffer = {
  /** the statute row (1–3) */
  row: number;
  /** "BNS 103(1)", "IPC 415, 420": what the other code calls the section */
  label: string;
  /** the row already searches it too */
  ticked: boolean;
};

/** For each statute row of act + section in one of the old or new criminal codes: its counterpart, offered or searched. */
export function counterpartOffers(rows: StatuteRow[]): CounterpartOffer[] {
  const out: CounterpartOffer[] = [];
  rows.slice(0, 3).forEach((row, i) => {
    if (!has(row.actName) || !has(row.section)) return;
    const act = resolveAct(row.actName);
    const cp = act ? counterpartOf(act.name, row.section) : null;
    if (!cp || !cp.sections.length) return;
    out.push({ row: i + 1, label: `${shortActName(cp.act)} ${cp.sections.join(", ")}`, ticked: Boolean(row.counterpart) });
  });
  return out;
}
