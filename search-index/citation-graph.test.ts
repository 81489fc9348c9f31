/**
 * The citation graph's pure half on real sentences from ../shared/data/judgments-sample.jsonl
 * (record id first; short quotes of the judgments, as written).
 */
import { describe, expect, it } from "vitest";
import { caseNameKeys, findReferences, judgmentParagraphs, looseKey, nameBefore, nameKey, ownCitationKeys, parallelCitations, referenceKey, sentenceAround } from "./citation-graph";

const html = (...paragraphs: string[]) => paragraphs.map((p) => `<p>${p}</p>`).join("\n");

describe("referenceKey", () => {
  it("gives every way of writing one citation the same key", () => {
    // aila2019:C1002 cites "[1960] 1 S. C. R. 107"; the cited case lists "1960 (1) SCR 107".
    expect(referenceKey("[1960] 1 S. C. R. 107")).toBe(referenceKey("1960 (1) SCR 107"));
    expect(referenceKey("[1959] Supp. 2 S.C.R. 1012")).toBe(referenceKey("1959 (2) Suppl. SCR 1012"));
    expect(referenceKey("AIR 1968 SC 832")).toBe(referenceKey("1968 AIR 832"));
    expect(referenceKey("(2006) 4 SCC 1")).toBe("SCC||2006|4|1");
  });
  it("keeps a form the parser does not know, normalised", () => {
    // A report no table holds ("[1969] 34 FJR 376", high-court-dev sentence 981).
    expect(referenceKey("[1969] 34 F.J.R. 376")).toBe(referenceKey("[1969]  34 F. J. R. 376"));
    expect(referenceKey("[1969] 34 F.J.R. 376")).toMatch(/^text\|/);
  });

  it("reads the Income Tax Reports since decision 097: one key however written", () => {
    // irled2017-prior:prior_case_0001 refers to "(1970) 77 I.T.R.27".
    expect(referenceKey("(1970) 77 I.T.R.27")).toBe("ITR||1970|77|27");
    expect(referenceKey("(1970)  77 I. T. R. 27")).toBe("ITR||1970|77|27");
    expect(referenceKey("[1970] 77 ITR 27 (SC)")).toBe("ITR||1970|77|27");
  });
});

describe("ownCitationKeys", () => {
  it("reads imported rows, typed citations and a form row's journal fields", () => {
    const keys = ownCitationKeys([
      { raw: "AIR 1988 SC 637", normalized: null } as never,
      { journalId: 7, year: 1988, volume: "2", pageNumber: "12" },
      { neutralCitation: "2024 INSC 640" },
    ]);
    expect(keys).toEqual(expect.arrayContaining([referenceKey("AIR 1988 SC 637"), referenceKey("(1988) 2 SCC 12"), referenceKey("2024 INSC 640")]));
    expect(keys).toHaveLength(3);
  });
});

describe("sentenceAround", () => {
  it("cuts the sentence around a citation, not at v. or Ors.", () => {
    // aila2019:C1013
    const text =
      "5. Whatever may be the import and purport of such Regularization Rules, in view of the recent Constitution Bench decision of this Court in Secretary, State of Karnataka & Ors? vs. Umadevi & Ors. [(2006) 4 SCC 1 2006 Indlaw SC 125)], it is now well-settled that the appointments, if made in violation of the constitutional scheme, are void. Nothing more need be said.";
    const at = text.indexOf("(2006) 4 SCC 1");
    const s = sentenceAround(text, at, at + 14);
    expect(s).toContain("Umadevi & Ors. [(2006) 4 SCC 1");
    expect(s).not.toContain("Nothing more");
    expect(s.length).toBeLessThanOrEqual(290);
  });
  it("starts after the previous sentence", () => {
    // aila2019:C1021
    const text =
      "Thus, any of these acts are not hit by the provisions of S. 27 of the Act. 12. Usefully, reference can also be made to the judgments of this Court enunciating the principles under S. 27 of the Act. The Court in Anter Singh v. State of Rajasthan [(2004) 10 SCC 657 2004 Indlaw SC 79] has held that the first condition necessary for bringing S. 27 into operation is the fact of discovery.";
    const at = text.indexOf("(2004) 10 SCC 657");
    expect(sentenceAround(text, at, at + 17)).toBe(
      "The Court in Anter Singh v. State of Rajasthan [(2004) 10 SCC 657 2004 Indlaw SC 79] has held that the first condition necessary for bringing S. 27 into operation is the fact of discovery.",
    );
  });
});

describe("findReferences", () => {
  // aila2019:C1042, paragraph 14, and aila2019:C1047.
  const judgment = html(
    "13. The detention order was passed on 4.5.1998.",
    "14. Inordinate delay, for which no adequate explanation is furnished, led to the assumption that the live and proximate link between the grounds of detention and the purpose of detention is snapped. (See : P.U. Iqbal vs. Union of India and others : (1992) 1 SCC 434 1991 Indlaw SC 438 ; Ashok Kumar vs. Delhi Administration : (1982) 2 SCC 403 1982 Indlaw SC 31.)",
    "15. He therefore relied upon the judgment of this Court in the case of Haroon Haji Abdulla Vs. State of Maharashtra, AIR 1968 SC 832 = (1968) 2 SCR 641 1967 Indlaw SC 1, wherein this Court observed the rule.",
  );

  it("places each cases-referred entry at its paragraph with its sentence, and adds the text's other citations", () => {
    const refs = findReferences({ judgmentHtml: judgment, referred: [{ casesReferred: "(1982) 2 SCC 403" }, { casesReferred: "(1992) 1 SCC 434" }, { casesReferred: "AIR 1968 SC 832" }] });
    expect(refs.map((r) => [r.written, r.source, r.paragraph])).toEqual([
      ["(1992) 1 SCC 434", "referred", 2],
      ["(1982) 2 SCC 403", "referred", 2],
      ["AIR 1968 SC 832", "referred", 3],
      ["(1968) 2 SCR 641", "text", 3],
    ]);
    expect(refs[0].snippet).toContain("P.U. Iqbal vs. Union of India and others : (1992) 1 SCC 434");
    expect(refs[2].snippet).toMatch(/^He therefore relied upon the judgment of this Court in the case of Haroon Haji Abdulla/);
    expect(refs[0].offset).toBeGreaterThan(judgmentParagraphs(judgment)[0].length);
    expect(refs.map((r) => r.position)).toEqual([1, 2, 3, 4]);
  });

  it("keeps an entry the text does not hold, unplaced, and one reference per key", () => {
    const refs = findReferences({ judgmentHtml: judgment, referred: [{ casesReferred: "(1970) 77 I.T.R.27" }, { casesReferred: "AIR 1968 S.C. 832" }, { casesReferred: "1968 AIR 832" }] });
    expect(refs.filter((r) => r.key === referenceKey("AIR 1968 SC 832"))).toHaveLength(1);
    const itr = refs.find((r) => r.written === "(1970) 77 I.T.R.27")!;
    expect(itr).toMatchObject({ paragraph: null, snippet: null, source: "referred" });
    expect(refs[refs.length - 1]).toBe(itr);
  });

  it("does not count the judgment's own citations, and finds none in a sentence without one", () => {
    // irled2017-prior:prior_case_0005 is AIR 1988 SC 637; its header repeats it.
    const own = html("MAHAVIR SINGH & ORS [1988] INSC 17; AIR 1988 SC 637; 1988 (2) SCR 713 (3 February 1988)");
    expect(findReferences({ judgmentHtml: own, ownKeys: ownCitationKeys([{ raw: "[1988] INSC 17" }, { raw: "AIR 1988 SC 637" }, { raw: "1988 (2) SCR 713" }]) })).toEqual([]);
    // aila2019:C1021: a section number and a date are not citations.
    expect(findReferences({ judgmentHtml: html("Thus, any of these acts are not hit by the provisions of S. 27 of the Act. The order of 12.3.1993 stands.") })).toEqual([]);
  });

  it("keeps the staff's hand-made link", () => {
    const refs = findReferences({ judgmentHtml: judgment, referred: [{ casesReferred: "(1992) 1 SCC 434", partyName: "P.U. Iqbal v. Union of India", linkedDocId: 42 }] });
    expect(refs[0]).toMatchObject({ staffDocId: 42, partyName: "P.U. Iqbal v. Union of India", paragraph: 2 });
  });
});

describe("the forms the older reports print", () => {
  const keysIn = (text: string) => findReferences({ judgmentHtml: html(text) }).map((r) => r.key);

  it("reads a citation run into its bracket, a (Supp) volume and A.I.R. with a stop after the year", () => {
    // irled2017-prior:prior_case_0195
    expect(keysIn("Jamuna Prasad Mukhariya and Ors. v. Lachhi Ram and Ors., [1955]1 S.C.R. 608, distinguished.")).toEqual([referenceKey("(1955) 1 SCR 608")]);
    // irled2017-prior:prior_case_0519
    expect(keysIn("The following observation of Das, J., in Pramatha Nath Taluqdur v. Saroj Ranjan Sarkar. [1962] (Supp) 2 SCR 297 at 320 also supports my view:")).toEqual([
      referenceKey("1962 (2) Suppl.SCR 297"),
    ]);
    // irled2017-prior:prior_case_1151
    expect(keysIn("we cannot assent to the cult of the elite in carving out islands of exception to 'industry', (1) [[1975] INSC 237]; [A.I.R. 1976. S.C. 242] 259 The more serious argument")).toEqual([
      referenceKey("[1975] INSC 237"),
      referenceKey("1976 AIR 242"),
    ]);
  });

  it("gives a volume's citation a key without it, for a case recorded without one", () => {
    // irled2017-prior:prior_case_1189 cites "[1955] 1 S.C.R. 509"; the cited case is recorded as "1955 SCR 509".
    const [ref] = findReferences({ judgmentHtml: html("(2) [[1954] INSC 69]; [[1955] 1 S.C.R. 509.]") }).filter((r) => r.key.startsWith("SCR"));
    expect(ref.looseKey).toBe(referenceKey("1955 SCR 509"));
    expect(looseKey(referenceKey("1955 SCR 509"))).toBeNull();
    // A supplement's page meets a case recorded with neither volume nor "Supp": prior_case_0555 cites
    // "[[1971] Suppl. S.C.R. 76.]", the cited record (prior_case_0017) lists "1971 SCR 76".
    expect(looseKey(referenceKey("[1971] Suppl. S.C.R. 76"))).toBe(referenceKey("1971 SCR 76"));
    expect(looseKey(referenceKey("AIR 1955 SC 509"))).toBeNull();
  });
});

describe("parallelCitations: equal citations written side by side (decision 062)", () => {
  it("pairs a neutral citation with the report beside it, across the year of the report", () => {
    // irled2017-prior:prior_case_1203: "… dismissed with costs. R.K.P.S. Appeal dismissed. (1) [[1963] INSC 197]; [[1964] 5 S.C.R. 12.]"
    const pairs = parallelCitations("R.K.P.S. Appeal dismissed. (1) [[1963] INSC 197]; [[1964] 5 S.C.R. 12.]");
    expect(pairs).toContainEqual([referenceKey("[1963] INSC 197"), referenceKey("[1964] 5 SCR 12")]);
    expect(pairs).toContainEqual([referenceKey("[1964] 5 SCR 12"), referenceKey("[1963] INSC 197")]);
    // "[1954 SCR 565-(AIR 1954 SC215)]" (prior_case_1568)
    expect(parallelCitations("[[1954] INSC 4]; [1954 SCR 565-(AIR 1954 SC215)] the")).toContainEqual([referenceKey("1954 SCR 565"), referenceKey("AIR 1954 SC 215")]);
  });
  it("never pairs citations a footnote number, a page or a name stands between, nor two of one reporter", () => {
    // irled2017-prior:prior_case_1018: "(1) [[1959] INSC 96]; [[1960] 1 S.C.R. 476], 482. (2) [[1964] 5 S.C.R. 190.] (3) [[1963] INSC 224]; [[1964] 5 S.C.R. 431], 445."
    const pairs = parallelCitations("(1) [[1959] INSC 96]; [[1960] 1 S.C.R. 476], 482. (2) [[1964] 5 S.C.R. 190.] (3) [[1963] INSC 224]; [[1964] 5 S.C.R. 431], 445.");
    const with190 = pairs.filter((p) => p.includes(referenceKey("[1964] 5 SCR 190")));
    expect(with190).toEqual([]);
    expect(pairs).toContainEqual([referenceKey("[1959] INSC 96"), referenceKey("[1960] 1 SCR 476")]);
    expect(pairs).toContainEqual([referenceKey("[1963] INSC 224"), referenceKey("[1964] 5 SCR 431")]);
    expect(pairs).toHaveLength(4);
    // aila2019 lists: "(1978) 1 SCC 248; (1980) 2 SCC 593" are two cases (years apart), "[1955] 1 SCR 1; [1955] 2 SCR 3" too (one reporter).
    expect(parallelCitations("(1978) 1 SCC 248; AIR 1981 SC 746")).toEqual([]);
    expect(parallelCitations("[1955] 1 SCR 1; [1955] 2 SCR 3")).toEqual([]);
    // A name between: "The State of West Bengal v. Anwar Ali Sarkar, [[1952] INSC 1]; [[1952] SCR 284 ]; E. P. Royappa v. State of Tamil Nadu [[1973] INSC 214]"
    const named = parallelCitations("Anwar Ali Sarkar, [[1952] INSC 1]; [[1952] SCR 284 ]; E. P. Royappa v. State of Tamil Nadu [[1973] INSC 214]");
    expect(named.every((p) => !p.includes(referenceKey("[1973] INSC 214")))).toBe(true);
  });
});

describe("resolution by case name and year (decision 062)", () => {
  it("reads the case name written before a citation", () => {
    // irled2017-prior:prior_case_1139: "… of the ordinance. [967 B-C] State of Punjab v. Mohar Singh [[1954] INSC 95]"
    expect(nameBefore("of the ordinance. [967 B-C] State of Punjab v. Mohar Singh ")).toEqual(["State of Punjab", "Mohar Singh"]);
    // "[997 B-C] The State of West Bengal v. Anwar Ali Sarkar, [[1952] INSC 1]"
    expect(nameBefore("[997 B-C] The State of West Bengal v. Anwar Ali Sarkar, ")).toEqual(["State of West Bengal", "Anwar Ali Sarkar"]);
    // aila2019:C2084: "… in B.S. Joshi v. State of Haryana, AIR 2003 SC 1386" (initials are no sentence end; "in" is not the name)
    expect(nameBefore("This Court in B. S. Joshi v. State of Haryana, ")).toEqual(["B. S. Joshi", "State of Haryana"]);
    expect(nameBefore("was approved. In M/s. Gupta Sugar Works v. State of U.P. & Ors., ")).toEqual(["Gupta Sugar Works", "State of U.P. & Ors"]);
  });
  it("finds no name where none is written before the citation", () => {
    // irled2017-prior:prior_case_0662: "the power of detention and (1) A.I.R. 1952 S.C. 597."
    expect(nameBefore("the power of detention and (1) ")).toBeNull();
    // prior_case_1451: "Narain Sharma and Anr. [1971] I .S.C.R. 8" (no " v. ")
    expect(nameBefore("Narain Sharma and Anr. ")).toBeNull();
    // The " v. " of an earlier case with a citation between: not this citation's name.
    expect(nameBefore("Mohar Singh [[1954] INSC 95]; ")).toBeNull();
  });
  it("gives a reference and the cited case's title one key, whatever the parties' trimmings", () => {
    // aila2019:C1566 cites "Central Bureau of Investigation v. Maninder Singh, (2016) 1 SCC 389"; the case (C385), decided 2015-08-28, is titled so.
    const ref = findReferences({ judgmentHtml: html("relied on Central Bureau of Investigation v. Maninder Singh, (2016) 1 SCC 389 and held") })[0];
    expect(ref.nameKey).toBe("central bureau investigation v maninder singh|2016");
    expect(caseNameKeys("Central Bureau of Investigation", "Maninder Singh", 2015)).toContain(ref.nameKey);
    expect(nameKey("Ibrahim Bachu Bafan And Anr Etc", "State Of Gujarat And Ors", 1985)).toBe(nameKey("Ibrahim Bachu Bafan & Anr.", "State of Gujarat", 1985));
    // Too short to tell cases apart, or no title: no key.
    expect(nameKey("Ramesh", "State", 2011)).toBeNull();
    expect(caseNameKeys("(cause title not given in the source)", null, 1990)).toEqual([]);
    // A title kept whole as the appellant is read as its two sides.
    expect(caseNameKeys("Mukul Saikia v State of Assam", null, 2008)).toEqual(caseNameKeys("Mukul Saikia & Ors", "State Of Assam & Ors", 2008));
  });
});
