import { describe, expect, test } from "vitest";
import { actAfter, extractStatuteRefs, normalizeOrderNumber, romanToNumber } from "./statute-refs";

/**
 * Real sentences from ../shared/data/judgments-sample.jsonl (record id first; short quotes of
 * judgments of the Supreme Court of India), each with the references expected, written as
 * "act|kind initial|number|sub-section or rule". An empty list: nothing may be found ("the Act",
 * "the Code", a bare section).
 */
const SENTENCES: [string, string, string[]][] = [
  ["aila2019:C1956", "14.  The ingredients necessary for the application of Section 304B I.P.C. are: i) that the death of a woman is caused by any burns", ["Indian Penal Code, 1860|s|304B|"]],
  ["aila2019:C449", "to imprisonment for life. He was also convicted under Section 148 I.P.C. and sentenced to R.I. for one year and under Section", ["Indian Penal Code, 1860|s|148|"]],
  ["aila2019:C836", "six months. However, they were acquitted of charges under Section 148 I.P.C. 7.  Being aggrieved, the three appellants convicted by the", ["Indian Penal Code, 1860|s|148|"]],
  ["aila2019:C2650", "Arms Act. He was sentenced to undergo R.I. for life under Section 302 I.P.C. and two years R.I. under Section 148 I.P.C. He was further", ["Indian Penal Code, 1860|s|302|", "Indian Penal Code, 1860|s|148|"]],
  ["aila2019:C1393", "added to the Section itself. The basic ingredients of Section 498A I.P.C. are cruelty and harassment. The elements of cruelty so far", ["Indian Penal Code, 1860|s|498A|"]],
  ["aila2019:C1368", "be punished u/s. 302 I.P.C. and A-3 to A-5 under Sections 326/149 I.P.C. so far as the attack on the two deceased persons is", ["Indian Penal Code, 1860|s|302|", "Indian Penal Code, 1860|s|326|", "Indian Penal Code, 1860|s|149|"]],
  ["aila2019:C446", "were framed against all the accused persons u/ss. 148 and 302/149 IPC and all the accused pleaded not guilty. Upon consideration", ["Indian Penal Code, 1860|s|148|", "Indian Penal Code, 1860|s|302|", "Indian Penal Code, 1860|s|149|"]],
  ["aila2019:C642", "we find it difficult to award punishment under Sections 302/149 IPC. 9.  Although post-mortem report says that all the", ["Indian Penal Code, 1860|s|302|", "Indian Penal Code, 1860|s|149|"]],
  ["aila2019:C1372", "and fine of Rs. 5,000/- with default clause under Section 302/149 IPC and RI for one year under Section 148 IPC. Both the", ["Indian Penal Code, 1860|s|302|", "Indian Penal Code, 1860|s|149|", "Indian Penal Code, 1860|s|148|"]],
  ["aila2019:C1000", "Sections 147, 148, 341, 447, 302 read with Section 109 read with Section 149 of the Indian Penal Code (IPC), inter alia, for causing death of one Kumararaja.", ["Indian Penal Code, 1860|s|147|", "Indian Penal Code, 1860|s|148|", "Indian Penal Code, 1860|s|341|", "Indian Penal Code, 1860|s|447|", "Indian Penal Code, 1860|s|302|", "Indian Penal Code, 1860|s|109|", "Indian Penal Code, 1860|s|149|"]],
  ["aila2019:C1364", "conviction against the appellants herein under Section 302 read with Section 34 of the Indian Penal Code, 1860 and sentenced them to undergo imprisonment for life", ["Indian Penal Code, 1860|s|302|", "Indian Penal Code, 1860|s|34|"]],
  ["aila2019:C444", "charge against all the accused under Section 302 read with Section 34 IPC. Both the contentions in our view do not merit", ["Indian Penal Code, 1860|s|302|", "Indian Penal Code, 1860|s|34|"]],
  ["aila2019:C1188", "for offences punishable under Sections 326, 325, 324 read with S. 34 IPC. On an appeal filed against the said judgment and", ["Indian Penal Code, 1860|s|326|", "Indian Penal Code, 1860|s|325|", "Indian Penal Code, 1860|s|324|", "Indian Penal Code, 1860|s|34|"]],
  ["aila2019:C1187", "that a preliminary notification dated 5.03.1983 was issued u/s. 4 of the Land Acquisition Act, 1894 (hereinafter referred to", ["Land Acquisition Act, 1894|s|4|"]],
  ["aila2019:C2114", "from that the appellant herein was tried for an offence u/s. 302 IPC simplicitor while all the three persons were charged", ["Indian Penal Code, 1860|s|302|"]],
  ["aila2019:C639", "before the Industrial Tribunal, an application was made u/s. 33 (2) (b) of the Industrial Disputes Act, 1947 ('Act' for", ["Industrial Disputes Act, 1947|s|33|(2)(b)"]],
  ["aila2019:C829", "in the Court, he took up a third stand in his statement u/s. 342 of the Criminal Procedure Code inconsistent with the", ["Code of Criminal Procedure, 1973|s|342|"]],
  ["aila2019:C1773", "13th Dec. 1985 dismissing the application filed under S. 482 of the Code of Criminal Procedure by the petitioner for quashing the proceedings taken", ["Code of Criminal Procedure, 1973|s|482|"]],
  ["aila2019:C2115", "of cross-examination and their statements recorded under Section 313 Cr. P.C., was that D1 had an illicit connection with the wife of", ["Code of Criminal Procedure, 1973|s|313|"]],
  ["aila2019:C2293", "when the respondent was examined by the trial court under Section 313 of the Code of Criminal Procedure he has stated that the three deceased had gone to the", ["Code of Criminal Procedure, 1973|s|313|"]],
  ["aila2019:C2477", "judgment of the High Court whereby petition filed under Section 482 of the Code of Criminal Procedure by the appellant for expunging the remarks against him as", ["Code of Criminal Procedure, 1973|s|482|"]],
  ["aila2019:C285", "Court dismissed the Appellant's aforesaid petition under Section 482 Cr.P.C., which is the subject matter of challenge in the present", ["Code of Criminal Procedure, 1973|s|482|"]],
  ["irled2017-prior:prior_case_1052", "raised in this appeal by special leave is : Whether Section 465 of the Code of Criminal Procedure, 1898, is applicable to proceedings in reference under s.", ["Code of Criminal Procedure, 1898|s|465|"]],
  ["aila2019:C1953", "light of the limited jurisdiction available to it under Section 100 of the Code of Civil Procedure. 6.  As the second appeal which is being restored to the", ["Code of Civil Procedure, 1908|s|100|"]],
  ["aila2019:C2116", "amendment said that the Section was in pari materia with Section 115 of the Code of Civil Procedure ('the Code' for short). This Court thereafter referred to", ["Code of Civil Procedure, 1908|s|115|"]],
  ["aila2019:C2306", "that the High Court exceeded its jurisdiction under Section 115 of the Code of Civil Procedure and as such the impugned order cannot be sustained. 7.  Mr", ["Code of Civil Procedure, 1908|s|115|"]],
  ["aila2019:C2645", "for their substitution within the period prescribed under Order XXII Rule 9 of the Code of Civil Procedure was filed. Appellant filed", ["Code of Civil Procedure, 1908|o|22|9"]],
  ["aila2019:C2861", "for taking action against the appellant Abdul Waheed under Order XXXIX Rule 2 CPC which was registered as Miscellaneous Case No.65/74 of", ["Code of Civil Procedure, 1908|o|39|2"]],
  ["aila2019:C2640", "that such termination will not attract the provisions of Art. 311 of the Constitution of India. In the case of State of U.P. v. Kaushal Kishore", ["Constitution of India|a|311|"]],
  ["aila2019:C2038", "hat Jamil (A-2) and Babu (A-4) were guilty of offence under Section 376 IPC; that Akhlaq had illicit relat", ["Indian Penal Code, 1860|s|376|"]],
  ["aila2019:C2134", "alleged against the accused-respondents is not compoundable u/s. 320 Cr.P.C.; so also the offences under th", ["Code of Criminal Procedure, 1973|s|320|"]],
  ["aila2019:C1688", "He should remember the language of Art. 302 of IPC and the precedents that govern the", []],
  ["aila2019:C1581", "medical colleges in the State of Uttarakhand guaranteed by Art. 14 of the Constitution has been violated by respondent nos. 1 and 2. Facts: 2.", ["Constitution of India|a|14|"]],
  ["aila2019:C1954", "Government in the exercise of power under proviso to Art. 309 of the Constitution framed rules called The Safdarjang Hospital (Class III", ["Constitution of India|a|309|"]],
  ["aila2019:C1002", "The short question raised in this writ petition under Art. 32 of the Constitution is whether production bonus is included within the term", ["Constitution of India|a|32|"]],
  ["aila2019:C1369", "Pradesh in exercise of its powers under the proviso to Art. 309 of the Constitution of India. Rule 2 provides for definitions. 'Government", ["Constitution of India|a|309|"]],
  ["aila2019:C2296", "that they are inconsistent with and are violative of Articles 14 and 21 of the Constitution. We will first take up Review Petition No. 134 of 1989", ["Constitution of India|a|14|", "Constitution of India|a|21|"]],
  ["aila2019:C1008", "the right of judicial review, inter alia, provided by Articles 226 and 227 of the Constitution is always available. There can be little doubt that the", ["Constitution of India|a|226|", "Constitution of India|a|227|"]],
  ["aila2019:C2857", "altered and whether such action would be in violation of Articles 14 and 19(1)(g) of the Constitution of India, besides being against the principles of natural", ["Constitution of India|a|14|", "Constitution of India|a|19|(1)(g)"]],
  ["aila2019:C1009", "the spirit of S. 36(1) of the Act, S. 309 of the Code and Articles 14, 19 and 21 of the Constitution. We are conscious of the statutory provision finding place", ["Constitution of India|a|14|", "Constitution of India|a|19|", "Constitution of India|a|21|"]],
  ["aila2019:C2472", "the High Court. Detenu has filed this writ petition under Article 32 as also appeal by special leave under Art. 136. Both the", ["Constitution of India|a|32|", "Constitution of India|a|136|"]],
  ["aila2019:C1582", "levy at 30% on arishtams and asavas, being violative of Article 14 as well as Article 19(1)(g) of the Constitution. The High", ["Constitution of India|a|14|", "Constitution of India|a|19|(1)(g)"]],
  ["inabs-test:2065", "the view that the present suit would be governed 124 by Article 134 B of the Indian Limitation Act. This article has been", []],
  ["sc2024pdf:1", "of a document, however, shall require registration under Section 17(1)(c) of the Registration Act, but in a case in which such a document", ["Registration Act, 1908|s|17|(1)(c)"]],
  ["aila2019:C1587", "which she was required to explain within the purview of Section 106 of the Evidence Act. Knowledge of any other fact is not attributable to her in", ["Indian Evidence Act, 1872|s|106|"]],
  ["aila2019:C2301", "having committed the offence. As per Illustration (a) to Section 114 of the Evidence Act, 1872 though recovery of the ornaments can lead to", ["Indian Evidence Act, 1872|s|114|"]],
  ["aila2019:C460", "in pursuance of their statements Exhibit PQ and PR under Section 27 of the Evidence Act and took the same into possession vide memo Exhibit PQ/2", ["Indian Evidence Act, 1872|s|27|"]],
  ["aila2019:C2489", "be used to corroborate the statement of the maker under Section 161 of the Evidence Act or to contradict him under Section 145 of that Act. It", ["Indian Evidence Act, 1872|s|161|"]],
  ["aila2019:C648", "the Government issued a notification under sub-s. (1) of S. 4 of the Land Acquisition Act, 1894 (hereinafter referred to as 'the Act') on December 15,", ["Land Acquisition Act, 1894|s|4|"]],
  ["aila2019:C286", "of the Indian Penal Code, 1860 (in short the 'IPC') and Section 4 of the Dowry Prohibition Act, 1961 ( in short the 'Dowry Act' ). The magistrate directed the", ["Dowry Prohibition Act, 1961|s|4|"]],
  ["aila2019:C654", "against them under Sections 498A, 302, 304B, 34 IPC and Section 4 of the Dowry Prohibition Act, 1961. It was further contended that after scientific", ["Indian Penal Code, 1860|s|498A|", "Indian Penal Code, 1860|s|302|", "Indian Penal Code, 1860|s|304B|", "Indian Penal Code, 1860|s|34|", "Dowry Prohibition Act, 1961|s|4|"]],
  ["aila2019:C1794", "in exercise of powers conferred under sub-section (3) of Section 3 of the National Security Act, 1980 (in short 'the Act') read with Home Department's Order", ["National Security Act, 1980|s|3|"]],
  ["aila2019:C1395", "of Delhi, Lt. Governor issued notifications under Section 4 of the Land Acquisition Act, 1894 (hereinafter referred to as 'the Act') on 05.11.1980 and", ["Land Acquisition Act, 1894|s|4|"]],
  ["irled2017-prior:prior_case_1360", "Act was in applicable. Clause (a) of sub-section (3) of section 1 of the Act pro- vides that subject to the provisions contained in", []],
  ["irled2017-prior:prior_case_1971", "ap- plication dated April 22, 1944 purporting to be under section 18 of the Act. Thiagaraja contested the application pointing out that", []],
  ["aila2019:C2643", "of detention as also the subsequent declaration under section 9 of the Act. The order of detention, Annexure 'A' was made by the", []],
  ["irled2017-prior:prior_case_1045", "the landlords preferred a Revision Application under section 26 of the Act to the High Court of Bombay. The High Court examined the", []],
  ["irled2017-prior:prior_case_1713", "retrospective effect along with local cess surcharge under s. 116 of the Act. The contention of the appellant is and was, at all", []],
  ["aila2019:C1377", "the meaning of Section 21 of the Indian Penal Code and Section 197 of the Code. This Court referred to the decision of the High Court of", ["Indian Penal Code, 1860|s|21|"]],
  ["irled2017-prior:prior_case_0497", "against himself in his statement recorded under Section 161 of the Code of Criminal Procedure. It is true that it may not be a", ["Code of Criminal Procedure, 1973|s|161|"]],
  ["aila2019:C1793", "and exhibited 28 documents. In statements given under Section 313 of the Code of Criminal Procedure, 1973 (in short 'Cr.P.C.') accused", ["Code of Criminal Procedure, 1973|s|313|"]],
  ["irled2017-prior:prior_case_0473", "(2 ) If the amount SpeCified in any notice of demand under Section 156 is not paid within the period limited' under sub-section (1", []],
  ["aila2019:C847", "the order becomes operative. The power exercisable under Section 438 is somewhat extraordinary in character and it is only in", []],
  ["aila2019:C2001", "same fate. Respondent No. 2 initiated proceedings under Section 138 of the Negotiable Instruments Act bearing CC No. 19227 of 2012 in the Court of Ld. Judicial", ["Negotiable Instruments Act, 1881|s|138|"]],
  ["aila2019:C2311", "for effectively pursuing a criminal complaint filed under Section 138 of the Negotiable Instruments Act against one Mahiratnam Gupta. 4. It is stated that after", ["Negotiable Instruments Act, 1881|s|138|"]],
  ["aila2019:C1009", "were to be tried by a Court of Session under sub-s. (1) of Section 36-D of the NDPS Act. Judge Ghare seems to have made a distinction between", ["Narcotic Drugs and Psychotropic Substances Act, 1985|s|36D|"]],
  ["aila2019:C2888", "High Court confirmed the conviction of the appellant under Section 498-A IPC, set aside his conviction under Section 302 IPC and", ["Indian Penal Code, 1860|s|498A|", "Indian Penal Code, 1860|s|302|"]],
  ["aila2019:C498", "They were acquitted of the charges under Section 304-B and Section 498-A IPC. Since the younger brother of the deceased's husband", ["Indian Penal Code, 1860|s|304B|", "Indian Penal Code, 1860|s|498A|"]],
  ["aila2019:C1803", "allegation was made in his statement recorded in terms of Section 161 of the Code of Criminal Procedure, 1973 (in short the 'Code'). Similarly, Surinder Kanta (PW-7) in", ["Code of Criminal Procedure, 1973|s|161|"]],
  ["aila2019:C1886", "before the Magistrate in her statement recorded under Section 164 of the Code of Criminal Procedure, 1973 (for short the 'Code') that the occurrence took place at", ["Code of Criminal Procedure, 1973|s|164|"]],
  ["aila2019:C1602", "Bakrid day. The writ petitioners had obtained leave under Order 1, Rule 8 of the Code of Civil Procedure and joined Respondents 7 to", ["Code of Civil Procedure, 1908|o|1|8"]],
  ["irled2017-prior:prior_case_0946", "In these National Parks and Sanctuaries, proceedings under Sections 19 to 25 of the Act were not taken to acquire the rights of the people. That", []],
  ["sc2024pdf:29", "himself in mischief or criminal misconduct, as provided in Section 13(1)(d) of the PC Act. She submitted that Criminal Appeal No.", ["Prevention of Corruption Act, 1988|s|13|(1)(d)"]],
  ["aila2019:C1838", " The sole appellant was tried under Section 161 IPC and Section 5(1)(d) read with Section 5(2) of the Prevention of Corruption", ["Indian Penal Code, 1860|s|161|"]],
  ["aila2019:C2172", "be no question of the assessee's taking protection under Article 286(1)(b) of the Constitution. It was this order of the appellate", ["Constitution of India|a|286|(1)(b)"]],
  ["irled2017-prior:prior_case_0129", "thereon to make right to residence as engrafted in Article 19(1)(e) of the Constitution a reality and fundamental right. When", ["Constitution of India|a|19|(1)(e)"]],
];

describe("statute references in real judgment sentences", () => {
  test.each(SENTENCES)("%s", (_id, sentence, expected) => {
    const found = extractStatuteRefs(sentence).map((r) => `${r.act}|${r.kind[0]}|${r.num}|${r.sub ?? ""}`);
    expect(found).toEqual(expected);
  });

  test("there are at least 60 sentences, some with no reference at all", () => {
    expect(SENTENCES.length).toBeGreaterThanOrEqual(60);
    expect(SENTENCES.filter(([, , refs]) => refs.length === 0).length).toBeGreaterThanOrEqual(8);
  });
});

describe("the forms the issue names", () => {
  test("Roman orders and their rules", () => {
    expect(romanToNumber("XXXIX")).toBe(39);
    expect(romanToNumber("XXI")).toBe(21);
    expect(romanToNumber("Rule")).toBeNull();
    expect(normalizeOrderNumber("XXXIX")).toBe("39");
    expect(normalizeOrderNumber("39")).toBe("39");
  });

  test("an act named right after a reference, by any of its names, or unknown but written in full", () => {
    expect(actAfter(" I.P.C. and sentenced")).toBe("Indian Penal Code, 1860");
    expect(actAfter(" of the Indian Penal Code, 1860 (hereinafter")).toBe("Indian Penal Code, 1860");
    expect(actAfter(", Cr. P.C., was")).toBe("Code of Criminal Procedure, 1973");
    expect(actAfter(" of the Minimum Wages Act, 1948 (XI of 1948)")).toBe("Minimum Wages Act, 1948");
    expect(actAfter(" of the Act")).toBeNull();
    expect(actAfter(" of the said Act")).toBeNull();
    expect(actAfter(" of the Code")).toBeNull();
    expect(actAfter(" is therefore out of the question")).toBeNull();
  });

  test("a re-run over the same text finds the same references once each", () => {
    const text = "convicted under Section 302 IPC. Section 302 IPC again, and s. 302 of the Indian Penal Code.";
    expect(extractStatuteRefs(text)).toEqual([{ act: "Indian Penal Code, 1860", kind: "section", num: "302", sub: null }]);
  });
});
