import { createReadStream } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import { expect, test } from "vitest";
import { extractCounsel, normalizeAdvocate } from "./counsel";

/**
 * Real appearance blocks from ../shared/data/judgments-sample.jsonl (record id first), each with
 * the advocates expected per side; and sentences that name no one.
 */
const BLOCKS: [string, string, { appellant?: string[]; respondent?: string[]; other?: string[] }][] = [
  ["irled2017-prior:prior_case_0611", "S.K. Nandy and Krishna Prosad for the Appellants.", { appellant: ["S.K. Nandy", "Krishna Prosad"] }],
  ["irled2017-prior:prior_case_1903", "G. S. Pathak and Naunit Lal, for the appellants.", { appellant: ["G.S. Pathak", "Naunit Lal"] }],
  ["irled2017-prior:prior_case_0045", "1358 M. C. Setalvad, Attorney-General, for India, Rajeshwari Prasad and S. P. Varma, for the appellant.", { appellant: ["M.C. Setalvad", "Rajeshwari Prasad", "S.P. Varma"] }],
  ["irled2017-prior:prior_case_1879", "P.P. Rao and C.S.S. Rao for the Appellant.", { appellant: ["P.P. Rao", "C.S.S. Rao"] }],
  ["irled2017-prior:prior_case_1894", "Manohar Lal (G. P. Das, with him) for the appellant.", { appellant: ["Manohar Lal", "G.P. Das"] }],
  ["irled2017-prior:prior_case_0587", "F.S. Nariman, B.D. Sharma and R.P. Kapur for the Petitioner.", { appellant: ["F.S. Nariman", "B.D. Sharma", "R.P. Kapur"] }],
  ["irled2017-prior:prior_case_0028", "Vikrant Yadav, R.C. Verma and A.S. Pundir for the Appellant.", { appellant: ["Vikrant Yadav", "R.C. Verma", "A.S. Pundir"] }],
  ["irled2017-prior:prior_case_0689", "G. B. Pai, J. B. Dadachanji, O. C. Mathur and Ravinder Narain, for the appellant.", { appellant: ["G.B. Pai", "J.B. Dadachanji", "O.C. Mathur", "Ravinder Narain"] }],
  ["inabs-test:1778", "M. C. Setalvad, and R. C. Prasad, for the appellants.", { appellant: ["M.C. Setalvad", "R.C. Prasad"] }],
  ["irled2017-prior:prior_case_0238", "J. P. Goyal and R. S. Gupta, for the appellants.", { appellant: ["J.P. Goyal", "R.S. Gupta"] }],
  ["irled2017-prior:prior_case_1072", "N. A. Palkhivala and I. N. Shroff, for the Appellant.", { appellant: ["N.A. Palkhivala", "I.N. Shroff"] }],
  ["irled2017-prior:prior_case_1104", "(Under article 32 of the Constitution of India.) R. K. Garg and C.S. Vaidyanathan for the Petitioner.", { appellant: ["R.K. Garg", "C.S. Vaidyanathan"] }],
  ["irled2017-prior:prior_case_0569", "C.K. Daphtary, Attorney General, R. Ganapathy Iyer and R. N. Sachthey, for the appellant.", { appellant: ["C.K. Daphtary", "R. Ganapathy Iyer", "R.N. Sachthey"] }],
  ["irled2017-prior:prior_case_0830", "R. Ramamurthi Aiyar and B. K. B. Naidu, for the petitioners.", { appellant: ["R. Ramamurthi Aiyar", "B.K.B. Naidu"] }],
  ["irled2017-prior:prior_case_1574", "G. N. Dixit and O. P. Rana for the Appellants.", { appellant: ["G.N. Dixit", "O.P. Rana"] }],
  ["irled2017-prior:prior_case_0992", "S.N. Kacker and R.B. Mehrotra for the Petitioner.", { appellant: ["S.N. Kacker", "R.B. Mehrotra"] }],
  ["irled2017-prior:prior_case_1958", "M. C. Setalvad, Attorney-General for India (P. P. Naik and I. N. Shroff, with him) for the appellant.", { appellant: ["M.C. Setalvad", "P.P. Naik", "I.N. Shroff"] }],
  [
    "irled2017-prior:prior_case_1924",
    "B. Sen, P. V. Sahasrabudhe, B. K. B. Naidu and I. N. Shroff, for the appellant.\nM. Adhikari, Advocate-General for the State of Madhya Pradesh, H. J. Umrigar and R. H. Dhebar, for the respondents.",
    { appellant: ["B. Sen", "P.V. Sahasrabudhe", "B.K.B. Naidu", "I.N. Shroff"], respondent: ["M. Adhikari", "H.J. Umrigar", "R.H. Dhebar"] },
  ],
  [
    "irled2017-prior:prior_case_1063",
    "I. M. Lal, and M. L. Aggarwal, for the appellant.\nS. M. Sikri, Advocate-General for the State of Punjab, N. S.\nBindra and P. D. Menon, for the respondents.",
    { appellant: ["I.M. Lal", "M.L. Aggarwal"], respondent: ["S.M. Sikri", "N.S. Bindra", "P.D. Menon"] },
  ],
  ["irled2017-prior:prior_case_0987", "A.K. Sen, S.V. Gupte and S.S. Shukla, for the respondent.", { respondent: ["A.K. Sen", "S.V. Gupte", "S.S. Shukla"] }],
  [
    "irled2017-prior:prior_case_0006",
    "Nur-ud-din Ahmad and Naunit Lal, for the appellant.\nC. K. Daphtary, Solicitor-General of India, G. N. Joshi and B. H. Dhebar, for the respondent.",
    { appellant: ["Nur-ud-din Ahmad", "Naunit Lal"], respondent: ["C.K. Daphtary", "G.N. Joshi", "B.H. Dhebar"] },
  ],
  [
    "irled2017-prior:prior_case_1434",
    "V. Rangachari (K. Mangachary, with him) for the appellant.\nK. Krishnaswami Iyengar (K. Parasuram, with him) for the respondent.",
    { appellant: ["V. Rangachari", "K. Mangachary"], respondent: ["K. Krishnaswami Iyengar", "K. Parasuram"] },
  ],
  ["irled2017-prior:prior_case_1382", "Rameshwar Nath, for the appellant (in C.A. No. 2123 of 1969) and respondent No. 1 (in C.A. No. 2237 of 1969).", { appellant: ["Rameshwar Nath"] }],
  // Later judgments name counsel in the argument (issue 21): a sentence that opens with an
  // honorific and a full name, then ", learned counsel for the <side>".
  ["aila2019:C2256", "9. Shri S. Bhattacharjee, learned counsel for the appellants relied upon the judgments of this Court in Selvaraj v.", { appellant: ["S. Bhattacharjee"] }],
  ["aila2019:C364", "17. Mr. Avijit Bhattacharjee, learned counsel appearing on behalf of the respondent, on the other hand, would support the impugned judgment.", { respondent: ["Avijit Bhattacharjee"] }],
  [
    "aila2019:C1012",
    "10. Shri Mukul Rohtagi and Dr. Abhishek M. Singhvi, learned senior counsel appearing for the appellants argued that irrespective of the fact whether a declaration regarding illegality of the impugned resolution dated 6th December, 2009 could be granted by the ordinary civil courts in view of S.",
    { appellant: ["Mukul Rohtagi", "Abhishek M. Singhvi"] },
  ],
  [
    "aila2019:C2429",
    "7. Mr. S. Wasim A. Qadri and Mr. Girdhar G. Upadhyay, learned counsel appearing on behalf of the respondents, on the other hand, submitted that in different writ petitions",
    { respondent: ["S. Wasim A. Qadri", "Girdhar G. Upadhyay"] },
  ],
  ["aila2019:C996", "Mr. Sudhir Chandra Agarwal, learned senior counsel appearing for the respondents, on the other hand, contended :", { respondent: ["Sudhir Chandra Agarwal"] }],
  // Sentences of the argument that name counsel by role only, by a surname alone, for a party
  // whose side varies ("the State"), or inside a quoted order of a lower court: no one is taken.
  ["aila2019:C2630", "Mr. Gupte, learned counsel for the appellant, raised two contentions :", {}],
  ["aila2019:C1724", "Mr. Gokhale, learned counsel for the petitioners, raised before us the following points:", {}],
  ["aila2019:C953", "9.  On the contrary, Shri Avijit Bhattacharjee, learned counsel for the State, has opposed the appeal and vehemently submitted that Sujit Mondal, PW-1, had no doubt or suspicion in his mind that his father had committed the offence.", {}],
  ["irled2017-prior:prior_case_1769", '"Present: Mr. Vijay Pal Singh for the petitioner Mr. P. L. Kakkar for the respondent', {}],
  ["aila2019:C2735", "5.  Learned counsel for the appellant-State submitted that scope and ambit of Section 376(2)(g) and the explanation appended thereto have been lost sight of by the High Court.", {}],
  ["aila2019:C1941", "3.  The present appeal is restricted to Shaik Ibraheem (A-3), as stated by learned counsel for the appellants.", {}],
];

test.each(BLOCKS)("%s", (_id, block, expected) => {
  expect(extractCounsel(block)).toEqual({ appellant: [], respondent: [], other: [], ...expected });
});

/** One record of the shared sample, read at test time (never copied into the project). */
async function sampleRecord(id: string): Promise<{ judgment_text: string }> {
  const rl = createInterface({ input: createReadStream(path.resolve(import.meta.dirname, "../../shared/data/judgments-sample.jsonl"), { encoding: "utf8" }) });
  try {
    for await (const line of rl) if (line.startsWith(`{"id": "${id}"`)) return JSON.parse(line);
  } finally {
    rl.close();
  }
  throw new Error(`${id} is not in the sample`);
}

test("Doc 1682 (aila2019:C2256): the counsel of the appeal, not the 'Ld. Lawyer' of the tribunal's order it quotes", async () => {
  const record = await sampleRecord("aila2019:C2256");
  expect(record.judgment_text).toContain("Ld. Lawyer for the petitioners relied upon");
  expect(extractCounsel(record.judgment_text)).toEqual({ appellant: ["S. Bhattacharjee"], respondent: [], other: [] });
});

test("at least 20 real appearance blocks", () => {
  expect(BLOCKS.filter(([, , e]) => Object.keys(e).length > 0).length).toBeGreaterThanOrEqual(20);
});

test("one advocate is one name: honorifics, roles and spacing of initials do not matter", () => {
  for (const raw of ["Mr. M. C. Setalvad", "M.C. Setalvad, Sr. Adv.", "M. C. Setalvad, Senior Advocate", "Shri M.C.Setalvad", "M.C Setalvad"]) {
    expect(normalizeAdvocate(raw.replace(/,/g, " ")), raw).toBe("M.C. Setalvad");
  }
  expect(normalizeAdvocate("for India")).toBeNull();
  expect(normalizeAdvocate("Advocate")).toBeNull();
  expect(normalizeAdvocate("Ld. Lawyer")).toBeNull();
});
