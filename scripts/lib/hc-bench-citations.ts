/**
 * npm run bench:high-courts -- --only citations (issue 32 items 3 and 5; decision 097): how the
 * citation parser reads the cited cases of High Court sentences, on
 * ../shared/data/high-court-dev/sentences.jsonl (InLegalNER training split; PRECEDENT spans are a
 * cited case, name and citation).
 *
 * A span "holds a citation" by a rule that knows nothing of the parser (CITATION_SHAPE below): it
 * has a four-digit year (1800–2029) that is not a date's or a case number's ("12.5.1982", "850/2016",
 * "No. 12 of 1985"), and beside it, with only brackets, commas, dashes and a volume number between,
 * a reporter-like word — one to four words of at most twelve letters each, at least one a capital,
 * not "No", "of", "and", "dated" — and after that a page number; or the AIR and ILR order, that word
 * before the year. The figures:
 *   1. of the spans that hold a citation, the share with a citation read (findCitationMatches) starting inside;
 *   2. of the citations read in all sentences, the share starting inside a PRECEDENT span;
 * each beside a PLAIN BASELINE of the same run: the parser as it was before decision 097, its
 * Supreme Court reporters' patterns only (`findCitationMatches(text, { tableReporters: false })`).
 * With `list`, the spans missed and the citations read outside a span are listed.
 */
import { pct, readSentences, type Span } from "./hc-sentences";
import { findCitationMatches, type CitationMatch } from "../../search-index/citations";


const YEAR = String.raw`(?:1[89]\d\d|20[0-2]\d)`;
/** A reporter-like word; never a case number's "No." / "NO." / "Nos.", nor a joining word. */
const WORD = String.raw`(?!(?:No|NO|Nos|NOS|of|OF|and|dated|at|in|the|vs?|page|para)\b)[A-Za-z][A-Za-z'&]{0,11}\.?`;
const ABBR = String.raw`${WORD}(?:[ \t]{0,2}${WORD}){0,3}`;
const GLUE = String.raw`[\s()[\],:-]{0,4}`;
/**
 * The independent rule: YEAR [VOL] ABBR [(court)] PAGE, VOL (YEAR) ABBR PAGE, or ABBR YEAR [VOL]
 * COURT PAGE; the year not glued to a date's or number's "/", "-" or "." before it, nor to a "/" after.
 */
const CITATION_SHAPE = new RegExp(
  String.raw`(?<![\d/.-])(?<!\bof\s)(?:${YEAR}${GLUE}(?:\d{1,4}${GLUE}|[IVX]{1,4}${GLUE})?(?=[A-Z])${ABBR}${GLUE}(?:\([A-Za-z.& ]{1,20}\)${GLUE})?(?:p(?:age)?\.?\s{0,2})?\d{1,5}\b` +
    String.raw`|\d{1,3}${GLUE}\(${YEAR}\)${GLUE}${ABBR}${GLUE}\d{1,5}\b)` +
    String.raw`|\b(?=[A-Z])${ABBR}${GLUE}${YEAR}(?![/\d])${GLUE}(?:\d{1,3}${GLUE})?(?:${ABBR}${GLUE})?\d{1,5}\b`,
);

/** Whether a PRECEDENT span holds a citation, by CITATION_SHAPE (no use of the parser). */
export function holdsCitation(text: string): boolean {
  const m = CITATION_SHAPE.exec(text);
  return Boolean(m);
}

const inside = (m: CitationMatch, spans: Span[]) => spans.some((s) => s.label === "PRECEDENT" && m.index >= s.start && m.index < s.end);

/** A CASE_NUMBER span that is a cited case (CITED_NUMBER above). */
const citedNumber = (s: Span) => s.label === "CASE_NUMBER" && holdsCitation(s.text);
/** What may lie between a PRECEDENT span holding the name and its citation (ADJOINING above). */
const ADJOINING_GAP = /^[\s,:;([{"'-]{0,6}(?:(?:reported|cited)\s{1,3}(?:in|as|at)\b[\s,:;([{"'-]{0,6})?$/i;

/** Whether a citation read lies in a cited case's span by the two rules (PRECEDENT, CITED_NUMBER, ADJOINING). */
export function insideCitedCase(m: Pick<CitationMatch, "index">, text: string, spans: Span[]): boolean {
  if (spans.some((s) => (s.label === "PRECEDENT" || citedNumber(s)) && m.index >= s.start && m.index < s.end)) return true;
  const before = spans.filter((s) => s.end <= m.index).sort((a, b) => b.end - a.end)[0];
  return Boolean(before && before.label === "PRECEDENT" && m.index - before.end <= 40 && ADJOINING_GAP.test(text.slice(before.end, m.index)));
}

export async function citationFigures(dir: string, opts: { list: boolean }): Promise<string> {
  const sentences = readSentences(dir);
  const run = () => ({ spansRead: 0, numbersRead: 0, read: 0, readInside: 0, readInCited: 0, ms: 0 });
  const runs = { parser: run(), baseline: run() };
  let spansWithCitation = 0;
  let numbersWithCitation = 0;
  let precedentSpans = 0;
  const missed: string[] = [];
  const outside: string[] = [];
  const outsideBy = new Map<string, number>();
  for (const s of sentences) {
    const t0 = performance.now();
    const found = findCitationMatches(s.text);
    const t1 = performance.now();
    const plain = findCitationMatches(s.text, { tableReporters: false });
    const t2 = performance.now();
    runs.parser.ms += t1 - t0;
    runs.baseline.ms += t2 - t1;
    for (const span of s.spans) {
      const at = (ms: CitationMatch[]) => ms.some((m) => m.index >= span.start && m.index < span.end);
      if (citedNumber(span)) {
        numbersWithCitation++;
        if (at(found)) runs.parser.numbersRead++;
        else missed.push(`${s.id.split(":").pop()} · CASE_NUMBER · ${span.text.slice(0, 140)}`);
        if (at(plain)) runs.baseline.numbersRead++;
      }
      if (span.label !== "PRECEDENT") continue;
      precedentSpans++;
      if (!holdsCitation(span.text)) continue;
      spansWithCitation++;
      if (at(found)) runs.parser.spansRead++;
      else missed.push(`${s.id.split(":").pop()} · ${span.text.slice(0, 140)}`);
      if (at(plain)) runs.baseline.spansRead++;
    }
    for (const [r, ms] of [[runs.parser, found], [runs.baseline, plain]] as const) {
      r.read += ms.length;
      r.readInside += ms.filter((m) => inside(m, s.spans)).length;
      r.readInCited += ms.filter((m) => insideCitedCase(m, s.text, s.spans)).length;
    }
    for (const m of found) {
      if (insideCitedCase(m, s.text, s.spans)) continue;
      const label = s.spans.find((x) => m.index >= x.start && m.index < x.end)?.label ?? "no span";
      outsideBy.set(label, (outsideBy.get(label) ?? 0) + 1);
      outside.push(`${s.id.split(":").pop()} · ${label} · \`${m.written}\` → ${m.citation.display} · …${s.text.slice(Math.max(0, m.index - 50), m.index).replace(/\s+/g, " ")}`);
    }
  }
  const rows = [
    ["the parser (every reporter, decision 097)", runs.parser],
    ["plain baseline: the Supreme Court reporters' patterns only", runs.baseline],
  ] as const;
  const cited = spansWithCitation + numbersWithCitation;
  const out = [
    "## Citations in High Court sentences",
    "",
    `${sentences.length.toLocaleString()} sentences, ${precedentSpans.toLocaleString()} PRECEDENT spans, of which ${spansWithCitation.toLocaleString()} hold a citation (a year, a reporter-like word and a page, by a plain shape that does not use the parser: scripts/lib/hc-bench-citations.ts); ${numbersWithCitation} CASE_NUMBER spans hold one too (cases cited without their names: "X's case (1979 Cri LJ 333)", footnotes).`,
    "",
    "Cited cases' spans: PRECEDENT spans, and CASE_NUMBER spans that hold a citation; a citation right after a PRECEDENT span with only punctuation or \"reported in\" between belongs to that span (its name only). Beside: PRECEDENT spans only, as annotated.",
    "",
    "| run | cited cases' spans with a citation read inside (goal ≥ 92 %) | PRECEDENT only | citations read | of them inside a cited case's span (goal ≥ 97 %) | inside a PRECEDENT span, as annotated | time |",
    "| --- | --- | --- | --- | --- | --- | --- |",
    ...rows.map(
      ([name, r]) =>
        `| ${name} | ${r.spansRead + r.numbersRead} / ${cited} = ${pct(r.spansRead + r.numbersRead, cited)} | ${r.spansRead} / ${spansWithCitation} = ${pct(r.spansRead, spansWithCitation)} | ${r.read} | ${r.readInCited} = ${pct(r.readInCited, r.read)} | ${r.readInside} = ${pct(r.readInside, r.read)} | ${r.ms.toFixed(0)} ms |`,
    ),
    "",
    `Read outside a cited case's span: ${outside.length} — ${[...outsideBy].map(([l, n]) => `${n} in ${l === "no span" ? "no span" : `a ${l} span`}`).join(", ")} (listed with --list).`,
  ];
  if (opts.list) {
    out.push("", "### Cited cases' spans holding a citation with none read", "", ...missed.map((m) => `- ${m}`));
    out.push("", "### Citations read outside a cited case's span", "", ...outside.map((m) => `- ${m}`));
  }
  return out.join("\n");
}
