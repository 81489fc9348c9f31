/**
 * The statutes library's vocabulary for fact situations (issue 35 item 3, decision 109): how civil,
 * service, property, family, commercial and tax facts are told ("stopped paying rent", "dismissed
 * without an inquiry", "the bank took possession") against the provisions of the library that deal
 * with them. It adds to search-index/legal-vocabulary.ts (the criminal side, decision 068) for the
 * sections only — never to the precedents' query.
 *
 * Each entry's provisions are named by the library's own titles (migrations 0025/0034: e.g.
 * Limitation Act Schedule Article 52 "For arrears of rent", Constitution Art. 311 "Dismissal,
 * removal or reduction in rank of persons employed in civil capacities …"); the phrases are the
 * everyday words of Indian practice for the same thing. Written for any facts, not from the
 * development set's queries or answers. A unit test checks every provision is in the library.
 */
import type { VocabularyEntry } from "./legal-vocabulary";

const COI = "Constitution of India";
const LIM = "Limitation Act, 1963";
const TPA = "Transfer of Property Act, 1882";
const SRA = "Specific Relief Act, 1963";
const ICA = "Indian Contract Act, 1872";
const CPC = "Code of Civil Procedure, 1908";
const HMA = "Hindu Marriage Act, 1955";
const HSA = "Hindu Succession Act, 1956";
const ISA = "Indian Succession Act, 1925";
const ACA = "Arbitration and Conciliation Act, 1996";
const MVA = "Motor Vehicles Act, 1988";
const CPA = "Consumer Protection Act, 2019";
const DVA = "Protection of Women from Domestic Violence Act, 2005";
const GWA = "Guardians and Wards Act, 1890";
const HMGA = "Hindu Minority and Guardianship Act, 1956";
const HAMA = "Hindu Adoptions and Maintenance Act, 1956";
const IRC = "Industrial Relations Code, 2020";
const IBC = "Insolvency and Bankruptcy Code, 2016";
const SARFAESI = "Securitisation and Reconstruction of Financial Assets and Enforcement of Security Interest Act, 2002";
const RTI = "Right to Information Act, 2005";
const LARR = "Right to Fair Compensation and Transparency in Land Acquisition, Rehabilitation and Resettlement Act, 2013";
const REG = "Registration Act, 1908";
const STAMP = "Indian Stamp Act, 1899";

export const STATUTE_VOCABULARY: VocabularyEntry[] = [
  // Leases, rent and limitation
  { facts: ["tenant*", "tenanc*", "landlord*", "lessee*", "lessor*", "lease*", "on rent", "monthly rent", "rented"], law: ["lease", "lessee", "lessor", "rent"], sections: [[TPA, "105"], [TPA, "108"], [TPA, "106"], [TPA, "111"]] },
  { facts: ["arrears of rent", "stopped paying rent", "stopped paying the rent", "not paid rent", "not paid the rent", "non-payment of rent", "default* in payment of rent", "unpaid rent"], law: ["arrears", "rent"], sections: [[LIM, "Schedule Article 52"], [TPA, "114"], [TPA, "108"]] },
  { facts: ["evict*", "vacate the premises", "recover possession from the tenant", "possession of the premises"], law: ["determination", "lease", "possession"], sections: [[TPA, "111"], [TPA, "106"], [LIM, "Schedule Article 67"]] },
  { facts: ["holding over", "after the lease expired", "lease expired"], law: ["holding", "over", "lease"], sections: [[TPA, "116"], [TPA, "111"]] },
  { facts: ["limitation", "time-barred", "time barred", "barred by time", "out of time", "beyond time", "delay in filing", "delay of", "condon*"], law: ["limitation", "prescribed", "period"], sections: [[LIM, "3"], [LIM, "5"]] },
  { facts: ["acknowledg*", "part payment", "paid part", "paid a part"], law: ["acknowledgment", "payment", "limitation"], sections: [[LIM, "18"], [LIM, "19"]] },
  { facts: ["adverse possession", "in possession for", "possession for over", "continuous possession"], law: ["possession", "adverse", "extinguishment"], sections: [[LIM, "Schedule Article 65"], [LIM, "27"]] },
  // Sale, contract and property
  { facts: ["agreement to sell", "agreement for sale", "specific performance", "refused to execute the sale deed", "refused to execute a sale deed", "balance sale consideration"], law: ["specific", "performance", "contract"], sections: [[SRA, "10"], [SRA, "16"], [SRA, "20"], [TPA, "54"]] },
  { facts: ["earnest money", "advance money", "forfeit*", "liquidated damages", "penalty clause"], law: ["compensation", "breach", "penalty", "stipulated"], sections: [[ICA, "74"], [ICA, "73"]] },
  { facts: ["breach of contract", "broke the contract", "failed to deliver", "failed to perform", "did not perform", "terminated the contract"], law: ["breach", "contract", "compensation", "damage"], sections: [[ICA, "73"], [ICA, "74"]] },
  { facts: ["part performance", "put in possession under the agreement"], law: ["part", "performance"], sections: [[TPA, "53A"]] },
  { facts: ["sale deed", "conveyance", "transfer of the property", "sold the property", "sold the house", "sold the land"], law: ["sale", "transfer", "property"], sections: [[TPA, "54"], [REG, "17"]] },
  { facts: ["unregistered", "not registered", "registration of the"], law: ["registration", "compulsory", "unregistered"], sections: [[REG, "17"], [REG, "49"]] },
  { facts: ["insufficiently stamped", "stamp duty", "not stamped", "unstamped"], law: ["stamp", "duty", "instrument", "impounding"], sections: [[STAMP, "35"], [STAMP, "33"]] },
  { facts: ["pending suit", "during the pendency of the suit", "lis pendens", "pendente lite"], law: ["pending", "suit", "transfer"], sections: [[TPA, "52"]] },
  { facts: ["mortgag*", "redeem*", "redemption"], law: ["mortgage", "redemption", "mortgagor", "mortgagee"], sections: [[TPA, "58"], [TPA, "60"], [LIM, "Schedule Article 61"]] },
  { facts: ["dispossess*", "forcibly took possession", "thrown out of possession"], law: ["dispossessed", "possession", "immovable"], sections: [[SRA, "6"], [SRA, "5"]] },
  { facts: ["injunction", "restrain* the", "declaration of title", "declaratory decree"], law: ["injunction", "perpetual", "declaration"], sections: [[SRA, "38"], [SRA, "34"]] },
  { facts: ["res judicata", "earlier suit", "previous suit", "former suit"], law: ["res", "judicata"], sections: [[CPC, "11"]] },
  { facts: ["notice under section 80", "suit against the government", "suit against the state"], law: ["notice", "government"], sections: [[CPC, "80"]] },
  // Service law and writs
  { facts: ["dismiss* from service", "dismissal from service", "order of dismissal", "dismissed him", "dismissed her", "removed from service", "removal from service", "reduced in rank", "reduction in rank", "compulsorily retired", "terminat* his services", "terminat* her services", "services were terminated"], law: ["dismissal", "removal", "reduction", "rank", "civil", "capacities"], sections: [[COI, "311"], [COI, "14"], [COI, "16"], [COI, "226"]] },
  { facts: ["without any inquiry", "without an inquiry", "without inquiry", "without any enquiry", "without an enquiry", "without enquiry", "no inquiry", "no enquiry", "departmental inquiry", "departmental enquiry", "disciplinary proceeding*", "show cause notice", "opportunity of hearing", "opportunity of being heard", "without hearing", "natural justice"], law: ["inquiry", "reasonable", "opportunity", "heard"], sections: [[COI, "311"], [COI, "14"]] },
  { facts: ["discriminat*", "let off", "similarly situated", "similarly placed", "arbitrar*", "unequal treatment", "singled out"], law: ["equality", "discrimination", "equal"], sections: [[COI, "14"], [COI, "16"]] },
  { facts: ["promotion", "seniority", "recruitment", "appointment to the post", "public employment", "government job", "selection process", "reservation"], law: ["equality", "opportunity", "public", "employment"], sections: [[COI, "16"], [COI, "14"]] },
  { facts: ["government servant", "government employee", "civil servant", "civil post", "public servant", "nationalised bank", "nationalized bank", "public sector bank", "public sector undertaking", "state-owned"], law: ["civil", "capacities", "service", "state"], sections: [[COI, "311"], [COI, "12"], [COI, "16"]] },
  { facts: ["writ petition", "writ of", "before the high court", "in the high court", "approach the high court", "approached the high court", "mandamus", "certiorari", "quash the order"], law: ["writs", "high", "courts"], sections: [[COI, "226"]] },
  { facts: ["fundamental right*", "before the supreme court under article 32"], law: ["remedies", "enforcement", "rights"], sections: [[COI, "32"], [COI, "226"]] },
  { facts: ["acquired the land", "acquisition of land", "land acquisition", "compensation for the land", "market value of the land", "solatium"], law: ["acquisition", "compensation", "market", "value", "solatium"], sections: [[LARR, "26"], [LARR, "28"], [LARR, "30"], [COI, "300A"]] },
  { facts: ["deprived of property", "deprived of his property", "deprived of her property", "took over the land without"], law: ["deprived", "property", "authority", "law"], sections: [[COI, "300A"]] },
  { facts: ["retrench*", "laid off", "lay-off", "layoff", "closure of the factory", "closure of the undertaking", "workman", "workmen"], law: ["retrenchment", "worker", "lay-off", "closure"], sections: [[IRC, "70"], [IRC, "67"], [IRC, "2"]] },
  { facts: ["information under the rti", "rti application", "sought information", "refused to give information", "public information officer"], law: ["information", "request", "disclosure"], sections: [[RTI, "6"], [RTI, "7"], [RTI, "8"], [RTI, "19"]] },
  // Family
  { facts: ["divorce", "dissolution of marriage", "dissolve the marriage"], law: ["divorce", "dissolved", "marriage"], sections: [[HMA, "13"], [HMA, "13B"]] },
  { facts: ["mutual consent"], law: ["divorce", "mutual", "consent"], sections: [[HMA, "13B"]] },
  { facts: ["left the matrimonial home", "deserted", "desertion", "refused to live with", "restitution of conjugal rights"], law: ["restitution", "conjugal", "desertion"], sections: [[HMA, "9"], [HMA, "13"]] },
  { facts: ["alimony", "maintenance for herself", "maintenance pendente lite", "interim maintenance"], law: ["maintenance", "alimony"], sections: [[HMA, "24"], [HMA, "25"], [HAMA, "18"]] },
  { facts: ["custody of the child", "custody of the children", "child custody", "custody of the minor", "custody of my son", "custody of my daughter", "custody of my child*", "custody of our son", "custody of our daughter", "custody of our child*", "custody of their son", "custody of their daughter", "custody of their child*", "custody of his son", "custody of his daughter", "custody of his child*", "custody of her son", "custody of her daughter", "custody of her child*", "guardianship", "guardian of the minor", "visitation", "meet the child", "meet my son", "meet my daughter"], law: ["custody", "guardian", "minor", "welfare"], sections: [[GWA, "17"], [GWA, "25"], [HMGA, "13"], [HMGA, "6"], [HMA, "26"]] },
  { facts: ["domestic violence", "shared household", "thrown out of the house", "thrown out of the matrimonial home"], law: ["domestic", "violence", "shared", "household", "residence"], sections: [[DVA, "3"], [DVA, "12"], [DVA, "17"], [DVA, "19"], [DVA, "18"]] },
  { facts: ["adoption", "adoptive", "adopted son", "adopted daughter", "adopted child", "took in adoption", "given in adoption"], law: ["adoption", "capacity", "valid"], sections: [[HAMA, "7"], [HAMA, "11"]] },
  // Succession
  { facts: ["a will", "his will", "her will", "the will", "last will", "testament*", "bequeath*", "probate", "executor"], law: ["will", "execution", "probate", "testator"], sections: [[ISA, "63"], [ISA, "59"], [ISA, "276"]] },
  { facts: ["died intestate", "without a will", "without leaving a will", "intestate", "legal heirs", "inherit*", "succession to the property"], law: ["succession", "heirs", "intestate"], sections: [[HSA, "8"], [HSA, "15"]] },
  { facts: ["coparcen*", "ancestral property", "joint family property", "hindu undivided family", "daughter's share", "share in the ancestral"], law: ["coparcenary", "devolution", "interest"], sections: [[HSA, "6"]] },
  // Commercial and debt
  { facts: ["arbitration clause", "arbitration agreement", "arbitrator", "arbitral award", "arbitral tribunal", "refer the dispute to arbitration"], law: ["arbitration", "arbitral", "award", "agreement"], sections: [[ACA, "7"], [ACA, "11"], [ACA, "34"], [ACA, "8"]] },
  { facts: ["insolvency", "operational creditor", "financial creditor", "resolution professional", "corporate debtor", "defaulted on the loan"], law: ["insolvency", "resolution", "creditor", "default"], sections: [[IBC, "7"], [IBC, "9"], [IBC, "14"]] },
  { facts: ["took possession of the secured", "secured asset", "secured creditor", "non-performing asset", "declared an npa", "declared npa", "possession notice", "demand notice under section 13"], law: ["security", "interest", "secured", "asset", "enforcement"], sections: [[SARFAESI, "13"], [SARFAESI, "17"]] },
  { facts: ["deficiency in service", "defective goods", "defect in the", "consumer complaint", "consumer forum", "consumer commission", "unfair trade practice"], law: ["consumer", "deficiency", "complaint", "defect"], sections: [[CPA, "2"], [CPA, "35"], [CPA, "69"]] },
  { facts: ["motor accident", "road accident", "accident claim*", "claims tribunal", "claim for compensation for the death", "hit by a truck", "hit by a bus", "hit by a car"], law: ["compensation", "accident", "claims", "tribunal"], sections: [[MVA, "166"], [MVA, "168"], [MVA, "173"]] },
];
