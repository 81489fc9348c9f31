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
  const cheat = rankSections(rows, terms, [], [{ docId: 9, sections: [sectionKey("Indian Penal Code, 1860", "420")] }], FACTS_TUNING, readFactsLaw("The builder cheated the buyers of the flats and forged their signatures."));
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

// ---------------------------------------------------------------- issue 35 item 5 (decision 118)

test("one loose word of crime does not make service or family facts criminal; two do, and one strong word does", () => {
  expect(criminalSignals("The bank dismissed him without any charge-sheet and without a departmental inquiry.")).toEqual([]);
  expect(criminalSignals("She threatened to end her life if he visited his parents.")).toEqual([]);
  expect(criminalSignals("He cheated the buyers and forged their signatures.")).toEqual(expect.arrayContaining(["cheated", "forged"]));
  expect(criminalSignals("The accused was charge-sheeted.")).toEqual(expect.arrayContaining(["accused"]));
});

test("an act only for facts of its subject: a car dealer is no sales-tax dealer, a bank officer's dismissal no banking regulation", () => {
  const car = readFactsLaw("My client bought a new car from an authorised dealer. The engine is defective and the dealer refuses to refund the price.");
  expect(mayApply({ act: "Central Sales Tax Act, 1956", title: "Rates of tax on sales in the course of inter-State trade or commerce" }, car)).toBe(false);
  expect(mayApply({ act: "Motor Vehicles Act, 1988", title: "Recall of motor vehicles" }, car)).toBe(false);
  expect(mayApply({ act: "Consumer Protection Act, 2019", title: "Definitions" }, car)).toBe(true);
  const bank = readFactsLaw(BANK);
  expect(mayApply({ act: "Banking Regulation Act, 1949", title: "Power of Reserve Bank to collect information" }, bank)).toBe(false);
  expect(mayApply({ act: "Constitution of India", title: "Equality before law" }, bank)).toBe(true);
  // A one-word phrase of the vocabulary ("redemption": a customs fine here) does not carry an act the facts do not concern; a longer one does.
  const customs = readFactsLaw("The customs officers confiscated the goods and offered release on payment of a redemption fine.");
  expect(mayApply({ act: "Transfer of Property Act, 1882", title: "Right of mortgagor to redeem" }, customs, ["redemption"])).toBe(false);
  expect(mayApply({ act: "Customs Act, 1962", title: "Penalty for improper importation of goods, etc." }, customs)).toBe(true);
  expect(mayApply({ act: "Limitation Act, 1963", title: "For arrears of rent" }, readFactsLaw("The tenant stopped paying rent."), ["stopped paying rent"])).toBe(true);
});

test("an offence never for facts of no crime, whatever phrase points to it; a personal law not for another community", () => {
  const family = readFactsLaw("Her husband and in-laws locked her out of the flat.");
  expect(family.criminal).toEqual([]);
  expect(mayApply({ act: "Indian Penal Code, 1860", title: "Husband or relative of husband of a woman subjecting her to cruelty" }, family, ["in-laws"])).toBe(false);
  expect(mayApply({ act: "Code of Criminal Procedure, 1973", title: "Order for maintenance of wives, children and parents" }, family, ["maintenance"])).toBe(true);
  expect(mayApply({ act: "Divorce Act, 1869", title: "Grounds for dissolution of marriage" }, family)).toBe(false);
  const muslim = readFactsLaw("My client, a Muslim woman, was divorced by talaq and her husband pays no maintenance.");
  expect(mayApply({ act: "Hindu Adoptions and Maintenance Act, 1956", title: "Maintenance of wife" }, muslim)).toBe(false);
  expect(mayApply({ act: "Muslim Women (Protection of Rights on Divorce) Act, 1986", title: "Mahr or other properties of Muslim woman to be given to her at the time of divorce" }, muslim)).toBe(true);
});

test("a phrase the facts negate is not their subject; a phrase inside a longer one is the longer one's", () => {
  const intestate = "My client's father died without a will, leaving ancestral land.";
  const facts = readFactsLaw(intestate);
  expect(facts.subjects.has("Hindu Succession Act, 1956")).toBe(true);
  expect(facts.subjects.has("Indian Succession Act, 1925")).toBe(false);
  const acts = statuteVocabularyHits(intestate).flatMap((h) => h.entry.sections.map(([a]) => a));
  expect(acts).toContain("Hindu Succession Act, 1956");
  expect(acts).not.toContain("Indian Succession Act, 1925");
  expect(readFactsLaw("He left a will in favour of his nephew.").subjects.has("Indian Succession Act, 1925")).toBe(true);
});
