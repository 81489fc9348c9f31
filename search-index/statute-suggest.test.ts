import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { actAndSection } from "../scripts/lib/sql-rows";
import { FACTS_TUNING, sectionKey } from "./facts";
import { vocabularyHits } from "./legal-vocabulary";
import { porterStem } from "./porter";
import { criminalSignals, mayApply, missingFromLibrary, placeOfAct, rankSections, readFactsLaw, statuteVocabularyHits, type SectionRow } from "./statute-suggest";
import { STATUTE_VOCABULARY } from "./statute-vocabulary";
import { BANK, TENANT } from "../tests/data/issue-35-facts";

test("rankSections: text, vocabulary and the top precedents' votes, each kept as a reason", () => {
  const rows: SectionRow[] = [
    { id: 1, act: "Indian Penal Code, 1860", section: "304B", title: "Dowry death", body: "Where the death of a woman is caused by any burns", score: -4 },
    { id: 2, act: "Indian Penal Code, 1860", section: "302", title: "Punishment for murder", body: "Whoever commits murder", score: -2 },
    { id: 3, act: "Indian Evidence Act, 1872", section: "113B", title: "Presumption as to dowry death", body: "", score: null },
  ];
  const terms = [{ term: "dowry", stem: porterStem("dowry"), tf: 1, df: 1, weight: 1 }];
  const hits = vocabularyHits("kerosene");
  const ranked = rankSections(rows, terms, hits, [{ docId: 7, sections: [sectionKey("Indian Evidence Act, 1872", "113B")] }]);
  expect(ranked.map((s) => s.section)).toEqual(["304B", "113B", "302"]);
  expect(ranked[0]).toMatchObject({ words: ["dowry"], phrases: ["kerosene"], counterpart: { act: "Bharatiya Nyaya Sanhita, 2023", sections: ["80"] } });
  expect(ranked[1].precedents).toEqual([7]);
});

// ---------------------------------------------------------------- issue 35 item 3 (decision 109)

/** The (act, section) pairs of the library's migrations (real data). */
function libraryKeys(): Set<string> {
  const keys = new Set<string>();
  for (const file of ["db/migrations/0025_statute_sections.sql", "db/migrations/0034_statutes_library.sql"])
    for (const line of readFileSync(new URL(`../${file}`, import.meta.url), "utf8").split("\n")) {
      const row = actAndSection(line);
      if (row) keys.add(sectionKey(row[0], row[1]));
    }
  return keys;
}

test("every provision the statutes vocabulary names is in the library", () => {
  const keys = libraryKeys();
  const missing = STATUTE_VOCABULARY.flatMap((e) => e.sections).filter(([a, s]) => !keys.has(sectionKey(a, s)));
  expect(missing).toEqual([]);
});

test("plainly civil facts hold no word of crime; criminal facts do", () => {
  expect(criminalSignals(TENANT)).toEqual([]);
  expect(criminalSignals(BANK)).toEqual([]);
  expect(criminalSignals("The accused cheated the complainant and the police registered an FIR.")).toEqual(expect.arrayContaining(["accused", "police", "cheated"]));
});

test("the statutes vocabulary reads the tenant's and the bank officer's facts", () => {
  const tenant = statuteVocabularyHits(TENANT).flatMap((h) => h.entry.sections.map(([a, s]) => sectionKey(a, s)));
  expect(tenant).toEqual(expect.arrayContaining([sectionKey("Limitation Act, 1963", "Schedule Article 52"), sectionKey("Limitation Act, 1963", "3"), sectionKey("Transfer of Property Act, 1882", "108")]));
  const bank = statuteVocabularyHits(BANK).flatMap((h) => h.entry.sections.map(([a, s]) => sectionKey(a, s)));
  for (const art of ["14", "16", "226", "311"]) expect(bank).toContain(sectionKey("Constitution of India", art));
  // "The suit was dismissed" is no dismissal from service.
  expect(statuteVocabularyHits("The suit was dismissed and the appeal was dismissed.").some((h) => h.entry.sections.some(([a, s]) => a === "Constitution of India" && s === "311"))).toBe(false);
});

test("rankSections with the facts read: no criminal section for civil facts, none without a reason, a State's act only where the facts are", () => {
  const rows: SectionRow[] = [
    { id: 1, act: "Indian Penal Code, 1860", section: "420", title: "Cheating and dishonestly inducing delivery of property", body: "Whoever cheats and thereby dishonestly induces the person deceived to deliver any property", score: -9 },
    { id: 2, act: "Limitation Act, 1963", section: "Schedule Article 52", title: "For arrears of rent", body: "Three years. When the arrears become due.", score: -6 },
    { id: 3, act: "Delhi Rent Control Act, 1958", section: "14", title: "Protection of tenant against eviction", body: "arrears of rent landlord tenant eviction", score: -8 },
    { id: 4, act: "Code of Civil Procedure, 1908", section: "4", title: "Savings", body: "nothing in this Code shall limit", score: -1 },
  ];
  const terms = ["arrears", "rent", "landlord", "tenant", "eviction", "limitation"].map((w) => ({ term: w, stem: porterStem(w), tf: 1, df: 10, weight: 1 }));
  const facts = readFactsLaw(TENANT);
  const ranked = rankSections(rows, terms, statuteVocabularyHits(TENANT), [{ docId: 9, sections: [sectionKey("Indian Penal Code, 1860", "420")] }], FACTS_TUNING, facts);
  expect(ranked.map((s) => s.id)).toEqual([2]);
  expect(ranked[0].phrases).toEqual(expect.arrayContaining(["arrears of rent"]));
  // The same rows for facts in Delhi keep the Delhi act; facts of a cheat keep the IPC section, with its precedent.
  expect(rankSections(rows, terms, [], [], FACTS_TUNING, readFactsLaw(`${TENANT} The shop is in Delhi.`)).map((s) => s.id)).toContain(3);
  const cheat = rankSections(rows, terms, [], [{ docId: 9, sections: [sectionKey("Indian Penal Code, 1860", "420")] }], FACTS_TUNING, readFactsLaw("The builder cheated the buyers of the flats."));
  expect(cheat.find((s) => s.id === 1)?.precedents).toEqual([9]);
});

test("provisions and acts the facts name are read; what the library lacks is said, not guessed", () => {
  const facts = readFactsLaw("The tenant relies on section 106 of the Transfer of Property Act, 1882 and Article 300A; the landlord on the Kerala Buildings (Lease and Rent Control) Act, 1965 and Article 370.");
  expect(facts.named).toEqual(
    expect.arrayContaining([
      { act: "Transfer of Property Act, 1882", section: "106", phrase: "section 106 of the TP Act" },
      { act: "Constitution of India", section: "300A", phrase: "Article 300A" },
    ]),
  );
  expect(facts.acts).toEqual(expect.arrayContaining(["Kerala Buildings (Lease and Rent Control) Act, 1965"]));
  const held = new Set([sectionKey("Transfer of Property Act, 1882", "106"), sectionKey("Constitution of India", "300A")]);
  expect(missingFromLibrary(facts, held)).toEqual([
    "The statutes library does not hold the Kerala Buildings (Lease and Rent Control) Act, 1965: none of its sections can be suggested.",
    "The statutes library does not hold Article 370 of the Constitution.",
  ]);
  expect(placeOfAct("Delhi Rent Control Act, 1958")).toBe("delhi");
  expect(placeOfAct("Transfer of Property Act, 1882")).toBeNull();
});

test("a criminal section for civil facts only when a phrase of the facts shows it; a child's custody is no police custody", () => {
  const facts = readFactsLaw("My wife left with our son and refuses to let me meet him; I want custody of my son and she claims maintenance.");
  expect(facts.criminal).toEqual([]);
  const crpc125 = { act: "Code of Criminal Procedure, 1973", title: "Order for maintenance of wives, children and parents" };
  expect(mayApply(crpc125, facts)).toBe(false);
  expect(mayApply(crpc125, facts, true)).toBe(true);
  expect(statuteVocabularyHits("I want custody of my son").flatMap((h) => h.entry.sections.map(([a]) => a))).toContain("Guardians and Wards Act, 1890");
  expect(readFactsLaw("He was remanded to police custody.").criminal).toContain("police custody");
});
