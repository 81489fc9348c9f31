/**
 * What scripts/common-stems.ts and scripts/common-stem-shares.ts share: the real judgments of
 * ../shared/data/judgments-sample.jsonl read into a throwaway FTS5 table (porter, as the index
 * stems) on a local D1 of their own, with its fts5vocab table `v` (term, doc) to count them by.
 * FTS5 itself (in workerd, through wrangler) does the stemming.
 */
import { createReadStream, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { openPlatform } from "./platform";

/** Runs `use` on the sample's vocabulary (`v`) and the number of judgments read; the D1 is removed afterwards. */
export async function withSampleVocabulary(prefix: string, use: (db: D1Database, docs: number) => Promise<void>): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  const platform = await openPlatform(dir);
  try {
    const db = platform.env.DB;
    await db.exec("create virtual table t using fts5(body, content='', tokenize='porter unicode61 remove_diacritics 2')");
    await db.exec("create virtual table v using fts5vocab(t, row)");
    const rl = createInterface({ input: createReadStream(path.resolve("../shared/data/judgments-sample.jsonl"), { encoding: "utf8" }) });
    let docs = 0;
    let batch: string[] = [];
    const flush = async () => {
      if (batch.length) await db.batch(batch.map((text) => db.prepare("insert into t (body) values (?)").bind(text)));
      batch = [];
    };
    for await (const line of rl) {
      if (!line.trim()) continue;
      batch.push((JSON.parse(line) as { judgment_text?: string }).judgment_text ?? "");
      docs++;
      if (batch.length === 100) await flush();
    }
    await flush();
    await use(db, docs);
  } finally {
    await platform.dispose();
    rmSync(dir, { recursive: true, force: true });
  }
}
