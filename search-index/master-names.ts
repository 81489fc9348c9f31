/**
 * The masters' names a case read in a shard is shown with (decision 128): courts, benches, journals
 * and citation categories as the catalogue has them. A case shard carries copies of these tables
 * (its migrations create them, so its joins and foreign keys work), but the staff add a court, a
 * bench or a journal in the catalogue only: a shard's copy lacks whatever came after its
 * migrations. Results read in a shard are named from here, read once a search (one small statement
 * on the catalogue, in parallel with the shards' own reads).
 */
import { CITATION_MASTERS_SQL, readCitationMasters, type CitationMasters } from "./case-citations";
import { courtLabel } from "./court-label";

export type MasterNames = {
  courts: ReadonlyMap<number, string>;
  branches: ReadonlyMap<number, { courtId: number; name: string }>;
  citation: CitationMasters;
};

/** The catalogue's courts, benches, journals and citation categories in one statement. */
export const MASTER_NAMES_SQL = `select (select json_group_array(json_array(id, name)) from courts) as courts,
  (select json_group_array(json_array(id, court_id, name)) from court_branches) as branches,
  ${CITATION_MASTERS_SQL} as citationMasters`;

type Row = { courts: string | null; branches: string | null; citationMasters: string | null };

export function readMasterNamesRow(row: Row | null | undefined): MasterNames {
  const courts = JSON.parse(row?.courts ?? "[]") as [number, string][];
  const branches = JSON.parse(row?.branches ?? "[]") as [number, number, string][];
  return {
    courts: new Map(courts.map(([id, name]) => [Number(id), String(name)])),
    branches: new Map(branches.map(([id, courtId, name]) => [Number(id), { courtId: Number(courtId), name: String(name) }])),
    citation: readCitationMasters(row?.citationMasters),
  };
}

/** The catalogue's masters' names (one read). */
export async function readMasterNames(catalogue: D1Database): Promise<MasterNames> {
  return readMasterNamesRow(await catalogue.prepare(MASTER_NAMES_SQL).first<Row>());
}

/**
 * A case's court as results name it — "High Court of Bombay (Nagpur Bench)" (decision 099) — from
 * the catalogue's names: the bench only when it is one of the case's own court's.
 */
export function courtNamed(names: MasterNames, courtId: number | null | undefined, branchId: number | null | undefined): string | null {
  const court = courtId != null ? (names.courts.get(courtId) ?? null) : null;
  const branch = branchId != null ? names.branches.get(branchId) : undefined;
  return courtLabel(court, branch && branch.courtId === courtId ? branch.name : null);
}
