/**
 * What each act of the statutes library is about, told in the words facts use for it (issue 35 item
 * 5, decision 118): an act's sections are suggested only for facts that speak of its subject — a
 * sales-tax act for a tax dispute ("sales tax", "inter-State"), not for a car bought from a "dealer";
 * the Banking Regulation Act for the regulation of banks, not for a bank's officer dismissed from
 * service. Written from the acts' own titles and subjects, for any facts (not from a development or
 * test set's answers). An act not listed here (the Constitution, the CPC, the Limitation Act … are
 * listed; an unknown act is not) is not held back by this rule.
 *
 * Words are the legal vocabulary's phrases (`*` any ending, whole words, lower case). A phrase the
 * facts negate ("without a will") does not count.
 */

/** The communities whose personal law an act is: such an act is out for facts that name another community. */
export const PERSONAL_LAW: ReadonlyMap<string, string> = new Map([
  ["Hindu Marriage Act, 1955", "hindu"],
  ["Hindu Succession Act, 1956", "hindu"],
  ["Hindu Adoptions and Maintenance Act, 1956", "hindu"],
  ["Hindu Minority and Guardianship Act, 1956", "hindu"],
  ["Divorce Act, 1869", "christian"],
  ["Dissolution of Muslim Marriages Act, 1939", "muslim"],
  ["Muslim Women (Protection of Rights on Divorce) Act, 1986", "muslim"],
  ["Muslim Personal Law (Shariat) Application Act, 1937", "muslim"],
]);

/** The words facts name a community by. */
export const COMMUNITIES: ReadonlyMap<string, string[]> = new Map([
  ["hindu", ["hindu*", "sikh*", "jain*", "buddhist*", "saptapadi"]],
  ["christian", ["christian*", "church"]],
  ["muslim", ["muslim*", "mohammedan*", "islam*", "nikah", "talaq", "mehr", "mahr", "iddat", "khula"]],
  ["parsi", ["parsi*"]],
]);

const FAMILY = ["husband*", "wife", "wives", "marri*", "matrimon*", "divorc*", "spouse*", "in-laws"];
const PROPERTY = ["propert*", "land", "lands", "plot", "house", "houses", "flat", "flats", "shop", "shops", "premises", "building*", "immovable", "lease*", "tenan*", "landlord*", "lessee*", "lessor*", "rent", "rented", "mortgag*", "gift*", "sale deed", "conveyance", "possession"];
// Not "paid", "loan", "order", "court", "compensation": words every kind of facts uses (a bank's loans
// audited, a one-page order, retrenchment compensation) say nothing of a contract or a civil suit.
const CONTRACT = ["contract*", "agreement*", "agreed", "breach*", "promis*", "earnest", "consideration", "damages", "guarantee*", "indemn*", "surety", "bailment", "pledge*"];
const CIVIL_SUIT = ["suit*", "decree*", "plaint*", "civil court*", "execution", "injunction*", "partition", "attach*", "appeal*", "revision", "written statement", "civil judge", "trial court"];
const PUBLIC_LAW = ["government*", "state", "public", "writ*", "high court", "supreme court", "fundamental right*", "article*", "department*", "board", "municipal*", "authority", "authorities", "official*", "officer*", "public servant*", "employee*", "service", "services", "pension*", "gratuity", "tax*", "duty", "duties", "levy", "levied", "customs", "excise", "election*", "detention", "detained", "nationalised", "nationalized", "public sector", "university", "police", "citizen*", "constitution*", "acquisition", "acquired", "equality", "discriminat*", "arbitrar*"];
const LIMITATION = ["limitation", "time-barred", "time barred", "barred", "delay*", "condon*", "too much time", "time has passed", "period of", "arrears", "recover*", "suit*", "adverse possession", "acknowledg*", "claim*"];
const EVIDENCE = ["evidence", "witness*", "proof", "proved", "prove", "document*", "testimony", "confess*", "admission*", "estopp*", "burden", "presum*", "electronic record*", "expert", "handwriting"];

/** The acts' subjects: an act's sections are suggested only for facts holding one of its words (or naming it). */
export const ACT_SUBJECTS: ReadonlyMap<string, readonly string[]> = new Map<string, readonly string[]>([
  // General law of the courts and the State: wide subjects.
  ["Constitution of India", PUBLIC_LAW],
  ["Code of Civil Procedure, 1908", CIVIL_SUIT],
  ["Limitation Act, 1963", LIMITATION],
  ["Indian Evidence Act, 1872", EVIDENCE],
  ["Bharatiya Sakshya Adhiniyam, 2023", EVIDENCE],
  ["General Clauses Act, 1897", ["general clauses", "interpretation", "statute", "notification", "rules"]],
  ["Court-Fees Act, 1870", ["court fee*", "court-fee*", "valuation of the suit", "plaint"]],
  ["Suits Valuation Act, 1887", ["valuation of the suit", "suit valuation", "valued the suit", "pecuniary jurisdiction"]],
  ["Legal Services Authorities Act, 1987", ["legal aid", "legal services", "lok adalat*", "free legal"]],
  ["Contempt of Courts Act, 1971", ["contempt", "disobe*", "wilful*", "undertaking to the court", "scandali*"]],
  ["Commissions of Inquiry Act, 1952", ["commission of inquiry", "inquiry commission", "commission appointed"]],
  ["Commercial Courts Act, 2015", ["commercial court*", "commercial dispute*", "commercial suit*", "arbitra*", "builder*", "construction contract", "company", "firm"]],
  // Property
  ["Transfer of Property Act, 1882", PROPERTY],
  ["Registration Act, 1908", ["regist*", "sale deed", "deed*", "document*", "sub-registrar"]],
  ["Indian Stamp Act, 1899", ["stamp*", "impound*"]],
  ["Indian Easements Act, 1882", ["easement*", "right of way", "pathway", "passage", "light and air", "drain*", "licence to use", "license to use", "licensee"]],
  ["Specific Relief Act, 1963", ["agreement to sell", "agreement for sale", "specific performance", "contract*", "agreed", "possession", "injunction*", "declaration", "dispossess*", "rescission", "rectification", "cancel*"]],
  ["Delhi Rent Control Act, 1958", ["tenan*", "landlord*", "rent", "evict*"]],
  ["Prohibition of Benami Property Transactions Act, 1988", ["benami", "in the name of his", "in the name of her", "in the name of their", "name-lender", "ostensible owner"]],
  ["Right to Fair Compensation and Transparency in Land Acquisition, Rehabilitation and Resettlement Act, 2013", ["acquisition", "acquired", "acquire", "solatium", "rehabilitation", "resettlement", "displaced", "requisition*"]],
  // Contract and commerce
  ["Indian Contract Act, 1872", CONTRACT],
  ["Sale of Goods Act, 1930", ["goods", "seller*", "buyer*", "sold", "bought", "purchase*", "dealer*", "manufacturer*", "delivery"]],
  ["Indian Partnership Act, 1932", ["partner*", "firm*"]],
  ["Arbitration and Conciliation Act, 1996", ["arbitra*", "conciliat*", "award"]],
  ["Consumer Protection Act, 2019", ["consumer*", "defect*", "deficien*", "unfair trade", "refund*", "warranty", "guarantee", "service provider*", "bought", "purchased", "manufacturer*", "dealer*"]],
  ["Companies Act, 2013", ["compan*", "director*", "shareholder*", "shares", "share capital", "winding up", "wound up", "oppression", "mismanagement", "debenture*", "auditor*"]],
  ["Insolvency and Bankruptcy Code, 2016", ["insolven*", "bankrupt*", "creditor*", "debtor*", "resolution professional", "liquidat*", "moratorium"]],
  ["Securitisation and Reconstruction of Financial Assets and Enforcement of Security Interest Act, 2002", ["secured asset*", "secured creditor*", "security interest", "npa", "non-performing", "sarfaesi", "mortgag*", "hypothecat*", "borrower*", "possession notice"]],
  ["Recovery of Debts and Bankruptcy Act, 1993", ["debts recovery", "debt recovery", "recovery of debt*", "recovery certificate", "borrower*", "bank loan*", "financial institution*", "drt"]],
  ["Banking Regulation Act, 1949", ["banking compan*", "banking business", "reserve bank", "rbi", "depositor*", "banking licen*", "moratorium", "amalgamation of bank*"]],
  ["Negotiable Instruments Act, 1881", ["cheque*", "dishonour*", "dishonor*", "negotiable", "promissory note*", "bill of exchange", "drawer", "payee", "bounced"]],
  ["Information Technology Act, 2000", ["electronic*", "computer*", "email*", "e-mail*", "online", "internet", "website*", "digital", "cyber*", "hack*", "social media", "data"]],
  ["Central Sales Tax Act, 1956", ["sales tax", "central sales", "inter-state", "interstate", "declaration form*", "form c", "c form*", "c-form*"]],
  ["Central Excise Act, 1944", ["excise", "excisable", "cenvat", "manufactur* and clear*"]],
  ["Customs Act, 1962", ["customs", "import*", "export*", "consignment*", "bill of entry", "smuggl*", "confiscat*", "baggage"]],
  ["Motor Vehicles Act, 1988", ["accident*", "vehicle*", "motor*", "driving licen*", "driver*", "claims tribunal", "insur*", "permit*", "registration certificate", "lorry", "lorries", "truck*", "bus", "buses", "two-wheeler*", "scooter*", "motorcycle*", "tractor*", "rash driving", "negligent driving", "hit by", "run over"]],
  // Work and service
  ["Industrial Relations Code, 2020", ["worker*", "workm*", "workmen", "retrench*", "lay-off", "laid off", "layoff", "lockout", "lock-out", "strike*", "trade union*", "industrial dispute*", "wage*", "factory", "establishment", "casual", "standing orders"]],
  // Family and succession
  ["Hindu Marriage Act, 1955", [...FAMILY, "restitution of conjugal", "conjugal", "alimony", "custody"]],
  ["Special Marriage Act, 1954", ["special marriage", "inter-religio*", "interfaith", "inter-faith", "different religion*", "different faith*", "civil marriage", "marriage officer", "registered their marriage", "marriage was registered"]],
  ["Divorce Act, 1869", ["christian*", "church"]],
  ["Dissolution of Muslim Marriages Act, 1939", ["muslim*", "talaq", "nikah", "khula", "mehr", "mahr"]],
  ["Muslim Women (Protection of Rights on Divorce) Act, 1986", ["muslim*", "talaq", "iddat", "mehr", "mahr"]],
  ["Muslim Personal Law (Shariat) Application Act, 1937", ["muslim*", "shariat", "islam*", "mohammedan*"]],
  ["Hindu Adoptions and Maintenance Act, 1956", ["maintenance", "maintain*", "adopt*", "widow*", "dependant*", "no income", "earns", "paid nothing", "expenses", "nothing for her", "nothing for their"]],
  ["Hindu Minority and Guardianship Act, 1956", ["guardian*", "minor", "minors", "custody", "natural guardian"]],
  ["Guardians and Wards Act, 1890", ["guardian*", "minor", "minors", "custody", "ward"]],
  ["Hindu Succession Act, 1956", ["intestate", "without a will", "without leaving a will", "heir*", "inherit*", "succession", "succeed*", "coparcen*", "ancestral", "hindu undivided", "joint family", "share in the", "died", "death of"]],
  ["Indian Succession Act, 1925", ["a will", "his will", "her will", "the will", "last will", "wills", "probate", "testament*", "testat*", "bequea*", "executor*", "letters of administration", "succession certificate", "codicil", "legatee*", "legacy", "christian*", "parsi*"]],
  ["Protection of Women from Domestic Violence Act, 2005", ["domestic violence", "shared household", "matrimonial home", "in-laws", "her husband", "protection order", "residence order", "aggrieved", "thrown out", "locked her out", "dowry"]],
  ["Family Courts Act, 1984", ["family court*", "matrimonial", "divorc*", "custody", "maintenance", "guardian*", "alimony"]],
  ["Maintenance and Welfare of Parents and Senior Citizens Act, 2007", ["senior citizen*", "elderly", "old age", "aged parent*", "aged mother", "aged father", "look after", "looked after", "neglect*", "widow of"]],
  ["Juvenile Justice (Care and Protection of Children) Act, 2015", ["juvenile*", "child in conflict", "children in conflict", "care and protection", "children's home", "child welfare", "orphan*", "abandoned child", "surrender* the child", "adopt*"]],
  ["Medical Termination of Pregnancy Act, 1971", ["pregnan*", "abortion", "termination of pregnancy", "foetus", "fetus"]],
  ["Pre-conception and Pre-natal Diagnostic Techniques (Prohibition of Sex Selection) Act, 1994", ["sex selection", "sex determination", "pre-natal", "prenatal", "ultrasound", "sonograph*", "foetus", "female foeticide"]],
  // Citizenship, elections, information
  ["Citizenship Act, 1955", ["citizen*", "foreigner*", "naturalis*", "naturaliz*", "nationality"]],
  ["Passports Act, 1967", ["passport*", "travel abroad", "go abroad"]],
  ["Representation of the People Act, 1950", ["elector*", "electoral roll*", "voter*", "constituenc*"]],
  ["Representation of the People Act, 1951", ["election*", "elected", "candidate*", "voter*", "poll*", "ballot*", "nomination paper*", "electoral", "corrupt practice*"]],
  ["Right to Information Act, 2005", ["information", "rti", "public information officer"]],
  // Special criminal acts (the general codes follow the facts' words of crime)
  ["Narcotic Drugs and Psychotropic Substances Act, 1985", ["narcotic*", "drug*", "ganja", "charas", "heroin", "opium", "poppy", "psychotropic", "contraband", "cannabis", "smack"]],
  ["Arms Act, 1959", ["arms", "firearm*", "gun*", "pistol*", "revolver*", "rifle*", "weapon*", "cartridge*", "ammunition"]],
  ["Prevention of Corruption Act, 1988", ["bribe*", "corrupt*", "gratification", "public servant*", "disproportionate", "illegal gratification"]],
  ["Dowry Prohibition Act, 1961", ["dowry"]],
  ["Scheduled Castes and the Scheduled Tribes (Prevention of Atrocities) Act, 1989", ["caste*", "scheduled tribe*", "dalit*", "atrocit*", "tribal*"]],
  ["Protection of Children from Sexual Offences Act, 2012", ["child", "children", "minor", "girl*", "boy*"]],
  ["Explosive Substances Act, 1908", ["explosive*", "bomb*", "detonat*", "grenade*"]],
  ["Immoral Traffic (Prevention) Act, 1956", ["prostitut*", "brothel*", "traffick*", "sex work*"]],
  ["National Security Act, 1980", ["detention", "detained", "detenu", "preventive", "public order"]],
  ["Conservation of Foreign Exchange and Prevention of Smuggling Activities Act, 1974", ["detention", "detained", "detenu", "smuggl*", "foreign exchange"]],
  ["Official Secrets Act, 1923", ["secret*", "spy*", "spying", "espionage", "classified"]],
  ["Prisons Act, 1894", ["prison*", "jail*", "inmate*", "convict*"]],
  ["Police Act, 1861", ["police"]],
  ["Probation of Offenders Act, 1958", ["probation", "first offender*", "young offender*", "sentence*", "convict*"]],
  ["Essential Commodities Act, 1955", ["essential commodit*", "hoard*", "ration*", "fair price", "black market*", "kerosene", "fertilis*", "fertiliz*"]],
]);

