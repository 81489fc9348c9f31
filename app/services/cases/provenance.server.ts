/**
 * Provenance of a case's source fields (issue 21 item 3, decision 037): for each imported case and
 * field, where its value last came from — `source` (the import), `extracted` (machine-extracted
 * from the text) or `staff` — and, for a field the staff set, the source's differing value.
 * The origins are ranked source < extracted < staff: a write never replaces a field of a higher
 * origin (the import skips a staff field and reports that the source differs). No row means
 * `source`. Rows are written by `writeCase`/`writeCases` in the case's own batch.
 */
import { and, eq, inArray } from "drizzle-orm";
import { caseFieldOrigins, cases, users } from "../../../db/schema";
import type { AppContext, Db } from "../../utils/context.server";
import { caseDbs } from "./case-shard-of.server";
import { FIELD_LABELS, TRACKED_FIELDS, type TrackedField } from "../../utils/tracked-fields";
import { caseRowOf, type CaseInput, type Statement } from "./cases.server";

export { FIELD_LABELS, isTrackedField, TRACKED_FIELDS, type TrackedField } from "../../utils/tracked-fields";

export const ORIGINS = ["source", "extracted", "staff"] as const;
export type Origin = (typeof ORIGINS)[number];
const RANK: Record<Origin, number> = { source: 0, extracted: 1, staff: 2 };

/** May a write of origin `writer` replace a field whose value came from `current`? */
export const mayReplace = (writer: Origin, current: Origin) => RANK[writer] >= RANK[current];

/** The case columns the tracked fields are read from (a stored row or `caseRowOf`'s). */
type TrackedRow = {
  appellant: string;
  respondent: string | null;
  judgeName: string | null;
  allJudges: string | null;
  judgementOrder: string;
  caseNumber: string | null;
  caseYear: number | null;
  decidedDay: number | null;
  decidedMonth: number | null;
  decidedYear: number | null;
};

const pad = (n: number | null | undefined) => (n ? String(n).padStart(2, "0") : "");

/** A tracked field's value as text (null: none); the decided date as YYYY-MM-DD. */
export function fieldValue(row: TrackedRow, field: TrackedField): string | null {
  if (field === "caseYear") return row.caseYear === null || row.caseYear === undefined ? null : String(row.caseYear);
  if (field === "decidedDate") {
    if (!row.decidedDay && !row.decidedMonth && !row.decidedYear) return null;
    return `${row.decidedYear ?? ""}-${pad(row.decidedMonth)}-${pad(row.decidedDay)}`;
  }
  return row[field] ?? null;
}

/** The write shape with one tracked field set from its text value (the inverse of fieldValue). */
export function withFieldValue<T extends CaseInput>(input: T, field: TrackedField, value: string | null): T {
  if (field === "caseYear") return { ...input, caseYear: value && /^\d{1,4}$/.test(value) ? Number(value) : null };
  if (field === "decidedDate") {
    const [y, m, d] = (value ?? "").split("-").map((p) => (/^\d+$/.test(p) ? Number(p) : null));
    return { ...input, decidedYear: y ?? null, decidedMonth: m ?? null, decidedDay: d ?? null };
  }
  if (field === "appellant" || field === "judgementOrder") return { ...input, [field]: value ?? "" };
  return { ...input, [field]: value };
}

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'", "&#x27;": "'", "&nbsp;": " " };

/**
 * A value as compared: spaces collapsed; rich text also without the differences an editor's
 * round trip makes (whitespace between tags, `<br/>`, entities), so opening and saving a case
 * unchanged never counts as a staff edit of its judgment.
 */
function comparable(field: TrackedField, value: string | null): string {
  let v = value ?? "";
  if (field === "judgementOrder") {
    v = v
      .replace(/<br\s*\/?>/gi, "<br>")
      .replace(/>\s+</g, "><")
      .replace(/&(?:amp|lt|gt|quot|#39|#x27|nbsp);/g, (e) => ENTITIES[e]);
  }
  return v.replace(/\s+/g, " ").trim();
}

export const sameValue = (field: TrackedField, a: string | null, b: string | null) => comparable(field, a) === comparable(field, b);

export type OriginRow = { origin: Origin; changedBy: number | null; changedAt: string; sourceValue: string | null; sourceSeenAt: string | null };

/**
 * The origin rows of many cases, by doc id then field (cases with none are absent), each read in
 * the case's own shard (`caseDbs`, issue 36: provenance lives with the case).
 */
export async function loadOrigins(ctx: AppContext, docIds: number[]): Promise<Map<number, Map<string, OriginRow>>> {
  const out = new Map<number, Map<string, OriginRow>>();
  for (const at of await caseDbs(ctx, docIds)) for (const [docId, fields] of await loadOriginsIn(at.db, at.docIds)) out.set(docId, fields);
  return out;
}

/** `loadOrigins` from one database holding the cases (a shard, or the catalogue): one query per 90 cases. */
export async function loadOriginsIn(db: Db, docIds: number[]): Promise<Map<number, Map<string, OriginRow>>> {
  const out = new Map<number, Map<string, OriginRow>>();
  for (let i = 0; i < docIds.length; i += 90) {
    const rows = await db.select().from(caseFieldOrigins).where(inArray(caseFieldOrigins.docId, docIds.slice(i, i + 90))).all();
    for (const { docId, field, ...row } of rows) {
      const fields = out.get(docId) ?? new Map<string, OriginRow>();
      fields.set(field, row);
      out.set(docId, fields);
    }
  }
  return out;
}

/** The columns of the tracked fields (and the ids), for a select. */
export const trackedColumns = {
  docId: cases.docId,
  sourceId: cases.sourceId,
  appellant: cases.appellant,
  respondent: cases.respondent,
  judgeName: cases.judgeName,
  allJudges: cases.allJudges,
  judgementOrder: cases.judgementOrder,
  caseNumber: cases.caseNumber,
  caseYear: cases.caseYear,
  decidedDay: cases.decidedDay,
  decidedMonth: cases.decidedMonth,
  decidedYear: cases.decidedYear,
};

function upsertOrigin(ctx: AppContext, row: typeof caseFieldOrigins.$inferInsert): Statement {
  const { docId: _d, field: _f, ...set } = row;
  return ctx.db.insert(caseFieldOrigins).values(row).onConflictDoUpdate({ target: [caseFieldOrigins.docId, caseFieldOrigins.field], set });
}

/**
 * The origin rows a write of `origin` makes (to run in the write's own batch): each tracked field
 * the write changes on an imported case (one with a source id) gets the writer's origin, who and
 * when; `mark` names fields to mark even if unchanged. A staff change of a field that held the
 * source's value keeps that value as the source's, so the case form can offer it back (a field the
 * source left empty is not offered); a write of
 * origin `source` (the form's "use the source's value") clears it. The import writes only fields
 * of origin source, so a source write without `mark` needs no rows.
 */
export async function originStatements(
  ctx: AppContext,
  writes: { docId: number; input: CaseInput }[],
  opts: { actorId: number | null; origin: Origin; nowIso: string; mark?: TrackedField[] },
): Promise<Statement[]> {
  if (!writes.length || (opts.origin === "source" && !opts.mark?.length)) return [];
  const ids = [...new Set(writes.map((w) => w.docId))];
  const stored = new Map<number, TrackedRow & { sourceId: string | null }>();
  for (let i = 0; i < ids.length; i += 90) {
    for (const row of await ctx.db.select(trackedColumns).from(cases).where(inArray(cases.docId, ids.slice(i, i + 90))).all()) stored.set(row.docId, row);
  }
  // `ctx.db` is the database being written (the write passes its shard's): the rows are read there.
  const origins = await loadOriginsIn(ctx.db, ids);
  const out: Statement[] = [];
  for (const w of writes) {
    const before = stored.get(w.docId);
    if (!before?.sourceId) continue; // staff's own case: no source to protect against
    const after = caseRowOf(w.docId, w.input);
    for (const field of TRACKED_FIELDS) {
      const old = fieldValue(before, field);
      const changed = !sameValue(field, old, fieldValue(after, field));
      if (!changed && !opts.mark?.includes(field)) continue;
      const current = origins.get(w.docId)?.get(field);
      const wasSource = (current?.origin ?? "source") === "source";
      const keepSource =
        opts.origin === "source"
          ? { sourceValue: null, sourceSeenAt: null }
          : wasSource && changed && old !== null
            ? { sourceValue: old, sourceSeenAt: opts.nowIso }
            : { sourceValue: current?.sourceValue ?? null, sourceSeenAt: current?.sourceSeenAt ?? null };
      out.push(upsertOrigin(ctx, { docId: w.docId, field, origin: opts.origin, changedBy: opts.actorId, changedAt: opts.nowIso, ...keepSource }));
    }
  }
  return out;
}

/**
 * The import's note of what the source says about staff fields: the source's value where it
 * differs, cleared where it agrees. Only rows whose note changes are written.
 */
export function sourceNoteStatements(
  ctx: AppContext,
  notes: { docId: number; field: TrackedField; sourceValue: string | null; differs: boolean; current?: OriginRow }[],
  nowIso: string,
): Statement[] {
  const out: Statement[] = [];
  for (const n of notes) {
    const seen = n.current?.sourceSeenAt !== null && n.current?.sourceSeenAt !== undefined;
    if (n.differs ? seen && n.current?.sourceValue === n.sourceValue : !seen) continue;
    out.push(
      ctx.db
        .update(caseFieldOrigins)
        .set(n.differs ? { sourceValue: n.sourceValue, sourceSeenAt: nowIso } : { sourceValue: null, sourceSeenAt: null })
        .where(and(eq(caseFieldOrigins.docId, n.docId), eq(caseFieldOrigins.field, n.field))),
    );
  }
  return out;
}

export type SourceDifference = {
  field: TrackedField;
  label: string;
  sourceValue: string | null;
  seenAt: string;
  changedBy: string | null;
  changedAt: string;
};

/**
 * The staff fields of a case whose source value differs from the value kept, for the case form:
 * the origins from the case's shard, the staff's names from the catalogue (a shard has no users).
 */
export async function sourceDifferences(ctx: AppContext, docId: number, current: TrackedRow): Promise<SourceDifference[]> {
  const fields = (await loadOrigins(ctx, [docId])).get(docId) ?? new Map<string, OriginRow>();
  const staff = [...new Set([...fields.values()].flatMap((r) => (r.changedBy === null ? [] : [r.changedBy])))];
  const names = new Map(
    staff.length ? (await ctx.db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, staff)).all()).map((u) => [u.id, u.name] as const) : [],
  );
  const rows = [...fields].map(([field, r]) => ({
    field,
    origin: r.origin,
    sourceValue: r.sourceValue,
    seenAt: r.sourceSeenAt,
    changedAt: r.changedAt,
    changedBy: r.changedBy === null ? null : (names.get(r.changedBy) ?? null),
  }));
  return TRACKED_FIELDS.flatMap((field) => {
    const r = rows.find((x) => x.field === field);
    if (!r || r.origin === "source" || !r.seenAt || sameValue(field, r.sourceValue, fieldValue(current, field))) return [];
    return [{ field, label: FIELD_LABELS[field], sourceValue: r.sourceValue, seenAt: r.seenAt, changedBy: r.changedBy, changedAt: r.changedAt }];
  });
}
