/**
 * Orders (back-office §2 'Orders', §3 Order, §7): the orders page's services and AddOrderSchema's
 * own fields under the spec's names; amounts in paise.
 */
import { z } from "zod";
import { inIndia } from "../../utils/format";
import { NewClientSchema } from "../../services/staff/clients.schema";
import { findClientByEmail } from "../../services/alerts/notifications.server";
import { AddOrderSchema, listOrders, ORDER_PAGE_SIZE, placeAdminOrder } from "../../services/commerce/orders.server";
import { businessMessages } from "../../utils/copy";
import { defineCall } from "../define";
import { announce, fail, list, listOf } from "../envelope.server";
import { PagedQuerySchema, refused } from "./admin-fields";

const TAG = "Back office: orders";

const OrderSchema = z
  .object({
    id: z.number().int(),
    orderId: z.number().int(),
    clientId: z.number().int(),
    planName: z.string(),
    orderDate: z.string(),
    orderTime: z.string(),
    paymentId: z.string(),
    planStartDate: z.string(),
    planEndDate: z.string(),
    amount: z.number().int().meta({ description: "paise" }),
    status: z.string(),
  })
  .meta({ id: "Order" });

export const getOrderList = defineCall({
  method: "GET",
  path: "/admin/getOrderList",
  tag: TAG,
  summary: `Every order, newest first, ${ORDER_PAGE_SIZE} a page (amounts in paise)`,
  auth: ["staff:orders"],
  query: PagedQuerySchema,
  response: listOf(OrderSchema),
  handle: async ({ ctx, query }) => {
    const found = await listOrders(ctx, { page: query.pageNumber });
    if (!found.total) return fail(businessMessages.noOrders, 404, {}, "NotFound");
    return list(
      found.rows.map((r) => ({
        id: r.id,
        orderId: r.id,
        clientId: r.clientId,
        planName: r.planName,
        // India time, as every screen shows it (decision 092).
        orderDate: inIndia(r.createdAt)?.date ?? "none",
        orderTime: inIndia(r.createdAt)?.time ?? "none",
        paymentId: r.paymentId ?? "none",
        planStartDate: r.planStartDate ?? "none",
        planEndDate: r.planEndDate ?? "none",
        amount: r.amountPaise,
        status: r.status,
      })),
      found.pages,
    );
  },
});

export const PlaceOrderBodySchema = z
  .object({ planId: AddOrderSchema.shape.planId, useremail: NewClientSchema.shape.email, planEndDate: z.union([z.null(), AddOrderSchema.shape.endDate]).optional() })
  .meta({ id: "PlaceOrderBody" });

export const placeNewOrder = defineCall({
  method: "POST",
  path: "/admin/placeNewOrder",
  tag: TAG,
  summary: "Place an order for a client (paid by staff: mode ADMIN, never counted as earnings)",
  auth: ["staff:orders", "staff:clients"],
  body: PlaceOrderBodySchema,
  response: z.object({ orderId: z.number().int(), planStartDate: z.string(), planEndDate: z.string(), message: z.string() }),
  errors: { 404: "no such client or plan", 409: "the end date is before the client's paid plans end" },
  handle: async ({ ctx, user, body }) => {
    const client = await findClientByEmail(ctx, body.useremail);
    if (!client) return fail(businessMessages.clientNotFound, 404, {}, "NotFound", undefined, { field: "useremail" });
    const r = await placeAdminOrder(ctx, { actorId: user.userId, clientId: client.id, planId: body.planId, endDate: body.planEndDate ?? null });
    if (!r.ok) return refused({ ...r, field: r.field === "endDate" ? "planEndDate" : r.field === "clientId" ? "useremail" : r.field });
    return announce(businessMessages.orderPlaced, { orderId: r.orderId, planStartDate: r.planStartAt ?? "none", planEndDate: r.planEndAt ?? "none" });
  },
});
