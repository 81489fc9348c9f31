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

  test("a list closed by its own word ('over ruled;') takes that word, never the next list's 'distinguished' (irled2017-prior:prior_case_0052's headnote)", () => {
    const s =
      "[116C-D] V.J. Jain v. Shri Pradhan & Ors., [[1979] INSC 112]; [[1979] 4 SCC 401]; Om Prakash Bahl v. Union of India & Ors., W.P. No. 845 of 1979 decided on 15.10.1979, over ruled; Khudiram Das v. State of West Bengal & Ors., [[1974] INSC 251]; [[1975] 2 SCC 81], distinguished.";
    expect(treatmentOf(s, "[1975] 2 SCC 81", "headnote").treatment).toBe("distinguished");
    // Its own word closes its own list mid-sentence ("…, over ruled;"): overruled, never the next list's distinguished (decision 086).
    expect(treatmentOf(s, "[1979] 4 SCC 401", "headnote").treatment).toBe("overruled");
  });

  test("a plain mention (aila2019:C1564)", () => {
    const s = "In Epari Chinna Krishna Moorthy v. State of Orissa [1964] 7 S.C.R. 185 this Court considered the meaning of the word.";
    expect(treatmentOf(s, "[1964] 7 S.C.R. 185").treatment).toBe("referred");
  });
});

describe("the reporter's word as the headnotes really print it (decision 086)", () => {
  test("no comma before the word (irled2017-prior:prior_case_0248's headnote)", () => {
    expect(treatmentOf("State v. Vishnu Prasad Sharma, [[1966] INSC 42]; [[1966] 3 SCR 557] distinguished.", "[1966] 3 SCR 557", "headnote").treatment).toBe("distinguished");
  });

  test("a word the OCR broke at the line's end (irled2017-prior:prior_case_1330's headnote)", () => {
    const r = treatmentOf("Tahsildar's case [1959] Supp. 2 S.C.R. 875, distin- guished.", "[1959] Supp. 2 S.C.R. 875", "headnote");
    expect(r.treatment).toBe("distinguished");
    expect(r.treatmentSentence).toContain("distin- guished.");
  });

  test("'held inapplicable' after a semicolon (irled2017-prior:prior_case_0233's headnote)", () => {
    expect(treatmentOf("[ I 01 B- 1)] Dr. G. Sarana v. University of Lucknow and Ors., [[1976] INSC 160]; [[1976] 3 SCC 585]; held inapplicable.", "[1976] 3 SCC 585", "headnote").treatment).toBe("distinguished");
  });

  test("two words joined: 'explained and distinguished' is the stronger (irled2017-prior:prior_case_0020's headnote)", () => {
    expect(treatmentOf("Governor of Himachal Pradesh v. Avinash Sharma, [[1970] INSC 116]; [[1971] 1 S.C.R. 413], explained and distinguished.", "[1971] 1 S.C.R. 413", "headnote").treatment).toBe("distinguished");
  });

  test("an 'M/s.' and a pinpoint inside the list do not end it (irled2017-prior:prior_case_0439's headnote)", () => {
    const s =
      "[496H;497A-F] Shiva Jute Bailing Ltd. v. Hindley Co, [[1960] 1 SCR 509], Khardah Company Ltd. v. Raymon and Co. (India) Private Ltd., [[1962] INSC 207]; [[1963] 3 SCR 183] 443 Waverly Jute Mills Co. v. Raymonand Co., [[1964] INSC 150]; [[1963] 3 SCR 209]; M/s. R.N. Ganekar and Co. v. Hindustan Wires Ltd. AIR 1974 SC 203=[1974]1 SCC 309 at 313-314 distinguished and held in applicable.";
    expect(treatmentOf(s, "[1963] 3 SCR 209", "headnote").treatment).toBe("distinguished");
    expect(treatmentOf(s, "AIR 1974 SC 203", "headnote").treatment).toBe("distinguished");
  });

  test("overruled, with the reason after it (irled2017-prior:prior_case_1819's headnote)", () => {
    const s =
      "Union of India v. Metal Corporation of India Ltd. [[1966] INSC 154]; [[1967] 1 S.C.R. 255] overruled, because (i) Parliament had specified in the Metal Corporation of India (Acquisition of Undertaking) Act, 1965, the principles for determining compensation of the undertaking.";
    expect(treatmentOf(s, "[1967] 1 S.C.R. 255", "headnote").treatment).toBe("overruled");
  });

  test("'disapproved' and 'not approved' of a decision are overruled (irled2017-prior:prior_case_1481, prior_case_1439)", () => {
    const s = "[962 D-G] State of Punjab v. Mohinder Singh & another approved Kamalajamannivaru v. Special Land Acquisition Officer [[1985] INSC 24]; [1985 (1) SCC 582] disapproved.";
    expect(treatmentOf(s, "[1985] INSC 24", "headnote").treatment).toBe("overruled");
    const t =
      "[347A-B] Bhaiya Punjalal Bhagwanddin v. Dave Bhagwatprasad Prabhuprasad [[1962] INSC 201]; [[1963] 3 SCR 312], Mangilal v. Suganchand Rathi [[1963] INSC 213]; [[1964] 5 SCR, 239], Manujendra Dutt v. Purendu Prosad Roy Chowdhury & ors. [[1966] INSC 177]; [[1967] 1 S.C.R. 475], Isha Valimohamad & Anr. v. Haji Gulam Mohamad & Haji Dada Trust [1975] 1 SCR, 720, P. J. Gupta & Co. v. K. Venkatesan Merchant & ors. [[1974] INSC 203]; [[1975] 2 SCR. 401], Dattanpant Gopalyarao Devakate v. Vithabrao Maruthirao Janagavai [[1975] Suppl. SCR. 67], Ratan Lal v. Vardesh Chander & ors. [[1975] INSC 308]; [[1976] 2 SCR. 906] and Sardarilal Vishwanath and Ors. v. Pritam Singh [1978] 1 SCR. 111 not approved.";
    expect(treatmentOf(t, "[1963] 3 SCR 312", "headnote").treatment).toBe("overruled");
  });

  test("'Observations in X …, disapproved' put the observations in doubt, not the decision (irled2017-prior:prior_case_0883)", () => {
    expect(treatmentOf("Observations in Hindustan Lever Ltd. v. M.R.T.P. [[1977] INSC 124]; [[1977] 3 SCR 455]; disapproved.", "[1977] 3 SCR 455").treatment).toBe("doubted");
  });
});

describe("the verb's subject, negation and quotation (decision 086): no label", () => {
  test("the cited case is the one that overruled another (aila2019:C1405)", () => {
    const s = "Tulsiram Patel, (1985) 3 SCC 398: 1985 SCC (L & S) 672: AIR 1985 SC 1416 1985 Indlaw SC 401 overruled the earlier decision of this Court in Chellappan .";
    expect(treatmentOf(s, "AIR 1985 SC 1416").treatment).toBe("referred");
    expect(treatmentOf(s, "(1985) 3 SCC 398").treatment).toBe("referred");
  });

  test("a court as the subject after the citation (irled2017-prior:prior_case_0724)", () => {
    const s =
      "It is pertinent to record here that because of the doubt cast on the validity of the opinion in Sher Singh, (supra), the question of the effect of delay on the execution of a death sentence was referred to a Division Bench of five Judges, and in Triveniben v. State of Gujarat, AIR 1989 SC 142 the Constitution Bench overruled T.V. Vatheeswaran, (supra).";
    expect(treatmentOf(s, "AIR 1989 SC 142").treatment).toBe("referred");
  });

  test("another court's overruling, and 'not overruled' (aila2019:C1389)", () => {
    const s =
      "In Union of India Vs. Trilochan Patel, AIR 1985 SC 1612, some part of the Judgment in T.R. Chellappan 1975 Indlaw SC 386 (supra) was overruled by the Constitution Bench of this Court. But the observations cited hereinbefore were not overruled.";
    expect(treatmentOf(s, "AIR 1985 SC 1612").treatment).toBe("referred");
  });

  test("'could not be overruled', said of something else in a held-that sentence (irled2017-prior:prior_case_0458)", () => {
    const s =
      "In the case of S.R. Bhagwat v. State of Mysore, [[1995] INSC 490]; [(1995) 6 SCC 16], a Bench of three Judges held that a judgment which had attained finality and was binding upon the State could not be overruled by any legislative measure.";
    expect(treatmentOf(s, "(1995) 6 SCC 16").treatment).toBe("referred");
  });

  test("a negation before the words: 'need not be overruled' (constructed on irled2017-prior:prior_case_1713's citation)", () => {
    expect(treatmentOf("The decision in H.R.S. Murthy v. Collector of Chittoor [1964] 6 SCR 666 need not be overruled for the present purpose.", "[1964] 6 SCR 666").treatment).toBe("referred");
    expect(treatmentOf("The decision in H.R.S. Murthy v. Collector of Chittoor [1964] 6 SCR 666 must be overruled.", "[1964] 6 SCR 666").treatment).toBe("overruled");
  });

  test("a question, not a ruling: 'whether … is distinguishable' (constructed on aila2019:C937's citation)", () => {
    expect(treatmentOf("The question is whether Vipin Jaiswal v. State of Andhra Pradesh, 2013 (3) SCALE 525 is distinguishable.", "2013 (3) SCALE 525").treatment).toBe("referred");
  });

  test("words inside the quotation of the cited case are its own (sc2024pdf:52)", () => {
    const s =
      "Recently, this Court in Shivshankara and Another v. H.P. Vedavyasa Char, 2023 SCC OnLine SC 358 held as follows: “….Even if it is taken for granted that the provisions under Section 52 of the Transfer of Property Act are not applicable as such in the case on hand it cannot be disputed that the principle contained in the provision would apply.”";
    expect(treatmentOf(s, "2023 SCC OnLine SC 358").treatment).toBe("referred");
  });
});

describe("the sentence after the citation, when it points back at the case (decision 086)", () => {
  test("'The principles of these cases will have no application' after a list (irled2017-prior:prior_case_1824)", () => {
    const s =
      "In support of the proposition that the principles of natural justice had been violated in passing the impugned order, five decisions were referred to, namely, State of Orissa v. Mr. (Miss) Binapani Dei, [[1967] INSC 33]; [[1967] 2 SCR 625]; A.K Kraipak v. Union of India, A.I.R [1970 S.C. 150]; Mohd. Rashid v. State of U.P. [[1978] INSC 264]; [A.I.R. 1979 S.C. 592]; S.L. Kapoor v. Jagmohan and others[[1980] INSC 183]; , [A.I.R. 1981 S.C. 136] and Maneka Gandhi v. Union of India, A.I.R. 1978 S.C. 597. The principles of these cases will have no application to the facts of this case. There has been no violation of the principles of natural justice to the extent applicable to the order of this nature.";
    const r = treatmentOf(s, "A.I.R. 1978 S.C. 597");
    expect(r.treatment).toBe("distinguished");
    expect(r.treatmentSentence).toBe("The principles of these cases will have no application to the facts of this case.");
    expect(treatmentOf(s, "A.I.R. 1981 S.C. 136").treatment).toBe("distinguished");
  });

  test("counsel's reliance, then the court's 'The ratio of the said decision however is not applicable' (irled2017-prior:prior_case_0645)", () => {
    const s =
      "A heavy reliance is placed on behalf of the appellants on the decision of this Court reported in Balesh- war Dass & Ors. etc. v. State of U.P. & Ors. etc., [1981] 1 S.C.R. 449 in support of the contention that ad hoc officia- tion is entitled to be counted for the purpose of seniority. The ratio of the said decision however is not applicable to the present case.";
    expect(treatmentOf(s, "[1981] 1 S.C.R. 449").treatment).toBe("distinguished");
  });

  test("a next sentence that cites another case, or does not point back, gives nothing (irled2017-prior:prior_case_1824, constructed second sentence)", () => {
    const s = "Reference was made to Maneka Gandhi v. Union of India, A.I.R. 1978 S.C. 597. The principles of natural justice will have no application to the facts of this case.";
    expect(treatmentOf(s, "A.I.R. 1978 S.C. 597").treatment).toBe("referred");
  });
});
