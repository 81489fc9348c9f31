/**
 * The query set of `npm run bench -- --shards`: the kinds of scripts/bench.ts's querySet that read
 * the full-text indexes and the listing (word searches, phrases, party names, the main search with
 * a year range and with judgment text), each in date order and — where the product offers it — in
 * Best match, picked from the 2,001 real judgments as bench.ts picks them. Every query is asked
 * over all courts and filtered to one court (the eight courts in turn).
 */
import type { Controls, SearchQuery } from "../../search-index/types";
import { LEGAL_PHRASES, words, type Rec } from "./bench-corpus";

export type QueryKind = { kind: string; best: boolean; queries: SearchQuery[] };



/** Kinds that offer Best match (bench.ts's BEST_MATCH_MODES). */
const BEST = ["quick (party name)", "word exact (phrase)", "word all words", "word any word", "main (judgement text)"];

export function shardQuerySet(records: Rec[], n: number): QueryKind[] {
  const pick = <T>(list: T[], count: number) => Array.from({ length: count }, (_, i) => list[Math.floor((i * list.length) / count)]);
  const withText = records.filter((r) => r.judgment_text.length > 2000 && words(r.judgment_text.slice(500, 1500)).length >= 4);
  const named = records.filter((r) => r.appellant && !/^(?:state|union)\b/i.test(r.appellant));
  // count consecutive words of the text (no punctuation inside, so the phrase is really there).
  const phrase = (r: Rec, count: number) => {
    const w = r.judgment_text.slice(1000, 1600).split(/\s+/);
    for (let i = 5; i + count <= w.length; i++) {
      const run = w.slice(i, i + count);
      if (run.every((x) => /^[A-Za-z]+$/.test(x))) return run.join(" ");
    }
    return w.slice(5, 5 + count).join(" ");
  };
  const pair = (r: Rec) => words(r.judgment_text.slice(500, 1500)).slice(2, 4).join(" ");
  const kinds: Record<string, SearchQuery[]> = {
    "quick (party name)": pick(named, n).map((r) => ({ mode: "quick", text: r.appellant! })),
    "word exact (phrase)": pick(withText, n).map((r) => ({ mode: "word", text: phrase(r, 3 + (r.id.length % 4)), section: "judgment", method: "exact" })),
    "word exact (legal phrase)": pick(LEGAL_PHRASES, n).map((text) => ({ mode: "word", text, section: "judgment", method: "exact" })),
    "word all words": pick(withText.slice(7), n).map((r) => ({ mode: "word", text: pair(r), section: "both", method: "all" })),
    "word any word": pick(withText.slice(13), n).map((r) => ({ mode: "word", text: pair(r), section: "both", method: "any" })),
    "main (appellant + years)": pick(named.slice(3), n).map((r) => ({ mode: "main", appellant: r.appellant!.split(" ")[0], yearFrom: 1950, yearTo: 2024 })),
    "main (judgement text)": pick(withText.slice(5), n).map((r) => ({ mode: "main", judgementText: phrase(r, 2) })),
  };
  return Object.entries(kinds).flatMap(([kind, queries]) => [{ kind, best: false, queries }, ...(BEST.includes(kind) ? [{ kind: `${kind} — best match`, best: true, queries }] : [])]);
}

/** The controls of a first page: newest first (as bench.ts's raw statement), or Best match; `courtId` for the court-filtered search. */
export function controlsOf(best: boolean, courtId: number | null): Controls {
  return { page: 1, perPage: 10, ...(best ? { relevance: true } : { dateOrder: "d" as const }), ...(courtId ? { courtId } : {}) };
}
