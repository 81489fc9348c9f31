/**
 * npm run reindex [-- --pairs [--if-incomplete]]
 * First fills, for imported cases, the title, bench, author, case number and date their record
 * lacks from their text, with origin `extracted` (issue 24, decision 055; a staff value is kept);
 * after the rebuild below, gives a case still without a title the name other judgments cite it by
 * (decision 090).
 * Rebuilds the D1 full-text index (case_fts, case_meta_fts, case_pair_fts), the statute-name
 * dictionary and the citation graph (case_citation_keys, case_references; decision 053) of the
 * local database (the `npm start` state, or LAW_REPORTER_STATE) from the stored
 * cases, through the real D1 binding; `--pairs` rebuilds only the phrase-pair index (decision 014).
 * Safe to run at any time: each case's rows are replaced in one batch. At the end the phrase-pair
 * index is marked complete, so Exact phrases use it. `--if-incomplete`: nothing to do when it
 * already is (`npm start` and `npm run bench` call it so, for databases from before migration 0006).
 * With case shards (CASE_SHARDS, issue 36) every shard and the catalogue are rebuilt, each case's
 * rows in the database that holds it, and each is marked complete on its own.
 */
import { fillFromTextStep } from "../app/services/cases/case-titles.server";
import { titlesAsCitedStep } from "../app/services/cases/titles-as-cited.server";
import { bumpCaseViews } from "../app/services/cases/guest-cache.server";
import { reindexEveryShard } from "../app/services/search/search-sync.server";
import { eachCaseDb } from "../app/services/cases/case-shard-of.server";
import { createContext } from "../app/utils/context.server";
import { pairIndexReady } from "../search-index/d1-backend";
import { openPlatform } from "./lib/platform";

const pairsOnly = process.argv.includes("--pairs");
const platform = await openPlatform();
try {
  const every = eachCaseDb(createContext(platform.env, undefined));
  const ready = await Promise.all(every.map((at) => pairIndexReady(at.db.$client)));
  const skip = process.argv.includes("--if-incomplete") && ready.every(Boolean);
  if (!skip) await reindexAll();
} finally {
  await platform.dispose();
}

async function reindexAll() {
  const ctx = createContext(platform.env, undefined);
  const counts = await Promise.all(eachCaseDb(ctx).map((at) => at.db.$client.prepare("select count(*) as n from cases").first<{ n: number }>()));
  const total = counts.reduce((n, r) => n + Number(r?.n ?? 0), 0);
  if (!pairsOnly) await fillFromText(ctx);
  const started = Date.now();
  // Every database holding cases, each case's rows rebuilt where they are (decision 122).
  const done = await reindexEveryShard(ctx, {
    pairs: pairsOnly,
    progress: (n) => process.stderr.write(`\r  re-indexed ${n.toLocaleString()} / ${total.toLocaleString()} cases, ${(n / ((Date.now() - started) / 1000)).toFixed(0)}/s   `),
  });
  process.stderr.write("\n");
  // Over the rebuilt graph: the references resolved by citation name the cases still without a title.
  if (!pairsOnly) await titlesAsCited(ctx);
  // The citation graph may have changed: the case pages' cached data is stale (decision 056).
  if (!pairsOnly) await bumpCaseViews(ctx);
  console.log(`Re-indexed ${done.toLocaleString()} cases.`);
}

async function fillFromText(ctx: ReturnType<typeof createContext>) {
  let after = 0;
  let filled = 0;
  for (;;) {
    const step = await fillFromTextStep(ctx, after, 100);
    if (step.lastDocId === null) break;
    after = step.lastDocId;
    filled += step.filled;
  }
  console.log(`Filled from the text (title, bench, author, number, date): ${filled.toLocaleString()} cases.`);
}

async function titlesAsCited(ctx: ReturnType<typeof createContext>) {
  let after = 0;
  let titled = 0;
  for (;;) {
    const step = await titlesAsCitedStep(ctx, after, 500);
    if (step.lastDocId === null) break;
    after = step.lastDocId;
    titled += step.titled;
  }
  console.log(`Titled as other judgments cite them: ${titled.toLocaleString()} cases.`);
}
