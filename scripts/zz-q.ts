import { readFileSync } from "node:fs";
import { buildSearchStatement, planQuery } from "../search-index/d1-backend";
import { openPlatform } from "./lib/platform";
const p = await openPlatform(".wrangler/bench-100000");
const db = p.env.DB;
const LEGAL = ["basic structure", "legitimate expectation", "res judicata", "principles of natural justice", "dying declaration", "anticipatory bail", "specific performance", "beyond reasonable doubt", "circumstantial evidence", "public interest litigation", "benefit of the doubt", "burden of proof", "right to life", "abuse of the process", "error apparent on the face of the record", "ends of justice", "sine qua non", "prima facie case", "balance of convenience", "doctrine of promissory estoppel"];
const recs = readFileSync("../shared/data/judgments-sample.jsonl", "utf8").split("\n").filter(Boolean).map((l) => JSON.parse(l));
const words = (t: string) => t.split(/[^A-Za-z]+/).filter((w) => w.length > 3);
const withText = recs.filter((r: any) => r.judgment_text.length > 2000 && words(r.judgment_text.slice(500, 1500)).length >= 4);
const pick = <T,>(l: T[], n: number) => Array.from({ length: n }, (_, i) => l[Math.floor((i * l.length) / n)]);
const phrase = (r: any, n: number) => { const w = r.judgment_text.slice(1000, 1600).split(/\s+/); for (let i = 5; i + n <= w.length; i++) { const run = w.slice(i, i + n); if (run.every((x: string) => /^[A-Za-z]+$/.test(x))) return run.join(" "); } return w.slice(5, 5 + n).join(" "); };
const qs = [...pick(withText, 20).map((r: any) => phrase(r, 3 + (r.id.length % 4))), ...LEGAL];
try {
  for (const text of qs) {
    const plan = planQuery({ mode: "word", text, section: "judgment", method: "exact" });
    const st = buildSearchStatement(plan, { page: 1, perPage: 10, dateOrder: "d" });
    const ts: number[] = []; let n = 0;
    for (let i = 0; i < 3; i++) { const t = performance.now(); const r = await db.prepare(st.sql).bind(...st.params).first<any>(); ts.push(performance.now() - t); n = JSON.parse(r?.ids ?? "[]").length; }
    console.log(Math.min(...ts).toFixed(0).padStart(5), "ms", String(n).padStart(5), plan.pairMatch ? "PAIRS" : "fts  ", text);
  }
} finally { await p.dispose(); }
