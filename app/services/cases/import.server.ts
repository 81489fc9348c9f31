/**
 * Import of real judgments in the JSON Lines format of ../shared/data/README.md.
 * Idempotent: a record's `id` is stored as the case's source_id; a second run updates the same
 * case instead of adding another. A bad line is rejected with its line number and reason and
 * never stops the rest.
 */
import { eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { caseDirectory, counters } from "../../../db/schema";
import { parseCitation } from "../../../search-index/citations";
import { benchOf } from "../../../search-index/judges";
import { NO_TITLE } from "../../../search-index/cause-title";
import { extractCounsel } from "../../../search-index/counsel";
import { readOr } from "../../../search-index/guarded";
import { loadCourtMasters, placeJudgment, SUPREME_COURT_PLACEMENT, type CourtMasters } from "./court-placement.server";
import type { AppContext, Db } from "../../utils/context.server";
import { isHardWrapped, pdfParagraphs } from "../../utils/pdf-paragraphs";
import { writeCases } from "./case-admin.server";
import { caseRowOf, runBatch, type CaseInput, type CitationInput, type HeadnoteRefInput } from "./cases.server";
import { fieldValue, loadOriginsIn, mayReplace, sameValue, sourceNoteStatements, TRACKED_FIELDS, type Origin, type OriginRow, type TrackedField } from "./provenance.server";
import { actAliasMap, applyAlias } from "../masters/act-names.server";
import { caseStorageProblems, describeStorageProblem } from "./case-limits.server";
import { sourceGives, writeExtracted } from "./case-titles.server";
import { titlesAsCitedAfterBatch } from "./titles-as-cited.server";
import { loadCaseInputsIn, type LoadedCase } from "../search/search-sync.server";
import { caseShardsOf } from "../../utils/case-shards.server";
import { shardById, shardDb, sharded } from "./case-shard-of.server";

const text = z.string().trim().min(1).optional();

export const JudgmentRecordSchema = z.object({
  id: z.string().trim().min(1).max(200),
  court: z.string().optional(),
  title: text,
  appellant: text,
  respondent: text,
  case_number: text,
  decision_date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "decision_date must be YYYY-MM-DD")
    .optional(),
  judges: z.array(z.string()).optional(),
  author: text,
  citations: z.array(z.string()).optional(),
  headnote: z.string().optional(),
  acts_cited: z.array(z.string()).optional(),
  cases_referred: z.array(z.string()).optional(),
  judgment_text: z.string().min(1, "judgment_text is empty"),
  citator_info: z.string().optional(),
  judicial_treatment: z.string().optional(),
});

export type JudgmentRecord = z.infer<typeof JudgmentRecordSchema>;


export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/** Plain judgment text to the reporter's HTML: blank lines separate paragraphs, single breaks stay. */
export function textToHtml(body: string): string {
  return body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`)
    .join("\n");
}

/**
 * A judgment's text to HTML. Text that keeps a PDF's line breaks (the 2024 judgments) is joined
 * back into its paragraphs first (decision 029); other text keeps textToHtml's rule. Applied on
 * every import, so a re-import rewrites cases stored before the joining.
 */
export function judgmentTextToHtml(body: string, sourceId?: string): string {
  // The joining is a reader too: if it fails, the text keeps textToHtml's paragraphs (issue 32).
  const joined = readOr<string | null>(null, () => (isHardWrapped(body) ? pdfParagraphs(body).map((p) => `<p>${escapeHtml(p)}</p>`).join("\n") : null), {
    reader: "pdfParagraphs",
    sourceId,
  });
  return joined ?? textToHtml(body);
}

/** Maps one record to the case model. Pure: no ids, no I/O. */
export function judgmentToCase(r: JudgmentRecord, masters?: CourtMasters): Omit<CaseInput, "docId"> {
  // The court and bench the record's `court` field or its head names; unsure, the Supreme Court as before (decision 099).
  const place = readOr(null, () => placeJudgment(r, masters), { reader: "placeJudgment", sourceId: r.id }) ?? SUPREME_COURT_PLACEMENT;
  const [year, month, day] = r.decision_date ? r.decision_date.split("-").map(Number) : [null, null, null];
  const caseYear = r.case_number?.match(/\b(?:of|OF)\s+(\d{4})\b/)?.[1];
  const citations = (r.citations ?? []).map((raw) => {
    // A citation the reader cannot parse is kept as written (other citation), as an unknown one is.
    const parsed = readOr(null, () => parseCitation(raw.slice(0, 500)), { reader: "parseCitation", sourceId: r.id });
    return {
      journalId: parsed?.journalId ?? null,
      citationCategoryId: parsed?.categoryId ?? null,
      year: parsed?.year ?? null,
      volume: parsed?.volume ?? null,
      pageNumber: parsed?.page ?? null,
      neutralCitation: parsed?.neutral ? parsed.display : null,
      otherCitation: parsed?.journalId ? null : raw,
      raw,
      normalized: parsed?.key ?? null,
    };
  });
  const appellant = r.appellant ?? r.title ?? NO_TITLE;
  return {
    appellant,
    respondent: r.appellant ? (r.respondent ?? null) : null,
    judgementType: "Judgement",
    judgeName: r.author ?? null,
    judgementOrder: judgmentTextToHtml(r.judgment_text, r.id),
    caseResult: null,
    remarkable: r.judicial_treatment ?? null,
    live: true,
    overruled: false,
    caseCategoryId: place.caseCategoryId,
    courtId: place.courtId,
    courtBranchId: place.courtBranchId,
    courtBenchId: null,
    allJudges: readOr(null, () => benchOf(r.judges ?? []), { reader: "benchOf", sourceId: r.id }),
    counsel: "double",
    ...counselOf(r.judgment_text, r.id),
    caseNumber: r.case_number ?? null,
    caseYear: caseYear ? Number(caseYear) : null,
    decidedDay: day,
    decidedMonth: month,
    decidedYear: year,
    notes: r.citator_info ? `Citator info: ${r.citator_info}` : null,
    sourceId: r.id,
    citations,
    headnotes: r.headnote?.trim() ? [{ headnote: textToHtml(r.headnote), priority: null, paragraph: null, refs: [] }] : [],
    topics: [],
    referred: (r.cases_referred ?? []).map((c) => ({ casesReferred: c, partyName: null, linkedDocId: null })),
    acts: r.acts_cited ?? [],
  };
}

/**
 * Counsel named in the judgment's appearance block (issue 17): the COUNSEL box and the Advocate
 * field (its own head is a bounded prefix; "X, learned counsel for …" sentences are read all
 * through, in linear time). A reader that fails leaves counsel empty for staff and the judgment is
 * imported (issue 32, decision 098).
 */
export function counselOf(text: string, sourceId?: string): Pick<CaseInput, "advocateForAppellant" | "advocateForRespondent" | "extraCounselDetails"> {
  const c = readOr({ appellant: [] as string[], respondent: [] as string[], other: [] as string[] }, () => extractCounsel(text), { reader: "extractCounsel", sourceId });
  return {
    advocateForAppellant: c.appellant.join(", ") || null,
    advocateForRespondent: c.respondent.join(", ") || null,
    extraCounselDetails: c.other.length ? `For the parties: ${c.other.join(", ")}` : null,
  };
}

export type ImportLineResult =
  /** `kept`: the source fields where the source differs from the staff's value, which was kept (decision 037). */
  | { line: number; status: "imported" | "updated" | "unchanged"; docId: number; sourceId: string; kept?: TrackedField[] }
  | { line: number; status: "rejected"; reason: string };

/** Parses and validates one line; returns the record or the reason it is rejected. */
export function parseLine(raw: string): { ok: true; record: JudgmentRecord } | { ok: false; reason: string } {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch (e) {
    return { ok: false, reason: `not valid JSON (${e instanceof Error ? e.message : "parse error"})` };
  }
  const parsed = JudgmentRecordSchema.safeParse(json);
  if (!parsed.success) {
    return { ok: false, reason: parsed.error.issues.map((i) => `${i.path.join(".") || "record"}: ${i.message}`).join("; ") };
  }
  return { ok: true, record: parsed.data };
}

/**
 * The columns a record is the source of (decision 025): a re-import sets them from the record,
 * except a field the staff corrected (its origin, decision 037), which it keeps and reports.
 * Everything else on the case belongs to the staff once it exists: live, overruled, the judgment
 * type, result, counsel, bench, notes and remarks, headnotes and topics. Citations, acts and cases
 * referred are merged: a re-import adds the record's items the case lacks and removes none.
 */
export const SOURCE_COLUMNS = [
  "appellant",
  "respondent",
  "judgeName",
  "allJudges",
  "judgementOrder",
  "caseNumber",
  "caseYear",
  "decidedDay",
  "decidedMonth",
  "decidedYear",
  "sourceId",
] as const;

type StoredCase = CaseInput & { docId: number };

/**
 * A citation's identity for the merge: its journal, year, volume and page when it has them (a
 * citation saved by the case form keeps no raw text, so it matches the source's by its parts),
 * else its normalised key or text.
 */
const citationKey = (c: CitationInput) =>
  c.journalId && c.pageNumber?.trim()
    ? `j${c.journalId}|${c.year ?? ""}|${(c.volume ?? "").trim()}|${c.pageNumber.trim()}`.toLowerCase()
    : (c.normalized ?? c.raw ?? c.neutralCitation ?? c.otherCitation ?? "").trim().toLowerCase();

/** Items of `incoming` whose key is not among `existing`'s, appended (order kept). */
function union<T>(existing: T[], incoming: T[], key: (item: T) => string): { items: T[]; added: boolean } {
  const seen = new Set(existing.map(key));
  const extra = incoming.filter((item) => {
    const k = key(item);
    if (!k || seen.has(k)) return false;
    seen.add(k);
    return true;
  });
  return { items: extra.length ? [...existing, ...extra] : existing, added: extra.length > 0 };
}

/** A stored headnote's references in their slots (an empty slot stays empty), as the write expects. */
function headnotesForWrite(stored: StoredCase): StoredCase["headnotes"] {
  return (stored.headnotes ?? []).map((h) => {
    const refs = (h.refs ?? []) as (HeadnoteRefInput & { slot?: number })[];
    const slots = Math.max(0, ...refs.map((r) => r.slot ?? 0));
    const bySlot: HeadnoteRefInput[] = Array.from({ length: slots }, (_, i) => {
      const r = refs.find((x) => x.slot === i + 1);
      return r ? { actName: r.actName, section: r.section, orderNo: r.orderNo, rule: r.rule, article: r.article } : {};
    });
    return { priority: h.priority, headnote: h.headnote, paragraph: h.paragraph, topic: h.topic, refs: bySlot };
  });
}

/** The provenance field (decision 037) each source column belongs to; the source id is always the source's. */
const FIELD_OF_COLUMN: Record<(typeof SOURCE_COLUMNS)[number], TrackedField | null> = {
  appellant: "appellant",
  respondent: "respondent",
  judgeName: "judgeName",
  allJudges: "allJudges",
  judgementOrder: "judgementOrder",
  caseNumber: "caseNumber",
  caseYear: "caseYear",
  decidedDay: "decidedDate",
  decidedMonth: "decidedDate",
  decidedYear: "decidedDate",
  sourceId: null,
};

/** A source field the import left as the staff (or the extractor) set it, and what the source says (`differs` only for the staff's). */
export type KeptField = { field: TrackedField; sourceValue: string | null; differs: boolean };

/**
 * A stored case with a re-imported record applied (the rule above), and whether that changes
 * anything. A source field whose origin (decision 037) ranks above the source's is kept, and
 * listed in `kept` with the source's value. A field extracted from the text (decision 055) is kept
 * only while the source still lacks it: a source that gives it wins, and the field is listed in
 * `reclaimed` so that its origin goes back to `source`. Pure.
 */
export function mergeReimport(
  stored: StoredCase,
  source: Omit<CaseInput, "docId">,
  origins?: Map<string, { origin: Origin }>,
): { input: StoredCase; changed: boolean; kept: KeptField[]; reclaimed: TrackedField[] } {
  const before = caseRowOf(stored.docId, stored);
  const merged: StoredCase = { ...stored, headnotes: headnotesForWrite(stored) };
  const originOf = (f: TrackedField) => origins?.get(f)?.origin ?? "source";
  const reclaimed = TRACKED_FIELDS.filter((f) => originOf(f) === "extracted" && sourceGives(f, source));
  const keep = new Set(TRACKED_FIELDS.filter((f) => !mayReplace("source", originOf(f)) && !reclaimed.includes(f)));
  for (const column of SOURCE_COLUMNS) {
    const field = FIELD_OF_COLUMN[column];
    if (field && keep.has(field)) continue;
    (merged as Record<string, unknown>)[column] = source[column] ?? null;
  }
  const after = caseRowOf(stored.docId, merged);
  const fromSource = caseRowOf(stored.docId, { ...stored, ...source });
  const kept = [...keep].map((field) => {
    const sourceValue = fieldValue(fromSource, field);
    // A source without the field does not differ: only a value of its own is offered.
    // The placeholder of a record without a title is no value of the source's either.
    const differs = originOf(field) === "staff" && sourceValue !== null && sourceValue !== NO_TITLE && !sameValue(field, sourceValue, fieldValue(before, field));
    return { field, sourceValue, differs };
  });
  let changed = SOURCE_COLUMNS.some((column) => before[column] !== after[column]);
  // Counsel found in the text fills a case whose staff have entered none (decision 033).
  const noCounsel = !stored.advocateForAppellant?.trim() && !stored.advocateForRespondent?.trim() && !stored.extraCounselDetails?.trim();
  if (noCounsel && (source.advocateForAppellant || source.advocateForRespondent || source.extraCounselDetails)) {
    merged.advocateForAppellant = source.advocateForAppellant ?? null;
    merged.advocateForRespondent = source.advocateForRespondent ?? null;
    merged.extraCounselDetails = source.extraCounselDetails ?? null;
    changed = true;
  }
  const citations = union(stored.citations ?? [], source.citations ?? [], citationKey);
  const acts = union(stored.acts ?? [], source.acts ?? [], (a) => a.trim());
  const referred = union(stored.referred ?? [], source.referred ?? [], (r) => r.casesReferred.trim());
  merged.citations = citations.items;
  merged.acts = acts.items;
  merged.referred = referred.items;
  changed ||= citations.added || acts.added || referred.added;
  return { input: merged, changed, kept, reclaimed };
}

/** Reserves n consecutive doc ids atomically; returns the first. */
async function reserveDocIds(db: Db, n: number): Promise<number> {
  const row = await db
    .update(counters)
    .set({ value: sql`${counters.value} + ${n}` })
    .where(eq(counters.name, "doc_id"))
    .returning({ value: counters.value })
    .get();
  if (!row) throw new Error("doc_id counter missing: run the migrations");
  return row.value - n + 1;
}

/**
 * Imports one batch of lines through the back office's write path (`writeCases`: one D1 batch,
 * guest pages purged, external index told). A new record becomes a published case; a record
 * already imported updates only what the source owns (`mergeReimport`), and one that changes
 * nothing is not written at all. If the batch fails, each case is retried alone so that only the
 * bad one is rejected.
 */
export async function importLines(
  ctx: AppContext,
  lines: { line: number; raw: string }[],
  opts: { actorId?: number | null; file?: string } = {},
): Promise<ImportLineResult[]> {
  const db = ctx.db;
  const results: ImportLineResult[] = [];
  const valid: { line: number; record: JudgmentRecord; judged: Omit<CaseInput, "docId"> }[] = [];
  const seen = new Set<string>();
  const tooLarge = (input: CaseInput) => caseStorageProblems(input).map(describeStorageProblem).join(" ");
  const masters = await loadCourtMasters(ctx);
  for (const { line, raw } of lines) {
    const parsed = parseLine(raw);
    if (!parsed.ok) results.push({ line, status: "rejected", reason: parsed.reason });
    else if (seen.has(parsed.record.id)) results.push({ line, status: "rejected", reason: `duplicate id ${parsed.record.id} in the same batch` });
    else {
      seen.add(parsed.record.id);
      // A record D1 cannot hold is rejected before any doc id is taken (decision 039).
      const judged = judgmentToCase(parsed.record, masters);
      const reason = tooLarge(judged);
      if (reason) results.push({ line, status: "rejected", reason });
      else valid.push({ line, record: parsed.record, judged });
    }
  }
  if (valid.length === 0) return results;

  // The cases imported before, wherever their shard is (the directory), and their stored input and origins from it.
  const found = await casesBySourceId(
    ctx,
    valid.map((v) => v.record.id),
  );
  const existing = new Map([...found].map(([sourceId, at]) => [sourceId, at.docId]));
  const homes = shardDbsOf(ctx, [...found.values()]);
  const stored = new Map<number, LoadedCase>();
  const origins = new Map<number, Map<string, OriginRow>>();
  for (const home of homes) {
    for (const [docId, loaded] of await loadCaseInputsIn(home.db, home.docIds)) stored.set(docId, loaded);
    for (const [docId, fields] of await loadOriginsIn(home.db, home.docIds)) origins.set(docId, fields);
  }
  const fresh = valid.filter((v) => !existing.has(v.record.id));
  let next = fresh.length ? await reserveDocIds(db, fresh.length) : 0;

  type Planned = { line: number; sourceId: string; input: StoredCase; created: boolean; kept?: TrackedField[]; reclaimed?: TrackedField[] };
  const planned: Planned[] = [];
  const notes: Parameters<typeof sourceNoteStatements>[1] = [];
  // Each case as written (or left unchanged) with its record's text, for the extractor (decision 055).
  const toExtract = new Map<number, { input: StoredCase; origins?: Map<string, { origin: Origin }>; text: string }>();
  // Act names the staff merged into an act (decision 034) come in under that act.
  const aliases = await actAliasMap(ctx);
  for (const v of valid) {
    const judged = v.judged;
    const source = aliases.size ? { ...judged, acts: [...new Set((judged.acts ?? []).map((a) => applyAlias(aliases, a)))] } : judged;
    const known = existing.get(v.record.id);
    const current = known === undefined ? undefined : stored.get(known);
    if (known === undefined || !current) {
      const p = { line: v.line, sourceId: v.record.id, input: { ...source, docId: known ?? next++ }, created: known === undefined };
      planned.push(p);
      toExtract.set(p.input.docId, { input: p.input, text: v.record.judgment_text });
      continue;
    }
    const caseOrigins = origins.get(known);
    const merged = mergeReimport(current.input, source, caseOrigins);
    const reason = merged.changed ? tooLarge(merged.input) : "";
    if (reason) {
      results.push({ line: v.line, status: "rejected", reason });
      continue;
    }
    notes.push(...merged.kept.map((k) => ({ docId: known, ...k, current: caseOrigins?.get(k.field) })));
    const kept = merged.kept.filter((k) => k.differs).map((k) => k.field);
    const extra = { ...(kept.length ? { kept } : {}), ...(merged.reclaimed.length ? { reclaimed: merged.reclaimed } : {}) };
    toExtract.set(known, { input: merged.input, origins: caseOrigins, text: v.record.judgment_text });
    if (merged.changed) planned.push({ line: v.line, sourceId: v.record.id, input: merged.input, created: false, ...extra });
    else results.push({ line: v.line, status: "unchanged", docId: known, sourceId: v.record.id, ...extra });
  }

  const done = (p: Planned): ImportLineResult => ({
    line: p.line,
    status: p.created ? "imported" : "updated",
    docId: p.input.docId,
    sourceId: p.sourceId,
    ...(p.kept ? { kept: p.kept } : {}),
  });
  const actorId = opts.actorId ?? null;
  // What the source says about the fields the staff set: shown on the case form (decision 037).
  const nowIso = ctx.clock.now().toISOString();
  const noted = notes.flatMap((n) => sourceNoteStatements(ctx, [n], nowIso).map((statement) => ({ docId: n.docId, statement })));
  // The cases list says "Import" and the file for what an import wrote last (decision 040).
  const write = { origin: "source" as const, via: opts.file ?? "" };
  try {
    // A field a source now gives back from the extractor is marked as the source's again.
    await writeCases(ctx, planned.filter((p) => !p.reclaimed), actorId, write);
    for (const p of planned.filter((x) => x.reclaimed)) await writeCases(ctx, [p], actorId, { ...write, mark: p.reclaimed });
    results.push(...planned.map(done));
  } catch (batchError) {
    // A database that is busy (another process writing) fails every case alike: that is not a
    // bad record, so the caller retries the batch instead.
    if (isTransient(batchError)) throw batchError;
    for (const p of planned) {
      try {
        await writeCases(ctx, [p], actorId, { ...write, mark: p.reclaimed });
        results.push(done(p));
      } catch (e) {
        if (isTransient(e)) throw e;
        results.push({ line: p.line, status: "rejected", reason: e instanceof Error ? e.message : String(e) });
      }
    }
  }
  // The notes are origin rows: in each case's shard.
  for (const home of homes) {
    const mine = new Set(home.docIds);
    await runBatch(
      home.db,
      noted.filter((n) => mine.has(n.docId)).map((n) => n.statement),
    );
  }
  // Titles, bench and the rest the record lacks, from its text, as extracted (decision 055).
  const written = results.flatMap((r) => (r.status !== "rejected" && toExtract.has(r.docId) ? [toExtract.get(r.docId)!] : []));
  await writeExtracted(ctx, written, actorId);
  // Titles other judgments cite a still untitled case by, for the cases this batch cites and its own (decision 090).
  await titlesAsCitedAfterBatch(
    ctx,
    results.flatMap((r) => (r.status !== "rejected" ? [r.docId] : [])),
    actorId,
  );
  return results.sort((a, b) => a.line - b.line);
}

/**
 * The cases imported from these source ids, by the catalogue's directory (issue 36: wherever the
 * case's shard is; migration 0038): its doc id and shard. One read per 90 ids. The same read with
 * or without CASE_SHARDS — the one-database write keeps the directory in the case's own batch.
 */
export async function casesBySourceId(ctx: AppContext, sourceIds: string[]): Promise<Map<string, { docId: number; shardId: number }>> {
  const out = new Map<string, { docId: number; shardId: number }>();
  for (let i = 0; i < sourceIds.length; i += 90) {
    const rows = await ctx.db
      .select({ docId: caseDirectory.docId, shardId: caseDirectory.shardId, sourceId: caseDirectory.sourceId })
      .from(caseDirectory)
      .where(inArray(caseDirectory.sourceId, sourceIds.slice(i, i + 90)))
      .all();
    for (const r of rows) out.set(r.sourceId!, { docId: r.docId, shardId: r.shardId });
  }
  return out;
}

/**
 * The databases of cases whose shards are known (from the directory row just read): as `caseDbs`
 * gives them, without reading the directory again. Without CASE_SHARDS every case is the
 * catalogue's; a shard the map no longer names is left out (its cases cannot be read), logged.
 */
export function shardDbsOf(ctx: AppContext, at: { docId: number; shardId: number }[]): { db: Db; shardId: number; docIds: number[] }[] {
  if (!at.length) return [];
  if (!sharded(ctx)) return [{ db: ctx.db, shardId: 0, docIds: at.map((a) => a.docId) }];
  const shards = caseShardsOf(ctx.env);
  const groups = new Map<number, number[]>();
  for (const a of at) groups.set(a.shardId, [...(groups.get(a.shardId) ?? []), a.docId]);
  return [...groups].flatMap(([shardId, docIds]) => {
    const shard = shardById(ctx, shards, shardId);
    if (!shard) {
      console.error(`cases ${docIds.join(", ")} are in shard ${shardId}, which the shard map no longer names`);
      return [];
    }
    return [{ db: shardDb(ctx, shard), shardId, docIds }];
  });
}

/** Errors of the storage, not of the record: the same write may succeed when tried again. */
export function isTransient(error: unknown): boolean {
  const text = error instanceof Error ? `${error.message} ${String((error as { cause?: unknown }).cause ?? "")}` : String(error);
  return /SQLITE_BUSY|database is locked|SQLITE_LOCKED|Network connection lost|internal error|disconnected|reset because its code was updated/i.test(text);
}
