/** The body sentences of ../shared/data/high-court-dev (InLegalNER), as the bench:high-courts parts read them. */
import { readFileSync } from "node:fs";
import path from "node:path";

export type Span = { label: string; start: number; end: number; text: string };
export type Sentence = { id: string; text: string; spans: Span[] };

export function readSentences(dir: string): Sentence[] {
  return readFileSync(path.join(dir, "sentences.jsonl"), "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Sentence);
}

export const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)} %` : "–");
