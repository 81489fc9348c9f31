/**
 * The project's own demo data: fictional parties, judges and counsel; the law they discuss is
 * real Indian statute law, summarised in our own words. Never taken from ../shared/data.
 */

export type Area = {
  key: string;
  category: "Cri" | "Civ";
  caseType: string;
  act: string;
  actAbbreviation: string;
  wordAbbreviation: string;
  section?: string;
  article?: string;
  orderNo?: string;
  rule?: string;
  topic: string;
  respondents: string[];
  headnote: string;
  held: string;
  paragraphs: string[];
  results: string[];
  /** the first year a judgment under it is plausible: the act's or the provision's commencement, plus one */
  since?: number;
};

export const AREAS: Area[] = [
  {
    key: "murder",
    category: "Cri",
    caseType: "Criminal Appeal",
    act: "Indian Penal Code, 1860",
    actAbbreviation: "IPC",
    wordAbbreviation: "Penal Code",
    section: "302",
    topic: "Circumstantial evidence",
    respondents: ["State of Rajasthan", "State of Uttar Pradesh", "State of Madhya Pradesh", "State of Maharashtra"],
    headnote:
      "Penal Code, 1860 — S. 302 — Murder — Circumstantial evidence — Conviction can rest on circumstantial evidence only when the chain of circumstances is complete and excludes every hypothesis but guilt — Last-seen theory alone, without proximity of time, insufficient.",
    held:
      "Where the prosecution relies on the last-seen theory, the gap between the time the accused and the deceased were last seen together and the time of death must be so small that the possibility of any other person being the author of the crime is ruled out.",
    paragraphs: [
      "The appellant {A} was convicted under Section 302 of the Indian Penal Code and sentenced to imprisonment for life. The case of the prosecution rests entirely on circumstantial evidence, the principal circumstance being that the deceased was last seen in the company of the appellant on the evening before the body was recovered from the canal.",
      "It is well settled that in a case resting on circumstantial evidence each circumstance must be proved beyond reasonable doubt, the circumstances so proved must form a chain so complete that there is no escape from the conclusion that the crime was committed by the accused and none else, and the chain must be inconsistent with any hypothesis of innocence.",
      "The medical evidence places the time of death some thirty hours after the deceased was last seen with the appellant. In that interval the deceased is shown by the defence witnesses to have visited the weekly market. The recovery of the blood-stained shirt was made from an open courtyard accessible to all, and the serologist could not determine the blood group.",
      "On this state of the evidence the chain is far from complete. Suspicion, however grave, cannot take the place of proof. The High Court was in error in treating the last-seen circumstance as conclusive.",
    ],
    results: ["Appeal allowed; conviction set aside", "Appeal dismissed; conviction affirmed"],
  },
  {
    key: "bail",
    since: 1974,
    category: "Cri",
    caseType: "Criminal Appeal",
    act: "Code of Criminal Procedure, 1973",
    actAbbreviation: "CrPC",
    wordAbbreviation: "Criminal Procedure Code",
    section: "439",
    topic: "Bail",
    respondents: ["State (NCT of Delhi)", "State of Karnataka", "Central Bureau of Investigation", "Directorate of Enforcement"],
    headnote:
      "Criminal Procedure Code, 1973 — S. 439 — Bail — Long incarceration as undertrial — Right to speedy trial under Art. 21 of the Constitution — Bail is the rule and jail the exception; gravity of the charge alone not a ground to refuse bail where trial is not likely to conclude in a reasonable time.",
    held:
      "Prolonged incarceration of an undertrial, with no likelihood of the trial concluding in the near future, is a weighty consideration for the grant of bail notwithstanding the seriousness of the accusation.",
    paragraphs: [
      "The appellant {A} has been in custody for more than three years. The charge-sheet names one hundred and twelve witnesses, of whom only nine have been examined so far. The respondent {R} opposes bail on the ground that the offence is grave and that the appellant may influence witnesses.",
      "The object of bail is to secure the attendance of the accused at the trial. The grant or refusal of bail is not a punishment. Where the trial is unlikely to conclude within a reasonable time, continued detention turns a pre-trial process into punishment without trial, which Article 21 does not permit.",
      "The apprehension that the appellant may tamper with evidence can be met by imposing conditions. The appellant shall surrender his passport, report to the investigating officer on the first Monday of every month and shall not contact any of the prosecution witnesses.",
    ],
    results: ["Appeal allowed; bail granted on conditions", "Appeal dismissed; liberty to renew after six months"],
  },
  {
    key: "dowry",
    since: 1987,
    category: "Cri",
    caseType: "Criminal Appeal",
    act: "Indian Penal Code, 1860",
    actAbbreviation: "IPC",
    wordAbbreviation: "Penal Code",
    section: "304B",
    topic: "Dowry death",
    respondents: ["State of Haryana", "State of Punjab", "State of Bihar"],
    headnote:
      "Penal Code, 1860 — S. 304-B — Evidence Act, 1872, S. 113-B — Dowry death — 'Soon before her death' — No fixed period; a proximate and live link between the cruelty for dowry and the death must be shown — Presumption under S. 113-B arises only on proof of such cruelty.",
    held:
      "The expression 'soon before' is a relative term; the prosecution must show a proximate and live link between the demand-related cruelty and the death, after which the presumption under Section 113-B of the Evidence Act operates.",
    paragraphs: [
      "The deceased died of burn injuries within four years of her marriage to the appellant {A}. Her father and brother deposed that a demand for a motor cycle was made at the time of the Diwali festival, some five weeks before the occurrence, and that she was beaten when the demand was not met.",
      "Section 304-B requires that the death occurred otherwise than under normal circumstances within seven years of marriage and that soon before her death she was subjected to cruelty or harassment for, or in connection with, any demand for dowry. Once these are shown, Section 113-B of the Evidence Act raises a presumption that the husband caused the dowry death.",
      "The evidence of the parents is consistent, was recorded promptly and is corroborated by the letters written by the deceased. The link between the demand and the death is live and proximate. The presumption has not been rebutted.",
    ],
    results: ["Appeal dismissed; conviction under S. 304-B affirmed", "Appeal partly allowed; sentence reduced to the period undergone"],
  },
  {
    key: "ndps",
    since: 1986,
    category: "Cri",
    caseType: "Criminal Appeal",
    act: "Narcotic Drugs and Psychotropic Substances Act, 1985",
    actAbbreviation: "NDPS Act",
    wordAbbreviation: "Narcotic Drugs Act",
    section: "50",
    topic: "Personal search",
    respondents: ["Narcotics Control Bureau", "State of Punjab", "State of Himachal Pradesh"],
    headnote:
      "Narcotic Drugs and Psychotropic Substances Act, 1985 — S. 50 — Personal search — Accused must be told of his right to be searched before a gazetted officer or magistrate — Non-compliance vitiates the recovery from the person, not the recovery from a bag carried by him.",
    held:
      "Section 50 applies only to the search of the person and not to a bag, vehicle or premises; a recovery from a bag carried by the accused is not vitiated by non-compliance with Section 50.",
    paragraphs: [
      "The appellant {A} was intercepted at a check-post and one kilogram of charas was recovered from a bag carried on his shoulder. The trial court convicted him; the High Court affirmed. It is contended that the mandatory requirement of Section 50 was not complied with.",
      "The safeguard of Section 50 is a valuable right of the person to be searched. It is, however, confined to the search of a person. A bag, briefcase or other article carried by a person is not his person within the meaning of the section.",
      "The independent witnesses have supported the seizure, the samples were sent to the laboratory within forty-eight hours and the seals were found intact. The conviction calls for no interference.",
    ],
    results: ["Appeal dismissed", "Appeal allowed; accused acquitted"],
  },
  {
    key: "cheque",
    since: 1989,
    category: "Cri",
    caseType: "Criminal Appeal",
    act: "Negotiable Instruments Act, 1881",
    actAbbreviation: "NI Act",
    wordAbbreviation: "Negotiable Instruments",
    section: "138",
    topic: "Dishonour of cheque",
    respondents: ["Shree Balaji Traders", "Vishal Fabrics Pvt. Ltd.", "Orient Finance Ltd."],
    headnote:
      "Negotiable Instruments Act, 1881 — Ss. 138 and 139 — Dishonour of cheque — Presumption of legally enforceable debt — Rebuttal by preponderance of probabilities — Accused need not step into the witness box; he may rely on the complainant's own evidence.",
    held:
      "The presumption under Section 139 is rebuttable and the standard of proof for the accused is a preponderance of probabilities, which he may discharge from the materials brought on record by the complainant.",
    paragraphs: [
      "The respondent {R} filed a complaint under Section 138 alleging that a cheque for rupees eight lakhs issued by the appellant {A} was returned with the endorsement 'funds insufficient'. The defence was that the cheque was a blank security cheque given for an earlier loan which had been repaid.",
      "Once the execution of the cheque is admitted, Section 139 raises a presumption that it was issued in discharge of a debt or liability. The presumption is rebuttable. The accused is not required to disprove the case of the complainant beyond reasonable doubt.",
      "The complainant's own books, produced in cross-examination, record repayment of the earlier loan. The complainant could not explain the source of the cash said to have been advanced. The presumption stands rebutted.",
    ],
    results: ["Appeal allowed; acquittal restored", "Appeal dismissed; conviction and compensation affirmed"],
  },
  {
    key: "specific-performance",
    since: 1964,
    category: "Civ",
    caseType: "Civil Appeal",
    act: "Specific Relief Act, 1963",
    actAbbreviation: "SRA",
    wordAbbreviation: "Specific Relief",
    section: "16",
    topic: "Readiness and willingness",
    respondents: ["Kamla Devi", "Surinder Kaur", "Gopal Krishna Iyer", "M/s. Sunrise Estates"],
    headnote:
      "Specific Relief Act, 1963 — S. 16(c) — Suit for specific performance of agreement to sell — Readiness and willingness of the plaintiff must be pleaded and proved throughout — Continuous readiness cannot be inferred from a bare averment.",
    held:
      "Readiness and willingness is a condition precedent for specific performance; it must be shown from the date of the agreement until the decree, and the conduct of the plaintiff is decisive.",
    paragraphs: [
      "The appellant {A} sued for specific performance of an agreement to sell a house, paying an earnest of one-tenth of the price. The balance was to be paid within six months. The suit was filed on the last day of limitation, nearly three years after the time fixed.",
      "Section 16(c) bars specific performance in favour of a plaintiff who fails to aver and prove that he has performed or has always been ready and willing to perform the essential terms of the contract. The requirement is one of substance, not of form.",
      "The appellant produced no evidence of the means to pay the balance at any time. His conduct in waiting almost three years shows that he was not ready. The discretion under Section 20 was rightly exercised against him, though the earnest shall be refunded with interest at nine per cent.",
    ],
    results: ["Appeal dismissed; refund of earnest with interest", "Appeal allowed; suit decreed"],
  },
  {
    key: "limitation",
    since: 1964,
    category: "Civ",
    caseType: "Civil Appeal",
    act: "Limitation Act, 1963",
    actAbbreviation: "LA",
    wordAbbreviation: "Limitation",
    section: "5",
    topic: "Condonation of delay",
    respondents: ["Union of India", "State of West Bengal", "Delhi Development Authority"],
    headnote:
      "Limitation Act, 1963 — S. 5 — Condonation of delay — 'Sufficient cause' to be construed liberally — No different yardstick for the State, but bureaucratic delay without explanation is not sufficient cause.",
    held:
      "The law of limitation binds the State as it binds a citizen; delay caused by the movement of files without a day-to-day explanation does not amount to sufficient cause.",
    paragraphs: [
      "The appeal before the High Court was filed by the respondent {R} after a delay of 427 days. The only explanation is that the file moved from one department to another for opinion and sanction.",
      "Section 5 is to be construed liberally so as to advance substantial justice, but a party who seeks the indulgence of the court must explain the delay. The State is not entitled to a different standard; governmental functioning cannot be a licence for inaction.",
      "The explanation here is a bald narration of dates on which the file was received and sent. No one is said to have been prevented from acting. The High Court erred in condoning the delay.",
    ],
    results: ["Appeal allowed; delay not condoned", "Appeal dismissed; delay condoned on costs"],
  },
  {
    key: "article14",
    category: "Civ",
    caseType: "Writ Petition (Civil)",
    act: "Constitution of India",
    actAbbreviation: "Const.",
    wordAbbreviation: "Constitution",
    article: "14",
    topic: "Equality and arbitrariness",
    respondents: ["Union of India", "State of Tamil Nadu", "State of Kerala", "Union of India and Others"],
    headnote:
      "Constitution of India — Art. 14 — Equality before law — Arbitrariness — State action in the award of public contracts must be fair, transparent and non-discriminatory — Change of tender conditions after bids were opened, to suit one bidder, struck down.",
    held:
      "Every State action must be informed by reason; a change in the eligibility conditions after the bids are opened, so as to exclude all but one bidder, is arbitrary and violates Article 14.",
    paragraphs: [
      "The petitioner {A} was the lowest bidder for the supply of medical equipment to district hospitals. After the technical bids were opened the respondent {R} added a condition of five years' prior supply to government hospitals, which only the third respondent satisfied.",
      "Article 14 strikes at arbitrariness in State action. The State may fix the terms of a tender, and the court will not sit in appeal over them, but once the process has begun the terms cannot be altered to favour a particular bidder.",
      "No reason for the change appears on the file. The decision is set aside. The respondents may issue a fresh tender on conditions settled before the bids are invited.",
    ],
    results: ["Writ petition allowed", "Writ petition dismissed"],
  },
  {
    key: "article21",
    category: "Civ",
    caseType: "Writ Petition (Civil)",
    act: "Constitution of India",
    actAbbreviation: "Const.",
    wordAbbreviation: "Constitution",
    article: "21",
    topic: "Right to life and personal liberty",
    respondents: ["State of Maharashtra", "Union of India", "Municipal Corporation of Greater Mumbai"],
    headnote:
      "Constitution of India — Art. 21 — Right to life includes the right to livelihood and shelter — Eviction of pavement dwellers — Procedure must be fair, just and reasonable; reasonable notice and consideration of rehabilitation required.",
    held:
      "The procedure prescribed by law for depriving a person of life or liberty must be fair, just and reasonable; eviction without notice or opportunity, in the monsoon, offends Article 21.",
    paragraphs: [
      "The petitioners, led by {A}, have lived on the pavements near the docks for more than a decade and earn their living as daily-wage workers. The respondent {R} demolished their huts without notice during the monsoon.",
      "The right to life under Article 21 is not confined to mere animal existence. It includes the right to livelihood. Deprivation of that right must be by a procedure that is fair, just and reasonable.",
      "The authority shall not evict the petitioners until the end of the monsoon, shall give one month's notice, and shall consider their claims for alternative sites under the existing scheme.",
    ],
    results: ["Writ petition allowed with directions", "Writ petition disposed of with directions"],
  },
  {
    key: "service",
    category: "Civ",
    caseType: "Civil Appeal",
    act: "Constitution of India",
    actAbbreviation: "Const.",
    wordAbbreviation: "Constitution",
    article: "311",
    topic: "Departmental enquiry",
    respondents: ["State Bank of India", "Union of India", "Punjab National Bank", "State of Gujarat"],
    headnote:
      "Constitution of India — Art. 311(2) — Service law — Dismissal after departmental enquiry — Non-supply of the enquiry report — Employee must show prejudice — Court will not reappreciate evidence as an appellate authority.",
    held:
      "Non-supply of the enquiry report does not automatically vitiate the punishment; the employee must show that he was prejudiced, and judicial review is confined to the decision-making process.",
    paragraphs: [
      "The appellant {A}, a cashier, was dismissed after an enquiry found that he had misappropriated cash deposited by customers. The High Court set aside the dismissal on the ground that the enquiry report was not furnished before the punishment.",
      "Where the report is not furnished, the court must ask whether the employee was prejudiced. If the furnishing of the report would not have made a difference to the result, the punishment should not be set aside.",
      "The appellant admitted the entries in his own hand and did not dispute the shortfall. No prejudice is shown. The punishment of dismissal is not shockingly disproportionate to a charge of misappropriation.",
    ],
    results: ["Appeal allowed; dismissal restored", "Appeal dismissed; reinstatement without back wages"],
  },
  {
    key: "motor",
    since: 1989,
    category: "Civ",
    caseType: "Civil Appeal",
    act: "Motor Vehicles Act, 1988",
    actAbbreviation: "MV Act",
    wordAbbreviation: "Motor Vehicles",
    section: "166",
    topic: "Compensation",
    respondents: ["New India Assurance Co. Ltd.", "United India Insurance Co. Ltd.", "Oriental Insurance Co. Ltd.", "National Insurance Co. Ltd."],
    headnote:
      "Motor Vehicles Act, 1988 — S. 166 — Compensation for death — Future prospects to be added even for self-employed deceased — Multiplier by age of the deceased — Conventional heads fixed.",
    held:
      "Future prospects are to be added to the established income of a self-employed deceased as well; the multiplier is chosen by the age of the deceased, and conventional heads are fixed amounts enhanced periodically.",
    paragraphs: [
      "The husband of the appellant {A} died when the bus in which he was travelling was hit by a truck insured by the respondent {R}. The Tribunal assessed his income at rupees nine thousand a month but added nothing for future prospects because he was self-employed.",
      "There is no reason to deny future prospects to the self-employed; an addition of forty per cent is to be made where the deceased was below forty years of age. The multiplier of sixteen applies to the age group of 31 to 35 years.",
      "The compensation is recomputed accordingly and shall carry interest at seven and a half per cent from the date of the claim petition.",
    ],
    results: ["Appeal allowed; compensation enhanced", "Appeal partly allowed"],
  },
  {
    key: "matrimonial",
    category: "Civ",
    caseType: "Civil Appeal",
    act: "Hindu Marriage Act, 1955",
    actAbbreviation: "HMA",
    wordAbbreviation: "Hindu Marriage",
    section: "13",
    topic: "Divorce on the ground of cruelty",
    respondents: ["Sunita Sharma", "Meena Kumari", "Rekha Nair", "Anjali Deshpande"],
    headnote:
      "Hindu Marriage Act, 1955 — S. 13(1)(i-a) — Divorce — Mental cruelty — False criminal complaints and sustained humiliation may amount to mental cruelty — Irretrievable breakdown considered with the whole conduct of the parties.",
    held:
      "Mental cruelty is conduct of such a kind that the spouse cannot reasonably be expected to live with the other; repeated false criminal complaints against the husband and his family can amount to it.",
    paragraphs: [
      "The appellant {A} sought divorce on the ground of cruelty. The parties have lived apart for eleven years. The respondent {R} filed four criminal complaints against the appellant and his aged parents, each of which ended in acquittal.",
      "Cruelty is to be judged on the whole of the married life. Making false allegations of a criminal nature against the spouse and the spouse's family, causing them to be arrested, is conduct that can cause such mental pain that living together becomes impossible.",
      "A decree of divorce is granted. The appellant shall pay permanent alimony of rupees twenty-five lakhs within four months.",
    ],
    results: ["Appeal allowed; decree of divorce granted", "Appeal dismissed"],
  },
  {
    key: "arbitration",
    since: 1997,
    category: "Civ",
    caseType: "Civil Appeal",
    act: "Arbitration and Conciliation Act, 1996",
    actAbbreviation: "A&C Act",
    wordAbbreviation: "Arbitration",
    section: "34",
    topic: "Setting aside of award",
    respondents: ["National Highways Authority of India", "Hindustan Construction Co. Ltd.", "Oil and Natural Gas Corporation Ltd."],
    headnote:
      "Arbitration and Conciliation Act, 1996 — S. 34 — Challenge to award — Patent illegality — Court cannot reappreciate evidence or substitute its view for the tribunal's on the interpretation of a contract — A possible view is not an error.",
    held:
      "Under Section 34 the court does not sit in appeal; where the tribunal's interpretation of the contract is a possible one, the award cannot be set aside for patent illegality.",
    paragraphs: [
      "The respondent {R} awarded the appellant {A} a contract for four-laning a section of a national highway. Disputes arose over the price variation clause. The arbitral tribunal allowed the claim, and the award was set aside under Section 34.",
      "The scope of interference under Section 34 is narrow. An award is not to be set aside merely because the court would have read the contract differently. Patent illegality must go to the root of the matter and appear on the face of the award.",
      "The tribunal's reading of the price variation clause is a plausible one. The award is restored.",
    ],
    results: ["Appeal allowed; award restored", "Appeal dismissed; award set aside"],
  },
  {
    key: "land",
    category: "Civ",
    caseType: "Civil Appeal",
    act: "Land Acquisition Act, 1894",
    actAbbreviation: "LA Act",
    wordAbbreviation: "Land Acquisition",
    section: "23",
    topic: "Market value",
    respondents: ["State of Haryana", "Land Acquisition Collector", "State of Uttar Pradesh"],
    headnote:
      "Land Acquisition Act, 1894 — S. 23 — Market value — Comparable sale instances — Deduction for development — Potential of the land as on the date of the notification.",
    held:
      "Market value is the price a willing purchaser would pay a willing seller on the date of the notification; comparable sales of small plots call for a deduction for development, ordinarily between one-third and one-half.",
    paragraphs: [
      "The lands of the appellant {A} were acquired for a residential sector. The Reference Court relied on sale deeds of small plots in the adjoining village and applied no deduction.",
      "Sales of small plots are a guide to the value of a large tract only after a suitable deduction for the area needed for roads and amenities and for the cost of development.",
      "A deduction of one-third is appropriate. The appellants are entitled to the statutory benefits under Sections 23(1-A), 23(2) and 28.",
    ],
    results: ["Appeal partly allowed", "Appeal dismissed"],
  },
  {
    key: "cpc-order7",
    category: "Civ",
    caseType: "Civil Appeal",
    act: "Code of Civil Procedure, 1908",
    actAbbreviation: "CPC",
    wordAbbreviation: "Civil Procedure Code",
    orderNo: "VII",
    rule: "11",
    topic: "Rejection of plaint",
    respondents: ["Prakash Chand Jain", "Saraswati Educational Trust", "Mohinder Singh", "Bharat Petroleum Corporation Ltd."],
    headnote:
      "Civil Procedure Code, 1908 — O. VII R. 11 — Rejection of plaint — Only the averments in the plaint are to be seen — Defence of the defendant irrelevant — Clever drafting to create an illusion of a cause of action to be nipped in the bud.",
    held:
      "For rejecting a plaint under Order VII Rule 11 only the averments in the plaint, read as a whole, are relevant; but where clever drafting creates an illusory cause of action, the court should reject it at the threshold.",
    paragraphs: [
      "The respondent {R} sought rejection of the plaint filed by the appellant {A} on the ground that the suit was barred by limitation on its own averments.",
      "The power under Order VII Rule 11 is to be exercised on the plaint alone. The written statement and the defence are not to be looked at. If on a meaningful reading the plaint is manifestly vexatious and without merit, the court should exercise the power.",
      "The plaint here itself states that the appellant learnt of the sale deed in 1998; the suit filed in 2009 is plainly barred. The plaint was rightly rejected.",
    ],
    results: ["Appeal dismissed; plaint rejected", "Appeal allowed; suit restored to file"],
  },
  {
    key: "tax",
    category: "Civ",
    caseType: "Civil Appeal",
    act: "Income-tax Act, 1961",
    actAbbreviation: "IT Act",
    wordAbbreviation: "Income Tax",
    section: "148",
    topic: "Reassessment",
    respondents: ["Commissioner of Income Tax", "Assistant Commissioner of Income Tax", "Union of India"],
    headnote:
      "Income-tax Act, 1961 — Ss. 147 and 148 — Reopening of assessment — 'Reason to believe' must rest on tangible material — Mere change of opinion on the same material not a ground to reopen.",
    held:
      "Reassessment cannot be based on a mere change of opinion; there must be tangible material showing that income has escaped assessment.",
    paragraphs: [
      "The assessment of the appellant {A} was completed after scrutiny. Three years later the Assessing Officer reopened it on the view that a deduction allowed on the same documents was not admissible.",
      "The power to reassess is not a power to review. 'Reason to believe' must rest on tangible material coming to the notice of the officer after the original assessment; a different view on the same material is a change of opinion.",
      "No new material is referred to in the recorded reasons. The notice under Section 148 is quashed.",
    ],
    results: ["Appeal allowed; notice quashed", "Appeal dismissed"],
  },
];

export const APPELLANTS = [
  "Ramesh Kumar Sharma", "Harbans Lal", "Lakshmi Narayan Rao", "Mohd. Iqbal Ansari", "Sukhdev Singh", "Anita Verma",
  "K. Venkataraman", "Pradeep Chatterjee", "Joseph Thomas", "Bhagwati Prasad", "Gurmeet Kaur", "Rajendra Prasad Yadav",
  "Ashok Kumar Mehta", "Fatima Begum", "Sadashiv Patil", "Narendra Nath Bose", "P. Subramaniam", "Kishan Lal Gupta",
  "Meera Iyer", "Vikram Singh Rathore", "Abdul Rashid", "Shanti Devi", "Ravindra Kulkarni", "Om Prakash Tiwari",
  "Hindustan Steel Works Ltd.", "Bharat Textiles Pvt. Ltd.", "Jagdish Chandra", "Devendra Nath Mishra", "Sarojini Pillai",
  "Balwant Rai", "Ganga Ram", "Tara Chand Agarwal",
];

export const JUDGES = [
  "A.K. Menon", "R.S. Bhatnagar", "P.N. Krishnaswamy", "S.B. Deshmukh", "M.L. Chaudhary", "H.R. Venkatesh",
  "N.K. Banerjee", "V. Ramalingam", "Indira Sethi", "J.S. Ahluwalia", "K.P. Nambiar", "Sudha Raghavan",
];

export const ADVOCATES = [
  "S.K. Dholakia", "Rina Kapoor", "M.N. Rao", "Arvind Datar", "T.R. Andhyarujina", "Shobha Gupta", "V.A. Mohta",
  "Gopal Subramanian", "Nalini Chidambaram", "A.M. Singhvi", "P.P. Rao", "Indu Malhotra",
];

/** court id, branch id, case category name, neutral code (for years ≥ 2023), AIR code */
/** Each with the first year it sat under that name where it is after 1950 (`since`). */
export const COURTS_FOR_DEMO: { courtId: number; branchId: number; category: "SC" | "HC"; neutral: string; air: string; since?: number }[] = [
  { courtId: 1, branchId: 34, category: "SC", neutral: "INSC", air: "SC" },
  { courtId: 1, branchId: 34, category: "SC", neutral: "INSC", air: "SC" },
  { courtId: 2, branchId: 1, category: "HC", neutral: "DHC", air: "Del", since: 1966 },
  { courtId: 1, branchId: 34, category: "SC", neutral: "INSC", air: "SC" },
  { courtId: 3, branchId: 2, category: "HC", neutral: "BHC-AS", air: "Bom" },
  { courtId: 4, branchId: 6, category: "HC", neutral: "MHC", air: "Mad" },
  { courtId: 1, branchId: 34, category: "SC", neutral: "INSC", air: "SC" },
  { courtId: 5, branchId: 8, category: "HC", neutral: "CHC-AS", air: "Cal" },
  { courtId: 6, branchId: 11, category: "HC", neutral: "AHC-LKO", air: "All" },
  { courtId: 7, branchId: 12, category: "HC", neutral: "KHC", air: "Kant", since: 1973 },
  { courtId: 8, branchId: 15, category: "HC", neutral: "KER", air: "Ker", since: 1957 },
];

export const ACTS_MASTER: { name: string; actAbbreviation: string; wordAbbreviation: string }[] = [
  ...new Map(
    AREAS.map((a) => [a.act, { name: a.act, actAbbreviation: a.actAbbreviation, wordAbbreviation: a.wordAbbreviation }]),
  ).values(),
  { name: "Indian Evidence Act, 1872", actAbbreviation: "IEA", wordAbbreviation: "Evidence" },
  { name: "Transfer of Property Act, 1882", actAbbreviation: "TPA", wordAbbreviation: "Transfer of Property" },
  { name: "Consumer Protection Act, 2019", actAbbreviation: "CPA", wordAbbreviation: "Consumer Protection" },
  { name: "Bharatiya Nyaya Sanhita, 2023", actAbbreviation: "BNS", wordAbbreviation: "Nyaya Sanhita" },
  { name: "Bharatiya Nagarik Suraksha Sanhita, 2023", actAbbreviation: "BNSS", wordAbbreviation: "Nagarik Suraksha" },
];

/**
 * High Court judgments of our own making (issue 32 item 6, decision 099), so that a new user sees
 * High Court cases, benches and citations: invented parties, counsel, judges and facts, written
 * by the team in the layouts the High Courts use for their heads (court and bench, case number,
 * parties, counsel, Coram, date). The law they state is real, in our own words. Citations are the
 * regional and ILR reporters' and the High Courts' neutral citations, stored as the case form
 * stores a citation: a neutral citation in the neutral journal, any other in its raw text.
 */
export type HighCourtDemo = {
  courtId: number;
  branchId: number;
  /** the head's first lines, as the court prints them */
  head: string[];
  caseType: string;
  caseNumber: string;
  caseYear: number;
  decided: [number, number, number];
  appellant: string;
  appellantRole: string;
  respondent: string;
  respondentRole: string;
  forAppellant: string;
  forRespondent: string;
  judges: string[];
  category: "Cri" | "Civ";
  act: string;
  section?: string;
  article?: string;
  topic: string;
  headnote: string;
  paragraphs: string[];
  result: string;
  /** the reporters' citations as printed, e.g. "ILR 2019 Kar 1234", "2021 (2) KLT 345" */
  reported: string[];
  /** the court's neutral citation, e.g. "2023:DHC:1234" */
  neutral?: string;
};

export const HIGH_COURT_DEMO: HighCourtDemo[] = [
  {
    courtId: 3,
    branchId: 3,
    head: ["IN THE HIGH COURT OF JUDICATURE AT BOMBAY", "NAGPUR BENCH, NAGPUR", "CRIMINAL APPELLATE JURISDICTION"],
    caseType: "Criminal Appeal",
    caseNumber: "Criminal Appeal No. 412 of 2021",
    caseYear: 2021,
    decided: [2022, 8, 17],
    appellant: "Shankar Bhimrao Wankhede",
    appellantRole: "Appellant",
    respondent: "State of Maharashtra, through Police Station Officer, Police Station Kalmeshwar, District Nagpur",
    respondentRole: "Respondent",
    forAppellant: "Shri R.V. Gawande, Advocate",
    forRespondent: "Shri A.S. Fulzele, Additional Public Prosecutor",
    judges: ["S.B. Deshmukh", "M.L. Chaudhary"],
    category: "Cri",
    act: "Indian Penal Code, 1860",
    section: "302",
    topic: "Circumstantial evidence",
    headnote:
      "Penal Code, 1860 — S. 302 — Circumstantial evidence — Extra-judicial confession to a co-villager of the accused's own caste, not shown to be a person in whom he would confide — Weak piece of evidence, which cannot sustain a conviction without corroboration — Conviction set aside.",
    paragraphs: [
      "The appellant was convicted by the learned Sessions Judge, Nagpur for the murder of his brother-in-law and sentenced to imprisonment for life. The prosecution rested on an extra-judicial confession said to have been made to a neighbour, and on the recovery of an axe from a cattle shed.",
      "An extra-judicial confession is a weak piece of evidence. It must be made to a person in whom the accused would naturally confide, and its words must be proved with reasonable exactness. The neighbour admitted that he was not on speaking terms with the appellant for two years before the incident.",
      "The axe was recovered from a shed open on three sides and used by the whole lane. The chemical analyser's report does not show human blood on it. A recovery of this kind does not connect the appellant with the crime.",
      "The chain of circumstances is not complete. The appellant is entitled to the benefit of the doubt.",
    ],
    result: "Appeal allowed; conviction and sentence set aside",
    reported: ["2022 Cri LJ 4101"],
    neutral: "2022:BHC-NAG:5678",
  },
  {
    courtId: 4,
    branchId: 7,
    head: ["BEFORE THE MADURAI BENCH OF MADRAS HIGH COURT", "DATED: 09.03.2021"],
    caseType: "Writ Petition",
    caseNumber: "W.P.(MD) No. 10234 of 2020",
    caseYear: 2020,
    decided: [2021, 3, 9],
    appellant: "R. Muthulakshmi",
    appellantRole: "Petitioner",
    respondent: "The District Collector, Madurai District",
    respondentRole: "Respondent",
    forAppellant: "Mr. K. Selvaraj",
    forRespondent: "Mr. P. Thangavel, Additional Government Pleader",
    judges: ["V. Ramalingam"],
    category: "Civ",
    act: "Constitution of India",
    article: "14",
    topic: "Natural justice",
    headnote:
      "Constitution of India — Art. 14 — Natural justice — Cancellation of a patta without notice to the holder — An order with civil consequences passed behind the back of the person affected is void — Matter remitted for a fresh decision after hearing.",
    paragraphs: [
      "The petitioner challenges the order of the District Collector cancelling the house-site patta granted to her husband in 1998. The order was passed on a complaint of a neighbour; the petitioner was neither given notice nor heard.",
      "Cancellation of a patta visits the holder with civil consequences. Even where the statute is silent, the authority is bound to give the holder notice of the material against her and an opportunity to answer it.",
      "The learned Additional Government Pleader submits that the patta was obtained by suppression of facts. That may be so, but it is a matter for the Collector to decide after hearing the petitioner, not a ground to dispense with the hearing.",
    ],
    result: "Writ petition allowed; matter remitted",
    reported: ["(2021) 3 MLJ 512"],
    neutral: "2021:MHC:2345",
  },
  {
    courtId: 2,
    branchId: 1,
    head: ["IN THE HIGH COURT OF DELHI AT NEW DELHI", "Judgment reserved on: 02.05.2023", "Judgment pronounced on: 19.05.2023"],
    caseType: "Writ Petition (Civil)",
    caseNumber: "W.P.(C) 1234/2023",
    caseYear: 2023,
    decided: [2023, 5, 19],
    appellant: "Kesarwani Demo Traders Pvt. Ltd.",
    appellantRole: "Petitioner",
    respondent: "Union of India and Others",
    respondentRole: "Respondents",
    forAppellant: "Mr. Arvind Datar, Sr. Advocate with Ms. Rina Kapoor, Advocate",
    forRespondent: "Mr. V.A. Mohta, Senior Standing Counsel",
    judges: ["Indira Sethi", "J.S. Ahluwalia"],
    category: "Civ",
    act: "Income-tax Act, 1961",
    section: "148",
    topic: "Reassessment",
    headnote:
      "Income-tax Act, 1961 — S. 148 — Reassessment — Reasons recorded must show tangible material that income escaped assessment — A change of opinion on the same material is no ground to reopen — Notice quashed.",
    paragraphs: [
      "The petitioner assails a notice under Section 148 reopening its assessment for the assessment year 2016-17. The reasons recorded refer to the same ledger of trade advances that the Assessing Officer examined in the original assessment.",
      "Reopening requires tangible material, outside the record of the original assessment, that income has escaped assessment. A second look at the same papers, leading to a different view, is a change of opinion.",
      "No new material is referred to in the reasons. The notice and all proceedings taken under it are quashed.",
    ],
    result: "Writ petition allowed; notice quashed",
    reported: ["ILR (2023) 2 Del 456"],
    neutral: "2023:DHC:1234",
  },
  {
    courtId: 8,
    branchId: 15,
    head: ["IN THE HIGH COURT OF KERALA AT ERNAKULAM", "PRESENT", "THE HONOURABLE MR. JUSTICE K.P. NAMBIAR", "MONDAY, THE 14TH DAY OF JUNE 2021"],
    caseType: "Criminal Miscellaneous Case",
    caseNumber: "Crl.M.C. No. 1622 of 2021",
    caseYear: 2021,
    decided: [2021, 6, 14],
    appellant: "Thomas Varghese",
    appellantRole: "Petitioner/Accused",
    respondent: "State of Kerala, represented by the Public Prosecutor, High Court of Kerala",
    respondentRole: "Respondent/Complainant",
    forAppellant: "Sri. A. Kumar",
    forRespondent: "Smt. M.K. Pushpalatha, Public Prosecutor",
    judges: ["K.P. Nambiar"],
    category: "Cri",
    act: "Code of Criminal Procedure, 1973",
    section: "482",
    topic: "Quashing of proceedings",
    headnote:
      "Criminal Procedure Code, 1973 — S. 482 — Quashing — Dispute of a purely civil nature given a criminal colour — Where the complaint, taken as it stands, discloses only a breach of contract, continuing the prosecution is an abuse of the process of the court.",
    paragraphs: [
      "The petitioner is the second accused in a case registered on a complaint that he failed to return an advance of rupees four lakhs paid for the purchase of rubber sheets. He seeks to quash the proceedings.",
      "A failure to perform a promise is not by itself cheating. Dishonest intention must exist at the time of the promise. Nothing in the complaint suggests that the petitioner did not mean to supply the goods when the advance was paid; the complaint itself says part of the goods were supplied.",
      "The dispute is one of accounts, for which a civil remedy lies. The proceedings against the petitioner are quashed.",
    ],
    result: "Crl.M.C. allowed; proceedings quashed",
    reported: ["2021 (2) KLT 345"],
    neutral: "2021:KER:12345",
  },
  {
    courtId: 11,
    branchId: 19,
    head: ["HIGH COURT OF JUDICATURE FOR RAJASTHAN", "BENCH AT JAIPUR"],
    caseType: "S.B. Civil Writ Petition",
    caseNumber: "S.B. Civil Writ Petition No. 5678/2019",
    caseYear: 2019,
    decided: [2020, 2, 11],
    appellant: "Ramkishan Meena",
    appellantRole: "Petitioner",
    respondent: "State of Rajasthan, through the Principal Secretary, Department of Personnel",
    respondentRole: "Respondent",
    forAppellant: "Mr. M.N. Rao",
    forRespondent: "Mr. Gopal Subramanian, Additional Advocate General",
    judges: ["R.S. Bhatnagar"],
    category: "Civ",
    act: "Constitution of India",
    article: "311",
    topic: "Departmental enquiry",
    headnote:
      "Constitution of India — Art. 311 — Departmental enquiry — Enquiry report not furnished before the penalty — The employee must show prejudice; where its furnishing could have changed the result, the penalty cannot stand.",
    paragraphs: [
      "The petitioner, a patwari, was removed from service on a charge of tampering with a mutation entry. The enquiry officer's report, which relied on the evidence of a handwriting expert, was not furnished to him before the disciplinary authority acted on it.",
      "The report must be furnished so that the employee can answer it. Where it is not, the court asks whether the employee was prejudiced. Here the expert's opinion was the only evidence against the petitioner, and he had no opportunity to question it.",
      "The order of removal is set aside. The disciplinary authority may proceed afresh from the stage of furnishing the report.",
    ],
    result: "Writ petition allowed",
    reported: ["2020 (2) RLW 345"],
    neutral: "2020:RJ-JP:4567",
  },
  {
    courtId: 6,
    branchId: 11,
    head: ["HIGH COURT OF JUDICATURE AT ALLAHABAD, LUCKNOW BENCH", "AFR", "Court No. - 7"],
    caseType: "Writ - C",
    caseNumber: "Writ - C No. 2345 of 2022",
    caseYear: 2022,
    decided: [2023, 1, 24],
    appellant: "Smt. Kamla Devi",
    appellantRole: "Petitioner",
    respondent: "State of U.P. through Principal Secretary, Revenue, Lucknow and Others",
    respondentRole: "Respondents",
    forAppellant: "Shobha Gupta",
    forRespondent: "C.S.C.",
    judges: ["N.K. Banerjee"],
    category: "Civ",
    act: "Limitation Act, 1963",
    section: "5",
    topic: "Condonation of delay",
    headnote:
      "Limitation Act, 1963 — S. 5 — Condonation of delay — Widow litigating through a relative, delay of 94 days explained by her illness and the relative's absence — 'Sufficient cause' construed liberally to advance substantial justice — Delay condoned.",
    paragraphs: [
      "The petitioner's appeal before the Commissioner was dismissed as barred by ninety-four days. Her application for condonation, supported by medical papers, was rejected as vague.",
      "Section 5 is to be construed liberally so as to advance substantial justice where there is no want of bona fides. The medical certificate is not disputed; the delay is explained.",
      "The order of the Commissioner is set aside; the delay is condoned and the appeal shall be heard on its merits.",
    ],
    result: "Writ petition allowed; delay condoned",
    reported: ["2023 (2) AWC 1210"],
    neutral: "2023:AHC-LKO:7890",
  },
  {
    courtId: 7,
    branchId: 13,
    head: ["IN THE HIGH COURT OF KARNATAKA, DHARWAD BENCH", "DATED THIS THE 21ST DAY OF AUGUST, 2019", "BEFORE", "THE HON'BLE MR. JUSTICE H.R. VENKATESH"],
    caseType: "Regular Second Appeal",
    caseNumber: "R.S.A. No. 100234 of 2016",
    caseYear: 2016,
    decided: [2019, 8, 21],
    appellant: "Basappa Mallappa Hosamani",
    appellantRole: "Appellant",
    respondent: "Shivappa Ningappa Kuri",
    respondentRole: "Respondent",
    forAppellant: "Sri. P.P. Rao, Advocate",
    forRespondent: "Sri. S.K. Dholakia, Advocate",
    judges: ["H.R. Venkatesh"],
    category: "Civ",
    act: "Specific Relief Act, 1963",
    section: "16",
    topic: "Specific performance",
    headnote:
      "Specific Relief Act, 1963 — S. 16(c) — Specific performance — Readiness and willingness must be pleaded and proved from the date of the agreement to the decree — A plaintiff who paid nothing further for six years after the agreement, though called upon, is not ready and willing.",
    paragraphs: [
      "The plaintiff sued for specific performance of an agreement to sell two acres of dry land. The trial court decreed the suit; the first appellate court reversed it.",
      "Readiness and willingness is a continuous requirement. The plaintiff did not reply to the defendant's notice calling upon him to pay the balance, and offered no evidence of his means during the six years that followed.",
      "No substantial question of law arises. The second appeal is dismissed.",
    ],
    result: "Second appeal dismissed",
    reported: ["ILR 2019 Kar 1234"],
  },
];
