import { describe, expect, test } from "vitest";
import { canonicalActName, canonicalActsMatching, isActFragment, likelyAct, resolveAct, shortActName } from "./acts-canon";

test("IPC, I.P.C., Indian Penal Code, Penal Code, 1860 and Indian Penal Code, 1860 are one act", () => {
  for (const name of ["IPC", "I.P.C.", "ipc", "Indian Penal Code", "Penal Code, 1860", "Indian Penal Code, 1860", "the Indian Penal Code", " Indian  Penal Code , 1860 "]) {
    expect(resolveAct(name)?.name, name).toBe("Indian Penal Code, 1860");
  }
});

test("CrPC's spellings are the 1973 Code; the 1898 Code only by its year", () => {
  for (const name of ["CrPC", "Cr.P.C.", "Cr. P. C.", "Code of Criminal Procedure", "Criminal Procedure Code", "Code of Criminal Procedure, 1973"]) {
    expect(resolveAct(name)?.name, name).toBe("Code of Criminal Procedure, 1973");
  }
  expect(resolveAct("Code of Criminal Procedure, 1898")?.name).toBe("Code of Criminal Procedure, 1898");
});

test("the abbreviations of the issue resolve", () => {
  expect(resolveAct("CPC")?.name).toBe("Code of Civil Procedure, 1908");
  expect(resolveAct("NDPS Act")?.name).toBe("Narcotic Drugs and Psychotropic Substances Act, 1985");
  expect(resolveAct("N.I. Act")?.name).toBe("Negotiable Instruments Act, 1881");
  expect(resolveAct("IT Act")?.name).toBe("Income-tax Act, 1961");
  expect(resolveAct("Evidence Act")?.name).toBe("Indian Evidence Act, 1872");
  expect(resolveAct("M.V. Act")?.name).toBe("Motor Vehicles Act, 1988");
  expect(resolveAct("PC Act")?.name).toBe("Prevention of Corruption Act, 1988");
  expect(resolveAct("Constitution")?.name).toBe("Constitution of India");
  expect(resolveAct("Central Excises & Salt Act, 1944")?.name).toBe("Central Excise Act, 1944");
});

test("a short form with the act's own year resolves, with another year it does not", () => {
  expect(resolveAct("L.A. Act, 1894")?.name).toBe("Land Acquisition Act, 1894");
  expect(resolveAct("Motor Vehicles Act, 1939")?.name).toBe("Motor Vehicles Act, 1939");
  expect(resolveAct("IPC, 1870")).toBeNull();
});

test("an unknown act is kept as written, and shown by its name", () => {
  expect(resolveAct("Bombay Tenancy and Agricultural Lands Act, 1948")).toBeNull();
  expect(canonicalActName(" Bombay  Tenancy and Agricultural Lands Act, 1948")).toBe("Bombay Tenancy and Agricultural Lands Act, 1948");
  expect(shortActName("Indian Penal Code")).toBe("IPC");
  expect(shortActName("Some Act, 1950")).toBe("Some Act, 1950");
});

describe("act fragments and likely acts (issue 21 items 6, 8)", () => {
  const targets = ["Code of Civil Procedure, 1908", "Consumer Protection Act, 1986", "Central Excise Act, 1944", "Indian Penal Code, 1860", "Industrial Disputes Act, 1947", "Representation of the People Act, 1951", "Limitation Act, 1963", "Protection of Children from Sexual Offences Act, 2012", "Motor Vehicles Act, 1939", "Motor Vehicles Act, 1988"];
  test("a chapter piece is a fragment; an act is not", () => {
    expect(isActFragment("I of the Indian Penal Code, 1860")).toBe(true);
    expect(isActFragment("II of Indian Penal Code, 1860")).toBe(true);
    expect(isActFragment("Indian Penal Code, 1860")).toBe(false);
    expect(isActFragment("Income-tax Act, 1961")).toBe(false);
  });
  test("canonical acts matching a typed text: the alias's act first", () => {
    expect(canonicalActsMatching("POCSO")[0].name).toBe("Protection of Children from Sexual Offences Act, 2012");
    expect(canonicalActsMatching("penal").map((a) => a.name)).toContain("Indian Penal Code, 1860");
  });
  test.each([
    ["II of the Indian Penal Code, 1860", "Indian Penal Code, 1860"],
    ["India Penal Code, 1860", "Indian Penal Code, 1860"],
    ["Penal Code, 1860", "Indian Penal Code, 1860"],
    ["Disputes Act, 1947", "Industrial Disputes Act, 1947"],
    ["Representation of Peoples Act, 1951", "Representation of the People Act, 1951"],
    ["Vehicles Act, 1939", "Motor Vehicles Act, 1939"],
    ["Excises and Salt Act, 1944", "Central Excise Act, 1944"],
    ["Indian Limitation Act, 1908", null],
    ["Criminal Procedure Code, 1908", null],
    ["Protection Act, 1986", null],
    ["MCOCA and the Indian Penal Code, 1860", null],
    ["Bombay Tenancy and Agricultural Lands Act, 1948", null],
    ["Constitution (Fourth Amendment) Act, 1955", null],
  ])("%s → %s", (name, expected) => {
    expect(likelyAct(name, targets)).toBe(expected);
  });
});

test("every act of the statutes library is a canonical act, known by its own name (issue 35)", async () => {
  const { readFileSync } = await import("node:fs");
  const { actAndSection } = await import("../scripts/lib/sql-rows");
  const acts = new Set<string>();
  for (const file of ["db/migrations/0025_statute_sections.sql", "db/migrations/0034_statutes_library.sql"])
    for (const line of readFileSync(new URL(`../${file}`, import.meta.url), "utf8").split("\n")) {
      const row = actAndSection(line);
      if (row) acts.add(row[0]);
    }
  expect(acts.size).toBeGreaterThanOrEqual(78);
  expect([...acts].filter((a) => resolveAct(a)?.name !== a)).toEqual([]);
});

test("the library's acts answer to the names lawyers use for them (issue 35)", () => {
  expect(resolveAct("IBC")?.name).toBe("Insolvency and Bankruptcy Code, 2016");
  expect(resolveAct("SARFAESI Act")?.name).toBe("Securitisation and Reconstruction of Financial Assets and Enforcement of Security Interest Act, 2002");
  expect(resolveAct("RTI Act")?.name).toBe("Right to Information Act, 2005");
  expect(resolveAct("D.V. Act")?.name).toBe("Protection of Women from Domestic Violence Act, 2005");
  expect(resolveAct("HAMA")?.name).toBe("Hindu Adoptions and Maintenance Act, 1956");
  expect(resolveAct("Court Fees Act, 1870")?.name).toBe("Court-Fees Act, 1870");
  expect(resolveAct("Recovery of Debts Due to Banks and Financial Institutions Act, 1993")?.name).toBe("Recovery of Debts and Bankruptcy Act, 1993");
  expect(resolveAct("Land Acquisition Act, 2013")?.name).toBe("Right to Fair Compensation and Transparency in Land Acquisition, Rehabilitation and Resettlement Act, 2013");
  // The older act keeps the bare name; the 1950 RP Act only by its year.
  expect(resolveAct("Land Acquisition Act")?.name).toBe("Land Acquisition Act, 1894");
  expect(resolveAct("Representation of the People Act")?.name).toBe("Representation of the People Act, 1951");
  expect(resolveAct("Representation of the People Act, 1950")?.name).toBe("Representation of the People Act, 1950");
});
