/**
 * The benches' corpus of real judgments (scripts/bench.ts and `npm run bench -- --shards`): the
 * 2,001 judgments of ../shared/data/judgments-sample.jsonl (read from there, never copied), their
 * perturbed copies, and the words and legal phrases the query sets pick from.
 */
import { createReadStream } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";

export type Rec = { id: string; court?: string; appellant?: string; respondent?: string; title?: string; decision_date?: string; citations?: string[]; acts_cited?: string[]; judgment_text: string; [k: string]: unknown };

export const SAMPLE = path.resolve("../shared/data/judgments-sample.jsonl");

export async function readSample(): Promise<Rec[]> {
  const out: Rec[] = [];
  const rl = createInterface({ input: createReadStream(SAMPLE, { encoding: "utf8" }) });
  for await (const line of rl) if (line.trim()) out.push(JSON.parse(line));
  return out;
}

/** Copy k of a record: its own id, a shifted date, a marker word in the text; citations only on copy 0. */
export function perturb(r: Rec, k: number): Rec {
  if (k === 0) return r;
  let date = r.decision_date;
  if (date) {
    const d = new Date(`${date}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + ((k * 37) % 3650));
    date = d.toISOString().slice(0, 10);
  }
  return { ...r, id: `${r.id}~${k}`, decision_date: date, citations: [], judgment_text: `Reported copy ${k}.\n\n${r.judgment_text}` };
}

/** A text's words of four letters or more (what the query sets pick terms from). */
export function words(text: string): string[] {
  return text.split(/[^A-Za-z]+/).filter((w) => w.length > 3);
}

/** Legal phrases lawyers search for, common words included. */
export const LEGAL_PHRASES = [
  "basic structure", "legitimate expectation", "res judicata", "principles of natural justice", "dying declaration",
  "anticipatory bail", "specific performance", "beyond reasonable doubt", "circumstantial evidence", "public interest litigation",
  "benefit of the doubt", "burden of proof", "right to life", "abuse of the process", "error apparent on the face of the record",
  "ends of justice", "sine qua non", "prima facie case", "balance of convenience", "doctrine of promissory estoppel",
];
