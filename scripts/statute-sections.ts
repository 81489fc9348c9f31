/**
 * npx tsx scripts/statute-sections.ts DIR  (DIR: a checkout of civictech-India/Indian-Law-Penal-Code-Json)
 *
 * Writes the data part of db/migrations/0025_statute_sections.sql (issue 26, decision 069): the
 * section texts of five bare acts as published in JSON by civictech-India/Indian-Law-Penal-Code-Json
 * @ 6602cf81d553 (ipc.json, crpc.json, iea.json, nia.json, cpc.json; the repository states no
 * licence — the text of an Act may be reproduced under Section 52(1)(q)(i) of the Copyright Act,
 * 1957). Each row keeps its source (repository, commit, file). Nothing is written by hand: a section
 * is as the file gives it, its text cut at MAX_TEXT characters. Prints the SQL on stdout.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

const REPO = "civictech-India/Indian-Law-Penal-Code-Json";
const COMMIT = "6602cf81d5534d193d467b0b132420cfb3bfb239";
const MAX_TEXT = 4000;

const FILES: { file: string; act: string }[] = [
  { file: "ipc.json", act: "Indian Penal Code, 1860" },
  { file: "crpc.json", act: "Code of Criminal Procedure, 1973" },
  { file: "iea.json", act: "Indian Evidence Act, 1872" },
  { file: "nia.json", act: "Negotiable Instruments Act, 1881" },
  { file: "cpc.json", act: "Code of Civil Procedure, 1908" },
];

const dir = process.argv[2];
if (!dir) throw new Error("usage: npx tsx scripts/statute-sections.ts DIR");
const q = (s: string) => `'${s.replace(/'/g, "''")}'`;
const clean = (s: string) => s.replace(/\r/g, "").replace(/[ \t]+/g, " ").replace(/\n{3,}/g, "\n\n").trim();

const out: string[] = [];
const seen = new Set<string>();
for (const { file, act } of FILES) {
  const rows = JSON.parse(readFileSync(path.join(dir, file), "utf8")) as Record<string, unknown>[];
  for (const r of rows) {
    const section = String(r.Section ?? r.section ?? "").trim().toUpperCase();
    const title = clean(String(r.section_title ?? r.title ?? ""));
    const text = clean(String(r.section_desc ?? r.description ?? "")).slice(0, MAX_TEXT);
    if (!section || !title || seen.has(`${act}|${section}`)) continue;
    seen.add(`${act}|${section}`);
    out.push(`(${q(act)}, ${q(section)}, ${q(title)}, ${q(text)}, ${q(`${REPO}@${COMMIT.slice(0, 12)}:${file}`)})`);
  }
}
// D1 takes a statement of at most 100 KB: rows in groups of under 60 KB.
const groups: string[][] = [[]];
let size = 0;
for (const row of out) {
  if (size + row.length > 60_000 && groups[groups.length - 1].length) {
    groups.push([]);
    size = 0;
  }
  groups[groups.length - 1].push(row);
  size += row.length;
}
for (const g of groups) console.log(`INSERT INTO \`statute_sections\` (\`act\`, \`section\`, \`title\`, \`body\`, \`source\`) VALUES\n${g.join(",\n")};--> statement-breakpoint`);
