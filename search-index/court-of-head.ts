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
import { masterBranch, masterCourt } from "./courts-master";

/** A seat of a court: its principal seat (first) or a bench; `master` its branch name in the courts master, `names` how heads write it. */
export type Seat = { key: string; master: string; names: string[] };

/** A court: `master` is its name in the courts master (search-index/courts-master.ts, as 0001 and 0030 write it); `names` how heads write it. */
export type CourtEntry = { key: string; master: string; names: string[]; seats: Seat[] };

/** A seat by its branch id in the courts master, and how heads write it. */
const seat = (key: string, branch: number, ...names: string[]) => ({ key, branch, names: names.length ? names : [key] });

/** A court by its id in the courts master: its master name and its seats' are read from there (one source). */
function entry(e: { key: string; court: number; names: string[]; seats: ReturnType<typeof seat>[] }): CourtEntry {
  const m = masterCourt(e.court);
  return { key: e.key, master: m.name, names: e.names, seats: e.seats.map((x) => ({ key: x.key, master: masterBranch(m, x.branch).name, names: x.names })) };
}

/** The Supreme Court and the 25 High Courts; each court's first seat is its principal seat. */
export const COURTS: readonly CourtEntry[] = [
  entry({ key: "sc", court: 1, names: ["india"], seats: [seat("sc", 34, "new delhi")] }),
  entry({ key: "allahabad", court: 6, names: ["allahabad"], seats: [seat("prayagraj", 10, "prayagraj", "allahabad"), seat("lucknow", 11)] }),
  entry({ key: "andhra", court: 17, names: ["andhra pradesh"], seats: [seat("amaravati", 40, "amaravati", "amravati")] }),
  entry({
    key: "bombay",
    court: 3,
    names: ["bombay"],
    seats: [seat("mumbai", 2, "mumbai", "bombay"), seat("nagpur", 3), seat("aurangabad", 4, "aurangabad", "chhatrapati sambhajinagar"), seat("goa", 5, "goa", "panaji", "porvorim"), seat("kolhapur", 35)],
  }),
  entry({ key: "calcutta", court: 5, names: ["calcutta"], seats: [seat("kolkata", 8, "kolkata", "calcutta"), seat("portblair", 9, "port blair"), seat("jalpaiguri", 36)] }),
  entry({ key: "chhattisgarh", court: 18, names: ["chhattisgarh", "chattisgarh"], seats: [seat("bilaspur", 41)] }),
  entry({ key: "delhi", court: 2, names: ["delhi"], seats: [seat("newdelhi", 1, "new delhi", "delhi")] }),
  entry({ key: "gauhati", court: 16, names: ["gauhati", "guwahati", "assam nagaland mizoram and arunachal pradesh"], seats: [seat("guwahati", 26, "guwahati", "gauhati"), seat("kohima", 37), seat("aizawl", 38), seat("itanagar", 39, "itanagar", "naharlagun")] }),
  entry({ key: "gujarat", court: 9, names: ["gujarat"], seats: [seat("ahmedabad", 16)] }),
  entry({ key: "himachal", court: 19, names: ["himachal pradesh"], seats: [seat("shimla", 42, "shimla", "simla")] }),
  entry({ key: "jk", court: 20, names: ["jammu & kashmir and ladakh", "jammu and kashmir and ladakh", "jammu & kashmir", "jammu and kashmir", "jammu kashmir"], seats: [seat("srinagar", 43), seat("jammu", 44, "jammu")] }),
  entry({ key: "jharkhand", court: 21, names: ["jharkhand"], seats: [seat("ranchi", 45)] }),
  entry({ key: "karnataka", court: 7, names: ["karnataka", "mysore"], seats: [seat("bengaluru", 12, "bengaluru", "bangalore"), seat("dharwad", 13), seat("kalaburagi", 14, "kalaburagi", "gulbarga")] }),
  entry({ key: "kerala", court: 8, names: ["kerala"], seats: [seat("ernakulam", 15, "ernakulam", "kochi", "cochin")] }),
  entry({ key: "mp", court: 12, names: ["madhya pradesh", "m p"], seats: [seat("jabalpur", 20), seat("indore", 21), seat("gwalior", 22)] }),
  entry({ key: "madras", court: 4, names: ["madras"], seats: [seat("chennai", 6, "chennai", "madras"), seat("madurai", 7)] }),
  entry({ key: "manipur", court: 22, names: ["manipur"], seats: [seat("imphal", 46)] }),
  entry({ key: "meghalaya", court: 23, names: ["meghalaya"], seats: [seat("shillong", 47)] }),
  entry({ key: "orissa", court: 15, names: ["orissa", "odisha"], seats: [seat("cuttack", 25)] }),
  entry({ key: "patna", court: 14, names: ["patna"], seats: [seat("patna", 24)] }),
  entry({ key: "punjab", court: 10, names: ["punjab and haryana", "punjab & haryana", "punjab haryana"], seats: [seat("chandigarh", 17)] }),
  entry({ key: "rajasthan", court: 11, names: ["rajasthan"], seats: [seat("jodhpur", 18), seat("jaipur", 19)] }),
  entry({ key: "sikkim", court: 24, names: ["sikkim"], seats: [seat("gangtok", 48)] }),
  entry({ key: "telangana", court: 13, names: ["telangana", "hyderabad"], seats: [seat("hyderabad", 23)] }),
  entry({ key: "tripura", court: 25, names: ["tripura"], seats: [seat("agartala", 49)] }),
  entry({ key: "uttarakhand", court: 26, names: ["uttarakhand", "uttaranchal"], seats: [seat("nainital", 50)] }),
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
