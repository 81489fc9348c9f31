/**
 * No text stalls a reader (issue 32 item 1, decision 098): every reader of judgment text runs in
 * time linear in its input. Each reader is fed adversarial text (long runs of spaces, dots,
 * "......", capitalised words, "Mr. Justice " over and over, a "Coram:" block with no blank line
 * after it, repeated lines, digits and slashes, nested brackets, a megabyte of one character) and
 * real heads, sentences and judgments from ../shared/data, and must stay under a bound per 10 KB.
 *
 * This is a DENIAL-OF-SERVICE GUARD WITH A GENEROUS BOUND, NOT A SPEED FIGURE: a regex that
 * backtracks super-linearly is off by orders of magnitude (seconds or hours on 100 KB where a linear
 * reader takes milliseconds), so the bound is loose enough never to fail on a slow or busy machine
 * and still catch that. Speed is measured by `npm run bench*`, not here. The static check of the
 * same property is eslint-plugin-regexp's no-super-linear-backtracking / no-super-linear-move in
 * `npm run lint`; this test also catches what a linter cannot see (a regex built at run time, a
 * slice to the end of the text per match, a loop over every pair of lines).
 *
 * A synchronous reader cannot be interrupted, so sizes grow step by step (1 KB, 10 KB, 100 KB,
 * 1 MB for one character) and a reader stops at the first size over its bound: a super-linear
 * reader fails in seconds instead of hanging the run.
 */
import path from "node:path";
import { readFileSync, existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { extractCaseHeader, htmlToLines, planExtraction, cleanParty, type HeadFields } from "./cause-title";
import { extractCounsel, normalizeAdvocate } from "./counsel";
import { cleanBench, cleanJudgeName } from "./judges";
import { findCitationMatches, findCitations, parseCitation, normaliseCitationText } from "./citations";
import { citationsToCheck, namesWithYears } from "./citation-check";
import { findReferences, judgmentParagraphs, parallelCitations, sentenceAround, nameBefore } from "./citation-graph";
import { nameWords } from "./case-names";
import { extractStatuteRefs, actAfter } from "./statute-refs";
import { statuteIndexRows, splitNumber } from "./statute-index";
import { canonicalActsMatching, resolveAct, isActFragment } from "./acts-canon";
import { numberJudgment, numberedJudgmentHtml } from "./paragraphs";
import { classifyTreatment, sentenceBounds } from "./treatment";
import { nameAsCited } from "./titles-as-cited";
import { textFingerprint } from "./fingerprint";
import { snippetParts } from "./snippets";
import { counterpartNote } from "./case-statutes";
import { detectFacts, capitalisedOnly, stemSet, everyTokenMatch } from "./facts";
import { actsNamed, candidateStems, citationContext, cleanText, hyphenPairs, latestYear, queryText } from "./precedents";
import { htmlToText, tokenize } from "./text";
import { pairSequence, plainTerms } from "./phrase-pairs";
import { decodeCitatorLine } from "./citator-line";
import { pdfParagraphs } from "../app/utils/pdf-paragraphs";
import { flattenNumberedLists } from "../app/utils/numbered-paragraphs";
import { cleanText as cleanFormText } from "../app/utils/clean-text";

/** The bound: this many milliseconds per 10 KB of input (a linear reader takes 0.1–5 ms). */
const MS_PER_10KB = 100;
/** …and never less than this (timer noise, garbage collection, a busy machine). */
const FLOOR_MS = 150;
const boundMs = (chars: number) => Math.max(FLOOR_MS, (MS_PER_10KB * chars) / 10_240);

type Reader = { name: string; owner: string; read: (s: string) => unknown };

const EMPTY_HEAD: HeadFields = { appellant: null, respondent: null, judgeName: null, allJudges: null, caseNumber: null, decidedDate: null };
const mid = (s: string) => Math.floor(s.length / 2);

/** Every reader of text, with the module that owns it (a failure names whom to ask). */
const READERS: Reader[] = [
  { name: "extractCaseHeader", owner: "cause-title.ts", read: (s) => extractCaseHeader(s) },
  { name: "planExtraction", owner: "cause-title.ts", read: (s) => planExtraction(EMPTY_HEAD, s) },
  { name: "htmlToLines", owner: "cause-title.ts", read: (s) => htmlToLines(s) },
  { name: "cleanParty", owner: "cause-title.ts", read: (s) => cleanParty(s) },
  { name: "extractCounsel", owner: "counsel.ts", read: (s) => extractCounsel(s) },
  { name: "normalizeAdvocate", owner: "counsel.ts", read: (s) => normalizeAdvocate(s) },
  { name: "cleanBench", owner: "judges.ts", read: (s) => cleanBench(s) },
  { name: "cleanJudgeName", owner: "judges.ts", read: (s) => cleanJudgeName(s) },
  { name: "findCitations", owner: "citations.ts", read: (s) => findCitations(s) },
  { name: "findCitationMatches", owner: "citations.ts", read: (s) => findCitationMatches(s) },
  { name: "parseCitation", owner: "citations.ts", read: (s) => parseCitation(s) },
  { name: "normaliseCitationText", owner: "citations.ts", read: (s) => normaliseCitationText(s) },
  { name: "citationsToCheck", owner: "citation-check.ts", read: (s) => citationsToCheck(s, 2026) },
  { name: "namesWithYears", owner: "citation-check.ts", read: (s) => namesWithYears(s, 2026) },
  { name: "findReferences", owner: "citation-graph.ts", read: (s) => findReferences({ judgmentHtml: s }) },
  { name: "judgmentParagraphs", owner: "citation-graph.ts", read: (s) => judgmentParagraphs(s) },
  { name: "parallelCitations", owner: "citation-graph.ts", read: (s) => parallelCitations(s) },
  { name: "sentenceAround", owner: "citation-graph.ts", read: (s) => sentenceAround(s, mid(s), mid(s) + 5) },
  { name: "nameBefore", owner: "citation-graph.ts", read: (s) => nameBefore(s) },
  { name: "nameWords", owner: "case-names.ts", read: (s) => nameWords(s) },
  { name: "extractStatuteRefs", owner: "statute-refs.ts", read: (s) => extractStatuteRefs(s) },
  { name: "actAfter", owner: "statute-refs.ts", read: (s) => actAfter(s) },
  { name: "statuteIndexRows", owner: "statute-index.ts", read: (s) => statuteIndexRows({ judgment: s, headnotes: s.slice(0, 2000) }, []) },
  { name: "splitNumber", owner: "statute-index.ts", read: (s) => splitNumber(s) },
  { name: "canonicalActsMatching", owner: "acts-canon.ts", read: (s) => canonicalActsMatching(s) },
  { name: "resolveAct", owner: "acts-canon.ts", read: (s) => [resolveAct(s), isActFragment(s)] },
  { name: "numberJudgment", owner: "paragraphs.ts", read: (s) => numberJudgment(s) },
  { name: "numberedJudgmentHtml", owner: "paragraphs.ts", read: (s) => numberedJudgmentHtml(s) },
  { name: "classifyTreatment", owner: "treatment.ts", read: (s) => classifyTreatment(s, [{ start: mid(s), end: mid(s) + 10 }], [{ start: 0, end: 5 }]) },
  { name: "sentenceBounds", owner: "treatment.ts", read: (s) => sentenceBounds(s, mid(s), mid(s) + 10) },
  { name: "nameAsCited", owner: "titles-as-cited.ts", read: (s) => nameAsCited(s, "AIR 1980 SC 962", 1980) },
  { name: "textFingerprint", owner: "fingerprint.ts", read: (s) => textFingerprint(s) },
  { name: "snippetParts", owner: "snippets.ts", read: (s) => snippetParts(s, ["section", "appeal", "justice"]) },
  { name: "counterpartNote", owner: "case-statutes.ts", read: (s) => counterpartNote("Indian Penal Code, 1860", s) },
  { name: "detectFacts", owner: "facts.ts", read: (s) => detectFacts(s) },
  { name: "capitalisedOnly", owner: "facts.ts", read: (s) => capitalisedOnly(s) },
  { name: "stemSet", owner: "facts.ts", read: (s) => stemSet(s) },
  { name: "everyTokenMatch", owner: "facts.ts", read: (s) => everyTokenMatch(s) },
  { name: "cleanText (precedents)", owner: "precedents.ts", read: (s) => cleanText(s) },
  { name: "citationContext", owner: "precedents.ts", read: (s) => citationContext(s, 300) },
  { name: "hyphenPairs", owner: "precedents.ts", read: (s) => hyphenPairs(s) },
  { name: "candidateStems", owner: "precedents.ts", read: (s) => candidateStems(s) },
  { name: "actsNamed", owner: "precedents.ts", read: (s) => actsNamed(s) },
  { name: "queryText", owner: "precedents.ts", read: (s) => queryText(s) },
  { name: "latestYear", owner: "precedents.ts", read: (s) => latestYear(s, 2026) },
  { name: "htmlToText", owner: "text.ts", read: (s) => htmlToText(s) },
  { name: "tokenize", owner: "text.ts", read: (s) => tokenize(s) },
  { name: "plainTerms/pairSequence", owner: "phrase-pairs.ts", read: (s) => [plainTerms(s), pairSequence(s)] },
  { name: "decodeCitatorLine", owner: "citator-line.ts", read: (s) => decodeCitatorLine(s) },
  { name: "pdfParagraphs", owner: "app/utils/pdf-paragraphs.ts", read: (s) => pdfParagraphs(s) },
  { name: "flattenNumberedLists", owner: "app/utils/numbered-paragraphs.ts", read: (s) => flattenNumberedLists(s) },
  { name: "cleanText (forms)", owner: "app/utils/clean-text.ts", read: (s) => cleanFormText(s, { multiline: true }) },
];

/** `unit` repeated to `n` characters. */
const fill = (unit: string, n: number) => unit.repeat(Math.ceil(n / unit.length)).slice(0, n);

/** A Delhi head whose "Coram:" block runs on with no blank line after it. */
const CORAM_RUN =
  "IN THE HIGH COURT OF DELHI AT NEW DELHI\nW.P.(C) 1234/2015\nRAM KUMAR ..... Petitioner\nThrough: Mr. A. K. Singh, Advocate.\nversus\nUNION OF INDIA ..... Respondent\nThrough: Mr. B. Sharma, Advocate.\nCORAM:\n";

/** Adversarial text: each makes a string of about `n` characters. */
const ADVERSARIAL: Record<string, (n: number) => string> = {
  spaces: (n) => fill(" ", n),
  dots: (n) => fill(".", n),
  "one capital letter": (n) => fill("A", n),
  "line breaks": (n) => fill("\n", n),
  "open brackets": (n) => fill("(", n),
  "less-than signs": (n) => fill("<", n),
  "digits": (n) => fill("1", n),
  "spaces and a word at the end": (n) => fill(" ", n - 10) + "Section 3x",
  "mixed whitespace": (n) => fill(" \t \u00a0\r\n \n", n),
  "dot runs between words": (n) => fill("Appellant ...... Respondent ..... ", n),
  "capitalised words": (n) => fill("Ram Kumar Singh Verma Prasad Ltd Co ", n),
  "capitalised words, no spaces": (n) => fill("RamKumarSinghVermaPrasad", n),
  "Mr. Justice repeated": (n) => fill("Mr. Justice ", n),
  "HON'BLE MR. JUSTICE repeated": (n) => fill("HON'BLE MR. JUSTICE A.B. ", n),
  "Coram: then one long line": (n) => CORAM_RUN + fill("HON'BLE MR. JUSTICE RAJIV SHAKDHER ", n - CORAM_RUN.length),
  "Coram: then names line by line": (n) => CORAM_RUN + fill("HON'BLE MR. JUSTICE S. RAVINDRA BHAT\n", n - CORAM_RUN.length),
  "repeated lines": (n) => fill("Shri Shashank V. Manohar , Advocate for Appellant\n", n),
  "repeated head": (n) => fill(`${CORAM_RUN}HON'BLE MR. JUSTICE X. Y. ZED\n\n`, n),
  "digits and slashes": (n) => fill("1/2/3/45/678/", n),
  "case numbers": (n) => fill("R/SCR.A/9089/2017 ", n),
  "citations": (n) => fill("(2005) 12 SCC 599; AIR 1980 SC 962, ", n),
  "citation-like without a reporter": (n) => fill("(2005) 12 ", n),
  "section lists with no act": (n) => "Sections " + fill("302, 307 and 34 read with ", n - 9),
  "section heads": (n) => fill("Section 1 Section 2 s. 3 u/s 4 Art. 5 Order VI Rule 7 ", n),
  "provision with spaces": (n) => "Section 302" + fill(" ", n - 30) + "of the Indian Penal Code",
  "nested brackets": (n) => fill("(", n / 2) + fill(")", n / 2),
  "nested mixed brackets": (n) => fill("([{<", n / 2) + fill(">}])", n / 2),
  "tags": (n) => fill("<p><b>Held</b> that <i>x</i></p>", n),
  "hyphenated words": (n) => fill("discrim- ination Govern-\nment ", n),
  "long word": (n) => fill("abcdefghij", n),
  "v. repeated": (n) => fill("A v. B vs. C versus ", n),
  "treatment words": (n) => fill("followed and distinguished in overruled ", n),
  "numbered paragraphs": (n) => fill("1. 2) (3) 4.1 ", n),
};

const SINGLE_CHARACTER = new Set(["spaces", "dots", "one capital letter", "line breaks", "open brackets", "less-than signs", "digits"]);

function timeOf(read: (s: string) => unknown, input: string): number {
  const start = performance.now();
  read(input);
  return performance.now() - start;
}

/**
 * Runs `read` on ever larger inputs of one kind; returns the first failure (a size over its bound,
 * or 100 KB more than 40 times slower than 10 KB where a linear reader is 10 times), or null.
 */
function stallOf(read: (s: string) => unknown, make: (n: number) => string, sizes: number[]): string | null {
  read(make(1_024)); // warm-up: compile the regexes, load the tables
  const times: number[] = [];
  for (const n of sizes) {
    const input = make(n);
    let ms = timeOf(read, input);
    // Small inputs are read twice (the first read of a shape compiles code); a time over the bound
    // but under 10 times it is read again (a garbage collection pause does not repeat, a stall does).
    if ((n <= 10_240 && ms <= boundMs(input.length)) || (ms > boundMs(input.length) && ms < 10 * boundMs(input.length))) ms = Math.min(ms, timeOf(read, input));
    times.push(ms);
    if (ms > boundMs(input.length)) return `${Math.round(ms)} ms on ${Math.round(input.length / 1024)} KB (bound ${Math.round(boundMs(input.length))} ms)`;
  }
  // Scaling, once 100 KB takes long enough to measure: linear is 10×, quadratic 100×.
  // The 10 KB time is floored at 5 ms (a read of 0.1 ms is all timer and pause noise), and a ratio
  // over 40 is measured once more before it fails (a pause on a busy machine does not repeat).
  let [t10, t100] = [times[1], times[2]];
  const superLinear = () => t100 !== undefined && t100 > FLOOR_MS && t100 / Math.max(t10, 5) > 40;
  if (superLinear()) {
    t10 = Math.min(t10, timeOf(read, make(sizes[1])));
    t100 = Math.min(t100, timeOf(read, make(sizes[2])));
  }
  if (superLinear()) return `100 KB took ${Math.round(t100)} ms, ${Math.round(t100 / Math.max(t10, 5))}× the 10 KB (${t10.toFixed(1)} ms): super-linear`;
  return null;
}

const DATA = path.resolve(import.meta.dirname, "../../shared/data");
const HC = `${DATA}/high-court-dev`;
const jsonl = <T,>(file: string, every: number, max: number): T[] => {
  if (!existsSync(file)) return [];
  const out: T[] = [];
  const lines = readFileSync(file, "utf8").split("\n");
  for (let i = 0; i < lines.length && out.length < max; i += every) if (lines[i]) out.push(JSON.parse(lines[i]) as T);
  return out;
};

/** Real heads as given (one line) and with a layout (a break before the words a head's lines start with). */
function realTexts(): { what: string; texts: string[] } [] {
  const heads = jsonl<{ text: string }>(`${HC}/preambles.jsonl`, 10, 160).map((r) => r.text);
  const laidOut = heads.map((h) => h.replace(/ (?=Coram|CORAM|Through:|versus|Versus|Vs\.?|For |Before |Dated|Present|\.{3,})/g, "\n"));
  const sentences = jsonl<{ text: string }>(`${HC}/sentences.jsonl`, 28, 300).map((r) => r.text);
  // A judgment file is 38 MB: the first judgments are read from it (each 5–100 KB).
  const judgments = jsonl<{ judgment_text?: string }>(`${DATA}/judgments-sample.jsonl`, 200, 10).map((r) => r.judgment_text ?? "");
  return [
    { what: "real heads (one line)", texts: heads },
    { what: "real heads (laid out)", texts: laidOut },
    { what: "real sentences", texts: sentences },
    { what: "real judgments", texts: judgments },
    { what: "real heads joined (one text)", texts: [laidOut.join("\n\n")] },
  ];
}

const REAL = realTexts();

describe("every reader of text runs in time linear in its input (a denial-of-service guard, not a speed figure)", () => {
  it("has real text to read", () => {
    expect(REAL.find((r) => r.what === "real heads (one line)")!.texts.length).toBeGreaterThan(100);
    expect(REAL.find((r) => r.what === "real judgments")!.texts.length).toBeGreaterThan(5);
  });

  for (const reader of READERS) {
    it(`${reader.name} (${reader.owner}) stays under ${MS_PER_10KB} ms per 10 KB on adversarial and real text`, () => {
      const failures: string[] = [];
      for (const [what, make] of Object.entries(ADVERSARIAL)) {
        const sizes = SINGLE_CHARACTER.has(what) ? [1_024, 10_240, 102_400, 1_048_576] : [1_024, 10_240, 102_400];
        let stall: string | null;
        try {
          stall = stallOf(reader.read, make, sizes);
        } catch (e) {
          // A reader may refuse text (a throw is caught by the import guard); it must not stall.
          stall = null;
          void e;
        }
        if (stall) failures.push(`${what}: ${stall}`);
      }
      for (const { what, texts } of REAL) {
        let total = 0;
        let chars = 0;
        for (const t of texts) {
          let ms = 0;
          try {
            ms = timeOf(reader.read, t);
            if (ms > boundMs(t.length)) ms = Math.min(ms, timeOf(reader.read, t)); // a pause does not repeat, a stall does
          } catch {
            continue;
          }
          total += ms;
          chars += t.length;
          if (ms > boundMs(t.length)) failures.push(`${what}: ${Math.round(ms)} ms on one text of ${t.length} characters`);
        }
        // All of them together, bounded per 10 KB with one floor (heads are small: a floor each would hide a stall).
        if (total > boundMs(chars)) failures.push(`${what}: ${Math.round(total)} ms on ${Math.round(chars / 1024)} KB in all`);
      }
      expect(failures, `${reader.name} stalls`).toEqual([]);
    }, 300_000);
  }
});
