import { createReadStream } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import { describe, expect, test } from "vitest";
import { cleanParty, extractCaseHeader, fullAuthorName, htmlToLines, isTitleFragment, NO_TITLE, planExtraction } from "./cause-title";

/** Records of the shared sample, read at test time (never copied into the project). */
async function sampleRecords(ids: string[]): Promise<Map<string, { id: string; judgment_text: string; judges?: string[]; author?: string }>> {
  const out = new Map();
  const rl = createInterface({ input: createReadStream(path.resolve(import.meta.dirname, "../../shared/data/judgments-sample.jsonl"), { encoding: "utf8" }) });
  for await (const line of rl) {
    const id = line.match(/^\{"id": "([^"]+)"/)?.[1];
    if (id && ids.includes(id)) out.set(id, JSON.parse(line));
  }
  return out;
}

/** 2024 PDFs whose record has no title (or a fragment), with the cause title their text prints. */
const PDF_TITLES: [string, string, string][] = [
  ["sc2024pdf:46", "EKNATH KISAN KUMBHARKAR", "STATE OF MAHARASHTRA"], // VERSUS, …RESPONDENT(S), then the name
  ["sc2024pdf:49", "TARINA SEN", "UNION OF INDIA & ANR."], // "[Arising out of … No.1415 of / 2024]" above the name
  ["sc2024pdf:48", "Horrmal (Deceased) through his LRs and others", "State of Haryana and others"],
  ["sc2024pdf:53", "HANNA", "THE STATE OF UTTAR PRADESH"],
  ["sc2024pdf:58", "SHARIF AHMED AND ANOTHER", "STATE OF UTTAR PRADESH AND ANOTHER"], // both markers, then VERSUS
  ["sc2024pdf:71", "ALL INDIA BANK OFFICERS’ CONFEDERATION", "THE REGIONAL MANAGER, CENTRAL BANK OF INDIA, AND OTHERS"],
  ["sc2024pdf:82", "ARVIND KEJRIWAL", "DIRECTORATE OF ENFORCEMENT"], // "ORDER", not "JUDGMENT"
  ["sc2024pdf:85", "M/S. HINDUSTAN PETROLEUM CORPORATION LIMITED & ORS.", "DHARAMNATH SINGH & ORS."],
  ["sc2024pdf:94", "UNION OF INDIA", "MRITYUNJAY KUMAR SINGH @ MRITYUNJAY @ SONU SINGH"], // the marker above the name; "JUDGEMENT"
  ["sc2024pdf:62", "UNION OF INDIA & ORS.", "SANTOSH KUMAR TIWARI"], // the record: "No.4106/2021) UNION OF INDIA & ORS"
  ["sc2024pdf:80", "AMANATULLAH KHAN", "THE COMMISSIONER OF POLICE, DELHI & ORS."],
  ["sc2024pdf:75", "Deependra Yadav and others", "State of Madhya Pradesh and others"],
  ["irled2017-prior:prior_case_0163", "STATE OF U.P. & ORS.", "BRIDGE & ROOF COMPANY (INDIA) LIMITED"], // under "The following Judgment … delivered:"
];

/** Records whose text holds no cause title of its own (only cited cases, counsel, the appeal line). */
const NO_TITLE_IN_TEXT = [
  "inabs-test:1181",
  "inabs-test:1329",
  "inabs-test:1378",
  "irled2017-prior:prior_case_0001",
  "irled2017-prior:prior_case_0003",
  "irled2017-prior:prior_case_0005",
  "irled2017-prior:prior_case_0074", // numbered parties of two appeals: left for staff
  "aila2019:C1000",
  "aila2019:C2256",
];

describe("on the real sample", async () => {
  const records = await sampleRecords([...PDF_TITLES.map(([id]) => id), ...NO_TITLE_IN_TEXT, "sc2024pdf:99", "sc2024pdf:17", "sc2024pdf:75"]);

  test.each(PDF_TITLES)("%s: the cause title of the text", (id, appellant, respondent) => {
    const found = extractCaseHeader(records.get(id)!.judgment_text);
    expect(found.appellant).toBe(appellant);
    expect(found.respondent).toBe(respondent);
  });

  test.each(NO_TITLE_IN_TEXT)("%s: no cause title is made up from cited cases or counsel", (id) => {
    const found = extractCaseHeader(records.get(id)!.judgment_text);
    expect(found.appellant).toBeUndefined();
    expect(found.respondent).toBeUndefined();
  });

  test("the bench under the signature dots, the author under JUDGMENT and the date after New Delhi (sc2024pdf:46)", () => {
    const found = extractCaseHeader(records.get("sc2024pdf:46")!.judgment_text);
    expect(found.judges).toEqual(["B.R. Gavai", "Aravind Kumar", "K.V. Viswanathan"]);
    expect(found.author).toBe("Aravind Kumar");
    expect(found.decisionDate).toBe("2024-10-16");
  });

  test("signatures written '……………………, J.' and a date before 'New Delhi.' (sc2024pdf:17, sc2024pdf:75)", () => {
    expect(extractCaseHeader(records.get("sc2024pdf:17")!.judgment_text).judges).toEqual(["C.T. Ravikumar", "Sanjay Kumar"]);
    const x = extractCaseHeader(records.get("sc2024pdf:75")!.judgment_text);
    expect(x.judges).toEqual(["C.T. RAVIKUMAR", "SANJAY KUMAR"]);
    expect(x.decisionDate).toBe("2024-05-01");
  });

  test("the author given as a surname alone becomes the judge's full name (sc2024pdf:99: 'Mehta')", () => {
    const r = records.get("sc2024pdf:99")!;
    expect(r.author).toBe("Mehta");
    const plan = planExtraction(
      { appellant: "S. SHIVRAJ REDDY(DIED) THR HIS LRS. AND ANOTHER", respondent: "x", judgeName: "Mehta", allJudges: r.judges!.join("; "), caseNumber: "C", decidedDate: "2024-05-16" },
      r.judgment_text,
    );
    expect(plan).toEqual({ judgeName: "SANDEEP MEHTA" });
  });

  test("the case number of a report's jurisdiction line (irled2017-prior:prior_case_0005)", () => {
    expect(extractCaseHeader(records.get("irled2017-prior:prior_case_0005")!.judgment_text).caseNumber).toBe("Civil Appeal Nos. 4 132 4 133 (NCE) of 1986");
  });

  test("a placeholder title is filled from the text; a fragment title is replaced by the text's", () => {
    const empty = { appellant: NO_TITLE, respondent: null, judgeName: null, allJudges: null, caseNumber: null, decidedDate: null };
    expect(planExtraction(empty, records.get("sc2024pdf:46")!.judgment_text)).toMatchObject({ appellant: "EKNATH KISAN KUMBHARKAR", respondent: "STATE OF MAHARASHTRA", judgeName: "Aravind Kumar" });
    const fragment = { ...empty, appellant: "No.4106/2021) UNION OF INDIA & ORS", respondent: "SANTOSH KUMAR TIWARI", judgeName: "MANOJ MISRA" };
    expect(planExtraction(fragment, records.get("sc2024pdf:62")!.judgment_text)).toMatchObject({ appellant: "UNION OF INDIA & ORS.", respondent: "SANTOSH KUMAR TIWARI" });
    // Nothing in an IN-Abs text: the placeholder stays (the case is left for staff).
    expect(planExtraction(empty, records.get("inabs-test:1181")!.judgment_text).appellant).toBeUndefined();
  });

  test("the stored HTML reads back to the same head (npm run reindex)", () => {
    const text = records.get("sc2024pdf:58")!.judgment_text;
    const html = text
      .split(/\n\s*\n/)
      .map((p) => `<p>${p.replace(/&/g, "&amp;").replace(/\n/g, "<br>")}</p>`)
      .join("\n");
    expect(extractCaseHeader(htmlToLines(html))).toEqual(extractCaseHeader(text));
  });
});

test("the LII layout: PETITIONER: … Vs. RESPONDENT: …, BENCH: and DATE OF JUDGMENT", () => {
  const text = "PETITIONER:\nMAHAVIR SINGH & ORS\n\n\tVs.\n\nRESPONDENT:\nSTATE OF RAJASTHAN\n\nDATE OF JUDGMENT19/01/1988\n\nBENCH:\nSINGH, K.N. (J)\nVENKATARAMIAH, E.S. (J)\n\nCITATION:\n 1988 AIR 637";
  expect(extractCaseHeader(text)).toMatchObject({
    appellant: "MAHAVIR SINGH & ORS",
    respondent: "STATE OF RAJASTHAN",
    judges: ["SINGH, K.N.", "VENKATARAMIAH, E.S."],
    decisionDate: "1988-01-19",
  });
});

test("a head that is 'IN RE: …' (sc2024pdf:86's layout) is one side", () => {
  expect(extractCaseHeader("IN THE SUPREME COURT OF INDIA\nCIVIL ORIGINAL JURISDICTION\nIN RE: INHUMAN CONDITIONS IN 1382 PRISONS\nJUDGMENT").appellant).toBe("In re: INHUMAN CONDITIONS IN 1382 PRISONS");
});

test("sentences that name no party: counsel, the bench line, a cited case, an appeal line", () => {
  for (const text of [
    "Hon'ble Mr.Justice B.P. Jeeven Reddy Hon'ble Mr.Justice K.S.Paripoornan Rakesh Dwivedi, Additional Advocate General for the State of U.P., R.B.Misra, Sudhanshu and Kamlendra Mishra, Advs. for the appellants.",
    "In Ram Chandra v. State of U.P., AIR 1957 SC 381, this Court held that the appellant must show prejudice.",
    "Appeal by special leave from the judgment and order dated November 8, 1957, of the Deputy Custodian General.\nAchhru Ram and K. L. Mehta for the appellants.",
    "The appellant versus the respondent is not a cause title.",
  ]) {
    expect(extractCaseHeader(text).appellant).toBeUndefined();
  }
});

test("case-number fragments are cleaned or refused, never kept as a side", () => {
  expect(cleanParty("No.4106/2021) UNION OF INDIA & ORS")).toBe("UNION OF INDIA & ORS");
  expect(cleanParty("No. 5817 of` 2023) Deependra Yadav and others")).toBe("Deependra Yadav and others");
  expect(cleanParty("NO. 17383/2024) BANSHIDHAR CONSTRUCTION PVT. LTD")).toBe("BANSHIDHAR CONSTRUCTION PVT. LTD");
  expect(cleanParty("CRIMINAL APPEAL NO. 467/2024")).toBeNull();
  expect(cleanParty("2024] TARINA SEN")).toBeNull();
  expect(isTitleFragment("No.5719/2023) AMANATULLAH KHAN")).toBe(true);
  expect(isTitleFragment("Masud Khan")).toBe(false);
});

test("a surname becomes a full name only when exactly one judge of the bench has it", () => {
  expect(fullAuthorName("Mehta", ["B.R. GAVAI", "SANDEEP MEHTA"])).toBe("SANDEEP MEHTA");
  expect(fullAuthorName("Kumar", ["Aravind Kumar", "Sanjay Kumar"])).toBeNull();
  expect(fullAuthorName("B.R. GAVAI", ["B.R. GAVAI"])).toBeNull();
  expect(fullAuthorName("Mehta", ["B.R. GAVAI"])).toBeNull();
});
