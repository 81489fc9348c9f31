/**
 * Old and new criminal codes, section to section (issue 17): Indian Penal Code ↔ Bharatiya Nyaya
 * Sanhita, Code of Criminal Procedure, 1973 ↔ Bharatiya Nagarik Suraksha Sanhita, Indian Evidence
 * Act ↔ Bharatiya Sakshya Adhiniyam, in force from 1 July 2024.
 *
 * Source: the Government of India's comparison (correspondence) tables of the three new codes
 * against the old ones, published with the codes by the Ministry of Home Affairs and the Bureau of
 * Police Research and Development (2024). Only sections whose counterpart is certain are listed:
 * the well-known ones, including those split over sub-sections (IPC 120A/120B → BNS 61(1)/(2)),
 * merged (Evidence Act 25, 26, 27 → BSA 23) and dropped (IPC 309, 377, 497, 124A have none). A
 * section not listed has no counterpart offered — never a guessed one. Numbers collide across the
 * codes (BNSS 482 is the old CrPC 438, not CrPC 482), which is why a search never maps by number.
 * Pure data and look-ups.
 */

export type CodePair = { old: string; new: string };

/** Old act → new act (canonical names, search-index/acts-canon.ts). */
export const CODE_PAIRS: CodePair[] = [
  { old: "Indian Penal Code, 1860", new: "Bharatiya Nyaya Sanhita, 2023" },
  { old: "Code of Criminal Procedure, 1973", new: "Bharatiya Nagarik Suraksha Sanhita, 2023" },
  { old: "Indian Evidence Act, 1872", new: "Bharatiya Sakshya Adhiniyam, 2023" },
];

/**
 * [old section, new section(s) or null when dropped]. A new section may carry its sub-section
 * ("103(1)"); search matches the section number, the sub-section is shown.
 */
type Row = [string, string[] | null];

const IPC_BNS: Row[] = [
  ["34", ["3(5)"]],
  ["82", ["20"]],
  ["84", ["22"]],
  ["96", ["34"]],
  ["97", ["35"]],
  ["100", ["38"]],
  ["107", ["45"]],
  ["109", ["49"]],
  ["120A", ["61(1)"]],
  ["120B", ["61(2)"]],
  ["124A", null],
  ["141", ["189(1)"]],
  ["143", ["189(2)"]],
  ["147", ["191(2)"]],
  ["148", ["191(3)"]],
  ["149", ["190"]],
  ["186", ["221"]],
  ["201", ["238"]],
  ["279", ["281"]],
  ["299", ["100"]],
  ["300", ["101"]],
  ["302", ["103(1)"]],
  ["303", ["104"]],
  ["304", ["105"]],
  ["304A", ["106(1)"]],
  ["304B", ["80"]],
  ["306", ["108"]],
  ["307", ["109"]],
  ["308", ["110"]],
  ["309", null],
  ["323", ["115(2)"]],
  ["324", ["118(1)"]],
  ["325", ["117(2)"]],
  ["326", ["118(2)"]],
  ["332", ["121(1)"]],
  ["353", ["132"]],
  ["354", ["74"]],
  ["354A", ["75"]],
  ["354B", ["76"]],
  ["354C", ["77"]],
  ["354D", ["78"]],
  ["363", ["137(2)"]],
  ["364", ["140(1)"]],
  ["364A", ["140(2)"]],
  ["366", ["87"]],
  ["375", ["63"]],
  ["376", ["64"]],
  ["376D", ["70(1)"]],
  ["377", null],
  ["379", ["303(2)"]],
  ["380", ["305"]],
  ["392", ["309(4)"]],
  ["395", ["310(2)"]],
  ["396", ["310(3)"]],
  ["406", ["316(2)"]],
  ["409", ["316(5)"]],
  ["411", ["317(2)"]],
  ["415", ["318(1)"]],
  ["420", ["318(4)"]],
  ["447", ["329(3)"]],
  ["448", ["329(4)"]],
  ["467", ["338"]],
  ["468", ["336(3)"]],
  ["471", ["340(2)"]],
  ["497", null],
  ["498A", ["85"]],
  ["499", ["356(1)"]],
  ["500", ["356(2)"]],
  ["504", ["352"]],
  ["506", ["351(2)"]],
  ["509", ["79"]],
  ["511", ["62"]],
];

const CRPC_BNSS: Row[] = [
  ["41", ["35"]],
  ["125", ["144"]],
  ["144", ["163"]],
  ["154", ["173"]],
  ["156", ["175"]],
  ["161", ["180"]],
  ["164", ["183"]],
  ["167", ["187"]],
  ["173", ["193"]],
  ["190", ["210"]],
  ["197", ["218"]],
  ["200", ["223"]],
  ["202", ["225"]],
  ["227", ["250"]],
  ["228", ["251"]],
  ["313", ["351"]],
  ["319", ["358"]],
  ["320", ["359"]],
  ["374", ["415"]],
  ["378", ["419"]],
  ["389", ["430"]],
  ["397", ["438"]],
  ["401", ["442"]],
  ["437", ["480"]],
  ["438", ["482"]],
  ["439", ["483"]],
  ["482", ["528"]],
];

const IEA_BSA: Row[] = [
  ["3", ["2"]],
  ["24", ["22"]],
  ["25", ["23(1)"]],
  ["26", ["23(2)"]],
  ["27", ["23(2)"]],
  ["32", ["26"]],
  ["45", ["39(1)"]],
  ["65B", ["63"]],
  ["101", ["104"]],
  ["106", ["109"]],
  ["113A", ["117"]],
  ["113B", ["118"]],
  ["114", ["119"]],
  ["115", ["121"]],
  ["133", ["138"]],
  ["145", ["148"]],
  ["154", ["157"]],
  ["157", ["160"]],
  ["165", ["168"]],
];

const TABLES: [CodePair, Row[]][] = [
  [CODE_PAIRS[0], IPC_BNS],
  [CODE_PAIRS[1], CRPC_BNSS],
  [CODE_PAIRS[2], IEA_BSA],
];

/** A section without its sub-section: "103(1)" → "103". */
export const baseSection = (s: string) => (s.includes("(") ? s.slice(0, s.indexOf("(")) : s).replace(/[\s-]+/g, "").toUpperCase();

export type Counterpart = {
  /** the act of the counterpart (canonical name) */
  act: string;
  /** its sections as the tables give them ("103(1)"); empty when the section was dropped */
  sections: string[];
  /** true when the counterpart is the new code */
  isNew: boolean;
};

/**
 * The counterpart of a section of one of the six codes, or null when the act is none of them or
 * the section is not in the tables. IPC 302 → BNS 103(1); BNS 103 → IPC 302; BNSS 482 → CrPC 438.
 */
export function counterpartOf(act: string, section: string): Counterpart | null {
  const wanted = baseSection(section);
  for (const [pair, rows] of TABLES) {
    if (act === pair.old) {
      const row = rows.find(([old]) => old === wanted);
      if (!row) return null;
      return { act: pair.new, sections: row[1] ?? [], isNew: true };
    }
    if (act === pair.new) {
      const olds = rows.filter(([, news]) => news?.some((n) => baseSection(n) === wanted)).map(([old]) => old);
      if (!olds.length) return null;
      return { act: pair.old, sections: olds, isNew: false };
    }
  }
  return null;
}
