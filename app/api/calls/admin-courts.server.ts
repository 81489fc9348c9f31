/**
 * Courts and branches (back-office §2 'Courts and Branches', §7): the courts page's services and
 * schema (CourtBranchSchema's own fields under the spec's names). The court list also answers a
 * subscriber's session with pageNumber=-1, every court and branch for the search form's dropdown.
 */
import { z } from "zod";
import { loadCaseFormMasters } from "../../services/cases/case-form.server";
import { addCourtBranch, COURT_PAGE_SIZE, CourtBranchSchema, CourtListQuerySchema, DeleteBranchSchema, deleteCourtBranch, listCourtBranches } from "../../services/masters/courts.server";
import { IdSchema } from "../../services/fields.schema";
import { adminMessages, messages } from "../../utils/copy";
import { defineCall } from "../define";
import { announce, fail, list, listOf, MessageSchema } from "../envelope.server";
import { refused } from "./admin-fields";

const TAG = "Back office: courts";
const CourtRowSchema = z
  .object({ courtId: z.number().int(), courtName: z.string(), courtBranchId: z.number().int(), courtBranch: z.string(), courtBranchName: z.string() })
  .meta({ id: "CourtBranchRow" });
const row = (r: { courtId: number; courtName: string; branchId: number; branchName: string }) => ({
  courtId: r.courtId,
  courtName: r.courtName,
  courtBranchId: r.branchId,
  courtBranch: r.branchName,
  courtBranchName: r.branchName,
});

/** One court of the search form's dropdown (pageNumber=-1): the court once, its branches beside it (decision 115). */
const CourtWithBranchesSchema = z
  .object({
    courtId: z.number().int(),
    courtName: z.string(),
    id: z.number().int(),
    label: z.string(),
    value: z.number().int(),
    courtBranchList: z.array(z.object({ courtBranchId: z.number().int(), courtBranchName: z.string() })),
  })
  .meta({ id: "CourtWithBranches" });

/** `?pageNumber={n}`, or -1 for every row at once (the search form's dropdown). */
export const CourtListPageSchema = z.object({ pageNumber: z.union([z.literal("-1").transform(() => -1), CourtListQuerySchema.shape.page]) });
export const CourtListBodySchema = z.object({ searchValue: CourtListQuerySchema.shape.q }).meta({ id: "CourtListBody" });

export const getCourtList = defineCall({
  method: "POST",
  path: "/admin/getCourtList",
  tag: TAG,
  summary: `Courts with their branches, ${COURT_PAGE_SIZE} a page, one row per branch; pageNumber=-1 gives every court once, its branches beside it (also to a subscriber, for the search form's dropdown)`,
  auth: ["user", "staff:court"],
  query: CourtListPageSchema,
  body: CourtListBodySchema,
  response: z.union([listOf(CourtRowSchema), listOf(CourtWithBranchesSchema)]),
  handle: async ({ ctx, caller, query, body }) => {
    if (query.pageNumber === -1) {
      const m = await loadCaseFormMasters(ctx);
      const q = body.searchValue.trim().toLowerCase();
      const rows = m.courts
        .map((c) => {
          const branches = m.branches.filter((b) => b.courtId === c.id).map((b) => ({ courtBranchId: b.id, courtBranchName: b.label }));
          return { courtId: c.id, courtName: c.label, id: c.id, label: c.label, value: c.id, courtBranchList: branches };
        })
        .filter((r) => !q || r.courtName.toLowerCase().includes(q) || r.courtBranchList.some((b) => b.courtBranchName.toLowerCase().includes(q)));
      return list(rows, 1);
    }
    // The paged list is the courts page's: a subscriber gets only the dropdown's whole list.
    if (caller?.kind !== "admin") return fail(messages.forbidden, 403, {}, "Permission");
    const found = await listCourtBranches(ctx, { q: body.searchValue, page: query.pageNumber });
    if (!found.total) return fail(adminMessages.noCourts, 404, {}, "NotFound");
    return list(found.rows.map(row), found.pages);
  },
});

const DropDownItem = z.object({ id: z.number().int(), label: z.string(), value: z.number().int() });

export const getCourtForDropDown = defineCall({
  method: "GET",
  path: "/admin/getCourtForDropDown",
  tag: TAG,
  summary: "Courts for the case form's dropdown",
  auth: ["staff:addCase", "staff:court"],
  response: listOf(DropDownItem),
  handle: async ({ ctx }) => {
    const m = await loadCaseFormMasters(ctx);
    return list(m.courts.map((c) => ({ id: c.id, label: c.label, value: c.id })), 1);
  },
});

export const getCourtBranchByCourtId = defineCall({
  method: "GET",
  path: "/admin/getCourtBranchByCourtId/{courtId}",
  tag: TAG,
  summary: "A court's branches for the case form's dropdown",
  auth: ["staff:addCase", "staff:court"],
  params: z.object({ courtId: IdSchema }),
  response: listOf(DropDownItem),
  handle: async ({ ctx, params }) => {
    const m = await loadCaseFormMasters(ctx);
    if (!m.courts.some((c) => c.id === params.courtId)) return fail(adminMessages.notFound, 404, {}, "NotFound");
    return list(m.branches.filter((b) => b.courtId === params.courtId).map((b) => ({ id: b.id, label: b.label, value: b.id })), 1);
  },
});

/** `courtBranchName` is a list with one name (§7). */
const BranchNameList = z.array(CourtBranchSchema.shape.branchName, { error: adminMessages.branchNameRequired }).length(1, adminMessages.branchNameRequired);

export const AddCourtBodySchema = z.object({ courtName: CourtBranchSchema.shape.courtName, courtBranchName: BranchNameList }).meta({ id: "AddCourtBody" });
export const AddCourtBranchBodySchema = z.object({ courtId: IdSchema, courtBranchName: BranchNameList }).meta({ id: "AddCourtBranchBody" });

async function added(r: Awaited<ReturnType<typeof addCourtBranch>>) {
  return r.ok ? announce(adminMessages.courtCreated) : refused({ ...r, field: r.field === "branchName" ? "courtBranchName" : r.field });
}

export const addCourt = defineCall({
  method: "POST",
  path: "/admin/addCourt",
  tag: TAG,
  summary: "Create a court with a branch (an existing court name gets the branch)",
  auth: ["staff:court"],
  body: AddCourtBodySchema,
  response: MessageSchema,
  errors: { 409: "the branch exists for this court" },
  handle: async ({ ctx, user, body }) => added(await addCourtBranch(ctx, { courtName: body.courtName, branchName: body.courtBranchName[0], actorId: user.userId })),
});

export const addCourtBranchCall = defineCall({
  method: "POST",
  path: "/admin/addCourtBranch",
  tag: TAG,
  summary: "Add a branch to a court",
  auth: ["staff:court"],
  body: AddCourtBranchBodySchema,
  response: MessageSchema,
  errors: { 404: "no such court", 409: "the branch exists for this court" },
  handle: async ({ ctx, user, body }) => {
    const court = (await loadCaseFormMasters(ctx)).courts.find((c) => c.id === body.courtId);
    if (!court) return fail(adminMessages.notFound, 404, {}, "NotFound", undefined, { field: "courtId" });
    return added(await addCourtBranch(ctx, { courtName: court.label, branchName: body.courtBranchName[0], actorId: user.userId }));
  },
});

export const DeleteCourtBranchBodySchema = z.object({ courtBranchId: DeleteBranchSchema.shape.branchId }).meta({ id: "DeleteCourtBranchBody" });

export const deleteCourtBranchCall = defineCall({
  method: "POST",
  path: "/admin/deleteCourtBranch",
  tag: TAG,
  summary: "Delete a branch no case uses",
  auth: ["staff:court"],
  body: DeleteCourtBranchBodySchema,
  response: MessageSchema,
  errors: { 404: "no such branch", 409: "cases use the branch" },
  handle: async ({ ctx, body }) => {
    const r = await deleteCourtBranch(ctx, body.courtBranchId);
    return r.ok ? announce(adminMessages.deleted) : refused(r);
  },
});
