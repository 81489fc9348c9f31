import { describe, expect, test } from "vitest";
import { averagesRecord, blobBytes, corpusScore, corpusStats, docLength, fts5Idf, readVarints, type ShardTermStats } from "./corpus-bm25";

const hex = (h: string) => Array.from({ length: h.length / 2 }, (_, i) => parseInt(h.slice(2 * i, 2 * i + 2), 16));

describe("FTS5's records", () => {
  test("SQLite varints: one byte, several, and the ninth byte's eight bits", () => {
    expect(readVarints([0x05, 0x7f, 0x00])).toEqual([5, 127, 0]);
    expect(readVarints(hex("9629"))).toEqual([2857]);
    expect(readVarints(hex("84CDBB2A"))).toEqual([9657770]);
    expect(readVarints([0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x81, 0x00, 0x07])).toEqual([256, 7]);
  });

  test("an averages record (a bench database's, 2,857 rows) and a docsize record (278 + 86 tokens)", () => {
    expect(averagesRecord(hex("9629000084CDBB2AA5570000000000"))).toEqual({ rows: 2857, tokens: 9657770 + 4823 });
    expect(docLength(hex("00008216560000000000"))).toBe(364);
    expect(averagesRecord(undefined)).toEqual({ rows: 0, tokens: 0 });
  });

  test("a blob as an array of bytes, a Uint8Array or an ArrayBuffer", () => {
    const bytes = new Uint8Array(hex("9629"));
    for (const b of [[0x96, 0x29], bytes, bytes.buffer]) expect(readVarints(blobBytes(b))).toEqual([2857]);
  });
});

describe("the corpus's bm25 from a shard's", () => {
  // FTS5's bm25 of one phrase (fts5_aux.c), written out here to check against.
  const phraseScore = (f: number, length: number, s: ShardTermStats, phrase: string) =>
    -fts5Idf(s.rows, s.hits.get(phrase) ?? 0) * ((f * 2.2) / (f + 1.2 * (0.25 + (0.75 * length) / (s.tokens / s.rows))));

  test("idf as FTS5 has it: a phrase in over half the rows weighs 1e-6", () => {
    expect(fts5Idf(100, 1)).toBeCloseTo(Math.log(99.5 / 1.5), 12);
    expect(fts5Idf(100, 60)).toBe(1e-6);
  });

  test("weighs each phrase again with the corpus's idf and mean length; one shard that is the corpus changes nothing", () => {
    const shard: ShardTermStats = { rows: 40, tokens: 4000, hits: new Map([["kerosene", 3], ["dowry", 30]]) };
    const other: ShardTermStats = { rows: 400, tokens: 120000, hits: new Map([["kerosene", 80], ["dowry", 10]]) };
    const corpus = corpusStats([shard, other]);
    expect(corpus).toEqual({ rows: 440, tokens: 124000, hits: new Map([["kerosene", 83], ["dowry", 40]]) });
    // A candidate of 150 tokens holding "kerosene" (weighted frequency 3, repeated twice in the query) and "dowry" (2).
    const length = 150;
    const alone = new Map([["kerosene", phraseScore(3, length, shard, "kerosene")], ["dowry", phraseScore(2, length, shard, "dowry")]]);
    const times = new Map([["kerosene", 2], ["dowry", 1], ["absent", 1]]);
    const inShard = 2 * alone.get("kerosene")! + alone.get("dowry")!;
    const expected = 2 * phraseScore(3, length, corpus, "kerosene") + phraseScore(2, length, corpus, "dowry");
    expect(corpusScore(inShard, length, alone, times, shard, corpus)).toBeCloseTo(expected, 10);
    expect(corpusScore(inShard, length, alone, times, shard, shard)).toBeCloseTo(inShard, 10);
    // A phrase of a common word (idf 1e-6 in the shard) is solved out all the same.
    const common: ShardTermStats = { rows: 40, tokens: 4000, hits: new Map([["dowry", 35]]) };
    const wide = corpusStats([common, other]);
    const s = phraseScore(2, length, common, "dowry");
    expect(corpusScore(s, length, new Map([["dowry", s]]), new Map([["dowry", 1]]), common, wide)).toBeCloseTo(phraseScore(2, length, wide, "dowry"), 8);
  });
});
