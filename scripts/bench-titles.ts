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
 * 3. titles as cited (decision 090), on both files as `npm run bench:citator` imports them: the names
 *    other judgments write before citations resolved by citation are read from that benchmark's
 *    state (BENCH_CITATOR_STATE, else .wrangler/bench-citator; skipped when absent; never written).
 *    Coverage: the records left without a title by source and text that would get one; precision:
 *    on records whose source gives a title and that two or more judgments cite by name, the title is
 *    hidden, chosen as cited and compared with the source's by name key.
 * Reads the files (and that state), writes nothing.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { citedNamesOf } from "../app/services/cases/titles-as-cited.server";
import { createContext } from "../app/utils/context.server";
import { chooseTitleAsCited, nameOnlyKey, TITLE_RULE, type TitleRule } from "../search-index/titles-as-cited";
import { openPlatform } from "./lib/platform";
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

await titlesAsCited();

/** Section 3 (decision 090): titles as cited, over the bench:citator state's graph. */
async function titlesAsCited() {
  const state = path.resolve(process.env.BENCH_CITATOR_STATE ?? ".wrangler/bench-citator");
  console.log("\n3. Titles as cited (decision 090), on judgments-sample.jsonl and precedents-dev/prior_cases.jsonl.gz");
  if (!existsSync(path.join(state, "v3", "d1"))) {
    console.log(`  skipped: no bench:citator state at ${state} (run npm run bench:citator, or set BENCH_CITATOR_STATE)`);
    return;
  }
  const prior = gunzipSync(readFileSync(path.resolve(path.dirname(file), "precedents-dev/prior_cases.jsonl.gz")))
    .toString("utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Rec);
  const all = new Map<string, Rec>();
  for (const r of [...records, ...prior]) if (!all.has(r.id)) all.set(r.id, r);
  const platform = await openPlatform(state);
  try {
    const ctx = createContext(platform.env, undefined);
    const rows = (await platform.env.DB.prepare("select doc_id as docId, source_id as sourceId, decided_year as decidedYear from cases where deleted_at is null").all<{ docId: number; sourceId: string | null; decidedYear: number | null }>()).results;
    const bySource = new Map(rows.filter((r) => r.sourceId).map((r) => [r.sourceId!, r]));
    const names = await citedNamesOf(
      ctx,
      rows.map((r) => r.docId),
    );
    const rules: [string, TitleRule][] = [
      ["2 agree, no other as many (shipped)", TITLE_RULE],
      ["3 agree, no other as many", { minAgreeing: 3, unanimous: false }],
      ["2 agree, none disagrees", { minAgreeing: 2, unanimous: true }],
    ];
    const imported = [...all.values()].filter((r) => bySource.has(r.id));
    const titleOf = (r: Rec) => ({ ...stored(r), ...planExtraction(stored(r), r.judgment_text) });
    const untitled = imported.filter((r) => lacksTitle(titleOf(r).appellant));
    // A title the source (or, failing it, the text) gives: hidden, then chosen as cited.
    const withSource = imported.flatMap((r) => {
      const t = titleOf(r);
      const a = !lacksTitle(t.appellant) && t.respondent ? cleanParty(t.appellant ?? "") : null;
      const b = t.respondent ? cleanParty(t.respondent) : null;
      const key = a && b ? nameOnlyKey(a, b) : null;
      const row = bySource.get(r.id);
      const cited = row ? names.get(row.docId) ?? [] : [];
      return key && row && new Set(cited.map((n) => n.citingDocId)).size >= 2 ? [{ r, key, title: `${a} v. ${b}`, row, cited }] : [];
    });
    console.log(`(a) coverage: ${untitled.length.toLocaleString()} of ${imported.length.toLocaleString()} imported records have no title from their source or text; ${untitled.filter((r) => names.has(bySource.get(r.id)?.docId ?? -1)).length.toLocaleString()} of them are cited by name beside a citation resolved to them.`);
    console.log(`(b) precision: ${withSource.length} records whose source (or text) gives a title are cited by name by 2 or more judgments; the title hidden, chosen as cited, compared by name key (the text extractor's title precision is in 2.)`);
    console.log("| rule | (a) untitled records titled | (b) found | (b) right | (b) precision | (b) recall |");
    console.log("| --- | --- | --- | --- | --- | --- |");
    const wrong: string[] = [];
    const chosen: string[] = [];
    for (const [label, rule] of rules) {
      let titled = 0;
      for (const r of untitled) {
        const row = bySource.get(r.id)!;
        const t = chooseTitleAsCited(names.get(row.docId) ?? [], row.decidedYear, rule);
        if (!t) continue;
        titled++;
        if (rule === TITLE_RULE) chosen.push(`${r.id}: "${t.appellant} v. ${t.respondent}" (${t.citers} citing) | ${(r as { citations?: string[] }).citations?.join("; ") ?? ""}`);
      }
      let found = 0;
      let right = 0;
      for (const w of withSource) {
        const t = chooseTitleAsCited(w.cited, w.row.decidedYear, rule);
        if (!t) continue;
        found++;
        if (t.key === w.key) right++;
        else if (rule === TITLE_RULE) wrong.push(`${w.r.id}: "${t.appellant} v. ${t.respondent}" (${t.citers} citing) / source "${w.title}"`);
      }
      console.log(`| ${label} | ${titled} | ${found} | ${right} | ${found ? (right / found).toFixed(3) : "–"} | ${(right / Math.max(1, withSource.length)).toFixed(3)} |`);
    }
    // No source title to compare with: the titles chosen, beside the record's own citations, for a reader to check.
    console.log(`\ntitles as cited (shipped rule), with the record's citations${verbose ? "" : " (every 10th; --verbose for all)"}`);
    for (const c of verbose ? chosen : chosen.filter((_, i) => i % 10 === 0)) console.log(`  ${c}`);
    if (wrong.length) {
      console.log(`\ntitle as cited: ${wrong.length} differ from the source's name key${verbose ? "" : " (first 12; --verbose for all)"}`);
      for (const w of verbose ? wrong : wrong.slice(0, 12)) console.log(`  ${w}`);
    }
  } finally {
    await platform.dispose();
  }
}
