/**
 * Plans (back-office §2 'Plans', §3 Plan, §7): the plans page's services and PlanSchema's own
 * fields under the spec's names. The list also answers a guest or a subscriber, with the plans on sale only.
 */
import { z } from "zod";
import { listPurchasablePlans } from "../../services/commerce/payments.server";
import { createPlan, deletePlan, listPlans, PLAN_PAGE_SIZE, PlanIdSchema, PlanSchema } from "../../services/commerce/plans.server";
import { adminMessages, businessMessages } from "../../utils/copy";
import { mayUse } from "../../utils/roles";
import { defineCall } from "../define";
import { announce, fail, list, listOf, MessageSchema } from "../envelope.server";
import { PageQuerySchema, refused } from "./admin-fields";

const TAG = "Back office: plans";
const p = PlanSchema.shape;

const PlanItemSchema = z
  .object({
    id: z.number().int(),
    subscriptionPlanId: z.number().int(),
    subscriptionName: z.string(),
    subscriptionParellelUserCount: z.number().int(),
    subscriptionType: z.string(),
    subscriptionCost: z.number().int().meta({ description: "whole rupees, as the spec's plan entity" }),
    subscriptionCostPaise: z.number().int(),
    subscriptionDescription: z.string().meta({ description: "lines separated by '#'" }),
  })
  .meta({ id: "Plan" });

const item = (r: { id: number; name: string; parallelUsers: number; type: string; costRupees: number; description: string }) => ({
  id: r.id,
  subscriptionPlanId: r.id,
  subscriptionName: r.name,
  subscriptionParellelUserCount: r.parallelUsers,
  subscriptionType: r.type,
  subscriptionCost: r.costRupees,
  subscriptionCostPaise: r.costRupees * 100,
  subscriptionDescription: r.description,
});

export const PlanListBodySchema = z.object({ planId: z.unknown().optional().meta({ description: "sent by the old client; ignored" }) }).meta({ id: "PlanListBody" });

export const getPlanList = defineCall({
  method: "POST",
  path: "/admin/getPlanList",
  tag: TAG,
  summary: `Plans, ${PLAN_PAGE_SIZE} a page (staff of the Plans section); anyone else — a guest, a subscriber, other staff — gets every plan on sale, cheapest first`,
  description: "Plans are for everyone (subscriber §2.7 '/purchase: all', §6 Guest: plans list): without a token, or with a subscriber's, the answer is the purchase page's list (TRIAL and CUSTOM left out).",
  auth: ["none", "staff:plans"],
  query: PageQuerySchema,
  body: PlanListBodySchema,
  response: listOf(PlanItemSchema),
  handle: async ({ ctx, caller, query }) => {
    // An open call reads any session sent: only staff whose role has the Plans section get the back office's list.
    if (caller?.kind !== "admin" || !mayUse(caller.user.roleId, "plans")) {
      const rows = await listPurchasablePlans(ctx);
      return list(rows.map(item), 1);
    }
    const found = await listPlans(ctx, { page: query.pageNumber });
    if (!found.total) return fail(businessMessages.noPlans, 404, {}, "NotFound");
    return list(found.rows.map(item), found.pages);
  },
});

/** The description's lines as the spec sends them, separated by '#', into the form's own rule (one line a row). */
const DescriptionSchema = z.preprocess((v) => (typeof v === "string" ? v.replaceAll("#", "\n") : v), p.description);

export const AddPlanBodySchema = z
  .object({
    subscriptionName: p.name,
    subscriptionParellelUserCount: p.parallelUsers,
    subscriptionType: p.type,
    subscriptionCost: p.costRupees.meta({ description: "whole rupees" }),
    subscriptionDescription: DescriptionSchema,
  })
  .meta({ id: "AddPlanBody" });

export const addPlan = defineCall({
  method: "POST",
  path: "/admin/addPlan",
  tag: TAG,
  summary: "Create a plan",
  auth: ["staff:plans"],
  body: AddPlanBodySchema,
  response: z.object({ id: z.number().int(), message: z.string() }),
  handle: async ({ ctx, user, body }) => {
    const made = await createPlan(ctx, {
      name: body.subscriptionName,
      parallelUsers: body.subscriptionParellelUserCount,
      type: body.subscriptionType,
      costRupees: body.subscriptionCost,
      descriptionLines: body.subscriptionDescription,
      actorId: user.userId,
    });
    return announce(businessMessages.planCreated, { id: made.id });
  },
});

export const DeletePlanBodySchema = z.object({ subscriptionPlanId: PlanIdSchema.shape.id }).meta({ id: "DeletePlanBody" });

export const deletePlanCall = defineCall({
  method: "POST",
  path: "/admin/deletePlan",
  tag: TAG,
  summary: "Delete a plan no order uses",
  auth: ["staff:plans"],
  body: DeletePlanBodySchema,
  response: MessageSchema,
  errors: { 404: "no such plan", 409: "orders use the plan" },
  handle: async ({ ctx, body }) => {
    const r = await deletePlan(ctx, body.subscriptionPlanId);
    return r.ok ? announce(adminMessages.deleted) : refused(r);
  },
});
