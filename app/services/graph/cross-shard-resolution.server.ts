/**
 * The stored resolution of references across case shards (issue 36, decisions 132 and 133): after a
 * write's own batch, the references its shard could not resolve are looked up in every other
 * database, and references elsewhere waiting on the written cases are linked to them. One
 * database's own resolution is citation-graph.server.ts's (citationGraphStatements).
 */
import { NEGATIVE_TREATMENTS, type Treatment } from "../../../search-index/treatment";
import type { AppContext, Db } from "../../utils/context.server";
import { eachCaseDb, sharded } from "../cases/case-shard-of.server";

/** The published originals carrying any of these keys (a JSON array) in one database, as resolution prefers a carrier. */
const CARRIERS_SQL = `select k.key, min(k.doc_id) as docId from case_citation_keys k cross join cases c on c.doc_id = k.doc_id
  where k.key in (select value from json_each(?)) and c.live = 1 and c.deleted_at is null
    and not exists (select 1 from case_duplicates cp where cp.doc_id = k.doc_id and cp.status <> 'separate')
  group by k.key`;

/** The written cases' own citation keys, each once, for the published originals among them (the lowest id when two carry one). */
const OWN_KEYS_SQL = `select k.key, min(k.doc_id) as docId from case_citation_keys k cross join cases c on c.doc_id = k.doc_id
  where k.doc_id in (select value from json_each(?)) and c.live = 1 and c.deleted_at is null
    and not exists (select 1 from case_duplicates cp where cp.doc_id = k.doc_id and cp.status <> 'separate')
  group by k.key`;

/** Links references waiting unresolved on one of the keys ([key, doc id] pairs as JSON) to its case; returns each pair linked. */
const LINK_WAITING_SQL = `update case_references set cited_doc_id = x.doc, resolved_by = 'citation'
  from (select value ->> 0 as key, value ->> 1 as doc from json_each(?)) x
  where case_references.cited_doc_id is null and case_references.cited_key = x.key and case_references.doc_id <> x.doc
  returning case_references.doc_id as docId, case_references.cited_doc_id as citedDocId, case_references.treatment`;

/** What resolveAcrossShards linked: how many of the written cases' references, and [citing, cited, level] of the references elsewhere now linked to them. */
export type CrossShardResolution = { linked: number; cited: [number, number, number][] };

/**
 * The stored resolution across shards (issue 36, decision 132), after a write's own batch, both ways:
 * - the references of the written cases (`docIds`, in `db`, shard `shardId`) that their own shard
 *   left unresolved are looked up by their citation (then its volume-less form) in every other
 *   database's keys, in parallel — one indexed read each — and linked in `db` to the published
 *   original of lowest id carrying it;
 * - references in every other database waiting unresolved on one of the written cases' own
 *   citations (written before them) are linked to them there — one indexed update each.
 * A shard's `case_references.cited_doc_id` has no foreign key (CROSS_SHARD_LINKS, migration 0039):
 * the citing shard holds the link. Authorities of the citing case and the watch alerts of the cited
 * one then read a stored link; Cited by still fans out (decision 132's incoming rows would make it
 * one lookup). Without shards: nothing (one database resolved them all).
 */
export async function resolveAcrossShards(ctx: AppContext, db: Db, shardId: number, docIds: number[]): Promise<CrossShardResolution> {
  const none: CrossShardResolution = { linked: 0, cited: [] };
  if (!docIds.length || !sharded(ctx)) return none;
  const d1 = db.$client;
  const [waitingRows, ownRows] = await d1.batch<Record<string, unknown>>([
    d1
      .prepare("select doc_id as docId, position, cited_key as citedKey, loose_key as looseKey from case_references where doc_id in (select value from json_each(?)) and cited_doc_id is null")
      .bind(JSON.stringify(docIds)),
    d1.prepare(OWN_KEYS_SQL).bind(JSON.stringify(docIds)),
  ]);
  const waiting = waitingRows.results as { docId: number; position: number; citedKey: string; looseKey: string | null }[];
  const own = JSON.stringify((ownRows.results as { key: string; docId: number }[]).map((r) => [r.key, r.docId]));
  const keys = JSON.stringify([...new Set(waiting.flatMap((w) => (w.looseKey ? [w.citedKey, w.looseKey] : [w.citedKey])))]);
  if (!waiting.length && own === "[]") return none;
  const answers = await Promise.all(
    eachCaseDb(ctx)
      .filter((d) => d.shardId !== shardId)
      .map(async ({ db: other }) => {
        const o = other.$client;
        const [carriers, linked] = await o.batch<Record<string, unknown>>([
          o.prepare(CARRIERS_SQL).bind(keys),
          o.prepare(LINK_WAITING_SQL).bind(own),
        ]);
        return { carriers: carriers.results as { key: string; docId: number }[], linked: linked.results as { docId: number; citedDocId: number; treatment: Treatment }[] };
      }),
  );
  const carrier = new Map<string, number>();
  for (const r of answers.flatMap((a) => a.carriers)) if (!carrier.has(r.key) || carrier.get(r.key)! > r.docId) carrier.set(r.key, r.docId);
  const links = waiting.flatMap((w) => {
    const exact = carrier.get(w.citedKey);
    if (exact !== undefined && exact !== w.docId) return [[w.docId, w.position, exact, "citation"]];
    const loose = w.looseKey ? carrier.get(w.looseKey) : undefined;
    return loose !== undefined && loose !== w.docId ? [[w.docId, w.position, loose, "citation-no-volume"]] : [];
  });
  if (links.length) {
    await d1
      .prepare(
        `update case_references set cited_doc_id = x.value ->> 2, resolved_by = x.value ->> 3 from json_each(?) x
         where case_references.doc_id = x.value ->> 0 and case_references.position = x.value ->> 1 and case_references.cited_doc_id is null`,
      )
      .bind(JSON.stringify(links))
      .run();
  }
  // Each (citing, cited) pair once, at its strongest level (2: overruled or doubted), as the watch alerts count them.
  const levels = new Map<string, [number, number, number]>();
  for (const r of answers.flatMap((a) => a.linked)) {
    const level = NEGATIVE_TREATMENTS.includes(r.treatment) ? 2 : 1;
    const k = `${r.docId}:${r.citedDocId}`;
    if ((levels.get(k)?.[2] ?? 0) < level) levels.set(k, [r.docId, r.citedDocId, level]);
  }
  return { linked: links.length, cited: [...levels.values()] };
}
