/**
 * Reading a case: everything the case view, the search modal and the guest view show, in one
 * shape. Unpublished (live = false) and deleted cases are not found for readers (decision 15).
 */
import { and, asc, desc, eq, inArray, isNull } from "drizzle-orm";
import {
  caseCategories,
  caseCitations,
  caseFiles,
  caseParties,
  cases,
  casesReferred,
  caseTopics,
  citationCategories,
  courtBenches,
  courtBranches,
  courts,
  caseStatuteRefs,
  caseCitationKeys,
  caseIncoming,
  caseReferences,
  headnoteRefs,
  headnotes,
  journals,
} from "../../../db/schema";
import { citationMasters, printedCitations, type CitationMasters } from "../../../search-index/case-citations";
import { actBySection } from "../../../search-index/act-by-section";
import { caseStatuteGroups, counterpartNote } from "../../../search-index/case-statutes";
import { citatorEntryText, decodeCitatorLine, isCitatorNote } from "../../../search-index/citator-line";
import { parseCitation } from "../../../search-index/citations";
import { courtLine } from "../../../search-index/court-label";
import { headingText, isReporterHeading } from "../../../search-index/reporter-heading";
import { cleanBench } from "../../../search-index/judges";
import { anchoredLabels, isParaLabel, numberedJudgmentHtml, numberJudgment } from "../../../search-index/paragraphs";
import { casePermalink } from "../../../search-index/permalinks";
import { htmlToText } from "../../../search-index/text";
import type { AppContext } from "../../utils/context.server";
import { noSuchParagraph } from "../../utils/copy-case";
import { caseDb, caseDbs, eachCaseDb, sharded } from "./case-shard-of.server";

/** The rows of a batch's queries, each awaited. */
type BatchRows<T extends readonly unknown[]> = { -readonly [K in keyof T]: Awaited<T[K]> };

export type KeyedCase = { key: string; docId: number; appellant: string; respondent: string | null; decidedDate: string | null; courtId: number | null; overruled: boolean };

/**
 * The published cases carrying any of these citation keys (case_citation_keys, decision 053),
 * ordered by date then doc id. The keys live with the cases: with shards, one indexed read of each
 * database that may hold cases (eachCaseDb), in parallel, merged — the interim until decision 122
 * moves the keys to the catalogue's directory. No read for no keys.
 */
export async function casesByKeys(ctx: AppContext, keys: string[], limit = 50): Promise<KeyedCase[]> {
  if (!keys.length) return [];
  const parts = await Promise.all(
    eachCaseDb(ctx).map(({ db }) =>
      db
        .select({ key: caseCitationKeys.key, docId: cases.docId, appellant: cases.appellant, respondent: cases.respondent, decidedDate: cases.decidedDate, courtId: cases.courtId, overruled: cases.overruled })
        .from(caseCitationKeys)
        .innerJoin(cases, eq(cases.docId, caseCitationKeys.docId))
        .where(and(inArray(caseCitationKeys.key, keys), eq(cases.live, true), isNull(cases.deletedAt)))
        .orderBy(asc(cases.decidedDate), asc(cases.docId))
        .limit(limit)
        .all(),
    ),
  );
  return parts.length === 1 ? parts[0] : parts.flat().sort(byDateThenId).slice(0, limit);
}

/** SQL's order by decided date, doc id: an unknown date first (as SQLite sorts nulls). Pure. */
export const byDateThenId = (a: { decidedDate: string | null; docId: number }, b: { decidedDate: string | null; docId: number }) =>
  (a.decidedDate ?? "") < (b.decidedDate ?? "") ? -1 : (a.decidedDate ?? "") > (b.decidedDate ?? "") ? 1 : a.docId - b.docId;

export type CitationView = {
  position: number;
  journal: string | null;
  journalId: number | null;
  category: string | null;
  year: number | null;
  volume: string | null;
  page: string | null;
  neutral: string | null;
  other: string | null;
};

/** The two small master tables the citation formatter reads: journals (with their house style) and citation categories. */
const citationMasterQueries = (db: AppContext["db"]) =>
  [
    db.select({ id: journals.id, name: journals.name, shortName: journals.shortName, citationStyle: journals.citationStyle, isOwnReporter: journals.isOwnReporter, isSelect: journals.isSelect }).from(journals),
    db.select({ id: citationCategories.id, name: citationCategories.name }).from(citationCategories),
  ] as const;

export async function loadCitationMasters(ctx: AppContext): Promise<CitationMasters> {
  const [journalRows, categoryRows] = await ctx.db.batch(citationMasterQueries(ctx.db));
  return citationMasters(journalRows, categoryRows);
}

/**
 * Reads the case from the database its own rows are in (caseDb: the catalogue unless CASE_SHARDS
 * spreads the cases, decision 122) and the masters' names (court, branch, bench, category,
 * journals, citation categories) from the catalogue, never from a shard's copies of them (decision
 * 126: copies as of the shard's migrations). Round trips: the case's row, then its rows and the
 * names in one batch (two in parallel when the case is in a shard), and a shard's directory read
 * before: the names cost a second, parallel batch of six small reads only when sharded.
 */
export async function getCaseView(ctx: AppContext, docId: number, opts: { includeUnpublished?: boolean } = {}) {
  const db = await caseDb(ctx, docId);
  if (!db) return null;
  const c = await db
    .select()
    .from(cases)
    .where(and(eq(cases.docId, docId), isNull(cases.deletedAt), ...(opts.includeUnpublished ? [] : [eq(cases.live, true)])))
    .get();
  if (!c) return null;
  // The source's citator line (decision 107): its AIR citations, looked up in the reporter by key.
  const citator = citatorOf(c.notes);
  const citatorKeys = [...new Set(citator.entries.flatMap((e) => (e.key ? [e.key] : [])))];

  const own = [
    db
      .select({
        position: caseCitations.position,
        raw: caseCitations.raw,
        neutralCitation: caseCitations.neutralCitation,
        otherCitation: caseCitations.otherCitation,
        year: caseCitations.year,
        volume: caseCitations.volume,
        pageNumber: caseCitations.pageNumber,
        journalId: caseCitations.journalId,
        citationCategoryId: caseCitations.citationCategoryId,
      })
      .from(caseCitations)
      .where(eq(caseCitations.docId, docId))
      .orderBy(asc(caseCitations.position)),
    db.select().from(caseParties).where(eq(caseParties.docId, docId)).orderBy(asc(caseParties.position)),
    db.select().from(headnotes).where(eq(headnotes.docId, docId)).orderBy(asc(headnotes.position)),
    db.select().from(headnoteRefs).where(eq(headnoteRefs.docId, docId)).orderBy(asc(headnoteRefs.headnotePosition), asc(headnoteRefs.slot)),
    db.select({ topic: caseTopics.topic }).from(caseTopics).where(eq(caseTopics.docId, docId)).orderBy(asc(caseTopics.position)),
    // A linked case in the same database is joined here; one in another shard is read there (linksElsewhere).
    db
      .select({
        position: casesReferred.position,
        casesReferred: casesReferred.casesReferred,
        partyName: casesReferred.partyName,
        linkedDocId: casesReferred.linkedDocId,
        linkedOverruled: cases.overruled,
        linkedLive: cases.live,
      })
      .from(casesReferred)
      .leftJoin(cases, eq(cases.docId, casesReferred.linkedDocId))
      .where(eq(casesReferred.docId, docId))
      .orderBy(asc(casesReferred.position)),
    db
      .select({ docId: cases.docId, appellant: cases.appellant, respondent: cases.respondent, decidedDate: cases.decidedDate })
      .from(casesReferred)
      .innerJoin(cases, eq(cases.docId, casesReferred.docId))
      .where(and(eq(casesReferred.linkedDocId, docId), eq(cases.live, true), isNull(cases.deletedAt)))
      .orderBy(asc(cases.decidedDate)),
    db.select({ type: caseFiles.type }).from(caseFiles).where(eq(caseFiles.docId, docId)),
    db
      .select({ act: caseStatuteRefs.act, kind: caseStatuteRefs.kind, num: caseStatuteRefs.num, sub: caseStatuteRefs.sub, src: caseStatuteRefs.src })
      .from(caseStatuteRefs)
      .where(eq(caseStatuteRefs.docId, docId)),
    // The later judgment the citation graph found overruling this one (decision 060), newest first: resolved references are within the case's database.
    db
      .select({ docId: cases.docId, appellant: cases.appellant, respondent: cases.respondent, decidedDate: cases.decidedDate })
      .from(caseReferences)
      .innerJoin(cases, eq(cases.docId, caseReferences.docId))
      .where(and(eq(caseReferences.citedDocId, docId), eq(caseReferences.treatment, "overruled"), eq(cases.live, true), isNull(cases.deletedAt)))
      .orderBy(desc(cases.decidedDate))
      .limit(1),
    // The staff's links to this case from judgments in other shards: their incoming rows here (decision 133; none without shards).
    db
      .selectDistinct({ docId: caseIncoming.docId, appellant: caseIncoming.appellant, respondent: caseIncoming.respondent, decidedDate: caseIncoming.decidedDate })
      .from(caseIncoming)
      .where(and(eq(caseIncoming.citedDocId, docId), eq(caseIncoming.resolvedBy, "staff"))),
  ] as const;
  const names = [
    ...citationMasterQueries(ctx.db),
    ctx.db.select({ name: courts.name }).from(courts).where(eq(courts.id, c.courtId ?? -1)),
    ctx.db.select({ name: courtBranches.name }).from(courtBranches).where(eq(courtBranches.id, c.courtBranchId ?? -1)),
    ctx.db.select({ name: courtBenches.name }).from(courtBenches).where(eq(courtBenches.id, c.courtBenchId ?? -1)),
    ctx.db.select({ name: caseCategories.name }).from(caseCategories).where(eq(caseCategories.id, c.caseCategoryId ?? -1)),
  ] as const;
  // One batch where the case is in the catalogue (no shards); else the shard's and the catalogue's at once. The citator's keys: wherever they are.
  const [[ownRows, nameRows], citatorRows] = await Promise.all([
    db === ctx.db
      ? ctx.db.batch([...own, ...names]).then((all) => [all.slice(0, own.length), all.slice(own.length)] as const)
      : Promise.all([db.batch(own), ctx.db.batch(names)]),
    casesByKeys(ctx, citatorKeys, 500),
  ]);
  const [citationRows, partyRows, headnoteRows, refRows, topicRows, ownReferredRows, ownCitedByRows, fileRows, statuteRows, overrulingRows, staffIncomingRows] = ownRows as BatchRows<typeof own>;
  const referredRows = await linksElsewhere(ctx, ownReferredRows);
  // A staff link may cross shards (decision 127): the judgments of other shards linking here are this shard's incoming rows (decision 133).
  const citersElsewhere = staffIncomingRows.filter((r) => !ownCitedByRows.some((o) => o.docId === r.docId));
  const citedByRows = citersElsewhere.length ? [...ownCitedByRows, ...citersElsewhere].sort((a, b) => (a.decidedDate ?? "").localeCompare(b.decidedDate ?? "")) : ownCitedByRows;
  const [journalRows, categoryRows, courtRows, branchRows, benchRows, caseCategoryRows] = nameRows as BatchRows<typeof names>;
  const masters = citationMasters(journalRows, categoryRows);
  const journalName = new Map(journalRows.map((j) => [j.id, j.name]));
  const categoryName = new Map(categoryRows.map((k) => [k.id, k.name]));
  const row = { court: courtRows[0]?.name ?? null, branch: branchRows[0]?.name ?? null, bench: benchRows[0]?.name ?? null, category: caseCategoryRows[0]?.name ?? null };
  const citations: CitationView[] = citationRows.map((r) => ({
    position: r.position,
    journal: r.journalId === null ? null : (journalName.get(r.journalId) ?? null),
    journalId: r.journalId,
    category: r.citationCategoryId === null ? null : (categoryName.get(r.citationCategoryId) ?? null),
    year: r.year,
    volume: r.volume,
    page: r.pageNumber,
    neutral: r.neutralCitation,
    other: r.otherCitation,
  }));
  // The reporter's citation, then every other citation of every row, each in its house style (decision 036).
  const printed = printedCitations(citationRows, masters);
  const referred = referredRows.map((r) => ({
    casesReferred: r.casesReferred,
    partyName: r.partyName,
    // A link only to a case a reader may open.
    linkedDocId: r.linkedDocId && r.linkedLive ? r.linkedDocId : null,
    overruled: Boolean(r.linkedOverruled && r.linkedLive),
  }));
  // The court's paragraph numbers (or the reporter's count), each paragraph anchored (decision 065).
  const numbering = numberJudgment(c.judgementOrder);
  const titleOf = (r: { appellant: string; respondent: string | null }) => `${r.appellant}${r.respondent ? ` v. ${r.respondent}` : ""}`;
  const inReporter = new Map(citatorRows.filter((r) => r.docId !== docId).map((r) => [r.key, r]));
  const citatorEntries: CitatorView[] = citator.entries.map((e) => {
    const found = e.key ? inReporter.get(e.key) : undefined;
    return { code: e.code, phrase: e.phrase, citation: e.citation, paras: e.paras, text: citatorEntryText(e), docId: found?.docId ?? null, title: found ? titleOf(found) : null };
  });
  // Who overruled it, where the reporter knows: the graph's finding, else the citator's "O" entry found in the reporter, else as the citator prints it.
  const overrulingCase = overrulingRows[0];
  const citatorOverruling = citatorEntries.find((e) => e.code === "O" && e.docId) ?? citatorEntries.find((e) => e.code === "O");
  const overruledBy: OverruledBy | null = !c.overruled
    ? null
    : overrulingCase
      ? { docId: overrulingCase.docId, title: titleOf(overrulingCase), citation: null, decidedDate: overrulingCase.decidedDate }
      : citatorOverruling
        ? { docId: citatorOverruling.docId, title: citatorOverruling.title, citation: citatorOverruling.citation, decidedDate: null }
        : null;
  return {
    docId: c.docId,
    appellant: c.appellant,
    respondent: c.respondent,
    title: `${c.appellant}${c.respondent ? ` v. ${c.respondent}` : ""}`,
    /** the reporter's heading standing in for a cause title neither the source nor the text gives (decision 106), without its brackets; null for a title */
    reporterHeading: isReporterHeading(c.appellant) ? headingText(c.appellant) : null,
    judgementType: c.judgementType,
    judgeName: c.judgeName,
    /** the judgment's HTML with each paragraph's anchor (search-index/paragraphs.ts) */
    judgementOrder: numberedJudgmentHtml(c.judgementOrder, numbering),
    /** whose paragraph numbers they are: the court's, or the reporter's count of an unnumbered judgment */
    paragraphScheme: numbering.scheme,
    caseResult: c.caseResult,
    remarkable: c.remarkable,
    notes: c.notes,
    /** the notes without the source's citator line (shown decoded as `citator`) */
    notesBesideCitator: citator.rest,
    /** the source's AIR citator line decoded (decision 107): display only, never the graph's treatment */
    citator: citatorEntries,
    /** for an overruled case, the judgment that overruled it where the reporter knows it */
    overruledBy,
    live: c.live,
    overruled: c.overruled,
    court: row.court,
    branch: row.branch,
    bench: row.bench && row.bench !== "None" ? row.bench : null,
    /** the court as the case view names it, with its bench, said once (computed here: the courts' table stays off the page's JavaScript) */
    courtLine: courtLine(row.court, row.branch, row.bench && row.bench !== "None" ? row.bench : null),
    category: row.category,
    // Without the source's empty brackets, for cases imported before they were cleaned on import (walk report finding 4).
    allJudges: cleanBench(c.allJudges),
    counsel: c.counsel,
    advocateForAppellant: c.advocateForAppellant,
    advocateForRespondent: c.advocateForRespondent,
    extraCounselDetails: c.extraCounselDetails,
    petitionerName: c.petitionerName,
    caseNumber: c.caseNumber,
    decidedDate: c.decidedDate,
    decidedYear: c.decidedYear,
    /** the reporter's own citation (or the first there is), in its journal's house style */
    citation: printed.citation,
    /** every other citation of the case, each in its house style */
    equalCitations: printed.equalCitations,
    /** the permalink by citation (/c/SCC/1973/4/225) of the first of its citations the parser reads (decision 066) */
    permalink: casePermalink([printed.citation, ...printed.equalCitations.map((x) => x.text)]),
    /** the stored citation rows, field by field */
    citations,
    parties: partyRows.map((p) => ({ appellant: p.appellant, respondent: p.respondent, caseNumber: p.caseNumber })),
    headnotes: headnoteRows.map((h) => ({
      priority: h.priority,
      headnote: h.headnote,
      paragraph: h.paragraph,
      refs: refRows.filter((r) => r.headnotePosition === h.position).map((r) => ({ actName: r.actName, section: r.section, order: r.orderNo, rule: r.rule, article: r.article, counterpart: counterpartNote(actBySection(r.actName, r.section) ?? r.actName, r.section) })),
    })),
    topics: topicRows.map((t) => t.topic),
    referred,
    citesOverruled: referred.some((r) => r.overruled),
    citedBy: citedByRows,
    files: fileRows.map((f) => f.type),
    /** the acts and sections the case refers to (headnotes and text), with old/new code counterparts */
    // A known section under an act whose year the judgment mistyped is the known act's (issue 33 item 9).
    statutes: caseStatuteGroups(statuteRows.map((r) => (r.kind === "s" ? { ...r, act: actBySection(r.act, r.num) ?? r.act } : r))),
  };
}

export type CaseView = NonNullable<Awaited<ReturnType<typeof getCaseView>>>;

/** One entry of the source's citator line as the case view shows it (decision 107). */
export type CitatorView = {
  code: string;
  phrase: string;
  citation: string;
  paras: number[];
  /** "Explained in AIR 1980 SC 962 (paras 7, 63, 64, 110)" */
  text: string;
  /** the later judgment in the reporter carrying that citation (live), else null */
  docId: number | null;
  title: string | null;
};

export type OverruledBy = { docId: number | null; title: string | null; citation: string | null; decidedDate: string | null };

/**
 * The citator line of a case's notes (the import writes "Citator info: …" as their first line) and
 * the rest of the notes; each entry with its citation's key for the look-up.
 */
export function citatorOf(notes: string | null): { entries: (ReturnType<typeof decodeCitatorLine>[number] & { key: string | null })[]; rest: string | null } {
  if (!notes || !isCitatorNote(notes)) return { entries: [], rest: notes };
  const nl = notes.indexOf("\n");
  const line = nl < 0 ? notes : notes.slice(0, nl);
  const rest = nl < 0 ? "" : notes.slice(nl + 1).trim();
  const entries = decodeCitatorLine(line).map((e) => ({ ...e, key: parseCitation(e.citation)?.key ?? null }));
  // A line nothing is read from stays as written.
  if (!entries.length) return { entries: [], rest: notes };
  return { entries, rest: rest || null };
}

/**
 * The notice for a pinpoint (?para=) to a paragraph the judgment does not have, else null
 * (walk-through finding 16): "Paragraph 999 is not in this judgment; it has paragraphs 1–27."
 */
export function missingParagraphNotice(view: CaseView, asked: string | null): string | null {
  if (!asked || !isParaLabel(asked)) return null;
  const labels = anchoredLabels(view.judgementOrder);
  return labels.includes(asked) ? null : noSuchParagraph(asked, labels);
}

/** Just the header lines for a set of cases (lists). */
export async function caseTitles(ctx: AppContext, docIds: number[]) {
  if (!docIds.length) return [];
  return ctx.db
    .select({ docId: cases.docId, appellant: cases.appellant, respondent: cases.respondent })
    .from(cases)
    .where(inArray(cases.docId, docIds))
    .all();
}

/** How much of the judgment a guest reads (decision 18). */
export const GUEST_TEXT_LENGTH = 1500;

/**
 * The one guest projection (decision 18, docs/decisions/012-reading.md), for /guestCase and for
 * /mobileCase without a plan: header, citation, parties, court, judges, date, headnotes and the
 * first 1,500 characters of the judgment as plain text. Counsel, the petitioner, references,
 * "cited by" and the PDF list are for subscribers and are not in the data sent to the page.
 */
export function guestCaseView(view: CaseView): { case: CaseView; excerpt: string; truncated: boolean } {
  const text = htmlToText(view.judgementOrder);
  return {
    case: {
      ...view,
      judgementOrder: "",
      // the notes are for subscribers: the citator line with them (decision 107)
      citator: [],
      notesBesideCitator: null,
      referred: [],
      citedBy: [],
      statutes: [],
      files: [],
      advocateForAppellant: null,
      advocateForRespondent: null,
      extraCounselDetails: null,
      petitionerName: null,
    },
    excerpt: text.slice(0, GUEST_TEXT_LENGTH),
    truncated: text.length > GUEST_TEXT_LENGTH,
  };
}

type ReferredRow = { position: number; casesReferred: string; partyName: string | null; linkedDocId: number | null; linkedOverruled: boolean | null; linkedLive: boolean | null };

/**
 * The cases referred whose staff link names a case the case's own database does not hold (a link
 * may cross shards, decision 127): that case's live and overruled state read in its own shard (one
 * read a database, only when such a link exists). A link to no case anywhere stays unlinked.
 */
async function linksElsewhere(ctx: AppContext, rows: ReferredRow[]): Promise<ReferredRow[]> {
  const missing = [...new Set(rows.flatMap((r) => (r.linkedDocId && r.linkedLive === null ? [r.linkedDocId] : [])))];
  if (!missing.length || !sharded(ctx)) return rows;
  const found = new Map<number, { live: boolean; overruled: boolean }>();
  await Promise.all(
    (await caseDbs(ctx, missing)).map(async ({ db, docIds }) => {
      const linked = await db.select({ docId: cases.docId, live: cases.live, overruled: cases.overruled }).from(cases).where(and(inArray(cases.docId, docIds), isNull(cases.deletedAt))).all();
      for (const l of linked) found.set(l.docId, { live: l.live, overruled: l.overruled });
    }),
  );
  return rows.map((r) => {
    const f = r.linkedDocId && r.linkedLive === null ? found.get(r.linkedDocId) : undefined;
    return f ? { ...r, linkedLive: f.live, linkedOverruled: f.overruled } : r;
  });
}

