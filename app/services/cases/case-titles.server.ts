/**
 * Titles, parties and bench from the text (issue 24 item 1, decision 055): for an imported case
 * whose record lacks its cause title (or gave a case-number fragment as one), its bench, a full
 * author's name, its case number or decision date, the fields the text gives are written through
 * `writeCases` with origin `extracted` (decision 037): a staff correction is never replaced, and a
 * source that later gives the field wins (the import's merge). Runs after each import batch and in
 * `npm run reindex`. Cases still without a title are listed for staff by the back office's
 * cases list (the "Without a title" filter).
 */
import { and, asc, gt, isNotNull, isNull } from "drizzle-orm";
import { cases } from "../../../db/schema";
import { htmlToLines, isSurnameOnly, lacksTitle, NO_TITLE, planExtraction, type HeadFields } from "../../../search-index/cause-title";
import { headAndTail, readOr } from "../../../search-index/guarded";
import { isReporterHeading, reporterHeading } from "../../../search-index/reporter-heading";
import type { AppContext } from "../../utils/context.server";
import { writeCases } from "./case-admin.server";
import { eachCaseDb } from "./case-shard-of.server";
import { loadCaseForWrite } from "./case-desk.server";
import type { CaseInput } from "./cases.server";
import { fieldValue, loadOrigins, mayReplace, trackedColumns, withFieldValue, type Origin, type OriginRow, type TrackedField } from "./provenance.server";

/** The review screens' input schemas, for the page and the API (decision 058). */
export { UntitledQuerySchema } from "./case-review.schema";

type Write = { input: CaseInput & { docId: number } };

/** The tracked columns of a write (decision 037's `fieldValue` reads them). */
const headRow = (input: Omit<CaseInput, "docId">) => ({
  appellant: input.appellant,
  respondent: input.respondent ?? null,
  judgeName: input.judgeName ?? null,
  allJudges: input.allJudges ?? null,
  judgementOrder: "",
  caseNumber: input.caseNumber ?? null,
  caseYear: input.caseYear ?? null,
  decidedDay: input.decidedDay ?? null,
  decidedMonth: input.decidedMonth ?? null,
  decidedYear: input.decidedYear ?? null,
});

const headOf = (input: CaseInput & { docId: number }): HeadFields => {
  const row = headRow(input);
  return { ...row, decidedDate: fieldValue(row, "decidedDate") };
};

/** The tracked field (decision 037) each extracted field is written as; the title's two sides go together. */
const TRACKED: Record<keyof HeadFields, TrackedField> = {
  appellant: "appellant",
  respondent: "respondent",
  judgeName: "judgeName",
  allJudges: "allJudges",
  caseNumber: "caseNumber",
  decidedDate: "decidedDate",
};

/**
 * The writes that fill a case's missing fields from its text, or null when there is nothing to
 * fill. `text` is the judgment as imported (else the stored HTML is read back to lines). A field
 * whose origin ranks above `extracted` (the staff's) is left alone; so is the other side of a
 * title whose one side the staff set.
 */
export function extractionWrite(
  input: CaseInput & { docId: number },
  origins: Map<string, Pick<OriginRow, "origin">> | undefined,
  text?: string
): Write | null {
  if (!input.sourceId) return null;
  // A head the readers cannot read leaves the fields empty (the case stays on the staff's list of
  // untitled cases); the reader reads the head and tail of the text only (issue 32, decision 098).
  const where = { reader: "planExtraction", sourceId: input.sourceId };
  const lines = text ?? readOr("", () => htmlToLines(input.judgementOrder), { ...where, reader: "htmlToLines" });
  const plan = readOr<Partial<HeadFields>>({}, () => planExtraction(headOf(input), headAndTail(lines)), where);
  const origin = (f: TrackedField): Origin => (origins?.get(f)?.origin as Origin | undefined) ?? "source";
  const allowed = (f: keyof HeadFields) => mayReplace("extracted", origin(TRACKED[f]));
  if (!allowed("appellant") || !allowed("respondent")) {
    delete plan.appellant;
    delete plan.respondent;
  }
  let next: CaseInput & { docId: number } = { ...input };
  let changed = false;
  for (const [key, value] of Object.entries(plan) as [keyof HeadFields, string | null][]) {
    if (!allowed(key)) continue;
    if (key === "appellant" && !value) continue;
    next = withFieldValue(next, TRACKED[key], value);
    changed = true;
  }
  // Still no title: the reporter's heading from what is known (decision 106), the other side cleared.
  if (lacksTitle(next.appellant) && allowed("appellant") && allowed("respondent")) {
    const heading = reporterHeading({ caseNumber: next.caseNumber ?? null, decidedDate: fieldValue(headRow(next), "decidedDate"), judge: next.judgeName ?? null, docId: next.docId, text: lines });
    if (heading !== next.appellant || next.respondent) {
      next = withFieldValue(withFieldValue(next, "appellant", heading), "respondent", null);
      changed = true;
    }
  }
  if (plan.caseNumber && next.caseYear == null && allowed("caseNumber") && mayReplace("extracted", origin("caseYear"))) {
    const year = plan.caseNumber.match(/\bof\s+(\d{4})\b/i)?.[1];
    if (year) next = { ...next, caseYear: Number(year) };
  }
  return changed ? { input: next } : null;
}

/** Writes the extracted fields of these cases (already in write shape) with origin `extracted`; returns how many cases changed. */
export async function writeExtracted(
  ctx: AppContext,
  items: {
    input: CaseInput & { docId: number };
    origins?: Map<string, Pick<OriginRow, "origin">>;
    text?: string;
  }[],
  actorId: number | null
): Promise<number> {
  const writes = items.map((i) => extractionWrite(i.input, i.origins, i.text)).filter((w): w is Write => w !== null);
  if (writes.length) await writeCases(ctx, writes, actorId, { origin: "extracted" });
  return writes.length;
}

/**
 * `npm run reindex`'s step: the imported cases with a doc id above `afterDocId` (up to `limit`)
 * get the fields their text gives and their record lacks. Reads the few columns the extractor
 * needs; only a case with something to fill is read whole and written.
 */
export async function fillFromTextStep(ctx: AppContext, afterDocId: number, limit = 100): Promise<{ lastDocId: number | null; filled: number }> {
  // Each database's next `limit` imported cases after the cursor (issue 36: the catalogue and every
  // case shard); the lowest `limit` of them all is this step, so the cursor passes each case once.
  const parts = await Promise.all(
    eachCaseDb(ctx).map(({ db }) =>
      db
        .select(trackedColumns)
        .from(cases)
        .where(and(gt(cases.docId, afterDocId), isNotNull(cases.sourceId), isNull(cases.deletedAt)))
        .orderBy(asc(cases.docId))
        .limit(limit)
        .all(),
    ),
  );
  const rows = parts
    .flat()
    .sort((a, b) => a.docId - b.docId)
    .slice(0, limit);
  if (!rows.length) return { lastDocId: null, filled: 0 };
  const origins = await loadOrigins(
    ctx,
    rows.map((r) => r.docId)
  );
  const items = [];
  for (const row of rows) {
    if (!extractionWrite(row, origins.get(row.docId))) continue;
    const loaded = await loadCaseForWrite(ctx, row.docId);
    if (loaded && !loaded.deleted) items.push({ input: loaded.input, origins: origins.get(row.docId) });
  }
  const filled = await writeExtracted(ctx, items, null);
  return { lastDocId: rows[rows.length - 1].docId, filled };
}

/**
 * Does a source record give this field itself (so that it wins over the extractor's value)? A
 * title counts when it is not the placeholder or a fragment; an author when it is more than a
 * surname; any other field when it has a value.
 */
export function sourceGives(field: TrackedField, source: Omit<CaseInput, "docId">): boolean {
  if (field === "appellant" || field === "respondent") return !lacksTitle(source.appellant);
  if (field === "judgeName") return !!source.judgeName?.trim() && !isSurnameOnly(source.judgeName);
  if (field === "judgementOrder") return true;
  return fieldValue(headRow(source), field) !== null;
}

/** Rows a page of the staff's list of judgments the extractor left without a title or bench. */
export const UNTITLED_PAGE_SIZE = 50;

export type UntitledCase = { docId: number; sourceId: string | null; appellant: string; allJudges: string | null; decidedDate: string | null; caseNumber: string | null; noTitle: boolean; noBench: boolean };

/**
 * The judgments whose title or bench neither the source nor the text gave (decision 055's
 * "listed for staff"): the placeholder title or the reporter's heading (decision 106), or no bench. Newest first; `missing` narrows to one.
 */
export async function listUntitled(ctx: AppContext, input: { missing: "title" | "bench" | "either"; page: number }): Promise<{ rows: UntitledCase[]; total: number; pages: number; page: number }> {
  // Each condition with its own parameters: D1 refuses a parameter the query does not use ("bench" has none).
  // A reporter's heading (decision 106) stands in for a title: the case is still listed.
  const noTitle = "(appellant = ? or (appellant like '[%' and appellant like '%]'))";
  const [where, params]: [string, string[]] =
    input.missing === "title"
      ? [noTitle, [NO_TITLE]]
      : input.missing === "bench"
        ? ["coalesce(trim(all_judges), '') = ''", []]
        : [`(${noTitle} or coalesce(trim(all_judges), '') = '')`, [NO_TITLE]];
  // Every database holding cases (issue 36): each its count and its first `page × 50` in the list's
  // order (newest first), merged in that order and the page cut from them.
  type Row = Omit<UntitledCase, "noTitle" | "noBench"> & { searchKey: number | null };
  const skip = (input.page - 1) * UNTITLED_PAGE_SIZE;
  const parts = await Promise.all(
    eachCaseDb(ctx).map(async ({ db }) => {
      const d1 = db.$client;
      const [count, list] = await d1.batch([
        d1.prepare(`select count(*) as n from cases where deleted_at is null and ${where}`).bind(...params),
        d1
          .prepare(
            `select doc_id as docId, source_id as sourceId, appellant, all_judges as allJudges, decided_date as decidedDate, case_number as caseNumber, search_key as searchKey
               from cases where deleted_at is null and ${where} order by search_key desc limit ?`,
          )
          .bind(...params, skip + UNTITLED_PAGE_SIZE),
      ]);
      return { n: Number((count.results[0] as { n: number }).n), rows: list.results as Row[] };
    }),
  );
  const total = parts.reduce((a, p) => a + p.n, 0);
  const list = {
    results: parts
      .flatMap((p) => p.rows)
      .sort((a, b) => (b.searchKey ?? -1) - (a.searchKey ?? -1) || a.docId - b.docId)
      .slice(skip, skip + UNTITLED_PAGE_SIZE)
      .map(({ searchKey: _key, ...r }) => r),
  };
  const rows = (list.results as Omit<UntitledCase, "noTitle" | "noBench">[]).map((r) => ({ ...r, noTitle: r.appellant === NO_TITLE || isReporterHeading(r.appellant), noBench: !r.allJudges?.trim() }));
  return { rows, total, pages: Math.max(1, Math.ceil(total / UNTITLED_PAGE_SIZE)), page: input.page };
}
