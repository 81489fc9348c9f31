/**
 * The citation check (issue 25 item 4, decision 077): every citation of a pasted or uploaded brief,
 * answered as found (with title, date, bench, equal citations and the graph's overruled/doubted
 * warning), not in the reporter (well formed, not held), or malformed / impossible. One indexed
 * query resolves every key at once (case_citation_keys, as permalinks do), one reads the cases.
 */
import { citationsToCheck, type CaseNameWritten, type CheckedCitation } from "../../../search-index/citation-check";
import { CITATION_MASTERS_SQL, citationRowsSql, printedCitations, readCitationMasters, readCitationRows } from "../../../search-index/case-citations";
import { caseNameKeys, nameWords } from "../../../search-index/case-names";
import { looseKey } from "../../../search-index/citation-graph";
import { parseCitation, type ParsedCitation } from "../../../search-index/citations";
import type { AppContext } from "../../utils/context.server";
import { take } from "../../utils/rate-limit.server";
import { docxText } from "../../utils/docx-text.server";
import { pdfText } from "../../utils/pdf-text.server";
import { checkStatusText, type CheckStatus } from "../../utils/check-status";
import { formatDate } from "../../utils/format";
import { CITATION_CHECK_MAX_FILE, citationCheckMessages } from "./citation-check.schema";
import { machineFindings } from "./citation-graph.server";
import { caseDbs, eachCaseDb } from "../cases/case-shard-of.server";
import { byDateThenId } from "../cases/case-view.server";

export * from "./citation-check.schema";

/**
 * The live cases carrying any of the keys (a JSON array), oldest first. CROSS JOIN keeps the keys
 * the outer loop: a plain join let SQLite walk every live case in date order (cases_live_date_idx,
 * for the ORDER BY) — 1.6 s at 100,000 cases instead of 7 ms (npm run bench -- --only citecheck).
 */
export const CITATION_KEYS_SQL = `select k.key, k.doc_id as docId, c.decided_date as decidedDate from case_citation_keys k cross join cases c on c.doc_id = k.doc_id
  where k.key in (select value from json_each(?)) and c.live = 1 and c.deleted_at is null
  order by c.decided_date, c.doc_id`;

/** Checks an account may run in an hour. */
export const CITATION_CHECKS_PER_HOUR = 60;

export type FoundCase = {
  docId: number;
  title: string;
  decidedDate: string | null;
  court: string | null;
  bench: string | null;
  citation: string | null;
  equalCitations: string[];
  /** the staff's Overruled flag */
  overruled: boolean;
  /** a later judgment in the reporter that overruled or doubted it (the graph's finding) */
  warning: { treatment: string; docId: number; title: string; decidedDate: string | null; paragraph: number | null } | null;
};

export type CheckRow = {
  written: string;
  count: number;
  /** found-by-name: the citation is not found, but the case name written beside it is (decision 093) */
  status: CheckStatus;
  /** the citation as the reporter prints it, when it was read */
  normalised: string | null;
  /** why it is malformed; for a row not found by what was written, what was or was not found instead */
  problem: string | null;
  cases: FoundCase[];
};

export type CheckResult = { ok: true; rows: CheckRow[]; total: number; truncated: boolean } | { ok: false; message: string; status: number };

export async function checkCitations(ctx: AppContext, input: { userId: number; text: string }): Promise<CheckResult> {
  // The limit, unless the local benchmark's state raised it explicitly (as API_CALLS_PER_MINUTE).
  const set = Number(ctx.env.CITATION_CHECKS_PER_HOUR);
  const limit = Number.isInteger(set) && set > 0 ? set : CITATION_CHECKS_PER_HOUR;
  const limited = await take(ctx, [{ key: `citation-check:${input.userId}`, windowMs: 60 * 60 * 1000, limit }]);
  if (!limited.ok) return { ok: false, message: citationCheckMessages.tooMany, status: 429 };
  const { items, total, truncated } = citationsToCheck(input.text, ctx.clock.now().getUTCFullYear());
  const wellFormed = items.filter((i): i is Extract<CheckedCitation, { kind: "citation" }> => i.kind === "citation" && !i.problem);
  const names = items.filter((i): i is Extract<CheckedCitation, { kind: "name" }> => i.kind === "name" && !i.problem);
  const keys = [...new Set(wellFormed.flatMap((i) => [i.citation.key, looseKey(i.citation.key)].filter((k): k is string => Boolean(k))))];
  const byKey = new Map<string, number[]>();
  if (keys.length) {
    // Every database that may hold cases, in parallel (decision 132): the Supreme Court's and the High Courts' cases in their shards.
    const parts = await Promise.all(
      eachCaseDb(ctx).map(({ db }) =>
        db.$client
          .prepare(CITATION_KEYS_SQL)
          .bind(JSON.stringify(keys))
          .all<{ key: string; docId: number; decidedDate: string | null }>()
          .then((r) => r.results),
      ),
    );
    // Oldest first over all of them, as one database orders them.
    for (const r of parts.flat().sort(byDateThenId)) byKey.set(r.key, [...(byKey.get(r.key) ?? []), r.docId]);
  }
  // A citation not found, with a case name written just before it: looked up by that name and the citation's year (decision 093).
  const unresolved = (i: Extract<CheckedCitation, { kind: "citation" }>) => !byKey.get(i.citation.key)?.length && !byKey.get(looseKey(i.citation.key) ?? "")?.length;
  const besideNames = wellFormed.flatMap((i) => (i.name && unresolved(i) ? [i.name] : []));
  const byName = await casesByName(ctx, [...names, ...besideNames]);
  const casesById = await foundCases(ctx, [...new Set([...byKey.values(), ...byName.values()].flat())]);
  const rows: CheckRow[] = items.map((i) => {
    if (i.kind === "malformed") return { written: i.written, count: i.count, status: "malformed", normalised: null, problem: i.problem, cases: [] };
    if (i.kind === "name") {
      const normalised = `${i.appellant} v. ${i.respondent} (${i.year})`;
      if (i.problem) return { written: i.written, count: i.count, status: "malformed", normalised, problem: i.problem, cases: [] };
      const cases = (byName.get(i.key) ?? []).map((id) => casesById.get(id)).filter((c): c is FoundCase => Boolean(c));
      if (cases.length) return { written: i.written, count: i.count, status: "found", normalised, problem: null, cases };
      return { written: i.written, count: i.count, status: "not-found", normalised, problem: `No judgment of this name decided in ${i.year - 1} or ${i.year} is in the reporter.`, cases: [] };
    }
    if (i.problem) return { written: i.written, count: i.count, status: "malformed", normalised: i.citation.display, problem: i.problem, cases: [] };
    const exact = byKey.get(i.citation.key) ?? [];
    const loose = exact.length ? [] : (byKey.get(looseKey(i.citation.key) ?? "") ?? []);
    const cases = [...new Set([...exact, ...loose])].map((id) => casesById.get(id)!).filter(Boolean);
    const named = !cases.length && i.name ? (byName.get(i.name.key) ?? []).map((id) => casesById.get(id)).filter((c): c is FoundCase => Boolean(c)) : [];
    if (named.length) {
      const which = named.map((c) => [c.title, formatDate(c.decidedDate)].filter(Boolean).join(", ")).join("; ");
      // What is wrong with the citation, when the case named has a report in the same reporter (issue 33 item 9).
      const wrong = named.length === 1 ? whatIsWrong(i.citation, [named[0].citation, ...named[0].equalCitations]) : null;
      return {
        written: i.written,
        count: i.count,
        status: "found-by-name",
        normalised: i.citation.display,
        problem: `Not found by this citation; found by the name written beside it: ${which}${wrong ? ` — ${wrong}` : ""}.`,
        cases: named,
      };
    }
    return { written: i.written, count: i.count, status: cases.length ? "found" : "not-found", normalised: i.citation.display, problem: null, cases };
  });
  return { ok: true, rows, total, truncated };
}

/**
 * Why a citation found only by the name beside it is not this case's report, from the case's own
 * reports in the same reporter: "page 520 is not this report; the case is at (1990) 2 SCC 502"
 * (same year and volume, another page), else "(1991) 2 SCC 520 is not this report; the case is at
 * …". Null when the case has no report in that reporter.
 */
export function whatIsWrong(written: ParsedCitation, reports: (string | null)[]): string | null {
  const same = reports.flatMap((r) => {
    const p = r ? parseCitation(r) : null;
    return p && p.reporter === written.reporter && p.key !== written.key ? [p] : [];
  });
  const best = same.find((p) => p.year === written.year && (p.volume ?? "") === (written.volume ?? "")) ?? same.find((p) => p.year === written.year) ?? same[0];
  if (!best) return null;
  const at = `the case is at ${best.display}`;
  if (best.year === written.year && (best.volume ?? "") === (written.volume ?? "") && best.page !== written.page) return `page ${written.page} is not this report; ${at}`;
  return `${written.display} is not this report; ${at}`;
}

/**
 * The cases a name with a year means (decision 084): those whose title gives the same name key for
 * that year (decided that year or the one before). The full-text index of the parties narrows each
 * name to the cases carrying its longest words; the key decides. One round trip for all names.
 */
async function casesByName(ctx: AppContext, names: CaseNameWritten[]): Promise<Map<string, number[]>> {
  const out = new Map<string, number[]>();
  const asked = names
    .map((n) => {
      const words = [...new Set([...nameWords(n.appellant), ...nameWords(n.respondent)].flatMap((w) => w.match(/[a-z0-9]+/g) ?? []).filter((w) => w.length > 1))];
      const longest = words.sort((a, b) => b.length - a.length || (a < b ? -1 : 1)).slice(0, 4);
      return { n, match: longest.length ? `{appellant respondent} : (${longest.map((w) => `"${w}"`).join(" AND ")})` : null };
    })
    .filter((a): a is { n: (typeof names)[number]; match: string } => a.match !== null);
  if (!asked.length) return out;
  type Row = { docId: number; appellant: string; respondent: string | null; year: number | null; decidedDate: string | null };
  // Each database's own full-text index of the parties, one batch each, in parallel (decision 132).
  const perDb = await Promise.all(
    eachCaseDb(ctx).map(({ db }) => {
      const d1 = db.$client;
      const statement = d1.prepare(
        `select c.doc_id as docId, c.appellant, c.respondent, c.decided_year as year, c.decided_date as decidedDate
         from case_meta_fts f cross join cases c on c.search_key = f.rowid
         where case_meta_fts match ?1 and c.decided_year in (?2 - 1, ?2) and c.live = 1 and c.deleted_at is null
         order by c.decided_date, c.doc_id limit ${NAME_LIMIT}`,
      );
      return d1.batch<Row>(asked.map((a) => statement.bind(a.match, a.n.year)));
    }),
  );
  asked.forEach((a, i) => {
    const rows = perDb.flatMap((answers) => answers[i].results).sort(byDateThenId).slice(0, NAME_LIMIT);
    const ids = rows.filter((r) => caseNameKeys(r.appellant, r.respondent, r.year).includes(a.n.key)).map((r) => r.docId);
    if (ids.length) out.set(a.n.key, ids);
  });
  return out;
}

/** Cases a name with its year may mean, read from each database before their name keys decide. */
const NAME_LIMIT = 50;

/**
 * The found cases' title, date, court, bench, citations and the graph's overruled/doubted finding:
 * each case's row and citations from its own shard (decision 122), in parallel; the courts', journals'
 * and citation categories' names from the catalogue (a shard's copies may lack a later one).
 */
async function foundCases(ctx: AppContext, docIds: number[]): Promise<Map<number, FoundCase>> {
  const casesById = new Map<number, FoundCase>();
  if (!docIds.length) return casesById;
  type Row = { docId: number; appellant: string; respondent: string | null; decidedDate: string | null; courtId: number | null; bench: string | null; overruled: number; citations: string | null };
  const [parts, names] = await Promise.all([
    Promise.all(
      (await caseDbs(ctx, docIds)).map(({ db, docIds: ids }) =>
        db.$client
          .prepare(
            `select c.doc_id as docId, c.appellant, c.respondent, c.decided_date as decidedDate, c.court_id as courtId, c.all_judges as bench, c.overruled,
                    ${citationRowsSql("c.doc_id")} as citations
             from cases c where c.doc_id in (select value from json_each(?))`,
          )
          .bind(JSON.stringify(ids))
          .all<Row>()
          .then((r) => r.results),
      ),
    ),
    ctx.db.$client
      .prepare(`select ${CITATION_MASTERS_SQL} as masters, (select json_group_array(json_array(id, name)) from courts) as courts`)
      .first<{ masters: string; courts: string }>(),
  ]);
  const masters = readCitationMasters(names!.masters);
  const courts = new Map(JSON.parse(names!.courts) as [number, string][]);
  for (const r of parts.flat()) {
    const printed = printedCitations(readCitationRows(r.citations), masters);
    casesById.set(r.docId, {
      docId: r.docId,
      title: `${r.appellant}${r.respondent ? ` v. ${r.respondent}` : ""}`,
      decidedDate: r.decidedDate,
      court: r.courtId === null ? null : (courts.get(r.courtId) ?? null),
      bench: r.bench,
      citation: printed.citation,
      equalCitations: printed.equalCitations.map((c) => c.text),
      overruled: Boolean(r.overruled),
      warning: null,
    });
  }
  const findings = await machineFindings(ctx, [...casesById.keys()]);
  for (const [docId, f] of findings) {
    const c = casesById.get(docId);
    if (c) c.warning = { treatment: f.treatment, docId: f.citingDocId, title: f.citingTitle, decidedDate: f.decidedDate, paragraph: f.paragraph };
  }
  return casesById;
}

/** The table as CSV (RFC 4180), one line per citation and found case. */
export function checkCsv(rows: CheckRow[]): string {
  const cell = (v: string | number | null | undefined) => {
    const s = v === null || v === undefined ? "" : String(v);
    // A cell that a spreadsheet would run as a formula is written as text.
    const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
    return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  const lines = [["Citation as written", "Times", "Status", "Normalised", "Problem", "Case", "Decided", "Court", "Bench", "Equal citations", "Warning"].join(",")];
  for (const r of rows) {
    const cases = r.cases.length ? r.cases : [null];
    for (const c of cases) {
      lines.push(
        [
          r.written,
          r.count,
          checkStatusText(r.status),
          r.normalised,
          r.problem,
          c?.title,
          c?.decidedDate,
          c?.court,
          c?.bench,
          c ? [c.citation, ...c.equalCitations].filter(Boolean).join(" = ") : "",
          c?.warning ? `${c.warning.treatment} by ${c.warning.title}` : c?.overruled ? "Overruled" : "",
        ]
          .map(cell)
          .join(","),
      );
    }
  }
  return lines.join("\r\n") + "\r\n";
}

/**
 * The brief's text from the page's form: the pasted text, a .txt / .docx / .pdf file, or both — the
 * pasted text and then the file's, checked together (decision 093). `file` names the file read,
 * `pasted` says whether the box held text.
 */
export async function briefText(
  text: FormDataEntryValue | null,
  file: FormDataEntryValue | null,
): Promise<{ ok: true; text: string; file: string | null; pasted: boolean } | { ok: false; message: string }> {
  const pasted = typeof text === "string" ? text : "";
  if (!(file instanceof File && file.size > 0)) return { ok: true, text: pasted, file: null, pasted: pasted.trim() !== "" };
  const read = await fileText(file);
  if (!read.ok) return read;
  if (!pasted.trim()) return { ok: true, text: read.text, file: file.name, pasted: false };
  return { ok: true, text: `${pasted.trimEnd()}\n\n${read.text}`, file: file.name, pasted: true };
}

async function fileText(file: File): Promise<{ ok: true; text: string } | { ok: false; message: string }> {
  if (file.size > CITATION_CHECK_MAX_FILE) return { ok: false, message: citationCheckMessages.fileTooLarge };
  const name = file.name.toLowerCase();
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (name.endsWith(".txt")) return { ok: true, text: new TextDecoder().decode(bytes) };
  if (name.endsWith(".docx")) {
    const read = await docxText(bytes);
    return read === null ? { ok: false, message: citationCheckMessages.unreadable } : { ok: true, text: read };
  }
  if (name.endsWith(".pdf")) {
    const read = await pdfText(bytes);
    if (read.ok) return read;
    return { ok: false, message: read.reason === "no-text" ? citationCheckMessages.pdfNoText : citationCheckMessages.pdfUnreadable };
  }
  return { ok: false, message: citationCheckMessages.fileType };
}
