/**
 * npx tsx scripts/statute-library.ts [MIRROR_DIR] [--limitation-schedule FILE] [--out FILE]
 *
 * Writes db/migrations/0034_statutes_library.sql (issue 35 item 1, decision 101): the statutes
 * library — the Constitution of India (articles and schedules), the Bharatiya Nyaya Sanhita,
 * Bharatiya Nagarik Suraksha Sanhita and Bharatiya Sakshya Adhiniyam and the central acts the
 * judgments cite most (docs/statutes-library.md, measured by scripts/statute-library-acts.ts), section
 * by section, each row with its source (repository@commit:path) and the amendment footnotes the
 * source gives (column `notes`). Nothing is written by hand: every row is read from one of the
 * recorded sources below, at its recorded commit, read with `git show` from the repositories'
 * snapshots in a folder given as the first argument or MIRROR_DIR (as the `fetch` tool leaves them:
 * <folder>/<owner>+<name>/repo).
 *
 * Sources (licences in decision 101):
 * - Svetozar-Technologies/indian-law — India Code's section pages of the central acts converted to
 *   Links Notation (`data/cache/laws/<slug>.lino`): sections with their headings, text and
 *   footnotes (amendments). The Unlicense; the text is India Code's.
 * - civictech-India/constitution-of-india — the articles of the Constitution (constitution_of_india.json).
 * - V2107v/Constitution-of-India — the twelve Schedules of the Constitution, as string literals
 *   of the app's Schedule01…12.java.
 * - nishant76/law-v1 — the Schedule of the Limitation Act, 1963 (data/limitation/limitation_schedule.json,
 *   read from India Code's PDF by column positions). No snapshot of that repository can be fetched
 *   here, so a verbatim copy of the file at the recorded commit is kept beside this script
 *   (scripts/statute-library-sources/, sha256 in decision 101); --limitation-schedule FILE reads another copy.
 *
 * Rows are INSERT OR IGNORE: a section migration 0025 already holds (IPC, CrPC, Evidence Act, NI
 * Act, CPC from civictech-India/Indian-Law-Penal-Code-Json) keeps its row, and is not written again
 * under another spelling of its number ("21A." there, "21A" here: `heldKey`, decision 118). Texts are cut at
 * MAX_TEXT characters; statements stay under D1's 100 KB; the full-text index is rebuilt at the end.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { actAndSection } from "./lib/sql-rows";
import { canonicalActName } from "../search-index/acts-canon";

const MAX_TEXT = 3000;
const MAX_STATEMENT = 60_000;

type Source = { repo: string; commit: string };
const SVETOZAR: Source = { repo: "Svetozar-Technologies/indian-law", commit: "3e85bd66ccd0c8d9cf16bcbadc80d034bea0b891" };
const COI_ARTICLES: Source = { repo: "civictech-India/constitution-of-india", commit: "48871da69fd03cf2f85aa845f0f99da815adf17b" };
const COI_SCHEDULES: Source = { repo: "V2107v/Constitution-of-India", commit: "02db8ec9409126a24f074f265053aaab7b2ca554" };
const LIMITATION_SCHEDULE: Source & { path: string } = { repo: "nishant76/law-v1", commit: "e0184df99fd66fe966ece2ff87501234f3909b0e", path: "data/limitation/limitation_schedule.json" };

/**
 * The central acts of the library, by their India Code slug in Svetozar-Technologies/indian-law:
 * the new criminal codes, every act of the measured list (docs/statutes-library.md) India Code
 * still publishes, and the central acts the issue names or Indian practice cites most besides.
 */
export const LIBRARY_ACTS: string[] = [
  // the new codes
  "the-bharatiya-nyaya-sanhita-2023",
  "the-bharatiya-nagarik-suraksha-sanhita-2023",
  "the-bharatiya-sakshya-adhiniyam-2023",
  // measured (docs/statutes-library.md), in the order of the list
  "the-code-of-civil-procedure-1908",
  "the-prevention-of-corruption-act-1988",
  "the-arms-act-1959",
  "the-income-tax-act-1961",
  "the-general-clauses-act-1897",
  "the-representation-of-the-people-act-1951",
  "the-limitation-act-1963",
  "the-indian-contract-act-1872",
  "the-transfer-of-property-act-1882",
  "the-dowry-prohibition-act-1961",
  "the-conservation-of-foreign-exchange-and-prevention-of-smuggling-activities-act-1974",
  "the-arbitration-and-conciliation-act-1996",
  "the-customs-act-1962",
  "the-essential-commodities-act-1955",
  "the-negotiable-instruments-act-1881",
  "the-companies-act-2013",
  "the-national-security-act-1980",
  "the-specific-relief-act-1963",
  "the-central-excise-act-1944",
  "the-delhi-rent-control-act-1958",
  "the-registration-act-1908",
  "the-motor-vehicles-act-1988",
  "the-hindu-succession-act-1956",
  "the-hindu-marriage-act-1955",
  "the-indian-stamp-act-1899",
  "the-scheduled-castes-and-the-scheduled-tribes-prevention-of-atrocities-act-1989",
  "the-banking-regulation-act-1949",
  "the-administrative-tribunals-act-1985",
  "the-narcotic-drugs-and-psychotropic-substances-act-1985",
  "the-juvenile-justice-care-and-protection-of-children-act-2015",
  "the-wealth-tax-act-1957",
  "the-explosive-substances-act-1908",
  "the-central-sales-tax-act-1956",
  "the-representation-of-the-people-act-1950",
  "the-police-act-1861",
  "the-official-secrets-act-1923",
  // named by the issue or cited most in Indian practice, and published by India Code
  "the-consumer-protection-act-2019",
  "the-right-to-fair-compensation-and-transparency-in-land-acquisition-rehabilitation-and-resettlement-act-2013",
  "the-industrial-relations-code-2020",
  "the-sale-of-goods-act-1930",
  "the-indian-partnership-act-1932",
  "the-indian-succession-act-1925",
  "the-indian-easements-act-1882",
  "the-hindu-adoptions-and-maintenance-act-1956",
  "the-hindu-minority-and-guardianship-act-1956",
  "the-guardians-and-wards-act-1890",
  "the-special-marriage-act-1954",
  "the-divorce-act-1869",
  "the-dissolution-of-muslim-marriages-act-1939",
  "the-muslim-women-protection-of-rights-on-divorce-act-1986",
  "the-muslim-personal-law-shariat-application-act-1937",
  "the-family-courts-act-1984",
  "the-protection-of-women-from-domestic-violence-act-2005",
  "the-protection-of-children-from-sexual-offences-act-2012",
  "the-maintenance-and-welfare-of-parents-and-senior-citizens-act-2007",
  "the-information-technology-act-2000",
  "the-prevention-of-money-laundering-act-2002",
  "the-unlawful-activities-prevention-act-1967",
  "the-securitisation-and-reconstruction-of-financial-assets-and-enforcement-of-security-interest-act-2002",
  "the-insolvency-and-bankruptcy-code-2016",
  "the-recovery-of-debts-and-bankruptcy-act-1993",
  "the-commercial-courts-act-2015",
  "the-court-fees-act-1870",
  "the-suits-valuation-act-1887",
  "the-contempt-of-courts-act-1971",
  "the-legal-services-authorities-act-1987",
  "the-advocates-act-1961",
  "the-probation-of-offenders-act-1958",
  "the-prisons-act-1894",
  "the-commissions-of-inquiry-act-1952",
  "the-right-to-information-act-2005",
  "the-prohibition-of-benami-property-transactions-act-1988",
  "the-foreign-exchange-management-act-1999",
  "the-immoral-traffic-prevention-act-1956",
  "the-pre-conception-and-pre-natal-diagnostic-techniques-prohibition-of-sex-selection-act-1994",
  "the-medical-termination-of-pregnancy-act-1971",
  "the-citizenship-act-1955",
  "the-passports-act-1967",
];

/**
 * Published by India Code section by section too, and left out to keep the migration small (every
 * fresh D1 applies it; decision 101): add a slug to LIBRARY_ACTS to load one.
 */
export const LEFT_OUT_FOR_SIZE: string[] = [
  "the-delhi-municipal-corporation-act-1957",
  "the-central-goods-and-services-tax-act-2017",
  "the-securities-and-exchange-board-of-india-act-1992",
  "the-electricity-act-2003",
  "the-environment-protection-act-1986",
  "the-water-prevention-and-control-of-pollution-act-1974",
  "the-air-prevention-and-control-of-pollution-act-1981",
  "the-indian-forest-act-1927",
  "the-wild-life-protection-act-1972",
  "the-mines-and-minerals-development-and-regulation-act-1957",
  "the-copyright-act-1957",
  "the-trade-marks-act-1999",
  "the-patents-act-1970",
  "the-railways-act-1989",
  "the-rights-of-persons-with-disabilities-act-2016",
];

// ------------------------------------------------------------------ reading the sources

const args = process.argv.slice(2);
let mirror = process.env.MIRROR_DIR ?? "";
let limitationFile = path.resolve(import.meta.dirname, "statute-library-sources/nishant76-law-v1-limitation_schedule.json");
let out = path.resolve(import.meta.dirname, "../db/migrations/0034_statutes_library.sql");
for (let i = 0; i < args.length; i++) {
  if (args[i] === "--limitation-schedule") limitationFile = args[++i];
  else if (args[i] === "--out") out = args[++i];
  else mirror = args[i];
}
if (!mirror) throw new Error("usage: npx tsx scripts/statute-library.ts MIRROR_DIR (the folder of the sources' snapshots; or set MIRROR_DIR)");

function gitDir(src: Source): string {
  const dir = path.join(mirror, src.repo.replace("/", "+"), "repo");
  if (!existsSync(dir)) throw new Error(`no snapshot of ${src.repo} at ${dir} (fetch github:${src.repo})`);
  return dir;
}
function show(src: Source, file: string): string {
  return execFileSync("git", ["--git-dir", gitDir(src), "show", `${src.commit}:${file}`], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
}
const sourceOf = (src: Source, file: string) => `${src.repo}@${src.commit.slice(0, 12)}:${file}`;

/** Whitespace as the texts are stored: no-break spaces as spaces, runs of spaces as one, at most one blank line. */
function clean(s: string): string {
  return s
    .replace(/\r/g, "")
    .replace(/[\u00a0\u2060\t ]+/g, " ")
    .split("\n")
    .map((l) => l.trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
const cut = (s: string) => (s.length > MAX_TEXT ? s.slice(0, MAX_TEXT) : s);

// ----- Links Notation (.lino) as Svetozar-Technologies/indian-law writes it: `id:` at the margin,
// two-space indented children; a string is `string` then `line …` rows (a bare `line` is a blank line).

type LinoDef = string[];

function readLino(text: string): Map<string, LinoDef> {
  const defs = new Map<string, LinoDef>();
  let current: LinoDef | null = null;
  for (const raw of text.split("\n")) {
    if (!raw) continue;
    if (raw.startsWith("  ")) {
      current?.push(raw.slice(2));
      continue;
    }
    const id = raw.endsWith(":") ? raw.slice(0, -1) : null;
    current = id ? [] : null;
    if (id) defs.set(id, current!);
  }
  return defs;
}

/** A scalar as written: `…`, '…' or "…" with the quote doubled inside, "(123)" for a number-like id, or bare. */
function linoValue(v: string): string {
  const q = v[0];
  if ((q === "`" || q === "'" || q === '"') && v.length >= 2 && v.endsWith(q)) return v.slice(1, -1).split(q + q).join(q);
  const num = /^\((.*)\)$/.exec(v);
  return num ? num[1] : v;
}

function linoFields(def: LinoDef): Map<string, string> {
  const fields = new Map<string, string>();
  for (const row of def) {
    const sp = row.indexOf(" ");
    if (sp > 0) fields.set(row.slice(0, sp), linoValue(row.slice(sp + 1)));
    else fields.set(row, "");
  }
  return fields;
}

/** A string definition's text: its lines, each paragraph (lines between blank ones) on one line. */
function linoText(def: LinoDef | undefined): string {
  if (!def) return "";
  const paragraphs: string[] = [];
  let para: string[] = [];
  for (const row of def) {
    if (row === "string") continue;
    if (row === "line") {
      if (para.length) paragraphs.push(para.join(" "));
      para = [];
      continue;
    }
    if (row.startsWith("line ")) para.push(linoValue(row.slice(5)));
  }
  if (para.length) paragraphs.push(para.join(" "));
  return clean(paragraphs.join("\n\n"));
}

/** "The Customs Act,1962." → "Customs Act, 1962"; a known act by its canonical name (search-index/acts-canon.ts). */
export function libraryActName(title: string): string {
  let s = title.replace(/^the\s+/i, "").replace(/[.\s]+$/, "").replace(/\s*,\s*(\d{4})$/, ", $1").replace(/\s+/g, " ");
  if (s === s.toLowerCase() || s === s.toUpperCase()) s = s.toLowerCase().replace(/(^|[\s(-])([a-z])/g, (_m, a: string, b: string) => a + b.toUpperCase());
  s = s.replace(/(?<=\s)(Of|And|The|For|In|On|To)(?=\s)/g, (w) => w.toLowerCase());
  return canonicalActName(s);
}

/** A section number as stored: "(11A)" / "11 A." / "11-a" → "11A". */
const sectionNumber = (s: string) => s.replace(/^\[|\]$/g, "").replace(/[\s.-]+/g, "").toUpperCase();
/** A heading as stored: without the closing full stop the source gives some and not others. */
const heading = (s: string) => clean(s).replace(/^\[|\]$/g, "").replace(/\s*[.:]$/, "");

type Row = { act: string; section: string; title: string; body: string; notes: string | null; source: string };
const rows: Row[] = [];
/**
 * A provision as the library holds it once: act and number, whatever closing full stop or case the
 * source spells it with (0025 holds "21A." where India Code has "21A"; decision 118).
 */
const heldKey = (act: string, section: string) => `${act}\u0000${section.trim().replace(/\.+$/, "").toUpperCase()}`;
/** (act, section) pairs migration 0025 already holds: their rows there are kept, never written twice. */
const seen = new Set<string>();
{
  for (const line of readFileSync(path.resolve(import.meta.dirname, "../db/migrations/0025_statute_sections.sql"), "utf8").split("\n")) {
    const values = actAndSection(line);
    if (values) seen.add(heldKey(values[0], values[1]));
  }
}
const kept0025 = seen.size;
const counts = new Map<string, number>();
function add(r: Row) {
  const key = heldKey(r.act, r.section);
  if (!r.section || (!r.title && !r.body) || seen.has(key)) return;
  seen.add(key);
  rows.push({ ...r, title: cut(r.title), body: cut(r.body), notes: r.notes ? cut(r.notes) : null });
  counts.set(r.act, (counts.get(r.act) ?? 0) + 1);
}

// ----- the Constitution: articles

const CONSTITUTION = canonicalActName("Constitution of India");
{
  const file = "constitution_of_india.json";
  const articles = JSON.parse(show(COI_ARTICLES, file)) as { article: number | string; title: string; description: string }[];
  for (const a of articles) {
    const num = String(a.article).trim();
    add({ act: CONSTITUTION, section: num === "0" ? "Preamble" : sectionNumber(num), title: heading(a.title), body: clean(a.description), notes: null, source: sourceOf(COI_ARTICLES, file) });
  }
}

// ----- the Constitution: the Schedules (Java string literals), in pieces under MAX_TEXT at their Parts and Lists

const ORDINALS = ["First", "Second", "Third", "Fourth", "Fifth", "Sixth", "Seventh", "Eighth", "Ninth", "Tenth", "Eleventh", "Twelfth"];
/** The body of the first `setText(…)` call: its string literals, concatenated and unescaped. */
export function javaSetText(java: string): string {
  const start = java.indexOf("setText(");
  if (start < 0) return "";
  let i = start + "setText(".length;
  let text = "";
  // Scan literal by literal up to the call's closing parenthesis (no regular expression over the file).
  while (i < java.length) {
    const c = java[i];
    if (c === ")") break;
    if (c !== '"') {
      i++;
      continue;
    }
    i++;
    while (i < java.length && java[i] !== '"') {
      if (java[i] === "\\") {
        const e = java[i + 1];
        if (e === "u") {
          text += String.fromCharCode(parseInt(java.slice(i + 2, i + 6), 16));
          i += 6;
          continue;
        }
        text += e === "n" ? "\n" : e === "t" ? "\t" : e;
        i += 2;
        continue;
      }
      text += java[i++];
    }
    i++;
  }
  return text;
}

for (let n = 1; n <= 12; n++) {
  const file = `app/src/main/java/com/example/schedule/Schedule${String(n).padStart(2, "0")}.java`;
  const lines = clean(javaSetText(show(COI_SCHEDULES, file))).split("\n");
  // Pieces at the Schedule's own Part and List headings ("PART A", "Part III", "LIST II STATE LIST").
  const pieces: { label: string | null; head: string | null; lines: string[] }[] = [{ label: null, head: null, lines: [] }];
  for (const line of lines) {
    const m = /^(PART|Part|LIST|List)\s+([IVX]{1,4}A?|[A-E])\b(.*)$/.exec(line);
    if (m && line.length < 80) pieces.push({ label: `${m[1][0]}${m[1].slice(1).toLowerCase()} ${m[2]}`, head: line, lines: [line] });
    else pieces[pieces.length - 1].lines.push(line);
  }
  const title = `${ORDINALS[n - 1]} Schedule`;
  for (const piece of pieces.filter((p) => p.lines.some((l) => l.trim()))) {
    // Each piece in chunks of whole lines under MAX_TEXT.
    const chunks: string[] = [""];
    for (const line of piece.lines) {
      const last = chunks[chunks.length - 1];
      if (last && last.length + line.length + 1 > MAX_TEXT) chunks.push(line);
      else chunks[chunks.length - 1] = last ? `${last}\n${line}` : line;
    }
    chunks.forEach((body, k) => {
      const section = `Schedule ${n}${piece.label ? ` ${piece.label}` : ""}${chunks.length > 1 ? ` (${k + 1})` : ""}`;
      add({ act: CONSTITUTION, section, title: piece.head ? `${title} — ${heading(piece.head)}` : title, body: clean(body), notes: null, source: sourceOf(COI_SCHEDULES, file) });
    });
  }
}

// ----- the central acts (India Code, via Svetozar-Technologies/indian-law)

const actNames: { slug: string; act: string; title: string }[] = [];
const pageOnly = new Set<string>();
for (const slug of LIBRARY_ACTS) {
  const file = `data/cache/laws/${slug}.lino`;
  const defs = readLino(show(SVETOZAR, file));
  const law = linoFields(defs.get("obj_root_law") ?? []);
  const title = law.get("title") ?? slug;
  const act = libraryActName(title);
  actNames.push({ slug, act, title });
  for (const ref of defs.get("obj_root_law_sections") ?? []) {
    const s = linoFields(defs.get(ref) ?? []);
    // A law India Code gives only as a PDF is cut into pages ("kind page", "Page 3"), not sections: left out.
    if (s.get("kind") === "page") {
      pageOnly.add(act);
      continue;
    }
    // A one-line text is written in place; a longer one is a `string` definition of its own.
    const textOf = (v: string | undefined) => (v === undefined ? "" : defs.has(v) ? linoText(defs.get(v)) : clean(v));
    const body = textOf(s.get("content"));
    const notes = textOf(s.get("footnotes"));
    add({ act, section: sectionNumber(s.get("sectionNo") ?? ""), title: heading(s.get("title") ?? ""), body, notes: notes || null, source: sourceOf(SVETOZAR, file) });
  }
}

// ----- the Schedule of the Limitation Act, 1963 (its articles: "Schedule Article 14")

{
  const schedule = JSON.parse(readFileSync(limitationFile, "utf8")) as { articles: { article: string; description: string; period_text: string; starts_from: string }[] };
  const act = canonicalActName("Limitation Act, 1963");
  for (const a of schedule.articles) {
    const body = `${clean(a.description)}\nPeriod of limitation: ${clean(a.period_text)}\nTime from which period begins to run: ${clean(a.starts_from)}`;
    add({ act, section: `Schedule Article ${sectionNumber(a.article)}`, title: heading(a.description), body, notes: null, source: sourceOf(LIMITATION_SCHEDULE, LIMITATION_SCHEDULE.path) });
  }
}

// ------------------------------------------------------------------ the migration

const q = (s: string | null) => (s === null ? "NULL" : `'${s.replace(/'/g, "''")}'`);
const values = rows.map((r) => `(${q(r.act)}, ${q(r.section)}, ${q(r.title)}, ${q(r.body)}, ${q(r.source)}, ${q(r.notes)})`);
const groups: string[][] = [[]];
let size = 0;
for (const v of values) {
  if (size + v.length > MAX_STATEMENT && groups[groups.length - 1].length) {
    groups.push([]);
    size = 0;
  }
  groups[groups.length - 1].push(v);
  size += v.length;
}

const header = [
  "-- The statutes library (issue 35 item 1, decision 101): the Constitution of India (articles and",
  "-- schedules), BNS, BNSS, BSA and the central acts the judgments cite most (docs/statutes-library.md),",
  "-- section by section. Generated by scripts/statute-library.ts — never edit by hand; each row names its",
  "-- source (repository@commit:file). `notes`: the amendment footnotes as the source gives them.",
  `-- ${rows.length} rows, ${counts.size} acts. Rows of migration 0025 are kept (INSERT OR IGNORE).`,
];
const statements = groups.map((g) => `INSERT OR IGNORE INTO \`statute_sections\` (\`act\`, \`section\`, \`title\`, \`body\`, \`source\`, \`notes\`) VALUES\n${g.join(",\n")};--> statement-breakpoint`);
const sql = [...header, ...statements, "INSERT INTO `statute_sections_fts`(`statute_sections_fts`) VALUES ('rebuild');", ""].join("\n");
writeFileSync(out, sql);

const largest = Math.max(...statements.map((s) => Buffer.byteLength(s)));
console.error(`(${kept0025} sections of migration 0025 kept as they are)`);
console.error(`${out}: ${rows.length} rows, ${counts.size} acts, ${statements.length} statements (largest ${largest} bytes), ${Buffer.byteLength(sql)} bytes`);
for (const { slug, act, title } of actNames) console.error(`  ${act}\t${counts.get(act) ?? 0}\t(${title}; ${slug})${pageOnly.has(act) ? "\tLEFT OUT: pages, not sections" : ""}`);
console.error(`  ${CONSTITUTION}\t${counts.get(CONSTITUTION) ?? 0}`);
