/**
 * The courts master: the Supreme Court and the 25 High Courts with their seats and permanent
 * benches, as migrations 0001 and 0030 write them on a fresh database (decision 099). One source:
 * the import's placement (app/services/cases/court-placement.server.ts `FIXED_COURT_MASTERS`), the labels
 * of results and the case view (court-label.ts) and the head reader (court-of-head.ts) read it, and
 * courts-master.test.ts checks that the migrations' rows are exactly these.
 *
 * A court's first branch is its principal seat; the others are its benches. The ids are those of a
 * fresh database: code finds courts and benches by name (0030 gives an id already taken by staff's
 * own court to the next free one). Pure; the pages' code carries only COURTS_AND_SEATS (court-label.ts).
 */

export type MasterBranch = { id: number; name: string };
export type MasterCourt = { id: number; name: string; supreme: boolean; branches: MasterBranch[] };

/**
 * Each court in id order with its principal seat: [court id, court, branch id, branch]. The part of the
 * master the pages' code needs (court-label.ts imports this alone; the rest is left out of its bundle).
 */
export const COURTS_AND_SEATS: readonly (readonly [number, string, number, string])[] = [
  [1, "Supreme Court", 34, "Supreme Court of India"],
  [2, "High Court of Delhi", 1, "New Delhi"],
  [3, "High Court of Bombay", 2, "Mumbai"],
  [4, "High Court of Madras", 6, "Chennai"],
  [5, "High Court of Calcutta", 8, "Kolkata"],
  [6, "High Court of Allahabad", 10, "Prayagraj"],
  [7, "High Court of Karnataka", 12, "Bengaluru"],
  [8, "High Court of Kerala", 15, "Ernakulam"],
  [9, "High Court of Gujarat", 16, "Ahmedabad"],
  [10, "High Court of Punjab and Haryana", 17, "Chandigarh"],
  [11, "High Court of Rajasthan", 18, "Jodhpur"],
  [12, "High Court of Madhya Pradesh", 20, "Jabalpur"],
  [13, "High Court for the State of Telangana", 23, "Hyderabad"],
  [14, "High Court of Patna", 24, "Patna"],
  [15, "High Court of Orissa", 25, "Cuttack"],
  [16, "Gauhati High Court", 26, "Guwahati"],
  [17, "High Court of Andhra Pradesh", 40, "Amaravati"],
  [18, "High Court of Chhattisgarh", 41, "Bilaspur"],
  [19, "High Court of Himachal Pradesh", 42, "Shimla"],
  [20, "High Court of Jammu & Kashmir and Ladakh", 43, "Srinagar"],
  [21, "High Court of Jharkhand", 45, "Ranchi"],
  [22, "High Court of Manipur", 46, "Imphal"],
  [23, "High Court of Meghalaya", 47, "Shillong"],
  [24, "High Court of Sikkim", 48, "Gangtok"],
  [25, "High Court of Tripura", 49, "Agartala"],
  [26, "High Court of Uttarakhand", 50, "Nainital"],
];

/** The other branches, each a bench of its court: [branch id, court id, branch]; in a court's order. */
const BENCHES: readonly (readonly [number, number, string])[] = [
  [3, 3, "Nagpur"],
  [4, 3, "Aurangabad"],
  [5, 3, "Goa at Panaji"],
  [35, 3, "Kolhapur"],
  [7, 4, "Madurai"],
  [9, 5, "Port Blair"],
  [36, 5, "Jalpaiguri"],
  [11, 6, "Lucknow"],
  [13, 7, "Dharwad"],
  [14, 7, "Kalaburagi"],
  [19, 11, "Jaipur"],
  [21, 12, "Indore"],
  [22, 12, "Gwalior"],
  [37, 16, "Kohima"],
  [38, 16, "Aizawl"],
  [39, 16, "Itanagar"],
  [44, 20, "Jammu Wing"],
];

function build(): MasterCourt[] {
  return COURTS_AND_SEATS.map(([id, name, seatId, seat]) => ({
    id,
    name,
    supreme: name === "Supreme Court",
    branches: [{ id: seatId, name: seat }, ...BENCHES.filter(([, court]) => court === id).map(([bid, , b]) => ({ id: bid, name: b }))],
  }));
}

/** Courts by id; each court's branches with its principal seat first. */
export const COURTS_MASTER: readonly MasterCourt[] = /* @__PURE__ */ build();

/** A court of the master by its fresh-database id (for the tables that refer to it by id, as the head reader's). */
export function masterCourt(id: number): MasterCourt {
  const court = COURTS_MASTER.find((c) => c.id === id);
  if (!court) throw new Error(`no court ${id} in the courts master`);
  return court;
}

/** A branch of a master court by its fresh-database id. */
export function masterBranch(court: MasterCourt, id: number): MasterBranch {
  const branch = court.branches.find((b) => b.id === id);
  if (!branch) throw new Error(`no branch ${id} of ${court.name} in the courts master`);
  return branch;
}
