import { describe, expect, test } from "vitest";
import { chooseTitleAsCited, nameAsCited, type CitedName } from "./titles-as-cited";

// Sentences of ../shared/data as the citation graph stores them (case_references.snippet), citing
// irled2017-prior:prior_case_0045 ([1958] S.C.R. 1355, decided 1958; its record prints no title)
// and prior_case_0258 ([1980] INSC 116).
const TATA = {
  aila1564: ["This question is concluded by the decision of this Court in The Tata Iron & Steel Co. Ltd. v. The State of Bihar [1958] S.C.R. 1355 1958 Indlaw SC 152.\"-", "[1958] S.C.R. 1355"],
  // the snippet cut short inside the citation
  prior0836: ["Tata Iron & Steel Co. Ltd. v. State of Bihar, [1958] S.C.R.", "[1958] S.C.R. 1355"],
  prior0556: [
    "… the period as to which the rate may be retrospectively made. [828 D-H] Bradford Union v. Wilts, [(1868) LR 3 Q.B. 616]; The Tata Iron & Steel Co Ltd. v. The State of Bihar, [[1958] INSC 13]; [[1958] SCR 1355] referred to.",
    "[1958] INSC 13",
  ],
} as const;

const named = (citingDocId: number, [snippet, written]: readonly [string, string]): CitedName => ({ citingDocId, ...nameAsCited(snippet, written)! });

describe("nameAsCited", () => {
  test("reads the name before the citation, with the citation's year", () => {
    expect(nameAsCited(...TATA.aila1564)).toEqual({ appellant: "Tata Iron & Steel Co. Ltd.", respondent: "The State of Bihar", year: 1958 });
    expect(nameAsCited(...TATA.prior0556)).toEqual({ appellant: "Tata Iron & Steel Co Ltd.", respondent: "The State of Bihar", year: 1958 });
  });

  test("finds a citation the snippet cuts short at its end", () => {
    expect(nameAsCited(...TATA.prior0836)).toEqual({ appellant: "Tata Iron & Steel Co. Ltd.", respondent: "State of Bihar", year: 1958 });
  });

  test("no name before the citation, or the citation not in the snippet: none", () => {
    expect(nameAsCited("(4) [[1958] INSC 13]; [[1958] S.C.R. 1355.]", "[1958] S.C.R. 1355")).toBeNull();
    expect(nameAsCited("Tata Iron & Steel Co. Ltd. v. State of Bihar, [1958] S.C.R. 1355", "AIR 1958 SC 452")).toBeNull();
    expect(nameAsCited(null, "[1958] S.C.R. 1355")).toBeNull();
  });
});

describe("chooseTitleAsCited", () => {
  const tata = [named(1, TATA.aila1564), named(2, TATA.prior0836), named(3, TATA.prior0556)];

  test("three citing judgments agree: the title in the form most of them write (ties: the fuller)", () => {
    expect(chooseTitleAsCited(tata, 1958)).toEqual({ appellant: "Tata Iron & Steel Co. Ltd.", respondent: "The State of Bihar", key: "tata iron steel v state bihar", citers: 3 });
  });

  test("two citing judgments agree (Waman Rao v. Union of India, [1980] INSC 116)", () => {
    const waman = [
      named(10, ["… points out that this Court has given effect to the doctrine of prospec- tive overruling in Waman Rao v. Union of India, [[1980] INSC 116]; [[1981] 2 SCR 1]; Minor P. Rajendran v. State of Madras, [[1968] INSC 10]; [[1968] 2 …", "[1980] INSC 116"]),
      named(11, ["It was reiterated in Waman Rao v. Union of India [[1980] INSC 116]; [[1980] 3 SCC 587], As per directions therein the Constitution Bench reiterated", "[1980] INSC 116"]),
    ];
    expect(chooseTitleAsCited(waman, 1980)).toMatchObject({ appellant: "Waman Rao", respondent: "Union of India", citers: 2 });
  });

  test("one citing judgment, however often it cites: none", () => {
    expect(chooseTitleAsCited([named(1, TATA.aila1564), named(1, TATA.prior0556)], 1958)).toBeNull();
  });

  test("two names with as many citing judgments each: none", () => {
    const other: CitedName = { citingDocId: 4, appellant: "Buchirajalingam", respondent: "State of Hyderabad", year: 1958 };
    const other2: CitedName = { ...other, citingDocId: 5 };
    expect(chooseTitleAsCited([named(1, TATA.aila1564), named(2, TATA.prior0836), other, other2], 1958)).toBeNull();
    // … but three against one: the three win (no other name has as many).
    expect(chooseTitleAsCited([...tata, other], 1958)).toMatchObject({ key: "tata iron steel v state bihar" });
    expect(chooseTitleAsCited([...tata, other], 1958, { minAgreeing: 2, unanimous: true })).toBeNull();
  });

  test("a citation's year more than one from the decision's: not counted", () => {
    expect(chooseTitleAsCited(tata, 1962)).toBeNull();
    // the report of the next year counts
    expect(chooseTitleAsCited(tata, 1957)).toMatchObject({ citers: 3 });
    // one of two of the wrong year leaves one: none
    expect(chooseTitleAsCited([named(1, TATA.aila1564), { ...named(2, TATA.prior0836), year: 1961 }], 1958)).toBeNull();
  });

  test("a side that is not a name (as the extractor cleans parties) does not count; a sentence's full stop is dropped", () => {
    const prose: CitedName = { citingDocId: 7, appellant: "The Tata Iron & Steel Co. Ltd.", respondent: "THE RESPONDENT", year: 1958 };
    expect(chooseTitleAsCited([named(1, TATA.aila1564), prose], 1958)).toBeNull();
    const madras = [1, 2].map((citingDocId): CitedName => ({ citingDocId, appellant: "Rajendran", respondent: "State of Madras.", year: 1968 }));
    expect(chooseTitleAsCited(madras, 1968)).toMatchObject({ appellant: "Rajendran", respondent: "State of Madras" });
  });
});
