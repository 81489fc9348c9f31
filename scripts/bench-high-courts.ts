/**
 * npm run bench:high-courts — how the reporter reads High Court text (issue 32 item 5), on
 * ../shared/data/high-court-dev (InLegalNER training split, gold names and spans; see its README):
 *   1. heads: parties, bench and counsel, precision and recall per field, time per head p50/p99/max,
 *      beside a plain baseline of the same run (scripts/lib/hc-bench-heads.ts);
 *   2. citations in sentences: the share of cited-case spans that hold a citation and are read, the
 *      share of citations read inside a span, the ones read outside listed (scripts/lib/hc-bench-citations.ts);
 *   3. statutes and provisions in sentences (scripts/lib/hc-bench-statutes.ts).
 * Each part prints a Markdown section; the figures go to docs/benchmarks.md.
 * `-- --only heads|citations|statutes` runs one part; `-- --list` prints the misses too.
 */
import path from "node:path";
import { headFigures } from "./lib/hc-bench-heads";
import { citationFigures } from "./lib/hc-bench-citations";
import { statuteFigures } from "./lib/hc-bench-statutes";

const args = process.argv.slice(2);
const only = args.includes("--only") ? args[args.indexOf("--only") + 1] : null;
const list = args.includes("--list");
const dir = path.resolve(import.meta.dirname, "../../shared/data/high-court-dev");

const parts = [
  ["heads", headFigures],
  ["citations", citationFigures],
  ["statutes", statuteFigures],
] as const;

for (const [name, run] of parts) {
  if (only && only !== name) continue;
  const started = performance.now();
  console.log(await run(dir, { list }));
  console.log(`(${name}: ${((performance.now() - started) / 1000).toFixed(1)} s)\n`);
}
