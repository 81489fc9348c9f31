/** Where an imported judgment is placed (decision 099): the head's court and bench as master ids. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { COURTS } from "../../../search-index/court-of-head";
import { FIXED_COURT_MASTERS, placeJudgment, placementOf, SUPREME_COURT_PLACEMENT } from "./court-placement.server";

test("a High Court head places the judgment at its court and bench, category HC", () => {
  expect(placeJudgment({ judgment_text: "IN THE HIGH COURT OF JUDICATURE AT BOMBAY\nNAGPUR BENCH, NAGPUR\n\nCRIMINAL APPEAL NO. 418 OF 2005" })).toEqual({ courtId: 3, courtBranchId: 3, caseCategoryId: 3 });
  expect(placeJudgment({ judgment_text: "BEFORE THE MADURAI BENCH OF MADRAS HIGH COURT" })).toEqual({ courtId: 4, courtBranchId: 7, caseCategoryId: 3 });
  expect(placeJudgment({ judgment_text: "IN THE GAUHATI HIGH COURT\nKOHIMA BENCH" })).toEqual({ courtId: 16, courtBranchId: 37, caseCategoryId: 3 });
  expect(placeJudgment({ judgment_text: "IN THE HIGH COURT OF SIKKIM AT GANGTOK" })).toEqual({ courtId: 24, courtBranchId: 48, caseCategoryId: 3 });
  // The court known, its bench not: no branch.
  expect(placeJudgment({ judgment_text: "High Court Of Judicature Madhya Pradesh, Jabaplur" })).toEqual({ courtId: 12, courtBranchId: null, caseCategoryId: 3 });
});

test("the Supreme Court, and unsure", () => {
  expect(placeJudgment({ judgment_text: "anything", court: "Supreme Court of India" })).toEqual(SUPREME_COURT_PLACEMENT);
  expect(placeJudgment({ judgment_text: "IN THE COURT OF THE METROPOLITAN MAGISTRATE, NEW DELHI" })).toBeNull();
  // A court the master does not hold (staff deleted it): no place.
  expect(placementOf({ court: "kerala", bench: "ernakulam" }, { ...FIXED_COURT_MASTERS, courts: FIXED_COURT_MASTERS.courts.filter((c) => c.id !== 8) })).toBeNull();
  // Found by name, whatever the ids.
  expect(placementOf({ court: "kerala", bench: "ernakulam" }, { courts: [{ id: 90, name: "HIGH COURT OF KERALA" }], branches: [{ id: 91, courtId: 90, name: "Ernakulam" }], categories: { hc: 7, sc: 8 } })).toEqual({ courtId: 90, courtBranchId: 91, caseCategoryId: 7 });
});

test("every court and seat of the reader is in the fixed master, and the fixed master is what 0001 and 0030 insert", () => {
  for (const c of COURTS) for (const s of c.seats) expect(placementOf({ court: c.key, bench: s.key }), `${c.key}/${s.key}`).toMatchObject({ courtBranchId: expect.any(Number) });
  const sql = ["0001_master_data.sql", "0030_high_courts.sql"].map((f) => readFileSync(path.resolve(import.meta.dirname, "../../../db/migrations", f), "utf8")).join("\n");
  for (const c of FIXED_COURT_MASTERS.courts) expect(sql.includes(`(${c.id},'${c.name}',`) || sql.includes(`WHEN EXISTS (SELECT 1 FROM courts WHERE id = ${c.id}) THEN NULL ELSE ${c.id} END, '${c.name}'`), c.name).toBe(true);
  for (const b of FIXED_COURT_MASTERS.branches) expect(sql.includes(`(${b.id},${b.courtId},'${b.name}')`) || sql.includes(`THEN NULL ELSE ${b.id} END, c.id, '${b.name}'`), b.name).toBe(true);
});

test("the demo seed's High Court judgments are placed where the seed puts them, by their heads alone", async () => {
  const { HIGH_COURT_DEMO } = await import("../../../db/demo-data");
  for (const d of HIGH_COURT_DEMO) expect(placeJudgment({ judgment_text: d.head.join("\n") }), d.head[0]).toEqual({ courtId: d.courtId, courtBranchId: d.branchId, caseCategoryId: 3 });
});
