/**
 * A known section maps to its act despite a judgment's typo in the act's year (issue 33 item 9):
 * "Section 113B of the Evidence Act, 1892" is the Indian Evidence Act, 1872's s. 113B (now BSA
 * 118). A name whose year is wrong resolves to no act (acts-canon.ts: another year is another
 * act), so such a reference stood apart, without its counterpart. Here it is taken as the known
 * act only when all hold: the name without its year is that act (by any of its names); the year
 * written is one slip from the act's (one digit changed, or two neighbours swapped); and the act's
 * tables know the section (search-index/code-map.ts: the six codes). Pure and small.
 */
import { resolveAct } from "./acts-canon";
import { counterpartOf } from "./code-map";

/** One digit changed, or two neighbouring digits swapped: "1892" for 1872, "1806" for 1860. */
export function yearSlip(written: string, actual: string): boolean {
  if (written.length !== 4 || actual.length !== 4 || written === actual) return false;
  const diff = [0, 1, 2, 3].filter((i) => written[i] !== actual[i]);
  if (diff.length === 1) return true;
  return diff.length === 2 && diff[1] === diff[0] + 1 && written[diff[0]] === actual[diff[1]] && written[diff[1]] === actual[diff[0]];
}

/**
 * The canonical name of the act a reference means when its written name is the known act's with
 * a slipped year and the act has this section; null otherwise (a name that resolves as written,
 * an unknown act, a year far off, a section the act's tables lack).
 */
export function actBySection(name: string | null | undefined, section: string | null | undefined): string | null {
  if (!name?.trim() || !section?.trim() || resolveAct(name)) return null;
  const m = name.trim().match(/^(.{2,120}?)[\s,]{1,3}(\d{4})$/);
  if (!m) return null;
  const act = resolveAct(m[1]);
  const year = act?.name.match(/(\d{4})$/)?.[1];
  if (!act || !year || !yearSlip(m[2], year)) return null;
  return counterpartOf(act.name, section) ? act.name : null;
}
