/**
 * The back office's Add/Edit case form, its files and the case picker: masters, reading a case
 * into the form, saving through `writeCase` with a version check, rich text cleaned on save, PDFs
 * to R2 (decision 20).
 */
import { and, asc, desc, eq, inArray, isNull } from "drizzle-orm";
import xss, { type FilterXSS as FilterXSSClass, type IWhiteList } from "xss";
import {
  caseCategories,
  caseFiles,
  cases,
  citationCategories,
  courtBenches,
  courtBranches,
  courts,
  journals,
} from "../../../db/schema";
import { effectiveCitations, type CaseFormMasters } from "../../utils/case-form-rules";
import type { AppContext } from "../../utils/context.server";
import { caseFormMessages } from "../../utils/copy";
import { flattenNumberedLists } from "../../utils/numbered-paragraphs";
import { writeCase } from "./case-admin.server";
import { caseStorageProblems, describeStorageProblem } from "./case-limits.server";
import { pdfKey, type PdfType } from "./case-files.server";
import { caseRowOf, peekNextDocId, runBatch, type CaseInput } from "./cases.server";
import { listCases, loadCaseForWrite } from "./case-desk.server";
import type { CaseFormValue } from "./case-form.schema";
import { loadOrigins, sourceDifferences, withFieldValue, type TrackedField } from "./provenance.server";
import { caseDb, caseDbs } from "./case-shard-of.server";

/** The service's input schemas, for the page's action and the API (decision 058). */
export * from "./case-form.schema";
export * from "./case-files.schema";
export * from "./case-payload.schema";

export async function loadCaseFormMasters(ctx: AppContext): Promise<CaseFormMasters> {
  const db = ctx.db;
  const [js, cats, caseCats, courtRows, branchRows, benchRows] = await db.batch([
    db.select().from(journals).orderBy(asc(journals.sortOrder), asc(journals.id)),
    db.select().from(citationCategories).orderBy(asc(citationCategories.id)),
    db.select().from(caseCategories).orderBy(asc(caseCategories.id)),
    db.select({ id: courts.id, label: courts.name }).from(courts).orderBy(desc(courts.isSupremeCourt), asc(courts.name)),
    db.select({ id: courtBranches.id, courtId: courtBranches.courtId, label: courtBranches.name }).from(courtBranches).orderBy(asc(courtBranches.name)),
    db.select({ id: courtBenches.id, label: courtBenches.name }).from(courtBenches).orderBy(asc(courtBenches.id)),
  ]);
  return {
    // One "Select" entry stands for both ids 0 and 5 (§4).
    journals: js
      .filter((j) => j.id !== 5)
      .map((j) => ({
        id: j.id,
        label: j.isSelect ? "Select" : j.name,
        isSelect: j.isSelect,
        isOnline: j.isOnline,
        volumeDisabled: j.volumeDisabled,
        volumeRequiredYears: parseYears(j.volumeRequiredYears),
        yearRequired: j.yearRequired,
      })),
    citationCategories: cats.map((c) => ({ id: c.id, journalId: c.journalId, label: c.name })),
    caseCategories: caseCats.map((c) => ({ id: c.id, label: c.name })),
    courts: courtRows,
    branches: branchRows,
    benches: benchRows,
  };
}

function parseYears(json: string): number[] {
  try {
    const v = JSON.parse(json);
    return Array.isArray(v) ? v.filter((n) => Number.isInteger(n)) : [];
  } catch {
    return [];
  }
}

/** The case form's current year (its year lists and checks run up to it), in India time. */
/**
 * The number a new case is likely to get (back-office §2: "'#' followed by the id; for a new case
 * it comes from a next-document-id call"), shown as a forecast: nothing is reserved, the id is
 * taken from the atomic counter when the case is saved (`writeCase`), so two editors adding cases
 * at once both see the same forecast and still get different ids; the saved id is the one the
 * Upload Document step and its notice show (decision 116).
 */
export async function forecastDocId(ctx: AppContext): Promise<number> {
  return peekNextDocId(ctx.db);
}

export function caseFormYear(now: Date): number {
  return Number(new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", year: "numeric" }).format(now));
}

// ---------------------------------------------------------------- sanitising

/** Tags staff rich text keeps: paragraphs, numbering and lists, emphasis, tables, links (Word/PDF pastes). */
const RICH_TAGS: IWhiteList = {
  p: ["style"], br: [], strong: [], b: [], em: [], i: [], u: [], s: [], sub: [], sup: [], span: ["style"],
  h2: [], h3: [], h4: [], blockquote: [], hr: [], pre: [], code: [],
  ol: ["start", "type"], ul: [], li: ["value"],
  table: [], thead: [], tbody: [], tr: [], th: ["colspan", "rowspan"], td: ["colspan", "rowspan"],
  a: ["href", "title"],
};

/** Only alignment and indentation survive in style (Word's numbering indents). */
const ALLOWED_CSS = { "text-align": true, "margin-left": true, "padding-left": true, "text-indent": true };

/** `xss` is CommonJS: its class hangs off the default export once bundled. */
const FilterXSS = (xss as unknown as { FilterXSS: typeof FilterXSSClass }).FilterXSS;

const richFilter = new FilterXSS({
  whiteList: RICH_TAGS,
  stripIgnoreTag: true,
  stripIgnoreTagBody: ["script", "style", "xml", "iframe", "object", "embed", "template", "noscript"],
  css: { whiteList: ALLOWED_CSS },
  allowCommentTag: false,
});

const plainFilter = new FilterXSS({ whiteList: {}, stripIgnoreTag: true, stripIgnoreTagBody: ["script", "style"] });

/**
 * Staff rich text cleaned with the `xss` allow-list sanitiser (decision in docs/decisions): unknown
 * tags and every event-handler attribute go, `javascript:`/`data:` links are dropped by its
 * attribute filter. Plain text (a form sent without JavaScript) becomes paragraphs, one per line.
 * A numbered list whose items carry typed paragraph numbers becomes paragraphs with one number
 * each (app/utils/numbered-paragraphs.ts), so a case never reads "2. 2. In Sharad…".
 */
export function sanitizeRichText(input: string): string {
  const value = input.replace(/\r\n?/g, "\n").trim();
  if (!value) return "";
  const looksHtml = /<\/?[a-z][^>]*>/i.test(value);
  const html = looksHtml ? value : value.split(/\n+/).map((line) => `<p>${escapeHtml(line.trim())}</p>`).join("");
  return flattenNumberedLists(richFilter.process(html)).trim();
}

/** A plain text field: every tag (and a script's body) removed, stray angle brackets too. */
export function sanitizePlain(input: string | null | undefined): string | null {
  if (input === null || input === undefined) return null;
  const cleaned = plainFilter.process(input).replace(/&lt;|&gt;|[<>]/g, "").trim();
  return cleaned === "" ? null : cleaned;
}

function escapeHtml(s: string) {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

// ---------------------------------------------------------------- reading a case into the form

type StoredCase = NonNullable<Awaited<ReturnType<typeof loadStoredCase>>>;

/** A case with every part the form and `writeCase` need (the case desk's write shape, from its shard) and its version, or null. */
async function loadStoredCase(ctx: AppContext, docId: number) {
  const loaded = await loadCaseForWrite(ctx, docId);
  if (!loaded || loaded.deleted) return null;
  return { input: loaded.input, version: loaded.version };
}

const orUndef = <T,>(v: T | null | undefined) => (v === null ? undefined : v);

/** The form's default value of a stored case (edit mode) and the version it carries. */
export async function loadCaseForForm(ctx: AppContext, docId: number) {
  const stored = await loadStoredCase(ctx, docId);
  if (!stored) return null;
  const c = stored.input;
  const value = {
    docId,
    version: stored.version,
    appellant: c.appellant,
    respondent: orUndef(c.respondent),
    parties: (c.parties ?? []).map((p) => ({ appellant: orUndef(p.appellant), respondent: orUndef(p.respondent), caseNumber: orUndef(p.caseNumber) })),
    counsel: c.counsel ?? "double",
    advocateForAppellant: orUndef(c.advocateForAppellant),
    advocateForRespondent: orUndef(c.advocateForRespondent),
    extraCounselDetails: orUndef(c.extraCounselDetails),
    petitionerName: orUndef(c.petitionerName),
    caseCategoryId: orUndef(c.caseCategoryId),
    courtId: orUndef(c.courtId),
    courtBranchId: orUndef(c.courtBranchId),
    courtBenchId: orUndef(c.courtBenchId),
    allJudges: orUndef(c.allJudges),
    citations: (c.citations ?? []).slice(0, 4).map((x) => ({
      journalId: orUndef(x.journalId),
      citationCategoryId: orUndef(x.citationCategoryId),
      year: orUndef(x.year),
      volume: orUndef(x.volume),
      pageNumber: orUndef(x.pageNumber),
      otherCitation: orUndef(x.otherCitation),
      neutralCitation: orUndef(x.neutralCitation),
    })),
    caseNumber: orUndef(c.caseNumber),
    caseYear: orUndef(c.caseYear),
    decidedDay: orUndef(c.decidedDay),
    decidedMonth: orUndef(c.decidedMonth),
    decidedYear: orUndef(c.decidedYear),
    notes: orUndef(c.notes),
    headnotes: (c.headnotes ?? []).map((h) => ({
      priority: orUndef(h.priority),
      headnote: h.headnote,
      paragraph: orUndef(h.paragraph),
      refs: [0, 1, 2, 3].map((slot) => {
        const r = h.refs?.[slot];
        return { actName: orUndef(r?.actName), section: orUndef(r?.section), orderNo: orUndef(r?.orderNo), rule: orUndef(r?.rule), article: orUndef(r?.article) };
      }),
    })),
    topics: c.topics ?? [],
    referred: (c.referred ?? []).map((r) => ({ casesReferred: r.casesReferred, partyName: orUndef(r.partyName), linkedDocId: orUndef(r.linkedDocId) })),
    judgementType: c.judgementType ?? "Judgement",
    judgeName: orUndef(c.judgeName),
    judgementOrder: c.judgementOrder,
    caseResult: orUndef(c.caseResult),
    remarkable: orUndef(c.remarkable),
  };
  // Fields the staff corrected where the source differs: shown beside them (decision 037).
  const sourceValues = await sourceDifferences(ctx, docId, caseRowOf(docId, c));
  return { value, version: stored.version, sourceValues };
}

/** The version (modified time) an edit of the case is checked against, or null when there is no such case. */
export async function caseVersion(ctx: AppContext, docId: number): Promise<string | null> {
  return (await loadStoredCase(ctx, docId))?.version ?? null;
}

export type UseSourceResult = { ok: true } | { ok: false; kind: "stale" | "notFound" | "noSourceValue" };

/**
 * "Use the source's value" on the case form: the field takes the value the source last gave,
 * through `writeCase` with origin `source` (so the next import updates it again). Refused when
 * the case changed since the form was opened, or the source gave no differing value.
 */
export async function useSourceValue(ctx: AppContext, actorId: number, input: { docId: number; field: TrackedField; version: string }): Promise<UseSourceResult> {
  const stored = await loadStoredCase(ctx, input.docId);
  if (!stored) return { ok: false, kind: "notFound" };
  if (stored.version !== input.version) return { ok: false, kind: "stale" };
  const row = (await loadOrigins(ctx, [input.docId])).get(input.docId)?.get(input.field);
  if (!row || row.origin === "source" || !row.sourceSeenAt) return { ok: false, kind: "noSourceValue" };
  await writeCase(ctx, withFieldValue(stored.input, input.field, row.sourceValue), actorId, { origin: "source", mark: [input.field] });
  return { ok: true };
}

// ---------------------------------------------------------------- saving

export type SaveResult =
  | { ok: true; docId: number; created: boolean }
  | { ok: false; kind: "stale" | "notFound"; docId: number }
  | { ok: false; kind: "fields"; errors: Record<string, string[]> };

const headnoteActNames = (input: Pick<CaseInput, "headnotes">) =>
  new Set((input.headnotes ?? []).flatMap((h) => (h.refs ?? []).map((r) => r.actName?.trim() ?? "")).filter(Boolean));

/**
 * Saves a validated form through `writeCase`. An edit must carry the version (modified time) it
 * was opened at: a case saved by someone else since is refused, never overwritten. Rich text and
 * plain text are sanitised here, so nothing reaches D1 unclean.
 */
export async function saveCaseForm(ctx: AppContext, actorId: number, masters: CaseFormMasters, value: CaseFormValue): Promise<SaveResult> {
  let existing: StoredCase | null = null;
  if (value.docId) {
    existing = await loadStoredCase(ctx, value.docId);
    if (!existing) return { ok: false, kind: "notFound", docId: value.docId };
    if (existing.version !== value.version) return { ok: false, kind: "stale", docId: value.docId };
  }

  const referred = (value.referred ?? []).filter((r) => r.casesReferred);
  const linked = [...new Set(referred.map((r) => r.linkedDocId).filter((n): n is number => Boolean(n)))];
  if (linked.length) {
    // Each in its shard (issue 36); without CASE_SHARDS one read of the catalogue, as before.
    const found = [];
    for (const at of await caseDbs(ctx, linked)) {
      found.push(...(await at.db.select({ docId: cases.docId }).from(cases).where(and(inArray(cases.docId, at.docIds), isNull(cases.deletedAt))).all()));
    }
    const have = new Set(found.map((f) => f.docId));
    const errors: Record<string, string[]> = {};
    (value.referred ?? []).forEach((r, i) => {
      if (r.linkedDocId && !have.has(r.linkedDocId)) errors[`referred[${i}].linkedDocId`] = [caseFormMessages.linkedMissing];
    });
    if (Object.keys(errors).length) return { ok: false, kind: "fields", errors };
  }

  const plain = sanitizePlain;
  const headnotes = (value.headnotes ?? [])
    .map((h) => ({
      priority: h.priority || null,
      headnote: sanitizeRichText(h.headnote ?? ""),
      paragraph: plain(h.paragraph),
      topic: null,
      refs: (h.refs ?? []).slice(0, 4).map((r) => ({ actName: plain(r.actName), section: plain(r.section), orderNo: plain(r.orderNo), rule: plain(r.rule), article: plain(r.article) })),
    }))
    .filter((h) => h.headnote);
  const newActs = headnoteActNames({ headnotes });
  // Acts a judgment cites besides its headnotes (imports' acts_cited) stay; the headnotes' own follow the form.
  const oldHeadnoteActs = existing ? headnoteActNames(existing.input) : new Set<string>();
  const keptActs = (existing?.input.acts ?? []).filter((a) => !oldHeadnoteActs.has(a));

  const single = value.counsel === "single";
  const input: CaseInput = {
    docId: value.docId,
    appellant: plain(value.appellant) ?? "",
    respondent: plain(value.respondent),
    judgementType: value.judgementType,
    judgeName: plain(value.judgeName),
    judgementOrder: sanitizeRichText(value.judgementOrder),
    caseResult: plain(value.caseResult),
    remarkable: plain(value.remarkable),
    live: existing ? existing.input.live : true,
    overruled: existing ? existing.input.overruled : false,
    sourceId: existing?.input.sourceId ?? null,
    caseCategoryId: value.caseCategoryId,
    courtId: value.courtId,
    courtBranchId: value.courtBranchId ?? null,
    courtBenchId: value.courtBenchId,
    allJudges: plain(value.allJudges),
    counsel: value.counsel,
    advocateForAppellant: single ? null : plain(value.advocateForAppellant),
    advocateForRespondent: single ? null : plain(value.advocateForRespondent),
    extraCounselDetails: single ? null : plain(value.extraCounselDetails),
    petitionerName: single ? plain(value.petitionerName) : null,
    caseNumber: plain(value.caseNumber),
    caseYear: value.caseYear,
    decidedDay: value.decidedDay,
    decidedMonth: value.decidedMonth,
    decidedYear: value.decidedYear,
    notes: plain(value.notes),
    citations: effectiveCitations(masters, value).map((c) => ({
      ...c,
      volume: plain(c.volume),
      pageNumber: plain(c.pageNumber),
      otherCitation: plain(c.otherCitation),
      neutralCitation: plain(c.neutralCitation),
    })),
    parties: (value.parties ?? [])
      .map((p) => ({ appellant: plain(p.appellant), respondent: plain(p.respondent), caseNumber: plain(p.caseNumber), extraCaseAndYear: null }))
      .filter((p) => p.appellant || p.respondent || p.caseNumber),
    headnotes,
    topics: (value.topics ?? []).map((t) => plain(t)).filter((t): t is string => Boolean(t)),
    referred: referred.map((r) => ({ casesReferred: plain(r.casesReferred) ?? "", partyName: plain(r.partyName), linkedDocId: r.linkedDocId ?? null })).filter((r) => r.casesReferred),
    acts: [...new Set([...keptActs, ...newActs])],
  };
  if (!input.appellant) return { ok: false, kind: "fields", errors: { appellant: [caseFormMessages.appellantRequired] } };
  if (!input.judgementOrder) return { ok: false, kind: "fields", errors: { judgementOrder: [caseFormMessages.judgementRequired] } };
  // What D1 cannot hold is refused here, nothing written (decision 039).
  const tooLarge = caseStorageProblems(input);
  if (tooLarge.length) {
    const errors: Record<string, string[]> = {};
    const lastHeadnote = `headnotes[${Math.max(0, (value.headnotes?.length ?? 1) - 1)}].headnote`;
    for (const p of tooLarge) {
      const key = p.field === "judgementOrder" ? "judgementOrder" : p.field === "headnotes" ? lastHeadnote : "";
      (errors[key] ??= []).push(describeStorageProblem(p));
    }
    return { ok: false, kind: "fields", errors };
  }
  const docId = await writeCase(ctx, input, actorId);
  return { ok: true, docId, created: !existing };
}

// ---------------------------------------------------------------- files (decision 20)

export const MAX_PDF_BYTES = 25 * 1024 * 1024;
/** One upload request: at most one 25 MB PDF and its fields (several smaller PDFs may share it). */
export const CASE_FILES_BODY_LIMIT = MAX_PDF_BYTES + 64 * 1024;
/** The Upload Document modal's fields (after add) and the Update File modal's (from the list). */
export const UPLOAD_FIELDS: { field: string; type: PdfType; label: string }[] = [
  { field: "civilFile", type: "civil", label: "Civil" },
  { field: "crimFile", type: "cri", label: "Criminal" },
  { field: "matFile", type: "mat", label: "Matrimonial" },
  { field: "accFile", type: "acc", label: "Accident" },
  { field: "courtFile", type: "court", label: "Court" },
];
export const UPDATE_FIELDS = UPLOAD_FIELDS.filter((f) => f.type === "civil" || f.type === "court");

/** True when the bytes start as a PDF does ("%PDF-"). */
export function isPdfBytes(bytes: Uint8Array): boolean {
  const magic = [0x25, 0x50, 0x44, 0x46, 0x2d];
  return bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);
}

/** The case (not deleted) with its parties, read in its shard; null when there is none. */
export async function caseExists(ctx: AppContext, docId: number) {
  const db = await caseDb(ctx, docId);
  const row = await db?.select({ docId: cases.docId, appellant: cases.appellant, respondent: cases.respondent }).from(cases).where(and(eq(cases.docId, docId), isNull(cases.deletedAt))).get();
  return row ?? null;
}

/** A case's files' rows (in its shard: they are the case's own, decision 126). */
export async function listCaseFiles(ctx: AppContext, docId: number) {
  const db = await caseDb(ctx, docId);
  if (!db) return [];
  return db.select({ type: caseFiles.type, size: caseFiles.size, uploadedAt: caseFiles.uploadedAt }).from(caseFiles).where(eq(caseFiles.docId, docId)).all();
}

export type UploadResult = { ok: true } | { ok: false; errors: Record<string, string[]> };

/**
 * Checks every chosen file (PDF magic bytes, 25 MB) before storing any, then puts them in R2 and
 * records them; the case's audit fields and guest page follow through `writeCase`.
 */
export async function uploadCaseFiles(
  ctx: AppContext,
  actorId: number,
  docId: number,
  fields: typeof UPLOAD_FIELDS,
  form: FormData,
): Promise<UploadResult> {
  const chosen: { type: PdfType; field: string; file: File }[] = [];
  for (const f of fields) {
    const v = form.get(f.field);
    if (v instanceof File && v.size > 0) chosen.push({ type: f.type, field: f.field, file: v });
  }
  if (!chosen.length) return { ok: false, errors: { "": [caseFormMessages.selectFile] } };
  const errors: Record<string, string[]> = {};
  const bodies: { type: PdfType; bytes: ArrayBuffer }[] = [];
  for (const c of chosen) {
    if (c.file.size > MAX_PDF_BYTES) {
      errors[c.field] = [caseFormMessages.pdfTooLarge];
      continue;
    }
    const bytes = await c.file.arrayBuffer();
    if (!isPdfBytes(new Uint8Array(bytes, 0, Math.min(8, bytes.byteLength)))) errors[c.field] = [caseFormMessages.notPdf];
    else bodies.push({ type: c.type, bytes });
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  const stored = await loadStoredCase(ctx, docId);
  if (!stored) return { ok: false, errors: { "": [caseFormMessages.caseNotFound] } };
  for (const b of bodies) {
    await ctx.files.put(pdfKey(docId, b.type), b.bytes, { httpMetadata: { contentType: "application/pdf" } });
  }
  const now = ctx.clock.now().toISOString();
  // The files' rows are the case's own: in its shard.
  const db = (await caseDb(ctx, docId)) ?? ctx.db;
  await runBatch(
    db,
    bodies.map((b) => {
      const row = { docId, type: b.type, r2Key: pdfKey(docId, b.type), size: b.bytes.byteLength, uploadedAt: now, uploadedBy: actorId };
      return db.insert(caseFiles).values(row).onConflictDoUpdate({ target: [caseFiles.docId, caseFiles.type], set: row });
    }),
  );
  await writeCase(ctx, stored.input, actorId);
  return { ok: true };
}

/** Deletes a case PDF (spec: type 3 the reporter PDF, civil; type 4 the court PDF) from R2 and D1. */
export async function deleteCaseFile(ctx: AppContext, actorId: number, docId: number, type: PdfType): Promise<boolean> {
  const stored = await loadStoredCase(ctx, docId);
  if (!stored) return false;
  const db = (await caseDb(ctx, docId)) ?? ctx.db;
  const row = await db.select().from(caseFiles).where(and(eq(caseFiles.docId, docId), eq(caseFiles.type, type))).get();
  if (!row) return false;
  await db.delete(caseFiles).where(and(eq(caseFiles.docId, docId), eq(caseFiles.type, type)));
  await ctx.files.delete(row.r2Key);
  await writeCase(ctx, stored.input, actorId);
  return true;
}

// ---------------------------------------------------------------- the case picker

export const PICKER_PAGE_SIZE = 8;
export const PICKER_CATEGORIES = ["ALL", "Cri", "Civ", "HC", "SC"] as const;
export const PICKER_COURTS = ["ALL", "SUPEREME COURT"] as const;
export const YES_NO = ["ALL", "YES", "NO"] as const;

export type PickerQuery = { q: string; caseCategory: string; court: string; live: string; overruled: string; page: number };

/**
 * Cases for the picker overlay: doc id, created-by name or party name, and the list's four filters,
 * the most recently modified first. The cases list's own query (`listCases`), so both read the
 * same indexes and show the same title, '(SC)' or '(HC)' included.
 */
export async function searchCasesForPicker(ctx: AppContext, query: PickerQuery) {
  const oneOf = <T extends string>(values: readonly T[], v: string): T => ((values as readonly string[]).includes(v) ? (v as T) : values[0]);
  const list = await listCases(ctx, {
    q: query.q.trim().slice(0, 100),
    category: oneOf(PICKER_CATEGORIES, query.caseCategory),
    court: query.court === "SUPEREME COURT" ? "SC" : "ALL",
    live: oneOf(YES_NO, query.live),
    overruled: oneOf(YES_NO, query.overruled),
    sort: "modified",
    dir: "desc",
    page: Math.max(1, Math.min(10_000, query.page)),
    perPage: PICKER_PAGE_SIZE,
  });
  return {
    rows: list.rows.map((r) => ({ docId: r.docId, lawTitle: r.lawTitle, caseCategory: r.caseCategory ?? "", courtCategory: r.courtCategory ?? "", modifiedAt: r.modifiedAt })),
    page: list.page,
    pages: list.total ? list.pages : 0,
  };
}
