/**
 * Loads the corpus of `npm run bench -- --shards` into every database of every layout through the
 * product's import (bench-shards-import-worker.ts), resuming where an earlier run stopped: a
 * database's batches up to its highest doc id are already there. Each layout's shards are loaded
 * at once (one request in flight per database), and the layout's rate is kept in load-<n>.json in
 * the corpus dir, so a later run reports the figure of the run that loaded it. `--layouts 2` loads
 * only those layouts (several such runs may load different layouts of one corpus at once).
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { batchesFor, COURT_GROUPS, FIRST_DOC_ID, LAYOUTS, readMigrations, startBenchWorker, type Item } from "./bench-shards-corpus";

export type LoadFigure = { n: number; cases: number; seconds: number; casesPerSecond: number; rejected: number; complete: boolean; date: string };

type Worker = Awaited<ReturnType<typeof startBenchWorker>>;

async function call<T>(worker: Worker, url: string, body?: unknown): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const res = await worker.fetch(`http://bench.local${url}`, body === undefined ? {} : { method: "POST", body: JSON.stringify(body) }).catch((e: unknown) => e as Error);
    if (!(res instanceof Error) && res.ok) return (await res.json()) as T;
    const why = res instanceof Error ? res.message : `${res.status} ${await res.text()}`;
    // The import is idempotent (a case is found again by its source id): a failed batch is sent again.
    if (attempt >= 5) throw new Error(`${url}: ${why}`);
    await new Promise((r) => setTimeout(r, 1000 * attempt));
  }
}

/** The figure of each layout's load, one file a layout (loads of several layouts may run in parallel processes). */
const figureFile = (dir: string, n: number) => path.join(dir, `load-${n}.json`);

export function loadFigures(dir: string): LoadFigure[] {
  return LAYOUTS.flatMap((l) => (existsSync(figureFile(dir, l.n)) ? [JSON.parse(readFileSync(figureFile(dir, l.n), "utf8")) as LoadFigure] : []));
}

/** Loads the layouts `only` (default: all) and checks what each database holds. */
export async function loadCorpus(dir: string, items: Item[], log: (s: string) => void, only: number[] | null = null): Promise<LoadFigure[]> {
  const layouts = LAYOUTS.filter((l) => !only || only.includes(l.n));
  const worker = await startBenchWorker(dir, "scripts/lib/bench-shards-import-worker.ts", only ? `load-${only.join("-")}` : "load");
  const migrations = readMigrations();
  try {
    for (const layout of layouts) {
      // One database at a time: the migrations write the statutes library's 7,000 rows.
      const states: { cases: number; maxDocId: number }[] = [];
      for (const s of layout.shards) {
        const { applied } = await call<{ applied: number }>(worker, `/migrate?db=${s.binding}`, { migrations });
        if (applied) log(`  ${s.binding}: ${applied} migrations applied`);
        states.push(await call<{ cases: number; maxDocId: number }>(worker, `/state?db=${s.binding}`));
      }
      const todo = layout.shards.map((s, i) => batchesFor(items, s.groups).filter((b) => FIRST_DOC_ID + b.at(-1)!.p > states[i].maxDocId));
      const total = todo.flat().reduce((n, b) => n + b.length, 0);
      if (!total) {
        log(`  ${layout.n} database(s): loaded already (${states.reduce((n, s) => n + s.cases, 0).toLocaleString()} cases)`);
        continue;
      }
      const started = performance.now();
      let done = 0;
      let rejected = 0;
      await Promise.all(
        todo.map(async (batches, i) => {
          const binding = layout.shards[i].binding;
          for (const batch of batches) {
            const first = FIRST_DOC_ID + batch[0].p;
            const out = await call<{ results: { status: string; docId?: number; reason?: string }[] }>(worker, `/import?db=${binding}`, {
              firstDocId: first,
              lines: batch.map((it) => ({ line: it.p + 1, raw: it.line })),
            });
            for (const [j, r] of out.results.entries()) {
              if (r.status === "rejected") rejected++;
              else if (r.docId !== FIRST_DOC_ID + batch[j].p) throw new Error(`${binding}: case ${batch[j].p} got doc id ${r.docId}, not ${FIRST_DOC_ID + batch[j].p} (${r.status})`);
            }
            done += batch.length;
            const rate = done / ((performance.now() - started) / 1000);
            process.stderr.write(`\r  ${layout.n} database(s): ${done.toLocaleString()} / ${total.toLocaleString()} cases, ${rate.toFixed(0)}/s   `);
          }
        }),
      );
      process.stderr.write("\n");
      const seconds = (performance.now() - started) / 1000;
      const figure: LoadFigure = { n: layout.n, cases: done, seconds: +seconds.toFixed(1), casesPerSecond: +(done / seconds).toFixed(1), rejected, complete: done === items.length, date: new Date().toISOString() };
      log(`  ${layout.n} database(s): loaded ${done.toLocaleString()} cases in ${figure.seconds} s → ${figure.casesPerSecond} cases/s${rejected ? `, ${rejected} rejected` : ""}`);
      // A whole load's figure replaces an older one; a resumed part never replaces a whole one.
      const before = existsSync(figureFile(dir, layout.n)) ? (JSON.parse(readFileSync(figureFile(dir, layout.n), "utf8")) as LoadFigure) : null;
      if (!before?.complete || figure.complete) writeFileSync(figureFile(dir, layout.n), JSON.stringify(figure, null, 2));
    }
    // What each database holds: exactly its court groups' cases.
    for (const layout of layouts) {
      for (const s of layout.shards) {
        const state = await call<{ cases: number; courts: { courtId: number; n: number }[] }>(worker, `/state?db=${s.binding}`);
        const want = items.filter((it) => s.groups.includes(it.group)).length;
        if (state.cases !== want) throw new Error(`${s.binding} holds ${state.cases} cases, not ${want}`);
        const courts = new Set(s.groups.map((g) => COURT_GROUPS[g].courtId));
        const stray = state.courts.find((c) => !courts.has(c.courtId));
        if (stray) throw new Error(`${s.binding} holds ${stray.n} cases of court ${stray.courtId}, not one of its courts`);
      }
    }
  } finally {
    await worker.dispose();
  }
  return loadFigures(dir);
}
