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
const WORD = String.raw`(?!(?:No|of|and|dated|at|in|the|vs?|page|para)\b)[A-Za-z][A-Za-z'&]{0,11}\.?`;
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

export async function citationFigures(dir: string, opts: { list: boolean }): Promise<string> {
  const sentences = readSentences(dir);
  const runs = { parser: { spansRead: 0, read: 0, readInside: 0, ms: 0 }, baseline: { spansRead: 0, read: 0, readInside: 0, ms: 0 } };
  let spansWithCitation = 0;
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
      if (span.label !== "PRECEDENT") continue;
      precedentSpans++;
      if (!holdsCitation(span.text)) continue;
      spansWithCitation++;
      const at = (ms: CitationMatch[]) => ms.some((m) => m.index >= span.start && m.index < span.end);
      if (at(found)) runs.parser.spansRead++;
      else missed.push(`${s.id.split(":").pop()} · ${span.text.slice(0, 140)}`);
      if (at(plain)) runs.baseline.spansRead++;
    }
    for (const [run, ms] of [[runs.parser, found], [runs.baseline, plain]] as const) {
      run.read += ms.length;
      run.readInside += ms.filter((m) => inside(m, s.spans)).length;
    }
    for (const m of found) {
      if (inside(m, s.spans)) continue;
      const label = s.spans.find((x) => m.index >= x.start && m.index < x.end)?.label ?? "no span";
      outsideBy.set(label, (outsideBy.get(label) ?? 0) + 1);
      outside.push(`${s.id.split(":").pop()} · ${label} · \`${m.written}\` → ${m.citation.display} · …${s.text.slice(Math.max(0, m.index - 50), m.index).replace(/\s+/g, " ")}`);
    }
  }
  const rows = [
    ["the parser (every reporter, decision 097)", runs.parser],
    ["plain baseline: the Supreme Court reporters' patterns only", runs.baseline],
  ] as const;
  const out = [
    "## Citations in High Court sentences",
    "",
    `${sentences.length.toLocaleString()} sentences, ${precedentSpans.toLocaleString()} PRECEDENT spans, of which ${spansWithCitation.toLocaleString()} hold a citation (a year, a reporter-like word and a page, by a plain shape that does not use the parser: scripts/lib/hc-bench-citations.ts).`,
    "",
    "| run | spans with a citation read inside (goal ≥ 92 %) | citations read | of them inside a PRECEDENT span (goal ≥ 97 %) | time |",
    "| --- | --- | --- | --- | --- |",
    ...rows.map(([name, r]) => `| ${name} | ${r.spansRead} / ${spansWithCitation} = ${pct(r.spansRead, spansWithCitation)} | ${r.read} | ${r.readInside} = ${pct(r.readInside, r.read)} | ${r.ms.toFixed(0)} ms |`),
    "",
    `Read outside a PRECEDENT span: ${outside.length} — ${[...outsideBy].map(([l, n]) => `${n} in ${l === "no span" ? "no span" : `a ${l} span`}`).join(", ")} (listed with --list; read each: the annotators marked many cited reports as CASE_NUMBER or left them unmarked).`,
  ];
  if (opts.list) {
    out.push("", "### Spans holding a citation with none read", "", ...missed.map((m) => `- ${m}`));
    out.push("", "### Citations read outside a PRECEDENT span", "", ...outside.map((m) => `- ${m}`));
  }
  return out.join("\n");
}
