/**
 * How results and the case view name a court and its bench (decision 099): the court alone at its
 * principal seat ("High Court of Delhi", "High Court of Bombay" at Mumbai), the court and its bench
 * elsewhere ("High Court of Bombay (Nagpur Bench)", "High Court of Madras (Madurai Bench)",
 * "High Court of Jammu & Kashmir and Ladakh (Jammu Wing)"). Pure and small: it is in the pages' code.
 */
import { COURTS_AND_SEATS } from "./courts-master";

const key = (s: string) => s.trim().replace(/\s+/g, " ").toLowerCase();

/** Each court of the master (courts-master.ts: 0001, 0030) with its principal seat's branch name, in lower case. */
const PRINCIPAL_SEATS: Record<string, string> = Object.fromEntries(COURTS_AND_SEATS.map(([, court, , seat]) => [key(court), key(seat)]));

/** A bench as it is called: "Nagpur" → "Nagpur Bench", "Goa at Panaji" → "Goa Bench"; "Jammu Wing", "Circuit Bench at Jalpaiguri" stay. */
export function benchName(branch: string): string {
  const name = branch.trim().replace(/\s+/g, " ");
  if (/\b(?:bench|wing)\b/i.test(name)) return name;
  const at = name.toLowerCase().indexOf(" at ");
  return `${at > 0 ? name.slice(0, at) : name} Bench`;
}

/** Whether a branch is its court's principal seat (null when the court is not one of the master's own). */
export function isPrincipalSeat(court: string, branch: string): boolean | null {
  const seat = PRINCIPAL_SEATS[key(court)];
  return seat === undefined ? null : seat === key(branch);
}

/** A seat or bench as the filters' bench list names it: "Nagpur Bench", "Mumbai (Principal Seat)". */
export function branchOption(court: string, branch: string): string {
  return isPrincipalSeat(court, branch) === false ? benchName(branch) : `${branch.trim()} (Principal Seat)`;
}

/** The court as results and the case view name it, with its bench when it is not the principal seat. */
export function courtLabel(court: string | null | undefined, branch: string | null | undefined): string | null {
  if (!court?.trim()) return null;
  const name = court.trim();
  if (!branch?.trim()) return name;
  const principal = isPrincipalSeat(name, branch);
  if (principal) return name;
  // A court staff added: its branch as given, since which one is its seat is not known.
  return principal === null ? `${name} (${branch.trim()})` : `${name} (${benchName(branch)})`;
}

/** The court with its bench (decision 099), a name said once ("Supreme Court", "Supreme Court of India" → the fuller). */
export function courtLine(court: string | null, branch: string | null, bench: string | null): string {
  const parts: string[] = [];
  for (const part of [courtLabel(court, branch), bench]) {
    const p = part?.trim();
    if (!p) continue;
    const i = parts.findIndex((q) => q.toLowerCase().includes(p.toLowerCase()) || p.toLowerCase().includes(q.toLowerCase()));
    if (i < 0) parts.push(p);
    else if (p.length > parts[i].length) parts[i] = p;
  }
  return parts.join(", ");
}
