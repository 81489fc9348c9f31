/**
 * The courts master: the Supreme Court and the 25 High Courts with their seats and permanent
 * benches, as migrations 0001 and 0030 write them on a fresh database (decision 099). One source:
 * the import's placement (app/services/court-placement.server.ts `FIXED_COURT_MASTERS`), the labels
 * of results and the case view (court-label.ts) and the head reader (court-of-head.ts) read it, and
 * courts-master.test.ts checks that the migrations' rows are exactly these.
 *
 * A court's first branch is its principal seat; the others are its benches. The ids are those of a
 * fresh database: code finds courts and benches by name (0030 gives an id already taken by staff's
 * own court to the next free one). Pure and small: court-label.ts puts it in the pages' code.
 */

export type MasterBranch = { id: number; name: string };
export type MasterCourt = { id: number; name: string; supreme: boolean; branches: MasterBranch[] };

const hc = (id: number, name: string, ...branches: [number, string][]): MasterCourt => ({ id, name, supreme: false, branches: branches.map(([bid, b]) => ({ id: bid, name: b })) });

/** Courts by id; each court's branches with its principal seat first. */
export const COURTS_MASTER: readonly MasterCourt[] = [
  { id: 1, name: "Supreme Court", supreme: true, branches: [{ id: 34, name: "Supreme Court of India" }] },
  hc(2, "High Court of Delhi", [1, "New Delhi"]),
  hc(3, "High Court of Bombay", [2, "Mumbai"], [3, "Nagpur"], [4, "Aurangabad"], [5, "Goa at Panaji"], [35, "Kolhapur"]),
  hc(4, "High Court of Madras", [6, "Chennai"], [7, "Madurai"]),
  hc(5, "High Court of Calcutta", [8, "Kolkata"], [9, "Port Blair"], [36, "Jalpaiguri"]),
  hc(6, "High Court of Allahabad", [10, "Prayagraj"], [11, "Lucknow"]),
  hc(7, "High Court of Karnataka", [12, "Bengaluru"], [13, "Dharwad"], [14, "Kalaburagi"]),
  hc(8, "High Court of Kerala", [15, "Ernakulam"]),
  hc(9, "High Court of Gujarat", [16, "Ahmedabad"]),
  hc(10, "High Court of Punjab and Haryana", [17, "Chandigarh"]),
  hc(11, "High Court of Rajasthan", [18, "Jodhpur"], [19, "Jaipur"]),
  hc(12, "High Court of Madhya Pradesh", [20, "Jabalpur"], [21, "Indore"], [22, "Gwalior"]),
  hc(13, "High Court for the State of Telangana", [23, "Hyderabad"]),
  hc(14, "High Court of Patna", [24, "Patna"]),
  hc(15, "High Court of Orissa", [25, "Cuttack"]),
  hc(16, "Gauhati High Court", [26, "Guwahati"], [37, "Kohima"], [38, "Aizawl"], [39, "Itanagar"]),
  hc(17, "High Court of Andhra Pradesh", [40, "Amaravati"]),
  hc(18, "High Court of Chhattisgarh", [41, "Bilaspur"]),
  hc(19, "High Court of Himachal Pradesh", [42, "Shimla"]),
  hc(20, "High Court of Jammu & Kashmir and Ladakh", [43, "Srinagar"], [44, "Jammu Wing"]),
  hc(21, "High Court of Jharkhand", [45, "Ranchi"]),
  hc(22, "High Court of Manipur", [46, "Imphal"]),
  hc(23, "High Court of Meghalaya", [47, "Shillong"]),
  hc(24, "High Court of Sikkim", [48, "Gangtok"]),
  hc(25, "High Court of Tripura", [49, "Agartala"]),
  hc(26, "High Court of Uttarakhand", [50, "Nainital"]),
];

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
