/**
 * Canonical acts and their aliases (issue 17): one name per statute, so 'IPC', 'I.P.C.',
 * 'Indian Penal Code' and 'Penal Code, 1860' are the same act wherever a name is typed or read —
 * statute search, main search, suggestions, imported `acts_cited` and references found in the text.
 * Data plus pure functions; knows nothing of Remix or the database.
 *
 * Where a short form is ambiguous it names the act lawyers mean by it today (decision 033):
 * "Code of Criminal Procedure"/"CrPC" without a year is the 1973 Code, "IT Act" the Income-tax Act,
 * 1961, "Motor Vehicles Act" the 1988 Act. A name with another year ("Code of Criminal Procedure,
 * 1898") is that act, never the newer one.
 */

export type CanonicalAct = {
  /** the canonical name, as the acts master and the index hold it */
  name: string;
  /** the short form shown beside a section (IPC 302) */
  short: string;
  /** other ways judgments and users write it (dots, spaces, case and a leading "the" do not matter) */
  aliases: string[];
};

export const CANONICAL_ACTS: CanonicalAct[] = [
  { name: "Constitution of India", short: "Constitution", aliases: ["Constitution", "Indian Constitution", "Constitution of India, 1950", "Constitution of India 1950", "COI"] },
  { name: "Indian Penal Code, 1860", short: "IPC", aliases: ["IPC", "Indian Penal Code", "Penal Code", "Penal Code, 1860", "IPC, 1860", "Indian Penal Code (45 of 1860)"] },
  { name: "Code of Criminal Procedure, 1973", short: "CrPC", aliases: ["CrPC", "Cr PC", "Code of Criminal Procedure", "Criminal Procedure Code", "Criminal Procedure Code, 1973", "Code of Criminal Procedure (2 of 1974)", "CrPC, 1973"] },
  { name: "Code of Criminal Procedure, 1898", short: "CrPC 1898", aliases: ["Criminal Procedure Code, 1898", "Code of Criminal Procedure (5 of 1898)", "CrPC, 1898"] },
  { name: "Code of Civil Procedure, 1908", short: "CPC", aliases: ["CPC", "Code of Civil Procedure", "Civil Procedure Code", "Civil Procedure Code, 1908", "CPC, 1908", "Code of Civil Procedure (5 of 1908)"] },
  { name: "Indian Evidence Act, 1872", short: "Evidence Act", aliases: ["Evidence Act", "Evidence Act, 1872", "Indian Evidence Act", "IEA", "Indian Evidence Act (1 of 1872)"] },
  { name: "Bharatiya Nyaya Sanhita, 2023", short: "BNS", aliases: ["BNS", "Bharatiya Nyaya Sanhita", "BNS, 2023"] },
  { name: "Bharatiya Nagarik Suraksha Sanhita, 2023", short: "BNSS", aliases: ["BNSS", "Bharatiya Nagarik Suraksha Sanhita", "BNSS, 2023"] },
  { name: "Bharatiya Sakshya Adhiniyam, 2023", short: "BSA", aliases: ["BSA", "Bharatiya Sakshya Adhiniyam", "BSA, 2023"] },
  { name: "Narcotic Drugs and Psychotropic Substances Act, 1985", short: "NDPS Act", aliases: ["NDPS", "NDPS Act", "N.D.P.S. Act", "Narcotic Drugs and Psychotropic Substances Act", "NDPS Act, 1985"] },
  { name: "Negotiable Instruments Act, 1881", short: "NI Act", aliases: ["NI Act", "N.I. Act", "Negotiable Instruments Act", "NI Act, 1881"] },
  { name: "Income-tax Act, 1961", short: "IT Act", aliases: ["IT Act", "I.T. Act", "Income Tax Act", "Income-tax Act", "Income Tax Act, 1961", "IT Act, 1961"] },
  { name: "Indian Income-tax Act, 1922", short: "IT Act 1922", aliases: ["Income-tax Act, 1922", "Income Tax Act, 1922", "Indian Income Tax Act, 1922", "Indian Income-tax Act", "Indian Income Tax Act"] },
  { name: "Information Technology Act, 2000", short: "Information Technology Act", aliases: ["Information Technology Act"] },
  { name: "Motor Vehicles Act, 1988", short: "MV Act", aliases: ["MV Act", "M.V. Act", "Motor Vehicles Act", "MV Act, 1988"] },
  { name: "Motor Vehicles Act, 1939", short: "MV Act 1939", aliases: ["Motor Vehicles Act, 1939", "Indian Motor Vehicles Act, 1939"] },
  { name: "Prevention of Corruption Act, 1988", short: "PC Act", aliases: ["PC Act", "P.C. Act", "Prevention of Corruption Act", "PC Act, 1988"] },
  { name: "Prevention of Corruption Act, 1947", short: "PC Act 1947", aliases: ["Prevention of Corruption Act, 1947"] },
  { name: "Hindu Marriage Act, 1955", short: "HMA", aliases: ["Hindu Marriage Act", "HMA", "H.M. Act"] },
  { name: "Hindu Succession Act, 1956", short: "Hindu Succession Act", aliases: ["Hindu Succession Act"] },
  { name: "Arbitration and Conciliation Act, 1996", short: "Arbitration Act", aliases: ["Arbitration and Conciliation Act", "A&C Act", "Arbitration Act, 1996"] },
  { name: "Arbitration Act, 1940", short: "Arbitration Act 1940", aliases: ["Arbitration Act, 1940", "Indian Arbitration Act, 1940"] },
  { name: "Industrial Disputes Act, 1947", short: "ID Act", aliases: ["Industrial Disputes Act", "ID Act", "I.D. Act"] },
  { name: "Land Acquisition Act, 1894", short: "LA Act", aliases: ["Land Acquisition Act", "LA Act", "L.A. Act"] },
  { name: "Transfer of Property Act, 1882", short: "TP Act", aliases: ["Transfer of Property Act", "TP Act", "T.P. Act"] },
  { name: "Specific Relief Act, 1963", short: "Specific Relief Act", aliases: ["Specific Relief Act"] },
  { name: "Limitation Act, 1963", short: "Limitation Act", aliases: ["Limitation Act"] },
  { name: "Indian Contract Act, 1872", short: "Contract Act", aliases: ["Contract Act", "Indian Contract Act", "Contract Act, 1872"] },
  { name: "Arms Act, 1959", short: "Arms Act", aliases: ["Arms Act"] },
  { name: "Dowry Prohibition Act, 1961", short: "Dowry Prohibition Act", aliases: ["Dowry Prohibition Act"] },
  { name: "Representation of the People Act, 1951", short: "RP Act", aliases: ["Representation of the People Act", "Representation of People Act", "Representation of People Act, 1951", "RP Act", "R.P. Act"] },
  { name: "Customs Act, 1962", short: "Customs Act", aliases: ["Customs Act"] },
  { name: "Central Excise Act, 1944", short: "Central Excise Act", aliases: ["Central Excises and Salt Act, 1944", "Central Excise Act", "Central Excises and Salt Act"] },
  { name: "Terrorist and Disruptive Activities (Prevention) Act, 1987", short: "TADA", aliases: ["TADA", "TADA Act", "Terrorist and Disruptive Activities (Prevention) Act"] },
  { name: "Conservation of Foreign Exchange and Prevention of Smuggling Activities Act, 1974", short: "COFEPOSA", aliases: ["COFEPOSA", "COFEPOSA Act", "Conservation of Foreign Exchange and Prevention of Smuggling Activities Act"] },
  { name: "Scheduled Castes and the Scheduled Tribes (Prevention of Atrocities) Act, 1989", short: "SC/ST Act", aliases: ["SC/ST Act", "SC ST Act", "Scheduled Castes and Scheduled Tribes (Prevention of Atrocities) Act, 1989", "Scheduled Castes and the Scheduled Tribes (Prevention of Atrocities) Act"] },
  { name: "Protection of Children from Sexual Offences Act, 2012", short: "POCSO Act", aliases: ["POCSO", "POCSO Act", "Protection of Children from Sexual Offences Act"] },
  { name: "Companies Act, 1956", short: "Companies Act 1956", aliases: ["Companies Act, 1956", "Indian Companies Act, 1956"] },
  { name: "Companies Act, 2013", short: "Companies Act", aliases: ["Companies Act, 2013"] },
  { name: "Consumer Protection Act, 1986", short: "CP Act 1986", aliases: ["Consumer Protection Act, 1986"] },
  { name: "Consumer Protection Act, 2019", short: "CP Act", aliases: ["Consumer Protection Act, 2019"] },
  { name: "General Clauses Act, 1897", short: "General Clauses Act", aliases: ["General Clauses Act"] },
  { name: "Juvenile Justice (Care and Protection of Children) Act, 2015", short: "JJ Act", aliases: ["JJ Act", "J.J. Act, 2015", "Juvenile Justice (Care and Protection of Children) Act"] },
  { name: "Registration Act, 1908", short: "Registration Act", aliases: ["Registration Act", "Indian Registration Act, 1908"] },
  { name: "Indian Stamp Act, 1899", short: "Stamp Act", aliases: ["Stamp Act", "Indian Stamp Act", "Stamp Act, 1899"] },
  { name: "National Security Act, 1980", short: "NSA", aliases: ["National Security Act", "NSA"] },
  { name: "Essential Commodities Act, 1955", short: "EC Act", aliases: ["Essential Commodities Act", "EC Act", "E.C. Act"] },
  // The statutes library's other acts (decision 101), by India Code's short titles, with the names
  // and abbreviations judgments use for them (issue 35; older titles of the same act included).
  { name: "Indian Succession Act, 1925", short: "Succession Act", aliases: ["Indian Succession Act", "Succession Act", "Succession Act, 1925"] },
  { name: "Insolvency and Bankruptcy Code, 2016", short: "IBC", aliases: ["IBC", "I.B.C.", "Insolvency and Bankruptcy Code", "Insolvency & Bankruptcy Code", "IBC, 2016", "IB Code"] },
  { name: "Securitisation and Reconstruction of Financial Assets and Enforcement of Security Interest Act, 2002", short: "SARFAESI Act", aliases: ["SARFAESI", "SARFAESI Act", "SARFAESI Act, 2002", "Securitisation Act", "Securitization and Reconstruction of Financial Assets and Enforcement of Security Interest Act, 2002", "Securitisation and Reconstruction of Financial Assets and Enforcement of Security Interest Act"] },
  { name: "Recovery of Debts and Bankruptcy Act, 1993", short: "RDB Act", aliases: ["RDB Act", "RDDBFI Act", "Recovery of Debts Due to Banks and Financial Institutions Act, 1993", "Recovery of Debts Due to Banks and Financial Institutions Act", "Recovery of Debts and Bankruptcy Act", "DRT Act"] },
  { name: "Right to Fair Compensation and Transparency in Land Acquisition, Rehabilitation and Resettlement Act, 2013", short: "LARR Act", aliases: ["LARR Act", "RFCTLARR Act", "Land Acquisition Act, 2013", "Right to Fair Compensation Act", "Right to Fair Compensation and Transparency in Land Acquisition, Rehabilitation and Resettlement Act"] },
  { name: "Right to Information Act, 2005", short: "RTI Act", aliases: ["RTI Act", "R.T.I. Act", "Right to Information Act", "RTI Act, 2005"] },
  { name: "Sale of Goods Act, 1930", short: "Sale of Goods Act", aliases: ["Sale of Goods Act", "Indian Sale of Goods Act"] },
  { name: "Indian Partnership Act, 1932", short: "Partnership Act", aliases: ["Partnership Act", "Indian Partnership Act", "Partnership Act, 1932"] },
  { name: "Indian Easements Act, 1882", short: "Easements Act", aliases: ["Easements Act", "Indian Easements Act", "Easements Act, 1882"] },
  { name: "Court-Fees Act, 1870", short: "Court-Fees Act", aliases: ["Court Fees Act", "Court-fees Act", "Court Fees Act, 1870", "Indian Court Fees Act", "Indian Court-Fees Act, 1870"] },
  { name: "Suits Valuation Act, 1887", short: "Suits Valuation Act", aliases: ["Suits Valuation Act"] },
  { name: "Divorce Act, 1869", short: "Divorce Act", aliases: ["Divorce Act", "Indian Divorce Act", "Indian Divorce Act, 1869"] },
  { name: "Special Marriage Act, 1954", short: "Special Marriage Act", aliases: ["Special Marriage Act"] },
  { name: "Hindu Adoptions and Maintenance Act, 1956", short: "HAMA", aliases: ["HAMA", "Hindu Adoptions and Maintenance Act", "Hindu Adoption and Maintenance Act", "Hindu Adoption and Maintenance Act, 1956"] },
  { name: "Hindu Minority and Guardianship Act, 1956", short: "HMGA", aliases: ["HMGA", "Hindu Minority and Guardianship Act"] },
  { name: "Guardians and Wards Act, 1890", short: "Guardians and Wards Act", aliases: ["Guardians and Wards Act", "Guardian and Wards Act", "Guardian and Wards Act, 1890"] },
  { name: "Family Courts Act, 1984", short: "Family Courts Act", aliases: ["Family Courts Act", "Family Court Act"] },
  { name: "Protection of Women from Domestic Violence Act, 2005", short: "DV Act", aliases: ["DV Act", "D.V. Act", "PWDV Act", "PWDVA", "Domestic Violence Act", "Protection of Women from Domestic Violence Act", "DV Act, 2005"] },
  { name: "Dissolution of Muslim Marriages Act, 1939", short: "Dissolution of Muslim Marriages Act", aliases: ["Dissolution of Muslim Marriages Act"] },
  { name: "Muslim Women (Protection of Rights on Divorce) Act, 1986", short: "Muslim Women Act", aliases: ["Muslim Women Act", "Muslim Women (Protection of Rights on Divorce) Act"] },
  { name: "Muslim Personal Law (Shariat) Application Act, 1937", short: "Shariat Act", aliases: ["Shariat Act", "Shariat Application Act", "Muslim Personal Law (Shariat) Application Act"] },
  { name: "Maintenance and Welfare of Parents and Senior Citizens Act, 2007", short: "Senior Citizens Act", aliases: ["Senior Citizens Act", "Maintenance and Welfare of Parents and Senior Citizens Act"] },
  { name: "Prohibition of Benami Property Transactions Act, 1988", short: "Benami Act", aliases: ["Benami Act", "Benami Transactions (Prohibition) Act, 1988", "Benami Transactions (Prohibition) Act", "Prohibition of Benami Property Transactions Act"] },
  { name: "Banking Regulation Act, 1949", short: "BR Act", aliases: ["Banking Regulation Act", "BR Act", "B.R. Act", "Banking Companies Act, 1949"] },
  { name: "Central Sales Tax Act, 1956", short: "CST Act", aliases: ["Central Sales Tax Act", "CST Act", "C.S.T. Act"] },
  { name: "Citizenship Act, 1955", short: "Citizenship Act", aliases: ["Citizenship Act"] },
  { name: "Commercial Courts Act, 2015", short: "Commercial Courts Act", aliases: ["Commercial Courts Act"] },
  { name: "Commissions of Inquiry Act, 1952", short: "Commissions of Inquiry Act", aliases: ["Commissions of Inquiry Act", "Commission of Inquiry Act", "Commission of Inquiry Act, 1952"] },
  { name: "Contempt of Courts Act, 1971", short: "Contempt of Courts Act", aliases: ["Contempt of Courts Act", "Contempt of Court Act", "Contempt of Court Act, 1971"] },
  { name: "Delhi Rent Control Act, 1958", short: "DRC Act", aliases: ["Delhi Rent Control Act", "DRC Act", "D.R.C. Act"] },
  { name: "Explosive Substances Act, 1908", short: "Explosive Substances Act", aliases: ["Explosive Substances Act"] },
  { name: "Immoral Traffic (Prevention) Act, 1956", short: "ITP Act", aliases: ["ITP Act", "ITPA", "PITA", "Immoral Traffic (Prevention) Act", "Immoral Traffic Prevention Act", "Suppression of Immoral Traffic in Women and Girls Act, 1956", "SITA"] },
  { name: "Industrial Relations Code, 2020", short: "IR Code", aliases: ["Industrial Relations Code", "IR Code"] },
  { name: "Legal Services Authorities Act, 1987", short: "Legal Services Authorities Act", aliases: ["Legal Services Authorities Act", "Legal Services Authority Act", "Legal Services Authority Act, 1987", "LSA Act"] },
  { name: "Medical Termination of Pregnancy Act, 1971", short: "MTP Act", aliases: ["MTP Act", "M.T.P. Act", "Medical Termination of Pregnancy Act"] },
  { name: "Official Secrets Act, 1923", short: "Official Secrets Act", aliases: ["Official Secrets Act"] },
  { name: "Passports Act, 1967", short: "Passports Act", aliases: ["Passports Act", "Passport Act", "Passport Act, 1967"] },
  { name: "Police Act, 1861", short: "Police Act", aliases: ["Police Act", "Indian Police Act", "Indian Police Act, 1861"] },
  { name: "Prisons Act, 1894", short: "Prisons Act", aliases: ["Prisons Act", "Prison Act", "Prisons Act, 1894"] },
  { name: "Probation of Offenders Act, 1958", short: "Probation of Offenders Act", aliases: ["Probation of Offenders Act"] },
  {
    name: "Pre-conception and Pre-natal Diagnostic Techniques (Prohibition of Sex Selection) Act, 1994",
    short: "PCPNDT Act",
    aliases: ["PCPNDT Act", "PC&PNDT Act", "PNDT Act", "Pre-natal Diagnostic Techniques (Regulation and Prevention of Misuse) Act, 1994", "Pre-conception and Pre-natal Diagnostic Techniques (Prohibition of Sex Selection) Act"],
  },
  { name: "Representation of the People Act, 1950", short: "RP Act 1950", aliases: ["Representation of People Act, 1950", "RP Act, 1950", "R.P. Act, 1950"] },
];

/**
 * The key an act name is compared by: lower case, without dots, commas, a leading "the", "Indian"
 * spelled or not inside a name stays, hyphens as spaces ("Income-tax" = "Income Tax"), spaces
 * collapsed. `compact` also drops the spaces, so "Cr. P. C." = "CrPC" = "Cr.P.C.".
 */
export function actKey(name: string): string {
  return name
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[’']/g, "")
    .replace(/[.,;:]/g, " ")
    .replace(/-/g, " ")
    .replace(/&/g, " and ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^the /, "");
}

const compact = (key: string) => key.replace(/\s+/g, "");

const BY_KEY = new Map<string, CanonicalAct>();
for (const act of CANONICAL_ACTS) {
  for (const alias of [act.name, act.short, ...act.aliases]) {
    const key = actKey(alias);
    // The first act to claim a name keeps it (the list is ordered by how common the act is).
    if (!BY_KEY.has(key)) BY_KEY.set(key, act);
    if (!BY_KEY.has(compact(key))) BY_KEY.set(compact(key), act);
  }
}

/** The canonical act a name stands for, or null when the name is not known. */
export function resolveAct(name: string | null | undefined): CanonicalAct | null {
  if (!name?.trim()) return null;
  const key = actKey(name);
  const found = BY_KEY.get(key) ?? BY_KEY.get(compact(key));
  if (found) return found;
  // "L.A. Act, 1894": a short form with the act's own year is that act (another year is not).
  const year = / (\d{4})$/.exec(key);
  if (!year) return null;
  const bare = key.slice(0, -5);
  const act = BY_KEY.get(bare) ?? BY_KEY.get(compact(bare));
  return act && act.name.endsWith(year[1]) ? act : null;
}

/** The canonical name of an act, or the name as written (trimmed, spaces collapsed) when unknown. */
export function canonicalActName(name: string): string {
  return resolveAct(name)?.name ?? name.replace(/\s+/g, " ").trim();
}

/** The short form of an act for display ("IPC"), or its name when it has none. */
export function shortActName(name: string): string {
  return resolveAct(name)?.short ?? name;
}

/**
 * A name that is a piece of an act's name rather than an act: "II of the Indian Penal Code, 1860"
 * (a chapter or schedule read as the act's name) — never offered as an act (issue 21 item 6).
 */
export function isActFragment(name: string): boolean {
  return /^\s*(?:[IVXLC]+|\d+[A-Z]?)\s+of\s/i.test(name) || /^\s*[a-z]/.test(name);
}

let NAME_KEYS: { act: CanonicalAct; keys: { key: string; compact: string }[] }[] | null = null;
/** Each canonical act with the keys of its name, short form and aliases (plain and compact). */
function actNameKeys() {
  NAME_KEYS ??= CANONICAL_ACTS.map((act) => ({ act, keys: [act.name, act.short, ...act.aliases].map((n) => ({ key: actKey(n), compact: compact(actKey(n)) })) }));
  return NAME_KEYS;
}

/** The acts a typed text may mean, canonical ones first: by name or any alias containing it (by key). */
export function canonicalActsMatching(text: string): CanonicalAct[] {
  const key = actKey(text);
  if (!key) return [];
  const exact = resolveAct(text);
  // The acts' keys are made once, and the text's compact key once per call (per name, it made a
  // long text cost its length times the number of names: issue 32).
  const compactKey = compact(key);
  const found = actNameKeys().filter(({ act, keys }) => act !== exact && keys.some((k) => k.key.includes(key) || k.compact.includes(compactKey))).map(({ act }) => act);
  return exact ? [exact, ...found] : found;
}

const STOP_WORDS = new Set(["the", "of", "and", "act", "india", "indian"]);
/** Words many acts' names end with: a name cut down to these alone names no act in particular. */
const GENERIC_WORDS = new Set(["protection", "tax", "relief", "code", "procedure", "prevention", "control", "regulation", "amendment", "special", "provisions", "powers", "rules", "laws"]);
const words = (key: string) => key.replace(/\b\d{4}\b/g, " ").split(" ").filter((w) => w && !STOP_WORDS.has(w));
const yearOf = (key: string) => / (\d{4})$/.exec(key)?.[1] ?? null;

/**
 * The act a name the judgments write most likely stands for, among `targets` (the acts list and the
 * canonical acts), or null when none is likely enough (precision first, decision 041):
 * - a chapter or schedule piece ("II of the Indian Penal Code, 1860") is the act it names;
 * - a known alias is its canonical act;
 * - a name cut at the front ("Disputes Act, 1947") is the one target ending the same way;
 * - a misspelling ("India Penal Code, 1860", "Representation of Peoples Act, 1951") is the target
 *   with the same year whose words differ from its own by at most one word in all, each compared
 *   without a trailing "s";
 * - a cut name left with only generic words ("Tax Act, 1961") or a name of two acts ("… and the …")
 *   gets none.
 */
export function likelyAct(name: string, targets: string[]): string | null {
  const piece = /^\s*(?:[IVXLC]+|\d+[A-Z]?)\s+of\s+(?:the\s+)?(\S.*)$/i.exec(name);
  if (piece) return likelyAct(piece[1], targets);
  const byKey = new Map(targets.map((t) => [actKey(t), t]));
  // A canonical act among the targets is also known by its aliases ("Central Excises and Salt Act, 1944").
  for (const act of CANONICAL_ACTS) {
    const target = byKey.get(actKey(act.name));
    if (target) for (const alias of act.aliases) if (/\d{4}$/.test(alias) && !byKey.has(actKey(alias))) byKey.set(actKey(alias), target);
  }
  const key = actKey(name);
  if (byKey.has(key)) return byKey.get(key)!;
  const canonical = resolveAct(name);
  if (canonical) return byKey.get(actKey(canonical.name)) ?? canonical.name;
  // Two acts in one name ("MCOCA and the Narcotic Drugs … Act") are not one act.
  if (/\band the\b/i.test(name)) return null;
  const year = yearOf(key);
  // A cut name must keep a word that tells acts apart ("Tax Act, 1961" could be several).
  const telling = words(key).filter((w) => !GENERIC_WORDS.has(w));
  const cut = telling.length ? [...byKey.keys()].filter((k) => k !== key && k.endsWith(` ${key}`)) : [];
  const cutTargets = new Set(cut.map((k) => byKey.get(k)!));
  if (cutTargets.size === 1) return [...cutTargets][0];
  if (!year) return null;
  const stem = (w: string) => w.replace(/s$/, "");
  const mine = new Set(words(key).map(stem));
  if (mine.size < 2) return null;
  let best: { target: string; score: number } | null = null;
  for (const [k, target] of byKey) {
    if (yearOf(k) !== year) continue;
    const theirs = new Set(words(k).map(stem));
    const shared = [...mine].filter((w) => theirs.has(w)).length;
    // Words either side has and the other lacks ("Criminal" against "Civil" is two).
    const missing = mine.size + theirs.size - 2 * shared;
    if (missing > 1 || shared < 2) continue;
    const score = shared - missing;
    if (!best || score > best.score) best = { target, score };
    else if (score === best.score && best.target !== target) best = { target: "", score }; // a tie is not likely enough
  }
  return best?.target || null;
}
