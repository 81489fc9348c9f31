/**
 * The court and bench a judgment's head names (issue 32 items 4 and 6, decision 099): "In The High
 * Court Of Kerala At Ernakulam", "High Court Of Judicature For Rajasthan At Jaipur Bench, Jaipur",
 * "Before The Madurai Bench Of Madras High Court", "IN THE SUPREME COURT OF INDIA" → a court key
 * ("kerala") and a seat key ("ernakulam"), or null when unsure. Precision first: the court must be
 * the head's first "… Court" (a trial court's head, "In the Court of the Metropolitan Magistrate,
 * Delhi", names no High Court), a seat is read only where the head says it is the court's
 * ("at Jaipur", "Nagpur Bench", "Bench at Gwalior", "Principal Seat at Jabalpur"), and a head
 * that names two benches, or a seat of another court, gives no bench (or no court).
 *
 * Pure and linear: the text's first HEAD_CHARS characters, lower-cased and split into words with
 * one character class; the rest is comparisons of words.
 */

/** A seat of a court: its principal seat (first) or a bench; `names` are how heads write it. */
export type Seat = { key: string; master: string; names: string[] };

/** A court: `master` is its name in the courts master (db/migrations/0001, 0030); `names` how heads write it. */
export type CourtEntry = { key: string; master: string; names: string[]; seats: Seat[] };

const seat = (key: string, master: string, ...names: string[]): Seat => ({ key, master, names: names.length ? names : [key] });

/** The Supreme Court and the 25 High Courts; each court's first seat is its principal seat. */
export const COURTS: readonly CourtEntry[] = [
  { key: "sc", master: "Supreme Court", names: ["india"], seats: [seat("sc", "Supreme Court of India", "new delhi")] },
  { key: "allahabad", master: "High Court of Allahabad", names: ["allahabad"], seats: [seat("prayagraj", "Prayagraj", "prayagraj", "allahabad"), seat("lucknow", "Lucknow")] },
  { key: "andhra", master: "High Court of Andhra Pradesh", names: ["andhra pradesh"], seats: [seat("amaravati", "Amaravati", "amaravati", "amravati")] },
  {
    key: "bombay",
    master: "High Court of Bombay",
    names: ["bombay"],
    seats: [seat("mumbai", "Mumbai", "mumbai", "bombay"), seat("nagpur", "Nagpur"), seat("aurangabad", "Aurangabad", "aurangabad", "chhatrapati sambhajinagar"), seat("goa", "Goa at Panaji", "goa", "panaji", "porvorim"), seat("kolhapur", "Kolhapur")],
  },
  { key: "calcutta", master: "High Court of Calcutta", names: ["calcutta"], seats: [seat("kolkata", "Kolkata", "kolkata", "calcutta"), seat("portblair", "Port Blair", "port blair"), seat("jalpaiguri", "Jalpaiguri")] },
  { key: "chhattisgarh", master: "High Court of Chhattisgarh", names: ["chhattisgarh", "chattisgarh"], seats: [seat("bilaspur", "Bilaspur")] },
  { key: "delhi", master: "High Court of Delhi", names: ["delhi"], seats: [seat("newdelhi", "New Delhi", "new delhi", "delhi")] },
  { key: "gauhati", master: "Gauhati High Court", names: ["gauhati", "guwahati", "assam nagaland mizoram and arunachal pradesh"], seats: [seat("guwahati", "Guwahati", "guwahati", "gauhati"), seat("kohima", "Kohima"), seat("aizawl", "Aizawl"), seat("itanagar", "Itanagar", "itanagar", "naharlagun")] },
  { key: "gujarat", master: "High Court of Gujarat", names: ["gujarat"], seats: [seat("ahmedabad", "Ahmedabad")] },
  { key: "himachal", master: "High Court of Himachal Pradesh", names: ["himachal pradesh"], seats: [seat("shimla", "Shimla", "shimla", "simla")] },
  { key: "jk", master: "High Court of Jammu & Kashmir and Ladakh", names: ["jammu & kashmir and ladakh", "jammu and kashmir and ladakh", "jammu & kashmir", "jammu and kashmir", "jammu kashmir"], seats: [seat("srinagar", "Srinagar"), seat("jammu", "Jammu Wing", "jammu")] },
  { key: "jharkhand", master: "High Court of Jharkhand", names: ["jharkhand"], seats: [seat("ranchi", "Ranchi")] },
  { key: "karnataka", master: "High Court of Karnataka", names: ["karnataka", "mysore"], seats: [seat("bengaluru", "Bengaluru", "bengaluru", "bangalore"), seat("dharwad", "Dharwad"), seat("kalaburagi", "Kalaburagi", "kalaburagi", "gulbarga")] },
  { key: "kerala", master: "High Court of Kerala", names: ["kerala"], seats: [seat("ernakulam", "Ernakulam", "ernakulam", "kochi", "cochin")] },
  { key: "mp", master: "High Court of Madhya Pradesh", names: ["madhya pradesh", "m p"], seats: [seat("jabalpur", "Jabalpur"), seat("indore", "Indore"), seat("gwalior", "Gwalior")] },
  { key: "madras", master: "High Court of Madras", names: ["madras"], seats: [seat("chennai", "Chennai", "chennai", "madras"), seat("madurai", "Madurai")] },
  { key: "manipur", master: "High Court of Manipur", names: ["manipur"], seats: [seat("imphal", "Imphal")] },
  { key: "meghalaya", master: "High Court of Meghalaya", names: ["meghalaya"], seats: [seat("shillong", "Shillong")] },
  { key: "orissa", master: "High Court of Orissa", names: ["orissa", "odisha"], seats: [seat("cuttack", "Cuttack")] },
  { key: "patna", master: "High Court of Patna", names: ["patna"], seats: [seat("patna", "Patna")] },
  { key: "punjab", master: "High Court of Punjab and Haryana", names: ["punjab and haryana", "punjab & haryana", "punjab haryana"], seats: [seat("chandigarh", "Chandigarh")] },
  { key: "rajasthan", master: "High Court of Rajasthan", names: ["rajasthan"], seats: [seat("jodhpur", "Jodhpur"), seat("jaipur", "Jaipur")] },
  { key: "sikkim", master: "High Court of Sikkim", names: ["sikkim"], seats: [seat("gangtok", "Gangtok")] },
  { key: "telangana", master: "High Court for the State of Telangana", names: ["telangana", "hyderabad"], seats: [seat("hyderabad", "Hyderabad")] },
  { key: "tripura", master: "High Court of Tripura", names: ["tripura"], seats: [seat("agartala", "Agartala")] },
  { key: "uttarakhand", master: "High Court of Uttarakhand", names: ["uttarakhand", "uttaranchal"], seats: [seat("nainital", "Nainital")] },
];

export type HeadCourt = {
  /** a COURTS key ("bombay"), "sc" for the Supreme Court */
  court: string;
  /** a seat key of that court ("nagpur"), or null when the head does not say which seat (of a court with more than one) */
  bench: string | null;
};

/** How much of the text is read: heads name their court in the first lines (the dev set: 98% within 90 characters). */
export const HEAD_CHARS = 600;

const words = (text: string) => text.slice(0, HEAD_CHARS).toLowerCase().split(/[^a-z0-9&]+/).filter(Boolean);

const split = (name: string) => name.split(" ");

/** The length in words of the longest of `names` written at `at`, or 0. */
function nameAt(w: string[], at: number, names: string[]): number {
  let best = 0;
  for (const name of names) {
    const parts = split(name);
    if (parts.length > best && parts.every((p, i) => w[at + i] === p)) best = parts.length;
  }
  return best;
}

/** The length in words of the longest of `names` ending just before `end`, or 0. */
function nameBefore(w: string[], end: number, names: string[]): number {
  let best = 0;
  for (const name of names) {
    const parts = split(name);
    const at = end - parts.length;
    if (at >= 0 && parts.length > best && parts.every((p, i) => w[at + i] === p)) best = parts.length;
  }
  return best;
}

/** Words a head writes between "High Court" and the court's name: "of Judicature for the State of". */
const FILLERS = new Set(["of", "for", "the", "at", "judicature", "state", "in"]);

/** Words between a court's name and its seat: "Judicature at", "Principal Seat at". */
const AFTER_NAME = new Set(["at", "judicature", "principal", "seat"]);

/** Court names and principal-seat names ("at Bombay") that name a court. */
const courtNames = (c: CourtEntry) => [...c.names, ...c.seats[0].names];

/** Words of the parts that follow a head's court line: parties, the bench. */
const AFTER_HEAD = new Set(["petitioner", "petitioners", "appellant", "appellants", "respondent", "respondents", "applicant", "applicants", "justice", "coram"]);

/** The first "… Court" of the head (not "Court No. 3"): its word index and whether it is "Supreme" or "High". */
function firstCourt(w: string[]): { at: number; kind: "high" | "supreme" | "other" } | null {
  for (let i = 0; i < w.length; i++) {
    if (w[i] !== "court") continue;
    if (w[i + 1] === "no" || w[i + 1] === "number" || w[i + 1] === "hall") continue;
    return { at: i, kind: w[i - 1] === "high" ? "high" : w[i - 1] === "supreme" ? "supreme" : "other" };
  }
  return null;
}

/** The court the High Court phrase at `at` ("court") names, with where its name ends. */
type Found = { court: CourtEntry; start: number; end: number; atSeat: boolean };

function highCourtAt(w: string[], at: number): Found | null {
  // "High Court of Judicature at Bombay", "High Court for the State of Telangana", "High Court of M. P. Judicature at Jabalpur"
  let j = at + 1;
  for (let skipped = 0; skipped < 7 && j < w.length && FILLERS.has(w[j]); skipped++) j++;
  let found: Found | null = null;
  for (const c of COURTS) {
    if (c.key === "sc") continue;
    const n = nameAt(w, j, courtNames(c));
    // "at Bombay", "at Madras", "At Calcutta": the court named by its principal seat is at that seat.
    if (n && (!found || j + n > found.end)) found = { court: c, start: j, end: j + n, atSeat: w[j - 1] === "at" && nameAt(w, j, c.seats[0].names) === n };
  }
  if (found) return found;
  // "Madras High Court", "Madurai Bench of Madras High Court", "Patna High Court"
  const high = at - 1;
  for (const c of COURTS) {
    if (c.key === "sc") continue;
    const n = nameBefore(w, high, courtNames(c));
    if (n && (!found || n > found.end - found.start)) found = { court: c, start: high - n, end: at + 1, atSeat: false };
  }
  return found;
}

/** Every seat of any court evidenced near the court's name: "X Bench", "Bench at X", "at X" right after the name. */
function seatsNamed(w: string[], court: Found): { seat: Seat; court: CourtEntry; bench: boolean }[] {
  const out: { seat: Seat; court: CourtEntry; bench: boolean }[] = [];
  const from = Math.max(0, court.start - 8);
  const to = Math.min(w.length, court.end + 25);
  const add = (at: number, bench: boolean, before = false) => {
    for (const c of COURTS) {
      if (c.key === "sc") continue;
      for (const s of c.seats) if ((before ? nameBefore(w, at, s.names) : nameAt(w, at, s.names)) > 0) out.push({ seat: s, court: c, bench });
    }
  };
  // Right after the court's name: "Kerala at Ernakulam", "Madhya Pradesh : Jabalpur", "Judicature at Bombay" (its own name).
  let j = court.end;
  for (let skipped = 0; skipped < 3 && AFTER_NAME.has(w[j]); skipped++) j++;
  add(j, false);
  for (let i = from; i < to; i++) {
    if (w[i] !== "bench" && w[i] !== "wing") continue;
    // "Nagpur Bench", "Circuit Bench at Dharwad", "Bench at Gwalior", "Jaipur Bench, Jaipur"
    let k = i;
    if (w[k - 1] === "circuit" || w[k - 1] === "permanent") k--;
    add(k, true, true);
    let a = i + 1;
    if (w[a] === "at" || w[a] === "of") a++;
    add(a, true);
  }
  return out;
}

/** Reads one text (a head, or a record's `court` field). */
function readOne(text: string): HeadCourt | null {
  const w = words(text);
  const first = firstCourt(w);
  if (!first || first.kind === "other") return null;
  // A court named after the parties or the bench is not the head's court ("Respondent: Delhi High Court Bar Association").
  for (let i = 0; i < first.at; i++) if (AFTER_HEAD.has(w[i])) return null;
  if (first.kind === "supreme") return w[first.at + 1] === "of" && w[first.at + 2] === "india" ? { court: "sc", bench: "sc" } : null;
  const hc = highCourtAt(w, first.at);
  if (!hc) return null;
  const named = seatsNamed(w, hc);
  // A seat of another court ("High Court of Andhra Pradesh at Hyderabad", before 2019): unsure of the court itself.
  const ownNames = new Set([...courtNames(hc.court), ...hc.court.seats.flatMap((s) => s.names)]);
  if (named.some((n) => n.court !== hc.court && !n.seat.names.some((x) => ownNames.has(x)))) return null;
  const own = named.filter((n) => n.court === hc.court);
  const benches = new Set(own.filter((n) => n.seat !== hc.court.seats[0]).map((n) => n.seat.key));
  if (benches.size > 1) return { court: hc.court.key, bench: null };
  if (benches.size === 1) return { court: hc.court.key, bench: [...benches][0] };
  if (own.length || hc.atSeat || hc.court.seats.length === 1) return { court: hc.court.key, bench: hc.court.seats[0].key };
  return { court: hc.court.key, bench: null };
}

/**
 * The court and seat of a judgment: the record's `court` field when it names one (a structured
 * value wins over the text), its bench taken from the head when the field gives none and the head
 * names the same court; else the head's.
 */
export function courtOfHead(text: string, courtField?: string | null): HeadCourt | null {
  const field = courtField?.trim() ? readOne(/\bcourt\b/i.test(courtField.slice(0, 200)) ? courtField : `High Court of ${courtField}`) : null;
  const head = text ? readOne(text) : null;
  if (!field) return head;
  if (field.bench || !head || head.court !== field.court) return field;
  return { court: field.court, bench: head.bench };
}

/** The master names (court, branch) of a court and seat key, or null when the keys are not known. */
export function masterNames(place: HeadCourt): { court: string; branch: string | null } | null {
  const c = COURTS.find((x) => x.key === place.court);
  if (!c) return null;
  return { court: c.master, branch: place.bench ? (c.seats.find((s) => s.key === place.bench)?.master ?? null) : null };
}
