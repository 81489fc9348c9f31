/**
 * The case fields whose origin is tracked (decision 037): the fields a source can set, with their
 * labels. Plain data (no `.server`, no zod), shared by the provenance service, the case form's
 * schema (app/services/cases/case-form.schema.ts) and the form.
 */
/** The fields the source can set (decision 025's source fields; the decided date is one field). */
export const TRACKED_FIELDS = ["appellant", "respondent", "judgeName", "allJudges", "judgementOrder", "caseNumber", "caseYear", "decidedDate"] as const;
export type TrackedField = (typeof TRACKED_FIELDS)[number];

export const FIELD_LABELS: Record<TrackedField, string> = {
  appellant: "Appellant",
  respondent: "Respondent",
  judgeName: "Judge Name",
  allJudges: "All Judges",
  judgementOrder: "Judgement / Order",
  caseNumber: "Case Number",
  caseYear: "Case Year",
  decidedDate: "Decided Date",
};

export const isTrackedField = (name: string): name is TrackedField => (TRACKED_FIELDS as readonly string[]).includes(name);
