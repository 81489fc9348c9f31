/**
 * npx tsx scripts/statute-library-acts.ts [--top N] [FILE.jsonl[.gz] …]
 *
 * Which acts the imported judgments cite most (issue 35 item 1, decision 101): runs the import's own
 * statute-reference reader (search-index/statute-index.ts over headnote and judgment text, acts by
 * their canonical names, search-index/acts-canon.ts) over the judgments of ../shared/data — the
 * 2,001-judgment sample, the FIRE 2017 prior cases and the FIRE 2019 AILA candidates, each judgment
 * once by its `id` — and prints, per act, the number of judgments that refer to one of its
 * sections/articles/orders, the number of (judgment, reference) rows and the number of judgments
 * whose `acts_cited` names the act at all, most-cited first (top 60 by default; an act only named,
 * never with a section, is not ranked), with the rows the statutes library (migrations 0025, 0034) holds for it. The list the statutes library covers is docs/statutes-library.md.
 */
import { createReadStream, existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { actAndSection } from "./lib/sql-rows";
import readline from "node:readline";
import { createGunzip } from "node:zlib";
import { canonicalActName } from "../search-index/acts-canon";
import { statuteIndexRows } from "../search-index/statute-index";

const DATA = path.resolve(import.meta.dirname, "../../shared/data");
const DEFAULT_FILES = [
  path.join(DATA, "judgments-sample.jsonl"),
  path.join(DATA, "precedents-dev/prior_cases.jsonl.gz"),
  path.join(DATA, "fact-situations-dev/candidates.jsonl.gz"),
];

const args = process.argv.slice(2);
let top = 60;
const files: string[] = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === "--top") top = Number(args[++i]);
  else files.push(args[i]);
}
if (!files.length) files.push(...DEFAULT_FILES.filter((f) => existsSync(f)));

type Count = { judgments: number; refs: number; numbers: Set<string>; named: number };
/** Every (act, section or article number) referred to, once per judgment: how many meet a row of the library. */
const referred: string[] = [];
const counts = new Map<string, Count>();
const seen = new Set<string>();
let judgments = 0;

for (const file of files) {
  const input = file.endsWith(".gz") ? createReadStream(file).pipe(createGunzip()) : createReadStream(file);
  for await (const line of readline.createInterface({ input, crlfDelay: Infinity })) {
    if (!line.trim()) continue;
    const r = JSON.parse(line) as { id?: string; doc_id?: string; judgment_text?: string; headnote?: string; acts_cited?: string[] };
    const id = r.id ?? r.doc_id ?? `${file}:${judgments}`;
    if (seen.has(id)) continue;
    seen.add(id);
    judgments++;
    const rows = statuteIndexRows({ judgment: r.judgment_text ?? "", headnotes: r.headnote ?? "" }, []);
    const acts = new Set<string>();
    for (const row of rows) {
      const c = counts.get(row.act) ?? { judgments: 0, refs: 0, numbers: new Set<string>(), named: 0 };
      counts.set(row.act, c);
      c.refs++;
      c.numbers.add(`${row.kind}${row.num}`);
      if (row.kind !== "o") referred.push(`${row.act}\u0000${row.num}`);
      acts.add(row.act);
    }
    for (const a of acts) counts.get(a)!.judgments++;
    // The act named anywhere in the judgment (the source's acts_cited, by canonical name), with or without a section.
    for (const name of new Set((r.acts_cited ?? []).map((a) => canonicalActName(a)))) {
      const c = counts.get(name) ?? { judgments: 0, refs: 0, numbers: new Set<string>(), named: 0 };
      counts.set(name, c);
      c.named++;
    }
  }
}

/** Rows per act in the statutes library (migrations 0025 and 0034), and its (act, section) keys per migration. */
const library = new Map<string, number>();
const keys = new Map<string, Set<string>>();
for (const file of ["0025_statute_sections.sql", "0034_statutes_library.sql"]) {
  const sql = path.resolve(import.meta.dirname, "../db/migrations", file);
  const mine = new Set<string>();
  keys.set(file, mine);
  if (!existsSync(sql)) continue;
  for (const line of readFileSync(sql, "utf8").split("\n")) {
    const values = actAndSection(line);
    if (!values) continue;
    library.set(values[0], (library.get(values[0]) ?? 0) + 1);
    mine.add(`${values[0]}\u0000${values[1]}`);
  }
}
const met = (files: string[]) => referred.filter((k) => files.some((f) => keys.get(f)!.has(k))).length;
const pct = (n: number) => `${((100 * n) / Math.max(referred.length, 1)).toFixed(1)}%`;

const ranked = [...counts.entries()].filter(([, c]) => c.judgments > 0).sort((a, b) => b[1].judgments - a[1].judgments || b[1].refs - a[1].refs || b[1].named - a[1].named || a[0].localeCompare(b[0]));
console.log(`${judgments} judgments (${files.map((f) => path.basename(f)).join(", ")}); ${ranked.length} acts referred to by section, article or order.`);
console.log("");
console.log("| # | act | judgments referring to a section | references | distinct sections/articles | judgments naming the act | rows in the library |");
console.log("| ---: | --- | ---: | ---: | ---: | ---: | ---: |");
ranked.slice(0, top).forEach(([act, c], i) => console.log(`| ${i + 1} | ${act} | ${c.judgments} | ${c.refs} | ${c.numbers.size} | ${c.named} | ${library.get(act) ?? "—"} |`));
const listed = new Set(ranked.slice(0, top).map(([act]) => act));
const more = [...library.entries()].filter(([act]) => !listed.has(act)).sort((a, b) => a[0].localeCompare(b[0]));
console.log("");
console.log("");
const before = met(["0025_statute_sections.sql"]);
const after = met(["0025_statute_sections.sql", "0034_statutes_library.sql"]);
console.log(`References to a section or article (once per judgment; ${referred.length} in all) that meet a row of the library by (act, number): ${before} (${pct(before)}) with 0025 alone, ${after} (${pct(after)}) with 0034.`);
console.log("");
console.log(`In the library and not in the list above (${more.length}): ${more.map(([act, n]) => `${act} (${n})`).join("; ")}.`);
