/**
 * Joining a PDF's wrapped lines into paragraphs (issue 13 item 7). Each case is a real passage of
 * a 2024 Supreme Court judgment from ../shared/data/judgments-sample.jsonl (its id given), as the
 * source has it (before) and as the report reads (after).
 */
import { describe, expect, test } from "vitest";
import { isCapitalsHeading, isHardWrapped, pdfParagraphs } from "./pdf-paragraphs";

const passages: { name: string; id: string; before: string; after: string[] }[] = [
  {
    name: "a paragraph number alone on its line, and gaps in the middle of sentences",
    id: "sc2024pdf:12",
    before: "FACTUAL ASPECTS\n1.\n\nThe appellant-assessee filed a return of income on 19th\n\nNovember 1989 under the Income Tax Act, 1961 (for short, ‘IT\nAct’) for the assessment year 1989-90. On 31st October 1990,\nthe appellant filed a revised return. As per intimation issued\nunder Section 143(1)(a) of the IT Act on 27th August 1991, the\nappellant paid the necessary tax amount.\n\nOn 29th October\n\n1991, the appellant filed another revised return. The assessing\nofficer did not take cognizance of the said revised return.\nTherefore, the appellant preferred an appeal before the\nCommissioner of Income Tax (Appeals) (for short, ‘CIT\n(Appeals)’). By the order dated 21st July 1993, the CIT (Appeals)\n\ndismissed the appeal on the ground that in view of Section\n139(5) of the IT Act, the revised return filed on 29th October\n1991 was barred by limitation.",
    after: [
      "FACTUAL ASPECTS",
      "1. The appellant-assessee filed a return of income on 19th November 1989 under the Income Tax Act, 1961 (for short, ‘IT Act’) for the assessment year 1989-90. On 31st October 1990, the appellant filed a revised return. As per intimation issued under Section 143(1)(a) of the IT Act on 27th August 1991, the appellant paid the necessary tax amount. On 29th October 1991, the appellant filed another revised return. The assessing officer did not take cognizance of the said revised return. Therefore, the appellant preferred an appeal before the Commissioner of Income Tax (Appeals) (for short, ‘CIT (Appeals)’). By the order dated 21st July 1993, the CIT (Appeals) dismissed the appeal on the ground that in view of Section 139(5) of the IT Act, the revised return filed on 29th October 1991 was barred by limitation.",
    ],
  },
  {
    name: "page furniture between two paragraphs is dropped",
    id: "sc2024pdf:12",
    before: "1991 was barred by limitation.\n\nCivil Appeal No.6274 of 2013\n\nPage 1 of 7\n\n2.\n\nBeing aggrieved, the appellant-assessee preferred an\n\nappeal before the Income Tax Appellate Tribunal (for short, ‘the\nTribunal).\n\nThe Tribunal partly allowed the appeal by\n\nremanding the case back",
    after: [
      "1991 was barred by limitation.",
      "2. Being aggrieved, the appellant-assessee preferred an appeal before the Income Tax Appellate Tribunal (for short, ‘the Tribunal). The Tribunal partly allowed the appeal by remanding the case back",
    ],
  },
  {
    name: "the cause title: headings in capitals, the parties and 'versus' on lines of their own",
    id: "sc2024pdf:12",
    before: "NON-REPORTABLE\nIN THE SUPREME COURT OF INDIA\nCIVIL APPELLATE JURISDICTION\nCIVIL APPEAL NO. 6274 OF 2013\nM/s. Shriram Investments\n\n… Appellant\n\nversus\nThe Commissioner of Income Tax III\nChennai\n\n… Respondent\n\nJUDGMENT\nABHAY S. OKA, J.",
    after: [
      "NON-REPORTABLE",
      "IN THE SUPREME COURT OF INDIA",
      "CIVIL APPELLATE JURISDICTION",
      "CIVIL APPEAL NO. 6274 OF 2013",
      "M/s. Shriram Investments",
      "… Appellant",
      "versus",
      "The Commissioner of Income Tax III Chennai",
      "… Respondent",
      "JUDGMENT",
      "ABHAY S. OKA, J.",
    ],
  },
  {
    name: "a justified line split word by word, and a word broken at a hyphen",
    id: "sc2024pdf:24",
    before: "6.\n\nIn Civil Appeal Nos.3291-3294 of 2009, which is the\n\nlead case, the appellant-assessee is a Scheduled Bank. The\nappellant\n\nwas\n\nengaged\n\nin\n\nthe\n\npurchase\n\nand\n\nsale\n\nof\n\ngovernment securities. The securities were treated as stock-\nin-trade in the hands of the appellant. The amount received\nby the appellant on the sale of the securities was considered\nfor\n\ncomputing\n\nits\n\nbusiness\n\nincome.\n\nThe\n\nappellant\n\nconsistently followed the method",
    after: [
      "6. In Civil Appeal Nos.3291-3294 of 2009, which is the lead case, the appellant-assessee is a Scheduled Bank. The appellant was engaged in the purchase and sale of government securities. The securities were treated as stock-in-trade in the hands of the appellant. The amount received by the appellant on the sale of the securities was considered for computing its business income. The appellant consistently followed the method",
    ],
  },
  {
    name: "a list numbered (i), (ii) after a line ending with ':'",
    id: "sc2024pdf:15",
    before: "be appropriately revised in the following manner:\n(i)\n\nThe Fresh Select List be prepared in view of order dated\n\n19.04.2022 passed by the High Court in CWJC No. 7312/2021.\n(ii)\n\nThe Fresh Select List shall also include as far as possible\n\nthose meritorious candidates who were otherwise eligible but\nwere declared ineligible solely on account of the 2017\namendment to the Rules i.e., on account of their institute not",
    after: [
      "be appropriately revised in the following manner:",
      "(i) The Fresh Select List be prepared in view of order dated 19.04.2022 passed by the High Court in CWJC No. 7312/2021.",
      "(ii) The Fresh Select List shall also include as far as possible those meritorious candidates who were otherwise eligible but were declared ineligible solely on account of the 2017 amendment to the Rules i.e., on account of their institute not",
    ],
  },
  {
    name: "issues framed: a paragraph numbered 11.4. and questions (i) to (v)",
    id: "sc2024pdf:16",
    before: "11.4.\n\nConsolidation\n\nOfficer\n\nupon\n\nconsideration\n\nof\n\nthe\n\npleadings of the parties in dispute had framed the following issues:\n(i)\n\nWhether respondents were entitled to 11/12 share\nof Khata No. 98?\n\n(ii)\n\nWhether Zahoor Ahmed was entitled to half share\nof Khata No. 98?\n\n(iii)\n\nWhat was the share of the parties in respect of\nKhata No. 98?\n\n(iv)\n\nWhether Zahoor Ahmed was co-tenant of Khata\nNo. 99 as claimed?\n\n(v)\n\nWhether the respondents were recorded",
    after: [
      "11.4. Consolidation Officer upon consideration of the pleadings of the parties in dispute had framed the following issues:",
      "(i) Whether respondents were entitled to 11/12 share of Khata No. 98?",
      "(ii) Whether Zahoor Ahmed was entitled to half share of Khata No. 98?",
      "(iii) What was the share of the parties in respect of Khata No. 98?",
      "(iv) Whether Zahoor Ahmed was co-tenant of Khata No. 99 as claimed?",
      "(v) Whether the respondents were recorded",
    ],
  },
  {
    name: "a quoted clause with a list (a), (b)",
    id: "sc2024pdf:37",
    before: "13. In the instant case the entire controversy centres around the\ninterpretation of the Clause 10 of the NIT dated 16.08.2023, hence the\nsame is reproduced for the sake of convenience.\n\n“10. For substantiating the Financial Capacity, the Bidders are required\nto furnish the following information online:\n(a) Value of Net Worth (to be submitted in Indian Rupees and in the\nformat provided at Annex III of Appendix I of RFB);\n(b) Value of Total Income",
    after: [
      "13. In the instant case the entire controversy centres around the interpretation of the Clause 10 of the NIT dated 16.08.2023, hence the same is reproduced for the sake of convenience.",
      "“10. For substantiating the Financial Capacity, the Bidders are required to furnish the following information online:",
      "(a) Value of Net Worth (to be submitted in Indian Rupees and in the format provided at Annex III of Appendix I of RFB);",
      "(b) Value of Total Income",
    ],
  },
  {
    name: "submissions listed (a), (b) with the letter alone on its line",
    id: "sc2024pdf:25",
    before: "General of Haryana, appearing on behalf of the Appellant—\nbeneficiary of the acquisition contended that the High Court erred\nin quashing the aforementioned notifications. In support of this\nassertion, he made the following submissions:\n(a)\n\nThe constructions undertaken by the Respondents were\nunauthorized. Although permission was granted by the\nCommissioner,\n\nAmbala,\n\nit\n\nwas\n\nconditioned\n\non\n\nthe\n\nRespondents submitting the building plan. However, there is\n\nno evidence substantiating",
    after: [
      "General of Haryana, appearing on behalf of the Appellant— beneficiary of the acquisition contended that the High Court erred in quashing the aforementioned notifications. In support of this assertion, he made the following submissions:",
      "(a) The constructions undertaken by the Respondents were unauthorized. Although permission was granted by the Commissioner, Ambala, it was conditioned on the Respondents submitting the building plan. However, there is no evidence substantiating",
    ],
  },
  {
    name: "a statute quoted in a narrow column: clauses and sub-sections",
    id: "sc2024pdf:20",
    before: "(a) where such petition is made\nby the person sentenced, it is\npresented through the officer in\ncharge of the jail; or\n(b) where such petition is made\nby any other person, it contains\na declaration that the person\nsentenced is in jail.\n(6) The provisions of the above sub-\nsections shall also apply to any order\npassed by a Criminal Court under any\nsection of this Code or of any other law\nwhich restricts the liberty of any person",
    after: [
      "(a) where such petition is made by the person sentenced, it is presented through the officer in charge of the jail; or",
      "(b) where such petition is made by any other person, it contains a declaration that the person sentenced is in jail.",
      "(6) The provisions of the above sub-sections shall also apply to any order passed by a Criminal Court under any section of this Code or of any other law which restricts the liberty of any person",
    ],
  },
  {
    name: "a footnote at the foot of a page stays apart from the paragraphs around it",
    id: "sc2024pdf:24",
    before: "7.\n\nAll other appeals that are the subject matter of this\n\ngroup are preferred by the Revenue.\n\nThese are the cases\n\nwhere the deduction of interest for the broken period was\nallowed.\n1 (1991) Supp (2) SCC 147\nCivil Appeal No.3291-3294 of 2009, etc.\n\nPage 5 of 45\n\n8.\n\nThe learned counsel appearing for the appellant in Civil\n\nAppeal\n\nNos.\n\n3291-3294\n\nof\n\n2009\n\nand\n\nlearned\n\ncounsel\n\nrepresenting the respondents/Banks in other appeals have\nmade extensive submissions.",
    after: [
      "7. All other appeals that are the subject matter of this group are preferred by the Revenue. These are the cases where the deduction of interest for the broken period was allowed.",
      "1 (1991) Supp (2) SCC 147",
      "8. The learned counsel appearing for the appellant in Civil Appeal Nos. 3291-3294 of 2009 and learned counsel representing the respondents/Banks in other appeals have made extensive submissions.",
    ],
  },
  {
    name: "the signature block",
    id: "sc2024pdf:12",
    before: "9.\n\nTherefore, we find no reason to interfere with the\n\nimpugned judgment of the High Court. The appeal is,\naccordingly, dismissed.\n\n...…………………………….J.\n(Abhay S Oka)\n\n...…………………………….J.\n(Augustine George Masih)\nNew Delhi;\nOctober 4, 2024.",
    after: [
      "9. Therefore, we find no reason to interfere with the impugned judgment of the High Court. The appeal is, accordingly, dismissed.",
      "...…………………………….J.",
      "(Abhay S Oka)",
      "...…………………………….J.",
      "(Augustine George Masih)",
      "New Delhi;",
      "October 4, 2024.",
    ],
  },
];

describe("pdfParagraphs on real passages of the 2024 judgments", () => {
  test.each(passages)("$name ($id)", ({ before, after }) => {
    expect(pdfParagraphs(before)).toEqual(after);
  });
});

const wrapped = "FACTUAL ASPECTS\n1.\n\nThe appellant-assessee filed a return of income on 19th\n\nNovember 1989 under the Income Tax Act, 1961 (for short, ‘IT\nAct’) for the assessment year 1989-90. On 31st October 1990,\nthe appellant filed a revised return. As per intimation issued\nunder Section 143(1)(a) of the IT Act on 27th August 1991, the\nappellant paid the necessary tax amount.\n\nOn 29th October\n\n1991, the appellant filed another revised return. The assessing\nofficer did not take cognizance of the said revised return.\nTherefore, the appellant preferred an appeal before the\nCommissioner of Income Tax (Appeals) (for short, ‘CIT\n(Appeals)’). By the order dated 21st July 1993, the CIT (Appeals)\n\ndismissed the appeal on the ground that in view of Section\n139(5) of the IT Act, the revised return filed on 29th October\n1991 was barred by limitation.\n\nCivil Appeal No.6274 of 2013\n\nPage 1 of 7\n\n2.\n\nBeing aggrieved, the appellant-assessee preferred an\n\nappeal before the Income Tax Appellate Tribunal (for short, ‘the\nTribunal).\n\nThe Tribunal partly allowed the appeal by\n\nremanding the case back"; // sc2024pdf:12
const sentencePerLine = "Appeals Nos. 1008 and 1009 of 1965.\nAppeals by special leave from the orders dated April 1, 1965 of the Central Government Labour Court, Jullundur, in cases Nos. 409 of 1963 respectively.\nC. K. Daphtary, Attorney General, section V. Gupte, Solicitor General, Niren De, Addl.\nSolicitor General, K. B. Mehta, V. Sagar, H. L. Anand and B. C. Das Gupta, for the appellants.\nM. K. Ramamurthi, for the respondents.\nThe Judgment of the Court was delivered by Wanchoo, J.\nThese two appeals by special leave raise a common question as to the interpretation of paragraph 5.356 of the National Industrial Tribunal (Bank Disputes) Award of June 1962 (popularly known as the Desai award) and will be dealt with together.\nIt is unnecessary to set out the facts of the two appeals at this stage.\nIt is sufficient to say that the respondents made applications under section 33 C(2) of the Industrial Disputes Act, No. 14 of 1947, praying for determination and computation of the benefit to which they were entitled under the Desai award as they were not satisfied with the fixation of their pay by the appellant bank under para 5.356.\nThe Desai award dealt with the method of adjustment in the scales of pay fixed by it from para 5.329 onwards.\nIt divided the employees of the banks with which it was concerned in two groups.\nThe first group consisted of workmen who were drawing basic pay on January 1, 1962 according to scales of pay provided by the ALL India Industrial Tribunal (Bank Disputes) Award, 1953 (popularly known as the Sastry award) as modified by the Labour Appellate Tribunal Decision (Bank Disputes)."; // inabs-test:2052, first 12 lines
const paragraphPerLine = "1. These 44 appeals by certificate are preferred against the common judgment of a Division Bench of the Andhra Pradesh High Court allowing the petitions filed by the respondents under Art. 226 of the Constitution for directing the State of Andhra Pradesh and other appropriate authorities to forbear from collecting the assessment of land revenue under the provisions of the Andhra Pradesh Land Revenue (Additional Assessment) and Cess Revision Act, 1962 (Act 22 of 1962), hereinafter called the Principal Act, as amended by the Andhra Pradesh Land Revenue (Additional Assessment) and Cess Revision (Amendment) Act, 1962 (Act 23 of 1962), hereinafter called the Amending Act. For convenience of reference the Principal Act as amended by the Amending Act will be called in the course of the judgment as \"the Act\". The appellants raised the question of the constitutional validity of the relevant provisions of the Act.\n2. The Principal Act was passed on September 27, 1962 and it came into force on July 1, 1962; and the Amending Act was passed on December 24, 1962, and it came into force on July 1, 1962. We are concerned in these appeals only with the Act, i.e. Principal Act as amended by the Amending Act. It is said that the main object in passing the Principal Act was to rationalize the land revenue assessment in the State by bringing uniformity between Telengana and Andhra areas and to raise the rate of revenue in view of the rise in prices and to make the ryots bear equitably their share of the burden of the plans. With that view, as the long title of the Principal Act indicates, the said Act was passed to provide for the levy of additonal assessment on certain classes of land in the State of Andhra Pradesh and for the revision of the assessments leviable in respect of such lands and matters connected therewith. The relevant provisions of the Act, i.e., the Principal Act as amended by the Amending Act, read thus:lm15 S. 3.\n3. In case of dry land in the State, an additional assessment at the rate of seventy-five per cent of the assessment payable for a fasli year for that land shall be levied and collected by the Government from the person liable to pay the assessment for each fasli year in respect of that land:\nProvided that the additional assessment together with the assessment payable in respect of any such land shall in no case be less than fifty naye paise per acre per fasli year. S. 4. In the case of wet land in the State which Is served by a Government source of irrigation specified in classes 1, II, and III of the Table below, an additional assessment at the rate of one hundred per cent and in the case of wet land in the State which is served by a Government source of irrigation specified in Class IV thereof, an additional assessment at the rate of fifty per cent, of the assessment payable for a fasli year for that land shall be levied and collected by the Government from the person liable to pay the assessment for each fasli year in respect of that land:\nProvided that the additional assessment together with the assessment payable per acre per fasli year for any wet land specified in column (1) of the Table below shall, in no case, be less than the minimum, or exceed the maximum, specified in the corresponding entry against that land (a) in column (2) of the Table ill the case of a single crop wet land, and (b) in column (3) of the Table in the case of a double crop wet land.\nTHE TABLE\nRate of assessment Rate of assessment\nDescription Payable for single payable for double\nof wet land crop wet land, per crop wet land, per\nacre. acre.\n(1) (2) (3)\nClass of, and Number of Settlement Mini-Maxi-Mini-Maxi"; // aila2019:C727, first 12 lines

test("only text that keeps a PDF's line breaks counts as hard-wrapped", () => {
  expect(isHardWrapped(wrapped)).toBe(true);
  expect(isHardWrapped(sentencePerLine)).toBe(false);
  expect(isHardWrapped(paragraphPerLine)).toBe(false);
  expect(isHardWrapped("1.\nShort\ntext")).toBe(false);
});

test("headings in capitals are told from capitals inside a sentence", () => {
  for (const heading of ["FACTUAL ASPECTS", "JUDGMENT", "ABHAY S. OKA, J.", "CIVIL APPEAL NO. 6274 OF 2013", "CONSIDERATION OF SUBMISSIONS"]) {
    expect(isCapitalsHeading(heading), heading).toBe(true);
  }
  for (const inline of ["‘RBI’),", "(HTM);", "IT", "The Commissioner of Income Tax III"]) {
    expect(isCapitalsHeading(inline), inline).toBe(false);
  }
});

test("a page's text is joined whole: each numbered paragraph whole across gaps and the page break, page furniture dropped, no word lost", () => {
  const paragraphs = pdfParagraphs(wrapped);
  expect(paragraphs).toHaveLength(3);
  expect(paragraphs[0]).toBe("FACTUAL ASPECTS");
  expect(paragraphs[1]).toMatch(/^1\. The appellant-assessee filed a return of income on 19th November 1989 under the Income Tax Act, 1961 \(for short, ‘IT Act’\)/);
  expect(paragraphs[1]).toMatch(/revised return filed on 29th October 1991 was barred by limitation\.$/);
  expect(paragraphs[2]).toBe("2. Being aggrieved, the appellant-assessee preferred an appeal before the Income Tax Appellate Tribunal (for short, ‘the Tribunal). The Tribunal partly allowed the appeal by remanding the case back");
  expect(paragraphs.join("\n")).not.toMatch(/Page 1 of 7|Civil Appeal No\.6274 of 2013/);
  // No word is lost or added: only line breaks and spacing change.
  const words = (s: string) => s.replace(/Civil Appeal No\.6274 of 2013|Page 1 of 7/g, "").split(/\s+/).filter(Boolean);
  expect(words(paragraphs.join(" "))).toEqual(words(wrapped));
});
