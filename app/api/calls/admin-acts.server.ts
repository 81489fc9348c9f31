/**
 * Acts (back-office §2 'Acts', §7): the acts page's services and ActSchema's own fields under the
 * spec's names.
 */
import { z } from "zod";
import { ACT_PAGE_SIZE, ActIdSchema, ActListQuerySchema, ActSchema, addAct, getAct, listActs, updateAct } from "../../services/masters/acts.server";
import { adminMessages } from "../../utils/copy";
import { defineCall } from "../define";
import { announce, fail, list, listOf, MessageSchema } from "../envelope.server";
import { PageQuerySchema, refused } from "./admin-fields";

const TAG = "Back office: acts";
const a = ActSchema.shape;

export const ActListBodySchema = z
  .object({ searchValue: ActListQuerySchema.shape.q, staffRole: z.unknown().optional().meta({ description: "sent by the old client after an update; ignored" }) })
  .meta({ id: "ActListBody" });

export const getActList = defineCall({
  method: "POST",
  path: "/admin/getActList",
  tag: TAG,
  summary: `Acts, ${ACT_PAGE_SIZE} a page, by name`,
  auth: ["staff:act"],
  query: PageQuerySchema,
  body: ActListBodySchema,
  response: listOf(z.object({ actId: z.number().int(), actName: z.string(), wordAbbreviation: z.string(), actAbbreviation: z.string() })),
  handle: async ({ ctx, query, body }) => {
    const found = await listActs(ctx, { q: body.searchValue, page: query.pageNumber });
    if (!found.total) return fail(adminMessages.noActs, 404, {}, "NotFound");
    return list(
      found.rows.map((r) => ({ actId: r.id, actName: r.name, wordAbbreviation: r.wordAbbreviation ?? "none", actAbbreviation: r.actAbbreviation ?? "none" })),
      found.pages,
    );
  },
});

export const AddActBodySchema = z
  .object({ actName: a.actName, actAbbreviation: a.actAbbreviation, wordAbbreviation: a.wordAbbreviation, courtBranchName: z.unknown().optional().meta({ description: "sent by the old client; ignored" }) })
  .meta({ id: "AddActBody" });

const orNull = (v: string | undefined) => (v && v !== "none" ? v : null);

export const addActCall = defineCall({
  method: "POST",
  path: "/admin/addAct",
  tag: TAG,
  summary: "Add an act",
  auth: ["staff:act"],
  body: AddActBodySchema,
  response: MessageSchema,
  errors: { 409: "an act of this name exists" },
  handle: async ({ ctx, user, body }) => {
    const r = await addAct(ctx, { name: body.actName, actAbbreviation: orNull(body.actAbbreviation), wordAbbreviation: orNull(body.wordAbbreviation), actorId: user.userId });
    return r.ok ? announce(adminMessages.actAdded) : refused(r);
  },
});

export const UpdateActBodySchema = z.object({ id: ActIdSchema.shape.id, actName: a.actName, actAbbreviation: a.actAbbreviation }).meta({ id: "UpdateActBody" });

export const updateActCall = defineCall({
  method: "POST",
  path: "/admin/updateAct",
  tag: TAG,
  summary: "Update an act's name and act abbreviation (its word abbreviation is kept)",
  auth: ["staff:act"],
  body: UpdateActBodySchema,
  response: MessageSchema,
  errors: { 404: "no such act", 409: "the name is taken, or cases cite the act by its name" },
  handle: async ({ ctx, user, body }) => {
    const current = await getAct(ctx, body.id);
    if (!current) return fail(adminMessages.notFound, 404, {}, "NotFound");
    const r = await updateAct(ctx, { id: body.id, name: body.actName, actAbbreviation: orNull(body.actAbbreviation), wordAbbreviation: current.wordAbbreviation, actorId: user.userId });
    return r.ok ? announce(adminMessages.actUpdated) : refused(r);
  },
});
