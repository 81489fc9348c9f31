/**
 * Permalinks by citation (issue 25 item 3, docs/decisions/066): `/c/SCC/1973/4/225` and
 * `/c?cite=…` name a citation, never a doc id; it is resolved on every request by the citation
 * keys table (case_citation_keys, written by every case write — decision 053), so a permalink keeps
 * working when the case is re-imported, edited or given another id.
 */
import { looseKey } from "../../../search-index/citation-graph";
import { parseCitation, type ParsedCitation } from "../../../search-index/citations";
import { isParaLabel } from "../../../search-index/paragraphs";
import { parsePermalink } from "../../../search-index/permalinks";
import type { AppContext } from "../../utils/context.server";
import { sharded } from "../cases/case-shard-of.server";
import { casesByKeys } from "../cases/case-view.server";
import { lookupSession } from "../../utils/session.server";

export type PermalinkCase = { docId: number; title: string; decidedDate: string | null; court: string | null };

/** What a permalink request asks for, read from its path (after /c/) or its ?cite=. */
export type PermalinkRequest =
  | { ok: true; citation: ParsedCitation; para: string | null }
  | { ok: false; problem: "not-a-citation" | "bad-para" | "empty"; asked: string };

/** The longest ?cite= read (a citation is short; a pasted paragraph is not one). */
const MAX_CITE = 200;

/** Reads a permalink's path and query. Pure. */
export function readPermalink(url: URL): PermalinkRequest {
  const rest = url.pathname.replace(/^\/c\/?/, "");
  let segments: string[];
  try {
    segments = rest ? rest.split("/").map((s) => decodeURIComponent(s)) : [];
  } catch {
    return { ok: false, problem: "not-a-citation", asked: rest };
  }
  const cite = (url.searchParams.get("cite") ?? "").trim();
  const asked = segments.length ? segments.join("/") : cite;
  if (!segments.length && !cite) return { ok: false, problem: "empty", asked: "" };
  const para = url.searchParams.get("para")?.trim() || null;
  if (para !== null && !isParaLabel(para)) return { ok: false, problem: "bad-para", asked: para.slice(0, 40) };
  const citation = segments.length ? parsePermalink(segments) : cite.length <= MAX_CITE ? parseCitation(cite) : null;
  if (!citation) return { ok: false, problem: "not-a-citation", asked: asked.slice(0, MAX_CITE) };
  return { ok: true, citation, para };
}

/**
 * The published cases carrying a citation: by its key, or (for a case whose own citation was
 * recorded without its volume) by the key less the volume, as the citation graph resolves (053).
 */
export async function casesByCitation(ctx: AppContext, citation: ParsedCitation): Promise<PermalinkCase[]> {
  const keys = [citation.key, looseKey(citation.key)].filter((k): k is string => Boolean(k));
  if (sharded(ctx)) return shardedByKeys(ctx, keys);
  const { results } = await ctx.db.$client
    .prepare(
      `select distinct c.doc_id as docId, c.appellant, c.respondent, c.decided_date as decidedDate, co.name as court
       from case_citation_keys k join cases c on c.doc_id = k.doc_id left join courts co on co.id = c.court_id
       where k.key in (select value from json_each(?)) and c.live = 1 and c.deleted_at is null
       order by c.decided_date, c.doc_id limit 50`,
    )
    .bind(JSON.stringify(keys))
    .all<{ docId: number; appellant: string; respondent: string | null; decidedDate: string | null; court: string | null }>();
  return results.map((r) => ({ docId: r.docId, title: `${r.appellant}${r.respondent ? ` v. ${r.respondent}` : ""}`, decidedDate: r.decidedDate, court: r.court }));
}

/**
 * With the cases spread over shards, the keys are in each case's shard: one indexed read of every
 * database that may hold cases (casesByKeys; the interim until decision 122 moves the keys to the
 * catalogue), each case once, the courts' names from the catalogue (one read of the few ids).
 */
async function shardedByKeys(ctx: AppContext, keys: string[]): Promise<PermalinkCase[]> {
  const seen = new Set<number>();
  const found = (await casesByKeys(ctx, keys, 50)).filter((c) => !seen.has(c.docId) && Boolean(seen.add(c.docId)));
  const courtIds = [...new Set(found.flatMap((c) => (c.courtId === null ? [] : [c.courtId])))];
  const names = new Map<number, string>();
  if (courtIds.length) {
    const { results } = await ctx.db.$client.prepare("select id, name from courts where id in (select value from json_each(?))").bind(JSON.stringify(courtIds)).all<{ id: number; name: string }>();
    for (const r of results) names.set(r.id, r.name);
  }
  return found.map((r) => ({ docId: r.docId, title: `${r.appellant}${r.respondent ? ` v. ${r.respondent}` : ""}`, decidedDate: r.decidedDate, court: names.get(r.courtId ?? -1) ?? null }));
}

/** Where a case opens for this reader: the full view for a subscriber with a plan, the guest view for anyone else. */
export async function caseHrefFor(ctx: AppContext, request: Request): Promise<(docId: number, para: string | null, cite?: string) => string> {
  const session = await lookupSession(ctx, request, "user");
  const full = session.status === "active" && Boolean(session.user.plan);
  // The full view is also told the paragraph in its query, so it can say when the judgment has no such paragraph without JavaScript,
  // and the citation asked, so its copy panel offers that one first (decision 102).
  return (docId, para, cite) => {
    const q = new URLSearchParams();
    if (full && para) q.set("para", para);
    if (full && cite) q.set("cite", cite);
    const query = q.size ? `?${q}` : "";
    return `${full ? "/viewCase" : "/guestCase"}/${docId}${query}${para ? `#para-${para}` : ""}`;
  };
}
