/**
 * The back office's case desk (back-office §7): the cases list, the next document id, the case
 * form's dropdowns, the live and overruled toggles, delete, and the case picker. Each call is the
 * cases page's (or the picker's) own service with its own schema; every write goes through
 * `writeCase` inside setCaseFlag / deleteCase.
 */
import { z } from "zod";
import { CaseDeskActionSchema, CaseListQuerySchema, deleteCase, listCases, setCaseFlag } from "../../services/cases/case-desk.server";
import { loadCaseFormMasters, searchCasesForPicker } from "../../services/cases/case-form.server";
import { adminMessages } from "../../utils/copy";
import { DEFAULT_DIR } from "../../utils/case-list-filters";
import { peekNextDocId } from "../../services/cases/cases.server";
import { defineCall } from "../define";
import { announce, fail, list, listOf, MessageSchema, ok } from "../envelope.server";
import { PageQuerySchema } from "./admin-fields";

const q = CaseListQuerySchema.shape;
const deskIntents = CaseDeskActionSchema.options;
const StatusSchema = deskIntents[0].shape.status;
const DocIdSchema = deskIntents[2].shape.docId;

/** The spec's court filter: ALL or 'SUPEREME COURT' (the list's own 'SC' is accepted too). */
const CourCategorySchema = z.union([z.enum(["ALL", "SC"]), z.literal("SUPEREME COURT").transform(() => "SC" as const)], { error: "courCategory must be ALL or SUPEREME COURT." });

/** The cases list's court filter: the spec's two, and the High Courts together ('HC' or 'HIGH COURT', decision 099). */
const ListCourCategorySchema = z.union([z.enum(["ALL", "SC", "HC"]), z.literal("SUPEREME COURT").transform(() => "SC" as const), z.literal("HIGH COURT").transform(() => "HC" as const)], {
  error: "courCategory must be ALL, SUPEREME COURT or HIGH COURT.",
});

/** The picker's filters under the spec's names (§3 'Case list filters'). */
const PickerFilters = { caseCategory: q.category, courCategory: CourCategorySchema.default("ALL"), live: q.live, overRuled: q.overruled, searchValue: q.q };

/**
 * The list's filters under the spec's names (§3 'Case list filters'), and one court or bench of
 * the master by id, as the search calls name them (courtId, courtBranchId): courtId, when given,
 * is the court filter (courCategory is not read); a bench names its court.
 */
export const CaseListBodySchema = z
  .object({
    ...PickerFilters,
    courCategory: ListCourCategorySchema.default("ALL"),
    courtId: z.number().int().positive().optional().describe("One court of the master (its id); courCategory is then not read."),
    courtBranchId: z.number().int().positive().optional().describe("One seat or bench (its branch id): the cases placed there."),
  })
  .meta({ id: "CaseListBody" });

const CaseRowSchema = z
  .object({
    docId: z.number().int(),
    lawTitle: z.string(),
    caseCategory: z.string(),
    courtCategory: z.string(),
    overRuled: z.boolean(),
    live: z.boolean(),
    modifiedBy: z.string(),
    modifiedDate: z.string(),
  })
  .meta({ id: "AdminCaseRow" });

export const getCaseList = defineCall({
  method: "POST",
  path: "/admin/getCaseList",
  tag: "Back office: cases",
  summary: "The cases list: search and the four filters, 10 a page, newest doc id first",
  auth: ["staff:cases"],
  query: PageQuerySchema,
  body: CaseListBodySchema,
  response: listOf(CaseRowSchema),
  handle: async ({ ctx, query, body }) => {
    const found = await listCases(ctx, {
      q: body.searchValue.trim(),
      category: body.caseCategory,
      court: body.courtId ?? body.courCategory,
      bench: body.courtBranchId,
      live: body.live,
      overruled: body.overRuled,
      sort: "docId",
      dir: DEFAULT_DIR.docId,
      page: query.pageNumber,
    });
    if (!found.total) return fail(adminMessages.noCases, 404, {}, "NotFound");
    return list(
      found.rows.map((r) => ({
        docId: r.docId,
        lawTitle: r.lawTitle,
        caseCategory: r.caseCategory ?? "none",
        courtCategory: r.courtCategory ?? "none",
        overRuled: r.overruled,
        live: r.live,
        modifiedBy: r.modifiedBy ?? "none",
        modifiedDate: r.modifiedAt,
      })),
      found.pages,
    );
  },
});

export const getNextDocId = defineCall({
  method: "GET",
  path: "/master/getNextDocId",
  tag: "Back office: cases",
  summary: "The document id the next new case will probably get (display only)",
  description: "The number is taken only when the case is saved (decision 13): two staff adding at once get different ids, and addCase answers the id given.",
  auth: ["staff:addCase"],
  response: z.object({ docId: z.number().int() }),
  handle: async ({ ctx }) => {
    return ok({ docId: await peekNextDocId(ctx.db) });
  },
});

const DropDownItem = z.object({ id: z.number().int(), label: z.string(), value: z.number().int() });
export const addCaseMasterAPI = defineCall({
  method: "GET",
  path: "/master/addCaseMasterAPI",
  tag: "Back office: cases",
  summary: "The case form's dropdowns: journals, benches, citation and case categories (master data: open to everyone)",
  description:
    "Master data like countries and states (decision 119): the subscriber spec's §3 master data names the journal list beside the other-citation journals, and nothing in it is private (the reporter's journals, benches, categories and courts as every case view shows them). The next document id stays the case form's.",
  // Master data for everyone (decision 119): a subscriber's citation search and a guest read the same lists.
  auth: ["none"],
  response: z.object({
    journalDropDown: z.array(DropDownItem),
    courtBenchDropDown: z.array(DropDownItem),
    citationCategoryDropdown: z.array(DropDownItem.extend({ journalId: z.number().int().nullable() })),
    caseCategoryDropdown: z.array(DropDownItem),
    courtDropDown: z.array(DropDownItem),
  }),
  handle: async ({ ctx }) => {
    const m = await loadCaseFormMasters(ctx);
    const item = (r: { id: number; label: string }) => ({ id: r.id, label: r.label, value: r.id });
    return ok({
      journalDropDown: m.journals.map(item),
      courtBenchDropDown: m.benches.map(item),
      citationCategoryDropdown: m.citationCategories.map((c) => ({ ...item(c), journalId: c.journalId })),
      caseCategoryDropdown: m.caseCategories.map(item),
      courtDropDown: m.courts.map(item),
    });
  },
});

export const DeleteCaseBodySchema = z.object({ docId: DocIdSchema }).meta({ id: "DeleteCaseBody" });

export const deleteCaseCall = defineCall({
  method: "POST",
  path: "/admin/deleteCase",
  tag: "Back office: cases",
  summary: "Delete a case (kept with its deletion time, hidden everywhere)",
  auth: ["staff:cases"],
  body: DeleteCaseBodySchema,
  response: MessageSchema,
  errors: { 404: "'Error While Deleting': no such case" },
  handle: async ({ ctx, user, body }) => {
    const r = await deleteCase(ctx, { docId: body.docId, actorId: user.userId });
    return r.ok ? announce(adminMessages.deleted) : fail(adminMessages.deleteFailed, r.status, {}, "NotFound");
  },
});

/** `?status={s}&docId={id}`: the new (negated) value and the case, as the list's toggle sends them (§4). */
export const FlagQuerySchema = z.object({ status: StatusSchema, docId: DocIdSchema }).meta({ id: "CaseFlagQuery" });

function flagCall(flag: "live" | "overruled", path: string, summary: string) {
  return defineCall({
    method: "POST",
    path,
    tag: "Back office: cases",
    summary,
    auth: ["staff:cases"],
    query: FlagQuerySchema,
    response: MessageSchema,
    errors: { 404: "'Error While Updating': no such case" },
    handle: async ({ ctx, user, query }) => {
      const r = await setCaseFlag(ctx, { docId: query.docId, flag, value: query.status === "true", actorId: user.userId });
      return r.ok ? announce(adminMessages.caseUpdated) : fail(adminMessages.updateFailed, r.status, {}, "NotFound");
    },
  });
}

export const changeCaseLiveStatus = flagCall("live", "/admin/changeCaseLiveStatus", "Set a case's live flag to `status`");
export const changeCaseOveruledStatus = flagCall("overruled", "/admin/changeCaseOveruledStatus", "Set a case's overruled flag to `status`");

/** The picker's search under the cases list's names (§2 'Case picker overlay'): 8 a page, the most recently modified first. */
export const CasePickerBodySchema = z.object(PickerFilters).meta({ id: "CasePickerBody" });

export const getCasePickerList = defineCall({
  method: "POST",
  path: "/admin/getCasePickerList",
  pathChosen: true,
  tag: "Back office: cases",
  summary: "The case picker of posts and cases referred: 8 a page, the most recently modified first",
  auth: ["staff:addCase"],
  query: PageQuerySchema,
  body: CasePickerBodySchema,
  response: listOf(z.object({ docId: z.number().int(), lawTitle: z.string(), caseCategory: z.string(), courtCategory: z.string(), modifiedDate: z.string() })),
  handle: async ({ ctx, query, body }) => {
    const found = await searchCasesForPicker(ctx, {
      q: body.searchValue,
      caseCategory: body.caseCategory,
      court: body.courCategory === "SC" ? "SUPEREME COURT" : "ALL",
      live: body.live,
      overruled: body.overRuled,
      page: query.pageNumber,
    });
    if (!found.pages) return fail(adminMessages.noCases, 404, {}, "NotFound");
    return list(
      found.rows.map((r) => ({ docId: r.docId, lawTitle: r.lawTitle, caseCategory: r.caseCategory || "none", courtCategory: r.courtCategory || "none", modifiedDate: r.modifiedAt })),
      found.pages,
    );
  },
});

