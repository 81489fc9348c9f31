/**
 * Treatment (issue 24 item 4, decision 060) on real sentences of ../shared/data (the record each
 * comes from is named), read as the write path reads them: the sentence as a judgment's paragraph
 * or as its headnote, through findReferences.
 */
import { describe, expect, test } from "vitest";
import { findReferences } from "./citation-graph";

/** The treatment of the reference written `cite` when `sentence` is the judgment (or, with headnote, its headnote). */
function treatmentOf(sentence: string, cite: string, where: "judgment" | "headnote" = "judgment") {
  const refs = where === "judgment" ? findReferences({ judgmentHtml: `<p>Some earlier words of the judgment.</p><p>${sentence}</p>` }) : findReferences({ judgmentHtml: "<p>Judgment.</p>", headnotes: [sentence] });
  const ref = refs.find((r) => r.written.replace(/\s+/g, " ") === cite);
  if (!ref) throw new Error(`no reference ${cite} in ${refs.map((r) => r.written).join(" | ")}`);
  return ref;
}

describe("each label, on the sentence that says so", () => {
  test("overruled: the reporter's word after the authority (irled2017-prior:prior_case_1713's headnote)", () => {
    const r = treatmentOf("H.R.S. Murthy v. Collector of Chittoor & Anr., [[1964] INSC 27]; [[1964] 6 SCR 666], overruled.", "[1964] 6 SCR 666", "headnote");
    expect(r.treatment).toBe("overruled");
    expect(r.treatmentParagraph).toBeNull();
    expect(r.treatmentSentence).toContain("overruled.");
  });

  test("overruled: 'is not good law' in the court's voice (irled2017-prior:prior_case_1667)", () => {
    const s =
      "(a) The case of State of M.P. v. Orient Paper Mills Ltd. [[1977] 2 SCR 1219] on which the appellant relied is not good law as that decision was given per incurium and had laid down principles of interpretation which are wrong in law.";
    const r = treatmentOf(s, "[1977] 2 SCR 1219");
    expect(r.treatment).toBe("overruled");
    expect(r.treatmentParagraph).toBe(2);
  });

  test("doubted: 'dissented from' (irled2017-prior:prior_case_1384's headnote)", () => {
    expect(treatmentOf("[123 F-G; 124 C-D] Sadhu Singh v. Delhi Administration, [[1965] INSC 138]; [[1966] 1 S.C.R. 243], dissented from.", "[1966] 1 S.C.R. 243", "headnote").treatment).toBe("doubted");
  });

  test("distinguished: the reporter's word (irled2017-prior:prior_case_0045) and the court's own (aila2019:C937)", () => {
    expect(treatmentOf("Budh Prakash jai Prakash[[1954] INSC 58]; , [[1955] 1 S.C.R. 243], distinguished.", "[1955] 1 S.C.R. 243", "headnote").treatment).toBe("distinguished");
    const s =
      "Finally, reference was made to Vipin Jaiswal v. State of Andhra Pradesh, 2013 (3) SCALE 525 2013 Indlaw SC 148 which also has no relevance to the present case since in that case the ingredients of harassment or cruelty had not been made out.";
    expect(treatmentOf(s, "2013 (3) SCALE 525").treatment).toBe("distinguished");
  });

  test("explained (irled2017-prior:prior_case_0140's headnote)", () => {
    const s = "[719 D-E, F, H; 720 C-D] Observations in Shri Ram Narain v. The Simla Banking and Industrial Co. Ltd., [[1956] INSC 40]; [[1956] S.C.R. 603], 614, explained.";
    expect(treatmentOf(s, "[1956] S.C.R. 603", "headnote").treatment).toBe("explained");
  });

  test("approved: every authority of the list the word closes (inabs-test:3292's headnote)", () => {
    const s = "[490B E] Rajnam Pillai vs Natraja Desikar A.I.R. 1924 Madras 615, Thirumalai vs Arunachella, A.I.R. 1926 Madras 540 and Roshan Lal vs Kapur Chand, A.I.R. 1960 Punjab, 382, approved.";
    expect(treatmentOf(s, "A.I.R. 1924 Madras 615", "headnote").treatment).toBe("approved");
    expect(treatmentOf(s, "A.I.R. 1926 Madras 540", "headnote").treatment).toBe("approved");
  });

  test("followed: the reporter's word (irled2017-prior:prior_case_1402) and 'covered by the decision' (aila2019:C1866)", () => {
    expect(treatmentOf("[742 F-G] Som Prakash Rekhi v. Union of India & Anr., [[1980] INSC 218]; [[1981] 2 SCR 111], followed.", "[1981] 2 SCR 111", "headnote").treatment).toBe("followed");
    const s = "This point is covered by the decision of this Court in Madhaorao Phalke v. The State of Madhya Bharat and Another, ([1961] 1 S.C.R. 957 1960 Indlaw SC 455) decided on October 3, 1960.";
    expect(treatmentOf(s, "[1961] 1 S.C.R. 957").treatment).toBe("followed");
  });

  test("relied on (irled2017-prior:prior_case_0005's headnote)", () => {
    const s = "[724E; 725E-H] Vashist Narain Sharma v. Dev Chandra and others[[1954] INSC 69]; , [[1955] SCR 509] and Paokai Haokip v. Rishang & Ors., [[1968] INSC 186]; [[1969] 1 SCR 637], relied on.";
    expect(treatmentOf(s, "[1955] SCR 509", "headnote").treatment).toBe("relied");
    expect(treatmentOf(s, "[1969] 1 SCR 637", "headnote").treatment).toBe("relied");
  });

  test("referred to a larger bench (constructed: no sentence of the data refers a cited case itself to a larger bench)", () => {
    const s = "We are, therefore, of the view that the decision in Tirupati Co-operative Sugar Mills v. Union of India [1973] 2 SCR 860 requires reconsideration by a larger Bench.";
    expect(treatmentOf(s, "[1973] 2 SCR 860").treatment).toBe("larger-bench");
  });
});

describe("where no treatment must be found (it stays 'referred')", () => {
  test("a judgment that reports another court's overruling (irled2017-prior:prior_case_1667, prior_case_1376)", () => {
    const s =
      "The decision of Firm Chhotabhai Jethabhai Patel & Co. v. The State of Madhya Pradesh [[1963] SCR 476] on which the appellant relied is not good law and has been overruled by decisions of larger Benches of this Court.";
    expect(treatmentOf(s, "[1963] SCR 476").treatment).toBe("referred");
    const t =
      "In Synthetics and Chemicals Ltd. v. State of U.P., [[1989] INSC 322]; , [(1990) 1 SCC 109] the decision in Synthetics, [[1979] INSC 267]; [[1980] 2 SCC 441] so far as it related to industrial alcohol., was overruled, but only prospectively, so as not to affect collection of taxes already made.";
    expect(treatmentOf(t, "[1980] 2 SCC 441").treatment).toBe("referred");
    expect(treatmentOf(t, "(1990) 1 SCC 109").treatment).toBe("referred");
  });

  test("'distinguishable' said of something else, in the cited case's own words (aila2019:C286)", () => {
    const s =
      "As observed by this Court in State of Bihar v. Deokaran Nenshi and Anr. (AIR 1973 SC 908), 1972 Indlaw SC 504 continuing offence is one which is susceptible of continuance and is distinguishable from the one which is committed once and for all, that it is one of those offences which arises out of the failure to obey or comply with a rule.";
    expect(treatmentOf(s, "AIR 1973 SC 908").treatment).toBe("referred");
  });

  test("a Constitution Bench named, nothing referred (aila2019:C2158)", () => {
    const s =
      "At this stage it is useful to refer to another important decision rendered by the Constitution Bench in Ramesh war Shaw v. District Magistrate, Burdwan, AIR 1964 SC 334 1963 Indlaw SC 201, wherein the detention order was served while the detenu was in custody.";
    expect(treatmentOf(s, "AIR 1964 SC 334").treatment).toBe("referred");
  });

  test("a list closed by its own word ('over ruled;') never takes the next list's 'distinguished' (irled2017-prior:prior_case_0052's headnote)", () => {
    const s =
      "[116C-D] V.J. Jain v. Shri Pradhan & Ors., [[1979] INSC 112]; [[1979] 4 SCC 401]; Om Prakash Bahl v. Union of India & Ors., W.P. No. 845 of 1979 decided on 15.10.1979, over ruled; Khudiram Das v. State of West Bengal & Ors., [[1974] INSC 251]; [[1975] 2 SCC 81], distinguished.";
    expect(treatmentOf(s, "[1975] 2 SCC 81", "headnote").treatment).toBe("distinguished");
    // Its own word sits mid-sentence, where the reporter's-word rule does not read (precision first): referred, never distinguished.
    expect(treatmentOf(s, "[1979] 4 SCC 401", "headnote").treatment).toBe("referred");
  });

  test("a plain mention (aila2019:C1564)", () => {
    const s = "In Epari Chinna Krishna Moorthy v. State of Orissa [1964] 7 S.C.R. 185 this Court considered the meaning of the word.";
    expect(treatmentOf(s, "[1964] 7 S.C.R. 185").treatment).toBe("referred");
  });
});
