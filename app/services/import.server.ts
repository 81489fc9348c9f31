/**
 * Import of real judgments in the JSON Lines format of ../shared/data/README.md.
 * Idempotent: a record's `id` is stored as the case's source_id; a second run updates the same
 * case instead of adding another. A bad line is rejected with its line number and reason and
 * never stops the rest.
 */
import { eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { cases, counters } from "../../db/schema";
import { parseCitation } from "../../search-index/citations";
import type { Db } from "../utils/context.server";
import { caseWriteStatements, runBatch, type CaseInput } from "./cases.server";

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

const SUPREME_COURT = { courtId: 1, branchId: 34, categoryId: 4 };

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

/** Maps one record to the case model. Pure: no ids, no I/O. */
export function judgmentToCase(r: JudgmentRecord): Omit<CaseInput, "docId"> {
  const [year, month, day] = r.decision_date ? r.decision_date.split("-").map(Number) : [null, null, null];
  const caseYear = r.case_number?.match(/\b(?:of|OF)\s+(\d{4})\b/)?.[1];
  const citations = (r.citations ?? []).map((raw) => {
    const parsed = parseCitation(raw);
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
  const appellant = r.appellant ?? r.title ?? "(cause title not given in the source)";
  return {
    appellant,
    respondent: r.appellant ? (r.respondent ?? null) : null,
    judgementType: "Judgement",
    judgeName: r.author ?? null,
    judgementOrder: textToHtml(r.judgment_text),
    caseResult: null,
    remarkable: r.judicial_treatment ?? null,
    live: true,
    overruled: false,
    caseCategoryId: SUPREME_COURT.categoryId,
    courtId: SUPREME_COURT.courtId,
    courtBranchId: SUPREME_COURT.branchId,
    courtBenchId: null,
    allJudges: r.judges?.length ? r.judges.join("; ") : null,
    counsel: "double",
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

export type ImportLineResult =
  | { line: number; status: "imported" | "updated"; docId: number; sourceId: string }
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
 * Imports one batch of lines. Valid records are written in one D1 batch; if that batch fails,
 * each record is retried alone so that only the bad one is rejected.
 */
export async function importLines(
  db: Db,
  lines: { line: number; raw: string }[],
  opts: { now: Date; actorId?: number | null },
): Promise<ImportLineResult[]> {
  const results: ImportLineResult[] = [];
  const valid: { line: number; record: JudgmentRecord }[] = [];
  const seen = new Set<string>();
  for (const { line, raw } of lines) {
    const parsed = parseLine(raw);
    if (!parsed.ok) results.push({ line, status: "rejected", reason: parsed.reason });
    else if (seen.has(parsed.record.id)) results.push({ line, status: "rejected", reason: `duplicate id ${parsed.record.id} in the same batch` });
    else {
      seen.add(parsed.record.id);
      valid.push({ line, record: parsed.record });
    }
  }
  if (valid.length === 0) return results;

  const existing = new Map<string, number>();
  for (let i = 0; i < valid.length; i += 90) {
    const ids = valid.slice(i, i + 90).map((v) => v.record.id);
    const rows = await db.select({ docId: cases.docId, sourceId: cases.sourceId }).from(cases).where(inArray(cases.sourceId, ids)).all();
    for (const r of rows) existing.set(r.sourceId!, r.docId);
  }
  const fresh = valid.filter((v) => !existing.has(v.record.id));
  let next = fresh.length ? await reserveDocIds(db, fresh.length) : 0;
  const planned = valid.map((v) => {
    const known = existing.get(v.record.id);
    return { ...v, docId: known ?? next++, updated: known !== undefined };
  });

  const nowIso = opts.now.toISOString();
  const statementsOf = (p: (typeof planned)[number]) =>
    caseWriteStatements(db, p.docId, judgmentToCase(p.record), opts.actorId ?? null, nowIso);
  const done = (p: (typeof planned)[number]): ImportLineResult => ({
    line: p.line,
    status: p.updated ? "updated" : "imported",
    docId: p.docId,
    sourceId: p.record.id,
  });

  try {
    await runBatch(db, planned.flatMap(statementsOf));
    results.push(...planned.map(done));
  } catch {
    for (const p of planned) {
      try {
        await runBatch(db, statementsOf(p));
        results.push(done(p));
      } catch (e) {
        results.push({ line: p.line, status: "rejected", reason: e instanceof Error ? e.message : String(e) });
      }
    }
  }
  return results.sort((a, b) => a.line - b.line);
}
