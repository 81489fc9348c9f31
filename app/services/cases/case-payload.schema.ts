/**
 * The case payload of the published API's `admin/addCase` and `admin/editCase` (back-office §3
 * 'Case (payload for add and edit)', §7): its shape under the spec's names, and its translation to
 * the Add/Edit case form's value, which then goes through the form's own schema
 * (createCaseFormSchema) and service (saveCaseForm) — so the API and the page give the same
 * messages and write through the same `writeCase`. A field's error is named back in the payload's
 * terms (`casePayloadField`). Absent values may be sent as the text 'none' (decision 14).
 * A plain module (no `.server`), like the other input schemas (decision 058).
 */
import { z } from "zod";
import { MAX_CITATION_ROWS, MAX_HEADNOTE_REFS } from "../../utils/case-form-rules";

const Text = z.string().nullish();
/** A text the old clients may send as a number (page number, volume, case number). */
const TextOrNumber = z.union([z.string(), z.number()]).nullish();
/** An id or a year: a number, or a number as text. */
const Num = z.union([z.number(), z.string()]).nullish();
/** A citation's year: as Num, or the case answer's own `{value}` sent back (read → change → editCase). */
const Year = z.preprocess((v) => (v !== null && typeof v === "object" && !Array.isArray(v) && "value" in v ? (v as { value: unknown }).value : v), Num);
/** A nested part the old clients may send as the text 'none' (absent, decision 14), like null. */
const part = <S extends z.ZodType>(schema: S) => z.preprocess((v) => (v === "none" ? null : v), schema.nullish());

const SecondaryCitation = z.object({ citationCategoryId: Num, journalId: Num, pageNumber: TextOrNumber, year: Year, volume: TextOrNumber });
const FirstCitation = SecondaryCitation.extend({ otherCitation: Text, neutralCitation: Text });

/** `actname1`…`actname4`, `section1`…, `order1`…, `rule1`…, `article1`… of a head note (§3). */
const refFields = Object.fromEntries(
  ["actname", "section", "order", "rule", "article"].flatMap((f) => Array.from({ length: MAX_HEADNOTE_REFS }, (_, i) => [`${f}${i + 1}`, TextOrNumber])),
) as Record<`${"actname" | "section" | "order" | "rule" | "article"}${1 | 2 | 3 | 4}`, typeof TextOrNumber>;

const HeadNote = z.object({ ...refFields, topic: Text, priority: Text, headnote: Text, paragraph: TextOrNumber });

/** The case payload of admin/addCase (a `docId` sent is ignored: the number is given on save, decision 13). */
export const CasePayloadSchema = z
  .object({
    docId: Num.meta({ description: "addCase: ignored (the id is given on save and answered); editCase: the case to change" }),
    version: z
      .string()
      .max(40)
      .optional()
      .meta({ description: "ours: the case's modifiedDate (getCaseList) when it was read; an edit of a case changed since is refused (409). Without it the edit applies to the current case." }),
    appellant: Text,
    respondent: Text,
    remarkable: Text,
    judgeName: Text,
    judgementOrder: Text.meta({ description: "rich text (html), cleaned on save" }),
    judgementType: Text.meta({ description: "Judgement or Order" }),
    caseResult: Text,
    doubleCouncilDetailRequest: part(z.object({ advocateForRespondent: Text, advocateForAppellant: Text, extraCouncilDetails: Text })),
    singleCouncilDetailRequest: part(z.object({ petitionerName: Text })),
    courtDetailRequest: part(
      z.object({
        allJudges: Text,
        courtBenchId: Num,
        courtBranchId: Num,
        courtId: Num,
        caseCategoryId: Num.meta({
          description: "ours, optional: the court category (caseCategoryDropdown); left out (as §3's payload does), it is the court's own — SC for the Supreme Court, HC for a High Court — as the form's defaults",
        }),
      }),
    ),
    citationRequest: part(FirstCitation),
    secondaryCitationRequest: part(SecondaryCitation),
    thirdCitationRequest: part(SecondaryCitation),
    fourthCitationRequest: part(SecondaryCitation),
    additionalAppellantRespondentRequestList: z.array(z.object({ appellant: Text, respondent: Text, case_number: TextOrNumber, extraCaseAndYear: Text })).nullish(),
    caseHistoryRequest: part(z.object({ caseNumber: TextOrNumber, year: Num, decidedDay: Num, decidedMonth: Num, decidedYear: Num, notes: Text })),
    casesReferredRequestList: z.array(z.object({ casesReferred: Text, partyName: Text, linkedDocId: Num })).nullish(),
    headNoteRequestList: z.array(HeadNote).nullish(),
    caseTopics: z.array(Text).nullish(),
  })
  .meta({ id: "CasePayload" });

const DOC_ID_REQUIRED = "docId must be the number of the case to change.";

/** admin/editCase: the payload plus the case's docId. */
export const EditCasePayloadSchema = CasePayloadSchema.extend({
  docId: z
    .union([z.number(), z.string().regex(/^\d{1,15}$/, DOC_ID_REQUIRED).transform(Number)], { error: DOC_ID_REQUIRED })
    .pipe(z.number(DOC_ID_REQUIRED).int(DOC_ID_REQUIRED).positive(DOC_ID_REQUIRED).max(Number.MAX_SAFE_INTEGER, DOC_ID_REQUIRED))
    .meta({ description: "the case to change" }),
}).meta({ id: "EditCasePayload" });

export type CasePayload = z.output<typeof CasePayloadSchema>;
export type EditCasePayload = z.output<typeof EditCasePayloadSchema>;

/** Absent: null, '', or the legacy 'none'. */
function text(v: string | number | null | undefined): string | undefined {
  if (v === null || v === undefined) return undefined;
  const s = String(v);
  return s.trim() === "" || s.trim() === "none" ? undefined : s;
}

/** A number, a number as text, or (left for the form's schema to refuse with its message) the text as sent. */
function num(v: string | number | null | undefined): number | string | undefined {
  if (typeof v === "number") return v;
  const s = text(v);
  return s !== undefined && /^\s*\d{1,12}\s*$/.test(s) ? Number(s) : s;
}

const CITATION_KEYS = ["citationRequest", "secondaryCitationRequest", "thirdCitationRequest", "fourthCitationRequest"] as const;
const REF_KEYS = { actName: "actname", section: "section", orderNo: "order", rule: "rule", article: "article" } as const;

/**
 * The payload as the case form's value (the names of app/services/cases/case-form.schema.ts): counsel is
 * double when doubleCouncilDetailRequest is sent, single when only singleCouncilDetailRequest is;
 * the citation rows in their order; a head note's numbered act references as its refs.
 */
export function casePayloadToForm(p: CasePayload): Record<string, unknown> {
  const double = p.doubleCouncilDetailRequest ?? null;
  const single = p.singleCouncilDetailRequest ?? null;
  const court = p.courtDetailRequest ?? {};
  const history = p.caseHistoryRequest ?? {};
  const rows = CITATION_KEYS.map((k) => p[k] ?? null);
  const lastRow = rows.reduce((last, r, i) => (r ? i : last), -1);
  return {
    appellant: text(p.appellant),
    respondent: text(p.respondent),
    remarkable: text(p.remarkable),
    judgeName: text(p.judgeName),
    judgementOrder: text(p.judgementOrder),
    judgementType: text(p.judgementType),
    caseResult: text(p.caseResult),
    counsel: double ? "double" : single ? "single" : undefined,
    advocateForAppellant: text(double?.advocateForAppellant),
    advocateForRespondent: text(double?.advocateForRespondent),
    extraCounselDetails: text(double?.extraCouncilDetails),
    petitionerName: text(single?.petitionerName),
    caseCategoryId: num(court.caseCategoryId),
    courtId: num(court.courtId),
    courtBranchId: num(court.courtBranchId),
    courtBenchId: num(court.courtBenchId),
    allJudges: text(court.allJudges),
    citations: rows.slice(0, Math.max(1, lastRow + 1)).map((c) => ({
      journalId: num(c?.journalId),
      citationCategoryId: num(c?.citationCategoryId),
      year: num(c?.year),
      volume: text(c?.volume),
      pageNumber: text(c?.pageNumber),
      otherCitation: c && "otherCitation" in c ? text(c.otherCitation as string | null | undefined) : undefined,
      neutralCitation: c && "neutralCitation" in c ? text(c.neutralCitation as string | null | undefined) : undefined,
    })),
    caseNumber: text(history.caseNumber),
    caseYear: num(history.year),
    decidedDay: num(history.decidedDay),
    decidedMonth: num(history.decidedMonth),
    decidedYear: num(history.decidedYear),
    notes: text(history.notes),
    parties: (p.additionalAppellantRespondentRequestList ?? []).map((x) => ({ appellant: text(x.appellant), respondent: text(x.respondent), caseNumber: text(x.case_number) })),
    headnotes: (p.headNoteRequestList ?? []).map((h) => ({
      priority: text(h.priority),
      headnote: text(h.headnote),
      paragraph: text(h.paragraph),
      refs: Array.from({ length: MAX_HEADNOTE_REFS }, (_, i) =>
        Object.fromEntries(Object.entries(REF_KEYS).map(([to, from]) => [to, text(h[`${from}${i + 1}` as keyof typeof refFields])])),
      ),
    })),
    topics: (p.caseTopics ?? []).map((t) => text(t)).filter((t) => t !== undefined),
    referred: (p.casesReferredRequestList ?? []).map((r) => ({ casesReferred: text(r.casesReferred), partyName: text(r.partyName), linkedDocId: num(r.linkedDocId) })),
  };
}

/**
 * The court category a payload without `courtDetailRequest.caseCategoryId` takes (issue 34 item 2,
 * decision 113): the court's own, as the form's defaults pair them (§9: Supreme Court → SC) — 'SC'
 * for a court flagged the Supreme Court, 'HC' for any other; the court is `courtId`, or the
 * branch's court when only the branch is sent. Undefined when the court is unknown (the form's
 * schema then names the court).
 */
export function courtCategoryFor(
  sent: { courtId?: unknown; courtBranchId?: unknown },
  masters: { courts: readonly { id: number; isSupremeCourt: boolean }[]; branches: readonly { id: number; courtId: number }[]; caseCategories: readonly { id: number; label: string }[] },
): number | undefined {
  const courtId = typeof sent.courtId === "number" ? sent.courtId : masters.branches.find((b) => b.id === sent.courtBranchId)?.courtId;
  const court = masters.courts.find((c) => c.id === courtId);
  if (!court) return undefined;
  const name = court.isSupremeCourt ? "SC" : "HC";
  return masters.caseCategories.find((c) => c.label.trim().toUpperCase() === name)?.id;
}

const TOP_LEVEL: Record<string, string> = {
  counsel: "doubleCouncilDetailRequest",
  advocateForAppellant: "doubleCouncilDetailRequest.advocateForAppellant",
  advocateForRespondent: "doubleCouncilDetailRequest.advocateForRespondent",
  extraCounselDetails: "doubleCouncilDetailRequest.extraCouncilDetails",
  petitionerName: "singleCouncilDetailRequest.petitionerName",
  caseCategoryId: "courtDetailRequest.caseCategoryId",
  courtId: "courtDetailRequest.courtId",
  courtBranchId: "courtDetailRequest.courtBranchId",
  courtBenchId: "courtDetailRequest.courtBenchId",
  allJudges: "courtDetailRequest.allJudges",
  caseNumber: "caseHistoryRequest.caseNumber",
  caseYear: "caseHistoryRequest.year",
  decidedDay: "caseHistoryRequest.decidedDay",
  decidedMonth: "caseHistoryRequest.decidedMonth",
  decidedYear: "caseHistoryRequest.decidedYear",
  notes: "caseHistoryRequest.notes",
};

/**
 * A case form field's name in the payload's terms: a zod path (`["citations", 0, "pageNumber"]`)
 * or the form's own name (`referred[0].linkedDocId`) → `citationRequest.pageNumber`,
 * `casesReferredRequestList.0.linkedDocId`; '' stays '' (the whole case).
 */
export function casePayloadField(field: string | readonly PropertyKey[]): string {
  const path = typeof field === "string" ? field.split(/[.[\]]+/).filter(Boolean) : field.map(String);
  const [head, i, leaf, j, refLeaf] = path;
  if (head === undefined) return "";
  if (head === "citations" && i !== undefined) {
    const row = CITATION_KEYS[Math.min(Number(i), MAX_CITATION_ROWS - 1)] ?? CITATION_KEYS[0];
    return [row, leaf].filter(Boolean).join(".");
  }
  if (head === "parties") return ["additionalAppellantRespondentRequestList", i, leaf === "caseNumber" ? "case_number" : leaf].filter((x) => x !== undefined).join(".");
  if (head === "headnotes") {
    if (leaf === "refs" && j !== undefined && refLeaf) return `headNoteRequestList.${i}.${REF_KEYS[refLeaf as keyof typeof REF_KEYS] ?? refLeaf}${Number(j) + 1}`;
    return ["headNoteRequestList", i, leaf].filter((x) => x !== undefined).join(".");
  }
  if (head === "topics") return ["caseTopics", i].filter((x) => x !== undefined).join(".");
  if (head === "referred") return ["casesReferredRequestList", i, leaf].filter((x) => x !== undefined).join(".");
  return TOP_LEVEL[head] ?? path.join(".");
}
