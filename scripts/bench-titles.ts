/**
 * npm run bench:titles
 *
 * Titles, parties and bench from the text (issue 24 item 1, decision 055) on
 * ../shared/data/judgments-sample.jsonl, with the product's own extractor (search-index/cause-title.ts):
 * 1. coverage of the title (a usable one: not missing, not a case-number fragment), the bench, the
 *    author (a full name, not a surname alone), the case number and the decision date, as the
 *    source gives them and after the import fills what it lacks (`planExtraction`), per source;
 * 2. precision: on every record whose source does give the field, the field is hidden, extracted
 *    from the text and compared with the source's value (names compared by their letters, the bench
 *    by its set of surnames). Found = the extractor gave a value; right = it equals the source's.
 * Pure: reads the file, writes nothing.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { cleanParty, extractCaseHeader, isSurnameOnly, lacksTitle, planExtraction, type HeadFields } from "../search-index/cause-title";

type Rec = {
  id: string;
  title?: string;
  appellant?: string;
  respondent?: string;
  judges?: string[];
  author?: string;
  case_number?: string;
  decision_date?: string;
  judgment_text: string;
};
const file = path.resolve(process.argv.slice(2).find((a) => !a.startsWith("--")) ?? "../shared/data/judgments-sample.jsonl");
const records: Rec[] = readFileSync(file, "utf8")
  .split("\n")
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l) as Rec);

/** What the import stores from the record (judgmentToCase's rule), as the extractor's input. */
const stored = (r: Rec): HeadFields => ({
  appellant: r.appellant ?? r.title ?? "(cause title not given in the source)",
  respondent: r.appellant ? r.respondent ?? null : null,
  judgeName: r.author ?? null,
  allJudges: r.judges?.length ? r.judges.join("; ") : null,
  caseNumber: r.case_number ?? null,
  decidedDate: r.decision_date ?? null,
});
const has = {
  title: (h: HeadFields) => !lacksTitle(h.appellant),
  bench: (h: HeadFields) => !!h.allJudges,
  author: (h: HeadFields) => !!h.judgeName && !isSurnameOnly(h.judgeName),
  "case number": (h: HeadFields) => !!h.caseNumber,
  "decision date": (h: HeadFields) => !!h.decidedDate,
};
const prefixes = [...new Set(records.map((r) => r.id.split(":")[0]))];
const groups: [string, Rec[]][] = [["all", records], ...prefixes.map((p) => [p, records.filter((r) => r.id.startsWith(`${p}:`))] as [string, Rec[]])];

const started = Date.now();
const after = new Map(records.map((r) => [r.id, { ...stored(r), ...planExtraction(stored(r), r.judgment_text) }]));
const ms = Date.now() - started;

console.log(`Titles and bench from the text on ${records.length.toLocaleString()} judgments (${path.basename(file)}); extraction took ${ms} ms in all.\n`);
console.log("1. Coverage: records having the field, as the source gives it -> after the import fills it from the text");
console.log(`| field | ${groups.map(([g, rs]) => `${g} (${rs.length})`).join(" | ")} |`);
console.log(`| --- | ${groups.map(() => "---").join(" | ")} |`);
for (const [name, test] of Object.entries(has)) {
  const cells = groups.map(([, rs]) => `${rs.filter((r) => test(stored(r))).length} -> ${rs.filter((r) => test(after.get(r.id)!)).length}`);
  console.log(`| ${name} | ${cells.join(" | ")} |`);
}

const letters = (s: string) => s.toLowerCase().replace(/[^a-z]/g, "");
/** A judge's name as a key: its words of three letters or more, sorted ("SINGH, K.N." and "K.N. Singh" agree). */
const surname = (s: string) =>
  s
    .toLowerCase()
    .replace(/\b(?:cji|c\.\s?j|j)\.?\s*$/, "")
    .split(/[^a-z]+/)
    .filter((w) => w.length > 2)
    .sort()
    .join(" ");
type Score = { n: number; found: number; right: number; wrong: string[] };
const score = (): Score => ({ n: 0, found: 0, right: 0, wrong: [] });
const scores: Record<string, Score> = {
  title: score(),
  bench: score(),
  author: score(),
  "case number": score(),
  "decision date": score(),
};
for (const r of records) {
  const x = extractCaseHeader(r.judgment_text);
  const srcTitle = r.appellant && r.respondent ? { a: cleanParty(r.appellant), b: cleanParty(r.respondent) } : null;
  if (srcTitle?.a && srcTitle.b) {
    const s = scores.title;
    s.n++;
    if (x.appellant) {
      s.found++;
      if (letters(x.appellant) === letters(srcTitle.a) && letters(x.respondent ?? "") === letters(srcTitle.b)) s.right++;
      else s.wrong.push(`${r.id}: "${x.appellant} v. ${x.respondent}" / source "${srcTitle.a} v. ${srcTitle.b}"`);
    }
  }
  if (r.judges?.length) {
    const s = scores.bench;
    s.n++;
    if (x.judges?.length) {
      s.found++;
      const a = new Set(x.judges.map(surname));
      const b = new Set(r.judges.map(surname));
      if (a.size === b.size && [...a].every((v) => b.has(v))) s.right++;
      else s.wrong.push(`${r.id}: ${x.judges.join("; ")} / source ${r.judges.join("; ")}`);
    }
  }
  if (r.author && !isSurnameOnly(r.author)) {
    const s = scores.author;
    s.n++;
    if (x.author) {
      s.found++;
      // An author is written as a surname or in full: right when the shorter's words are all in the longer.
      const [p, q] = [surname(x.author).split(" "), surname(r.author).split(" ")].sort((m, n) => m.length - n.length);
      if (p.every((w) => q.includes(w))) s.right++;
      else s.wrong.push(`${r.id}: ${x.author} / source ${r.author}`);
    }
  }
  if (r.case_number) {
    const s = scores["case number"];
    s.n++;
    if (x.caseNumber) {
      s.found++;
      if (letters(x.caseNumber) === letters(r.case_number.replace(/\.$/, ""))) s.right++;
      else s.wrong.push(`${r.id}: ${x.caseNumber} / source ${r.case_number}`);
    }
  }
  if (r.decision_date) {
    const s = scores["decision date"];
    s.n++;
    if (x.decisionDate) {
      s.found++;
      if (x.decisionDate === r.decision_date) s.right++;
      else s.wrong.push(`${r.id}: ${x.decisionDate} / source ${r.decision_date}`);
    }
  }
}
console.log("\n2. Precision on records whose source gives the field (hidden, extracted, compared)");
console.log("| field | records with it | extractor found | right | precision | recall |");
console.log("| --- | --- | --- | --- | --- | --- |");
for (const [name, s] of Object.entries(scores)) {
  const p = s.found ? (s.right / s.found).toFixed(3) : "–";
  console.log(`| ${name} | ${s.n} | ${s.found} | ${s.right} | ${p} | ${(s.right / Math.max(1, s.n)).toFixed(3)} |`);
}
const verbose = process.argv.includes("--verbose");
for (const [name, s] of Object.entries(scores)) {
  if (!s.wrong.length) continue;
  console.log(`\n${name}: ${s.wrong.length} differ from the source${verbose ? "" : " (first 8; --verbose for all)"}`);
  for (const w of verbose ? s.wrong : s.wrong.slice(0, 8)) console.log(`  ${w}`);
}
