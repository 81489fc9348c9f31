/** The courts master is one source (decision 099): the migrations' rows are exactly it, and its readers read it. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { isPrincipalSeat } from "./court-label";
import { COURTS } from "./court-of-head";
import { COURTS_MASTER } from "./courts-master";

const migration = (file: string) => readFileSync(path.resolve(import.meta.dirname, "../db/migrations", file), "utf8");

/** The courts and branches 0001 and 0030 insert on a fresh database, read from their SQL. */
function migrationRows() {
  const courts: { id: number; name: string; supreme: boolean }[] = [];
  const branches: { id: number; court: string; name: string }[] = [];
  const first = migration("0001_master_data.sql");
  const courtIds = new Map<number, string>();
  for (const line of first.split("\n")) {
    if (line.startsWith("INSERT INTO courts ")) {
      for (const m of line.matchAll(/\((\d+),'([^']+)',([01])\)/g)) {
        courts.push({ id: Number(m[1]), name: m[2], supreme: m[3] === "1" });
        courtIds.set(Number(m[1]), m[2]);
      }
    }
  }
  for (const line of first.split("\n")) {
    if (line.startsWith("INSERT INTO court_branches ")) for (const m of line.matchAll(/\((\d+),(\d+),'([^']+)'\)/g)) branches.push({ id: Number(m[1]), court: courtIds.get(Number(m[2]))!, name: m[3] });
  }
  // 0030: "… ELSE 17 END, 'High Court of Andhra Pradesh', 0 WHERE …" and "… ELSE 40 END, c.id, 'Amaravati' FROM courts c WHERE c.name = 'High Court of Andhra Pradesh' …".
  for (const line of migration("0030_high_courts.sql").split("\n")) {
    const court = /^INSERT INTO courts .*ELSE (\d+) END, '([^']+)', ([01]) WHERE/.exec(line);
    if (court) courts.push({ id: Number(court[1]), name: court[2], supreme: court[3] === "1" });
    const branch = /^INSERT INTO court_branches .*ELSE (\d+) END, c\.id, '([^']+)' FROM courts c WHERE c\.name = '([^']+)'/.exec(line);
    if (branch) branches.push({ id: Number(branch[1]), court: branch[3], name: branch[2] });
  }
  return { courts, branches };
}

test("migrations 0001 and 0030 insert exactly the courts master: every court and branch, with its id and name", () => {
  const { courts, branches } = migrationRows();
  const byId = <T extends { id: number }>(xs: T[]) => [...xs].sort((a, b) => a.id - b.id);
  expect(byId(courts)).toEqual(COURTS_MASTER.map((c) => ({ id: c.id, name: c.name, supreme: c.supreme })));
  expect(byId(branches)).toEqual(byId(COURTS_MASTER.flatMap((c) => c.branches.map((b) => ({ id: b.id, court: c.name, name: b.name })))));
  expect(courts.filter((c) => !c.supreme)).toHaveLength(25);
});

test("a court's principal seat is its first branch (0030's comment: its lowest id on a fresh database)", () => {
  for (const c of COURTS_MASTER) expect(c.branches[0].id, c.name).toBe(Math.min(...c.branches.map((b) => b.id)));
});

test("the head reader and the labels read the master: every court and seat, the principal seat first", () => {
  expect(COURTS.map((c) => c.master).sort()).toEqual(COURTS_MASTER.map((c) => c.name).sort());
  for (const c of COURTS) {
    const m = COURTS_MASTER.find((x) => x.name === c.master)!;
    expect(c.seats.map((s) => s.master), c.key).toEqual(m.branches.map((b) => b.name));
  }
  for (const c of COURTS_MASTER) for (const [i, b] of c.branches.entries()) expect(isPrincipalSeat(c.name, b.name), `${c.name}/${b.name}`).toBe(i === 0);
});
