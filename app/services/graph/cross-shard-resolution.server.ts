/**
 * The stored resolution of references across case shards (issue 36, decisions 132 and 133): after a
 * write's own batch, the references its shard could not resolve are looked up in every other
 * database, and references elsewhere waiting on the written cases are linked to them. One
 * database's own resolution is citation-graph.server.ts's (citationGraphStatements).
 */
import { FIRM_RESOLUTIONS, RESOLUTIONS, sqlList, type Resolution } from "../../../search-index/graph-sql";
import { NEGATIVE_TREATMENTS, type Treatment } from "../../../search-index/treatment";
import type { AppContext, Db } from "../../utils/context.server";
import { eachCaseDb, sharded } from "../cases/case-shard-of.server";
import { refreshIncoming } from "./incoming.server";

/**
 * The case carrying each citation key in one database, as one database's resolution orders carriers
 * (CARRIER_ORDER: a published original first; an unpublished or deleted case, or a second copy of a
 * judgment, only when nothing better carries it; then the lowest id), each key once with its `rank`
 * (0 for a published original) to order the databases' answers alike: by the keys themselves
 * (`k.key`, a JSON array), or the written cases' own keys (`k.doc_id`, their ids). A moved case's
 * tombstone (no search key) carries nothing here.
 */
const carriersSql = (by: "k.key" | "k.doc_id") => `select key, docId, rank from (
    select k.key, k.doc_id as docId, rank, row_number() over (partition by k.key order by rank, k.doc_id) as nth
      from (select k.key, k.doc_id, (c.deleted_at is not null) * 4 + (c.live = 0) * 2
                 + exists (select 1 from case_duplicates cp where cp.doc_id = k.doc_id and cp.status <> 'separate') as rank
              from case_citation_keys k cross join cases c on c.doc_id = k.doc_id
             where ${by} in (select value from json_each(?)) and c.search_key is not null) k)
  where nth = 1`;
const CARRIERS_SQL = carriersSql("k.key");
const OWN_KEYS_SQL = carriersSql("k.doc_id");

/** How a reference is resolved, strongest first (one database's resolutionSql order; staff apart): a link across shards replaces only a weaker one. */
const STRENGTH: readonly Resolution[] = RESOLUTIONS.filter((h) => h !== "staff");
const weakerThan = (how: Resolution) => sqlList(STRENGTH.slice(STRENGTH.indexOf(how) + 1));

/**
 * Links references waiting on one of the keys ([key, doc id] pairs as JSON) to its case — unresolved
 * ones, and those resolved in their own shard by something weaker than a citation (one database
 * links by the citation first); returns each pair linked.
 */
const LINK_WAITING_SQL = `update case_references set cited_doc_id = x.doc, resolved_by = 'citation'
  from (select value ->> 0 as key, value ->> 1 as doc from json_each(?)) x
  where (case_references.cited_doc_id is null or case_references.resolved_by in ${weakerThan("citation")}) and case_references.cited_key = x.key and case_references.doc_id <> x.doc
  returning case_references.doc_id as docId, case_references.cited_doc_id as citedDocId, case_references.treatment`;

/** … and those waiting on one of the keys less its volume ("(1955) SCR 707" for "(1955) 1 SCR 707"), as one database's write links them. */
const LINK_WAITING_LOOSE_SQL = `update case_references set cited_doc_id = x.doc, resolved_by = 'citation-no-volume'
  from (select value ->> 0 as key, value ->> 1 as doc from json_each(?)) x
  where (+case_references.cited_doc_id is null or case_references.resolved_by in ${weakerThan("citation-no-volume")}) and case_references.loose_key = x.key and case_references.doc_id <> x.doc
  returning case_references.doc_id as docId, case_references.cited_doc_id as citedDocId, case_references.treatment`;

/** Not a second copy of a judgment (decision 064): copies neither carry a name nor are linked by one. */
const NOT_COPY = "not exists (select 1 from case_duplicates cp where cp.doc_id = n.doc_id and cp.status <> 'separate')";

/**
 * The cases known by each name key (a JSON array) in one database: how many (the lowest id with
 * them). A name resolves only where it is one case's over every database (precision first, as
 * one database's `nameSql`).
 */
const NAME_CARRIERS_SQL = `select n.key, count(distinct n.doc_id) as n, min(n.doc_id) as docId from case_name_keys n
  where n.key in (select value from json_each(?)) and ${NOT_COPY} group by n.key`;

/** In the written cases' own database: the cases carrying the name keys of their unresolved references, or one of their own name keys. */
const OWN_NAMES_SQL = `select n.key, n.doc_id as docId, n.doc_id in (select value from json_each(?1)) as written from case_name_keys n
  where n.key in (select name_key from case_references where doc_id in (select value from json_each(?1)) and (cited_doc_id is null or resolved_by = 'name-cited') and name_key is not null
                  union select key from case_name_keys where doc_id in (select value from json_each(?1)))
    and ${NOT_COPY}`;

/** How many references wait unresolved on each of these name keys (a JSON array) in one database. */
const WAITING_NAMES_SQL = `select name_key as key, count(*) as n from case_references
  where name_key in (select value from json_each(?)) and (cited_doc_id is null or resolved_by = 'name-cited') group by name_key`;

/** Links references waiting unresolved on one of the names ([name key, doc id] pairs as JSON), or resting on the weaker name as cited, to its case; returns each pair linked. */
const LINK_WAITING_NAMES_SQL = `update case_references set cited_doc_id = x.doc, resolved_by = 'name-year'
  from (select value ->> 0 as key, value ->> 1 as doc from json_each(?)) x
  where (case_references.cited_doc_id is null or case_references.resolved_by = 'name-cited') and case_references.name_key = x.key and case_references.doc_id <> x.doc
  returning case_references.doc_id as docId, case_references.cited_doc_id as citedDocId, case_references.treatment`;

/** References linked by one of these name keys (a JSON array) wait again: the name is two cases' (precision first); returns their citing judgments. */
const UNLINK_NAMES_SQL = `update case_references set cited_doc_id = null, resolved_by = null
  where resolved_by = 'name-year' and name_key in (select value from json_each(?)) returning doc_id as docId`;

/**
 * The firm references (by a citation, its volume-less form, an equal citation or staff) under these
 * name keys (a JSON array) in one database: each one's citing and cited case — what one database's
 * "name as cited" (decision 078, nameCitedSql) reads.
 */
const FIRM_NAMES_SQL = `select name_key as key, doc_id as d, cited_doc_id as c from case_references
  where name_key in (select value from json_each(?)) and resolved_by in ${sqlList(FIRM_RESOLUTIONS)} and cited_doc_id is not null`;

/** The names the written judgments' own firm references give (as FIRM_NAMES_SQL counts them). */
const OWN_FIRM_NAMES_SQL = `select distinct name_key as key from case_references
  where doc_id in (select value from json_each(?)) and resolved_by in ${sqlList(FIRM_RESOLUTIONS)} and name_key is not null`;

/** References under these name keys (a JSON array) that wait, or rest on a name as cited: what a new firm reference under a name may answer. */
const UNDER_NAMES_SQL = `select doc_id as d, position as p, name_key as key, cited_doc_id as c, resolved_by as how from case_references
  where name_key in (select value from json_each(?)) and (cited_doc_id is null or resolved_by = 'name-cited')`;

/** Sets the links by a name decided across shards ([doc id, position, cited or null, how or null] as JSON), where they still wait or rest on a name as cited. */
const SET_BY_NAME_SQL = `update case_references set cited_doc_id = x.value ->> 2, resolved_by = x.value ->> 3 from json_each(?) x
  where case_references.doc_id = x.value ->> 0 and case_references.position = x.value ->> 1 and (case_references.cited_doc_id is null or case_references.resolved_by = 'name-cited')
  returning case_references.doc_id as docId, case_references.cited_doc_id as citedDocId, case_references.treatment`;

/** A name key's of the year before or after ("a v b|1962", +1 → "a v b|1963"): a report's year and the decision's differ by one. */
function besideYear(key: string, offset: number): string {
  const at = key.lastIndexOf("|");
  return `${key.slice(0, at)}|${Number(key.slice(at + 1)) + offset}`;
}

/** The citations some judgment in one database writes beside each of these keys (a JSON array) as their equals (decision 062). */
const EQUALS_SQL = `select distinct key, equal_key as equalKey from case_citation_equals where key in (select value from json_each(?))`;

/** The citations some judgment in one database writes beside one of these keys (a JSON array): references waiting on them may link the key's case. */
const EQUAL_TO_SQL = `select distinct key, equal_key as equalKey from case_citation_equals where equal_key in (select value from json_each(?))`;

/** Links references waiting unresolved on one of the keys ([key, doc id] pairs as JSON) to its case by an equal citation; returns each pair linked. */
const LINK_WAITING_EQUALS_SQL = `update case_references set cited_doc_id = x.doc, resolved_by = 'equal-citation'
  from (select value ->> 0 as key, value ->> 1 as doc from json_each(?)) x
  where (case_references.cited_doc_id is null or case_references.resolved_by in ${weakerThan("equal-citation")}) and case_references.cited_key = x.key and case_references.doc_id <> x.doc
  returning case_references.doc_id as docId, case_references.cited_doc_id as citedDocId, case_references.treatment`;

type Linked = { docId: number; citedDocId: number; treatment: Treatment };

/** A firm reference under a name: its citing (`d`) and cited (`c`) case (FIRM_NAMES_SQL). */
type Firm = { key: string; d: number; c: number };

/** A reference under a name (UNDER_NAMES_SQL): its judgment, position, name key, the case it is linked to and how. */
type Under = { d: number; p: number; key: string; c: number | null; how: string | null };

/** A name's carriers in one database or more (NAME_CARRIERS_SQL): how many, and the lowest id. */
type NameCount = { key: string; n: number; docId: number };

/** Adds databases' name carriers to `into` (summed, the lowest id kept); returns it. */
function countNames(into: Map<string, { n: number; docId: number }>, rows: NameCount[]) {
  for (const r of rows) {
    const had = into.get(r.key);
    into.set(r.key, { n: (had?.n ?? 0) + r.n, docId: Math.min(had?.docId ?? r.docId, r.docId) });
  }
  return into;
}

/** A database's carrier of a key (carriersSql). */
type Carrier = { key: string; docId: number; rank: number };

/** Each key's carrier over the databases: the best rank, then the lowest id (one database's CARRIER_ORDER). */
function bestCarriers(rows: Carrier[]): Map<string, number> {
  const best = new Map<string, Carrier>();
  for (const r of rows) {
    const had = best.get(r.key);
    if (!had || r.rank < had.rank || (r.rank === had.rank && r.docId < had.docId)) best.set(r.key, r);
  }
  return new Map([...best].map(([key, r]) => [key, r.docId]));
}

/** What resolveAcrossShards linked: how many of the written cases' references, and [citing, cited, level] of the references elsewhere now linked to them. */
export type CrossShardResolution = { linked: number; cited: [number, number, number][] };

/**
 * The stored resolution across shards (issue 36, decisions 132 and 133), after a write's own batch, both ways:
 * - the references of the written cases (`docIds`, in `db`, shard `shardId`) that their own shard
 *   left unresolved, or resolved by something weaker than a citation, are looked up in every other
 *   database, in parallel, and linked in `db` when the answer is stronger (one database's order):
 *   by their citation, then its volume-less form, to the published original of lowest id carrying
 *   it; by an equal citation some judgment anywhere writes beside it; failing those (unresolved
 *   only), by the case name and year, where exactly one case over every database carries it (none
 *   in their own);
 * - references in every other database waiting on one of the written cases' own citations (written
 *   before them; unresolved or weaker) are linked to them there — one indexed update each — and
 *   those waiting on one of their name keys, where the written case is the only one carrying it
 *   anywhere, or on a citation written beside one of their keys (a further update, only where such
 *   references are); and references anywhere waiting on one side of an equal a written judgment
 *   states are linked to the case carrying the other (decision 135);
 * - precision first over the corpus, as one database's name lookup: a name two cases carry, in any
 *   databases, links no reference — those a shard linked by a name that another database's case
 *   carries too, and, in every database, those linked before by a written case's name that is now
 *   two cases' (decision 136).
 * A shard's `case_references.cited_doc_id` has no foreign key (CROSS_SHARD_LINKS, migration 0039):
 * the citing shard holds the link. Authorities of the citing case and the watch alerts of the cited
 * one then read a stored link. Without shards: nothing (one database resolved them all).
 */
export async function resolveAcrossShards(ctx: AppContext, db: Db, shardId: number, docIds: number[]): Promise<CrossShardResolution> {
  const none: CrossShardResolution = { linked: 0, cited: [] };
  if (!docIds.length || !sharded(ctx)) return none;
  const d1 = db.$client;
  const written = JSON.stringify(docIds);
  const [waitingRows, ownRows, ownNameRows, ownFirmNames] = await d1.batch<Record<string, unknown>>([
    d1
      .prepare(
        `select doc_id as docId, position, cited_key as citedKey, loose_key as looseKey, name_key as nameKey, resolved_by as how, cited_doc_id as citedDocId from case_references
          where doc_id in (select value from json_each(?)) and (cited_doc_id is null or resolved_by in ${weakerThan("citation")})`,
      )
      .bind(written),
    d1.prepare(OWN_KEYS_SQL).bind(written),
    d1.prepare(OWN_NAMES_SQL).bind(written),
    d1.prepare(OWN_FIRM_NAMES_SQL).bind(written),
  ]);
  // As one database links references waiting on a written case's keys: whatever the case is (published or not, a copy or not).
  const ownKeys = (ownRows.results as { key: string; docId: number }[]).map((r) => [r.key, r.docId] as [string, number]);
  // Unresolved, or resolved in their own shard by something weaker than a citation: another shard may hold a stronger answer.
  const waiting = waitingRows.results as { docId: number; position: number; citedKey: string; looseKey: string | null; nameKey: string | null; how: Resolution | null; citedDocId: number | null }[];
  const own = JSON.stringify(ownKeys);
  const keys = JSON.stringify([...new Set(waiting.flatMap((w) => (w.looseKey ? [w.citedKey, w.looseKey] : [w.citedKey])))]);
  // The carriers of each name in this database: the written cases' own names, and those their references wait on.
  const here = new Map<string, { docId: number; written: boolean }[]>();
  for (const r of ownNameRows.results as { key: string; docId: number; written: number }[]) here.set(r.key, [...(here.get(r.key) ?? []), { docId: r.docId, written: r.written === 1 }]);
  const ownNames = [...here.entries()].filter(([, carriers]) => carriers.some((c) => c.written)).map(([key]) => key);
  // The names the written judgments firmly cite cases by: references anywhere waiting under them (or the years beside) may now
  // resolve by the name as cited (decision 078), which counts the firm references under their name and the years beside it —
  // or by the name and year, when one case carries it. (With the names of their references this pass may link firmly.)
  const firmNames = [...(ownFirmNames.results as { key: string }[]).map((r) => r.key), ...waiting.flatMap((w) => (w.nameKey && w.how !== "citation" ? [w.nameKey] : []))];
  const near = [...new Set(firmNames.flatMap((k) => [k, besideYear(k, -1), besideYear(k, 1)]))];
  const nearNames = JSON.stringify(near);
  const names = JSON.stringify([...new Set([...here.keys(), ...waiting.flatMap((w) => (w.nameKey ? [w.nameKey] : [])), ...near])]);
  if (!waiting.length && own === "[]" && !ownNames.length && !near.length) return none;
  const everyDb = eachCaseDb(ctx);
  const others = everyDb.filter((d) => d.shardId !== shardId);
  const waitingKeys = JSON.stringify([...new Set(waiting.map((w) => w.citedKey))]);
  const ownKeyList = JSON.stringify([...new Set(ownKeys.map(([key]) => key))]);
  // The names the waiting references (or those their shard linked by a name as cited) give, of their year and the years beside.
  const asCited = JSON.stringify([
    ...new Set([
      ...waiting.flatMap((w) => (w.nameKey && (w.how === null || w.how === "name-cited") ? [w.nameKey, besideYear(w.nameKey, -1), besideYear(w.nameKey, 1)] : [])),
      ...near.flatMap((k) => [k, besideYear(k, -1), besideYear(k, 1)]),
    ]),
  ]);
  // The equal citations written anywhere — this database's too, whose own resolution looked for their cases here only — and its firm references under those names.
  const [ownEquals, ownEqualTo, stated, ownFirm, ownUnder, ownNearNamed] = await d1.batch<Record<string, unknown>>([
    d1.prepare(EQUALS_SQL).bind(waitingKeys),
    d1.prepare(EQUAL_TO_SQL).bind(ownKeyList),
    d1.prepare("select distinct key, equal_key as equalKey from case_citation_equals where doc_id in (select value from json_each(?))").bind(written),
    d1.prepare(FIRM_NAMES_SQL).bind(asCited),
    d1.prepare(UNDER_NAMES_SQL).bind(nearNames),
    d1.prepare(NAME_CARRIERS_SQL).bind(nearNames),
  ]);
  type Equal = { key: string; equalKey: string };
  const answers = await Promise.all(
    others.map(async ({ db: other }) => {
      const o = other.$client;
      const [carriers, linked, linkedLoose, named, waitingNamed, equals, equalTo, firm, under] = await o.batch<Record<string, unknown>>([
        o.prepare(CARRIERS_SQL).bind(keys),
        o.prepare(LINK_WAITING_SQL).bind(own),
        o.prepare(LINK_WAITING_LOOSE_SQL).bind(own),
        o.prepare(NAME_CARRIERS_SQL).bind(names),
        o.prepare(WAITING_NAMES_SQL).bind(JSON.stringify(ownNames)),
        o.prepare(EQUALS_SQL).bind(waitingKeys),
        o.prepare(EQUAL_TO_SQL).bind(ownKeyList),
        o.prepare(FIRM_NAMES_SQL).bind(asCited),
        o.prepare(UNDER_NAMES_SQL).bind(nearNames),
      ]);
      return {
        carriers: carriers.results as Carrier[],
        linked: [...(linked.results as Linked[]), ...(linkedLoose.results as Linked[])],
        named: named.results as NameCount[],
        waitingNamed: new Set((waitingNamed.results as { key: string }[]).map((r) => r.key)),
        equals: equals.results as Equal[],
        equalTo: equalTo.results as Equal[],
        firm: firm.results as Firm[],
        under: under.results as Under[],
      };
    }),
  );
  // Equal citations (decision 062) across shards, a second round trip only when some judgment states one:
  // the carriers, in every database, of the citations written beside the waiting references' keys; and the
  // references, in every database, waiting on a citation written beside one of the written cases' keys.
  const equalsOf = new Map<string, Set<string>>();
  for (const e of [...(ownEquals.results as Equal[]), ...answers.flatMap((a) => a.equals)]) equalsOf.set(e.key, (equalsOf.get(e.key) ?? new Set()).add(e.equalKey));
  const caseOfKey = new Map(ownKeys);
  const equalPairs = [...new Map([...(ownEqualTo.results as Equal[]), ...answers.flatMap((a) => a.equalTo)].map((e) => [e.key, caseOfKey.get(e.equalKey)!] as [string, number])).entries()].filter(([key]) => !caseOfKey.has(key));
  const equalKeys = JSON.stringify([...new Set([...[...equalsOf.values()].flatMap((set) => [...set]), ...(stated.results as Equal[]).map((e) => e.equalKey)])]);
  const second = equalsOf.size || equalPairs.length || stated.results.length
    ? await Promise.all(
        everyDb.map(async ({ db: each }) => {
          const o = each.$client;
          const [carriers, linked] = await o.batch<Record<string, unknown>>([
            o.prepare(CARRIERS_SQL).bind(equalKeys),
            ...(equalPairs.length ? [o.prepare(LINK_WAITING_EQUALS_SQL).bind(JSON.stringify(equalPairs))] : []),
          ]);
          return { carriers: carriers.results as Carrier[], linked: (linked?.results ?? []) as Linked[] };
        }),
      )
    : [];
  const equalCarrier = bestCarriers(second.flatMap((a) => a.carriers));
  const carrier = bestCarriers(answers.flatMap((a) => a.carriers));
  const firm = [...(ownFirm.results as Firm[]), ...answers.flatMap((a) => a.firm)];
  // Each name's carriers in the other databases: how many, and the one when it is one.
  const elsewhere = countNames(new Map(), answers.flatMap((a) => a.named));
  const strength = (how: string | null) => (how === null ? STRENGTH.length : STRENGTH.indexOf(how as Resolution));
  const links = waiting.flatMap((w) => {
    const found = strongerAnswer(w);
    // Kept only when stronger than what the reference's own shard found (nothing, or a weaker link); the old one carried to the update.
    if (found && strength(found[3] as string) < strength(w.how)) return [[...found, w.how]];
    // A name its shard found one case of, while another database holds another: two cases carry it, the link goes (precision first);
    // the same for a name as cited that firm references over the databases give two cases.
    if (w.how === "name-year" && w.nameKey && namedElsewhere(w.nameKey, w.citedDocId)) return [[w.docId, w.position, null, null, w.how]];
    return w.how === "name-cited" && citedUnder(w).size > 1 ? [[w.docId, w.position, null, null, w.how]] : [];
  });
  /** The cases firm references over every database cite under the reference's name, of its year or the one beside (not it, not its own judgment's). */
  function citedUnder(w: { docId: number; nameKey: string | null }): Set<number> {
    if (!w.nameKey) return new Set();
    const under = new Set([w.nameKey, besideYear(w.nameKey, -1), besideYear(w.nameKey, 1)]);
    return new Set(firm.filter((r) => under.has(r.key) && r.d !== w.docId && r.c !== w.docId).map((r) => r.c));
  }
  /** Whether a case other than `linked` carries the name in another database. */
  function namedElsewhere(key: string, linked: number | null) {
    const there = elsewhere.get(key);
    return !!there && (there.n > 1 || there.docId !== linked);
  }
  function strongerAnswer(w: (typeof waiting)[number]): unknown[] | null {
    const exact = carrier.get(w.citedKey);
    if (exact !== undefined && exact !== w.docId) return [w.docId, w.position, exact, "citation"];
    const loose = w.looseKey ? carrier.get(w.looseKey) : undefined;
    if (loose !== undefined && loose !== w.docId) return [w.docId, w.position, loose, "citation-no-volume"];
    // An equal citation some judgment writes beside its key: the lowest id carrying one.
    const equal = Math.min(...[...(equalsOf.get(w.citedKey) ?? [])].flatMap((k) => (equalCarrier.has(k) && equalCarrier.get(k) !== w.docId ? [equalCarrier.get(k)!] : [])));
    if (Number.isFinite(equal)) return [w.docId, w.position, equal, "equal-citation"];
    // By name and year: none in its own database (which would have linked or found two), one case in all the others —
    // for a reference its shard left waiting, or linked only by the name other judgments cite (decision 078, weaker).
    if (w.how !== null && w.how !== "name-cited") return null;
    const one = w.nameKey ? elsewhere.get(w.nameKey) : undefined;
    const ownCarriers = w.nameKey ? (here.get(w.nameKey) ?? []).filter((c) => c.docId !== w.docId) : [];
    if (one?.n === 1 && !ownCarriers.length && one.docId !== w.docId) return [w.docId, w.position, one.docId, "name-year"];
    // By the name other judgments firmly cite a case by (decision 078), over every database: one case only.
    const cited = w.how === null ? [...citedUnder(w)] : [];
    return cited.length === 1 ? [w.docId, w.position, cited[0], "name-cited"] : null;
  }
  if (links.length) {
    await d1
      .prepare(
        `update case_references set cited_doc_id = x.value ->> 2, resolved_by = x.value ->> 3 from json_each(?) x
         where case_references.doc_id = x.value ->> 0 and case_references.position = x.value ->> 1
           and (case_references.cited_doc_id is null or case_references.resolved_by = x.value ->> 4)`,
      )
      .bind(JSON.stringify(links))
      .run();
  }
  // The equals the written judgments state (their own text: "[1963] INSC 197; [1964] 5 SCR 12"): references waiting anywhere on one
  // side linked to the case carrying the other, in every database (a third round trip, only when one is carried). After the written
  // judgments' own links above: a reference of theirs that a case carrying its citation answers keeps that stronger link.
  const statedPairs = [...new Map((stated.results as Equal[]).flatMap((e) => (equalCarrier.has(e.equalKey) ? [[e.key, equalCarrier.get(e.equalKey)!] as [string, number]] : []))).entries()];
  const third = statedPairs.length ? await updateEverywhere<Linked>(ctx, LINK_WAITING_EQUALS_SQL, () => JSON.stringify(statedPairs), shardId, docIds) : [];
  // References elsewhere waiting on a name that only a written case carries, in every database: linked to it where they wait.
  const unique = ownNames.flatMap((key) => {
    const carriers = here.get(key)!;
    return carriers.length === 1 && carriers[0].written && !elsewhere.has(key) ? [[key, carriers[0].docId] as [string, number]] : [];
  });
  const named = await Promise.all(
    others.map(async ({ db: other, shardId: at }, i) => {
      const pairs = unique.filter(([key]) => answers[i].waitingNamed.has(key));
      if (!pairs.length) return [];
      const linked = (await other.$client.prepare(LINK_WAITING_NAMES_SQL).bind(JSON.stringify(pairs)).all<Linked>()).results;
      // A reference that rested on a name as cited may have left a case of a third shard: its incoming rows afresh (decision 133).
      if (linked.length) await refreshIncoming(ctx, other, at, [...new Set(linked.map((r) => r.docId))]);
      return linked;
    }),
  );
  // A written case's name that a case of another database carries too (or two here, one linked from elsewhere before): two
  // cases carry it over the corpus, so no reference anywhere is linked by it (one database's nameSql). Those linked by it before
  // wait again; their incoming rows are made afresh (the written cases' own, after this, by the write).
  const twoCarry = JSON.stringify(ownNames.filter((key) => (here.get(key)?.length ?? 0) + (elsewhere.get(key)?.n ?? 0) > 1));
  if (twoCarry !== "[]") await updateEverywhere(ctx, UNLINK_NAMES_SQL, () => twoCarry, shardId, docIds);
  // References anywhere under a name the written judgments firmly cite by (not theirs: done above) — resolved by the name as
  // cited over every database: the one case the firm references under it give, or none when they give two.
  // The written judgments' references this pass linked firmly count as firm references under their names.
  const nameAt = new Map(waiting.map((w) => [`${w.docId}:${w.position}`, w.nameKey]));
  for (const l of links) {
    const key = nameAt.get(`${l[0] as number}:${l[1] as number}`);
    if (key && l[2] !== null && FIRM_RESOLUTIONS.includes(l[3] as Resolution)) firm.push({ key, d: l[0] as number, c: l[2] as number });
  }
  const underIn = new Map<number, Under[]>([[shardId, (ownUnder.results as Under[]).filter((r) => !docIds.includes(r.d))], ...others.map(({ shardId: at }, i) => [at, answers[i].under] as [number, Under[]])]);
  // The cases carrying each of those names over every database (this one's and the others'), for the name and year first.
  const carrying = countNames(new Map(elsewhere), ownNearNamed.results as NameCount[]);
  const asNamed = new Map<number, string>();
  for (const [at, rows] of underIn) {
    const changes = rows.flatMap((r): (number | string | null)[][] => {
      const one = carrying.get(r.key);
      if (one?.n === 1 && one.docId !== r.d) return [[r.d, r.p, one.docId, "name-year"]];
      const cited = [...citedUnder({ docId: r.d, nameKey: r.key })];
      if (cited.length === 1) return cited[0] === r.c ? [] : [[r.d, r.p, cited[0], "name-cited"]];
      return r.how === "name-cited" ? [[r.d, r.p, null, null]] : [];
    });
    if (changes.length) asNamed.set(at, JSON.stringify(changes));
  }
  const byName = asNamed.size ? await updateEverywhere<Linked>(ctx, SET_BY_NAME_SQL, (at) => asNamed.get(at) ?? null, shardId, docIds) : [];
  // Each (citing, cited) pair once, at its strongest level (2: overruled or doubted), as the watch alerts count them.
  const levels = new Map<string, [number, number, number]>();
  for (const r of [...answers.flatMap((a) => a.linked), ...named.flat(), ...second.flatMap((a) => a.linked), ...third, ...byName.filter((r) => r.citedDocId !== null)]) {
    const level = NEGATIVE_TREATMENTS.includes(r.treatment) ? 2 : 1;
    const k = `${r.docId}:${r.citedDocId}`;
    if ((levels.get(k)?.[2] ?? 0) < level) levels.set(k, [r.docId, r.citedDocId, level]);
  }
  return { linked: links.filter((l) => l[2] !== null).length, cited: [...levels.values()] };
}

/**
 * One update (returning the changed references' citing `docId`) run in every database at once (bound
 * to `bind(shardId)`; a database it gives null is skipped); the
 * citing judgments changed there get their incoming rows afresh (decision 133) — except the cases
 * being written (`docIds` in shard `shardId`), whose write refreshes them after the resolution.
 * Returns every changed row.
 */
async function updateEverywhere<T extends { docId: number }>(ctx: AppContext, sql: string, bind: (shardId: number) => string | null, shardId: number, docIds: number[]): Promise<T[]> {
  const changed = await Promise.all(
    eachCaseDb(ctx).map(async ({ db: each, shardId: at }) => {
      const value = bind(at);
      if (value === null) return [];
      const rows = (await each.$client.prepare(sql).bind(value).all<T>()).results;
      const others = [...new Set(rows.map((r) => r.docId))].filter((id) => at !== shardId || !docIds.includes(id));
      if (others.length) await refreshIncoming(ctx, each, at, others);
      return rows;
    }),
  );
  return changed.flat();
}
