/**
 * npm run bench:high-courts -- --only statutes (issue 32 item 5): how the statute-reference reader
 * (search-index/statute-refs.ts) reads the statutes and provisions of High Court sentences, on
 * ../shared/data/high-court-dev/sentences.jsonl (InLegalNER training split; STATUTE spans name an
 * act, "I.P.C.", "Evidence Act, 1872"; PROVISION spans a provision, "Section 66 (1)", "Articles 14
 * and 16", "Order 39 Rules 2A").
 *
 * The reader gives (act, kind, number, sub) without positions, so a reference is placed by its
 * number and act:
 *   1. a STATUTE span is read when a reference read in its sentence has the span's act, as the
 *      act-aliases canon names it (search-index/acts-canon.ts: "I.P.C." → Indian Penal Code, 1860);
 *      spans of acts the canon does not know count as read when a reference names the act as the
 *      span writes it, in full with its year;
 *   2. a PROVISION span is read when a reference read in its sentence has one of the span's numbers
 *      ("Order 39 Rules 2A" → 39, 2A; Roman orders in Arabic digits);
 *   3. a reference read lies inside a span when its number is one of a PROVISION span's numbers in
 *      the same sentence;
 * each beside a PLAIN BASELINE of the same run: "Section(s)/Article(s) N of the X Act" (or "…
 * Code", "… Constitution") by one plain regex, its act through the same canon.
 * With `list`, the spans missed and the references read outside a span are listed.
 */
import { pct, readSentences } from "./hc-sentences";
import { canonicalActName, resolveAct } from "../../search-index/acts-canon";
import { extractStatuteRefs, normalizeOrderNumber, normalizeRefNumber, type StatuteRef } from "../../search-index/statute-refs";

type Ref = Pick<StatuteRef, "act" | "num">;

/** The plain baseline: "Section 302 of the Indian Penal Code", "Article 14 of the Constitution of India". */
const PLAIN = /\b(?:[Ss]ections?|[Aa]rticles?)\s(\d{1,4}[A-Z]?)\sof\s(?:the\s)?((?:[A-Z][A-Za-z.]{0,20}\s){0,6}(?:Act|Code)(?:,?\s\d{4})?|Constitution(?:\sof\sIndia)?)/g;

function plainRefs(text: string): Ref[] {
  return [...text.matchAll(PLAIN)].map((m) => ({ act: m[2].startsWith("Constitution") ? "Constitution of India" : canonicalActName(m[2]), num: normalizeRefNumber(m[1]) }));
}

/** The numbers a PROVISION span names: "Sections 364 and 376" → 364, 376; "Order XXXIX Rule 1" → 39, 1; "498-A" → 498A. */
export function spanNumbers(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(/\b(\d{1,4}(?:\s?-\s?[A-Z]{1,3}|[A-Z]{1,3})?)(?![\w])|\b([IVXLC]{1,7})\b/g)) {
    if (m[1]) out.add(normalizeRefNumber(m[1]));
    else if (m[2]) out.add(normalizeOrderNumber(m[2]));
  }
  return out;
}

/** The act a STATUTE span names, as the canon names it (else as written, spaces collapsed). */
const spanAct = (text: string) => resolveAct(text)?.name ?? canonicalActName(text);


export async function statuteFigures(dir: string, opts: { list: boolean }): Promise<string> {
  const sentences = readSentences(dir);
  const blank = () => ({ statutesRead: 0, knownRead: 0, provisionsRead: 0, read: 0, readInside: 0, ms: 0 });
  const runs = { reader: blank(), baseline: blank() };
  let statuteSpans = 0;
  let knownStatuteSpans = 0;
  let provisionSpans = 0;
  const missedStatutes: string[] = [];
  const missedProvisions: string[] = [];
  const outside: string[] = [];
  for (const s of sentences) {
    const t0 = performance.now();
    const found: Ref[] = extractStatuteRefs(s.text);
    const t1 = performance.now();
    const plain = plainRefs(s.text);
    const t2 = performance.now();
    runs.reader.ms += t1 - t0;
    runs.baseline.ms += t2 - t1;
    const provisions = s.spans.filter((x) => x.label === "PROVISION").map((x) => ({ span: x, numbers: spanNumbers(x.text) }));
    for (const span of s.spans) {
      if (span.label !== "STATUTE") continue;
      statuteSpans++;
      const known = resolveAct(span.text) !== null;
      if (known) knownStatuteSpans++;
      const act = spanAct(span.text);
      for (const [run, refs] of [[runs.reader, found], [runs.baseline, plain]] as const) {
        if (!refs.some((r) => r.act === act)) continue;
        run.statutesRead++;
        if (known) run.knownRead++;
      }
      if (!found.some((r) => r.act === act)) missedStatutes.push(`${s.id.split(":").pop()} · ${known ? act : `(not in the canon) ${span.text}`} · read: ${[...new Set(found.map((r) => r.act))].join("; ") || "nothing"}`);
    }
    for (const { span, numbers } of provisions) {
      provisionSpans++;
      for (const [run, refs] of [[runs.reader, found], [runs.baseline, plain]] as const) if (refs.some((r) => numbers.has(r.num))) run.provisionsRead++;
      if (!found.some((r) => numbers.has(r.num))) missedProvisions.push(`${s.id.split(":").pop()} · ${span.text} · …${s.text.slice(span.end, span.end + 50).replace(/\s+/g, " ")}`);
    }
    for (const [run, refs] of [[runs.reader, found], [runs.baseline, plain]] as const) {
      run.read += refs.length;
      run.readInside += refs.filter((r) => provisions.some((p) => p.numbers.has(r.num))).length;
    }
    for (const r of found) if (!provisions.some((p) => p.numbers.has(r.num))) outside.push(`${s.id.split(":").pop()} · ${r.act} ${r.num} · ${s.text.slice(0, 160).replace(/\s+/g, " ")}`);
  }
  const rows = [
    ["the reader (search-index/statute-refs.ts)", runs.reader],
    ['plain baseline: \"Section/Article N of the X Act\" (or Code, Constitution)', runs.baseline],
  ] as const;
  const out = [
    "## Statutes and provisions in High Court sentences",
    "",
    `${sentences.length.toLocaleString()} sentences; ${statuteSpans.toLocaleString()} STATUTE spans (${knownStatuteSpans.toLocaleString()} of acts the act-aliases canon knows), ${provisionSpans.toLocaleString()} PROVISION spans. The reader gives no positions: a reference is placed by its act (STATUTE) and its number (PROVISION), in the same sentence (scripts/lib/hc-bench-statutes.ts).`,
    "",
    "| run | STATUTE spans whose act is read | …of acts the canon knows | PROVISION spans read | references read | of them inside a PROVISION span | time |",
    "| --- | --- | --- | --- | --- | --- | --- |",
    ...rows.map(
      ([name, r]) =>
        `| ${name} | ${r.statutesRead} / ${statuteSpans} = ${pct(r.statutesRead, statuteSpans)} | ${r.knownRead} / ${knownStatuteSpans} = ${pct(r.knownRead, knownStatuteSpans)} | ${r.provisionsRead} / ${provisionSpans} = ${pct(r.provisionsRead, provisionSpans)} | ${r.read} | ${r.readInside} = ${pct(r.readInside, r.read)} | ${r.ms.toFixed(0)} ms |`,
    ),
    "",
    'A STATUTE span with no provision beside it ("the Constitution", "under the Act") is never a reference (precision first: the reader keeps a reference only when its act is named right after it), so the first two columns are bounded well below 100 %; so is a PROVISION span whose act is not named ("Section 13 of the Act").',
    `Read outside a PROVISION span: ${outside.length} (listed with --list).`,
  ];
  if (opts.list) {
    out.push("", "### STATUTE spans whose act is not read", "", ...missedStatutes.map((m) => `- ${m}`));
    out.push("", "### PROVISION spans not read", "", ...missedProvisions.map((m) => `- ${m}`));
    out.push("", "### References read outside a PROVISION span", "", ...outside.map((m) => `- ${m}`));
  }
  return out.join("\n");
}
