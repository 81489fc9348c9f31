/**
 * Whether a case fits in D1 (docs/decisions/039-judgment-size-limit.md). D1 holds at most
 * 2,000,000 bytes in one value and in one row; a case's write binds its row (the judgment's HTML
 * with the other columns), the judgment's plain text and the headnotes' in case_fts, and both
 * again as word pairs in case_pair_fts (search-index/phrase-pairs.ts), which run to 1.55–1.8 times
 * the text (at most twice). Checked before anything is written — the form answers 400 with the
 * field marked, the import rejects the record with the reason, and `writeCase`/`writeCases` refuse
 * (CaseTooLargeError) rather than let D1 fail half-way with SQLITE_TOOBIG. Pure.
 */
import { indexedTexts } from "../../../search-index/document";
import { pairSequence } from "../../../search-index/phrase-pairs";
import { htmlToText } from "../../../search-index/text";
import { caseFormMessages as m } from "../../utils/copy";
import { D1_MAX_VALUE_BYTES, surelyFits, utf8Bytes } from "../../utils/storage-limits";
import type { CaseInput } from "./case-input.server";

/** Room for the row's numbers, timestamps and record header (SQLite's record format: a few bytes a column). */
const ROW_OVERHEAD = 1_000;

export type StorageProblem = {
  /** The input field: "judgementOrder", "headnotes", or the path of another value ("parties[2].appellant", "acts"). */
  field: string;
  /** What would not fit: the case's row, the field's plain text, its phrase-pair index, or the value itself. */
  part: "row" | "text" | "index" | "value";
  bytes: number;
};

/** A case that would not fit; thrown by the write path when a caller did not check first. */
export class CaseTooLargeError extends Error {
  constructor(readonly problems: StorageProblem[]) {
    super(problems.map(describeStorageProblem).join(" "));
    this.name = "CaseTooLargeError";
  }
}

const bytesOf = (values: (string | null | undefined)[]) => values.reduce((n, v) => n + (v ? utf8Bytes(v) + 1 : 1), 0);
const lengthOf = (values: (string | null | undefined)[]) => values.reduce((n, v) => n + (v?.length ?? 0) + 1, 0);

/** The text's problem in the full-text index: the text itself, or its word pairs (exact for plain text, else twice the text). */
function indexProblem(field: string, text: string): StorageProblem | null {
  if (surelyFits(text, D1_MAX_VALUE_BYTES / 2)) return null;
  const textBytes = utf8Bytes(text);
  if (textBytes > D1_MAX_VALUE_BYTES) return { field, part: "text", bytes: textBytes };
  if (textBytes * 2 <= D1_MAX_VALUE_BYTES) return null;
  const pairs = pairSequence(text);
  const pairBytes = pairs === null ? textBytes * 2 : pairs.length;
  return pairBytes > D1_MAX_VALUE_BYTES ? { field, part: "index", bytes: pairBytes } : null;
}

/** Every place the case would not fit; empty when it fits. */
export function caseStorageProblems(input: CaseInput): StorageProblem[] {
  const max = D1_MAX_VALUE_BYTES;
  const problems: StorageProblem[] = [];
  const add = (p: StorageProblem | null) => {
    if (p) problems.push(p);
  };

  // The cases row: every text column of the case (child rows are rows of their own).
  const row = [
    input.appellant, input.respondent, input.judgeName, input.judgementOrder, input.caseResult, input.remarkable,
    input.allJudges, input.advocateForAppellant, input.advocateForRespondent, input.extraCounselDetails,
    input.petitionerName, input.caseNumber, input.notes, input.sourceId,
  ];
  if (lengthOf(row) * 3 + ROW_OVERHEAD > max) {
    const bytes = bytesOf(row) + ROW_OVERHEAD;
    if (bytes > max) add({ field: "judgementOrder", part: "row", bytes });
  }

  // The judgment and the headnotes in case_fts and case_pair_fts.
  const headnotes = input.headnotes ?? [];
  if (!surelyFits(input.judgementOrder, max / 2)) add(indexProblem("judgementOrder", htmlToText(input.judgementOrder)));
  if (!surelyFits(headnotes.map((h) => h.headnote).join(""), max / 2)) add(indexProblem("headnotes", indexedTexts("", headnotes).headnotes));

  // Every other value, and the short fields joined as case_meta_fts holds them.
  const values: [string, string | null | undefined][] = [
    ...(input.parties ?? []).flatMap((p, i) => [[`parties[${i}].appellant`, p.appellant], [`parties[${i}].respondent`, p.respondent], [`parties[${i}].caseNumber`, p.caseNumber]] as [string, string | null | undefined][]),
    ...headnotes.flatMap((h, i) => [[`headnotes[${i}].headnote`, h.headnote], ...(h.refs ?? []).map((r, k) => [`headnotes[${i}].refs[${k}].actName`, r.actName])] as [string, string | null | undefined][]),
    ...(input.topics ?? []).map((t, i) => [`topics[${i}]`, t] as [string, string]),
    ...(input.referred ?? []).map((r, i) => [`referred[${i}].casesReferred`, r.casesReferred] as [string, string]),
    ...(input.citations ?? []).map((c, i) => [`citations[${i}]`, c.raw ?? c.otherCitation] as [string, string | null | undefined]),
  ];
  for (const [field, value] of values) {
    if (value && !surelyFits(value, max) && utf8Bytes(value) > max) add({ field, part: "value", bytes: utf8Bytes(value) });
  }
  const joined: [string, (string | null | undefined)[]][] = [
    ["parties", [input.appellant, input.respondent, ...(input.parties ?? []).flatMap((p) => [p.appellant, p.respondent, p.caseNumber])]],
    ["acts", [...(input.acts ?? []), ...headnotes.flatMap((h) => (h.refs ?? []).map((r) => r.actName))]],
    ["topics", input.topics ?? []],
  ];
  for (const [field, list] of joined) {
    if (lengthOf(list) * 3 > max && bytesOf(list) > max) add({ field, part: "value", bytes: bytesOf(list) });
  }

  // One problem a field: the one furthest over.
  const worst = new Map<string, StorageProblem>();
  for (const p of problems) if ((worst.get(p.field)?.bytes ?? 0) < p.bytes) worst.set(p.field, p);
  return [...worst.values()];
}

/** Throws CaseTooLargeError when the case would not fit. */
export function assertCaseFits(input: CaseInput): void {
  const problems = caseStorageProblems(input);
  if (problems.length) throw new CaseTooLargeError(problems);
}

/** The problem in words, for the form's field and the import's rejected line. */
export function describeStorageProblem(p: StorageProblem): string {
  const what = p.field === "judgementOrder" ? "judgement" : p.field === "headnotes" ? "headnotes together" : `value of ${p.field}`;
  return m.tooLargeToStore(what, p.part, p.bytes, D1_MAX_VALUE_BYTES);
}
