/**
 * Orders in the back office (back-office §2 Orders, §3 Order, §5 Add Order; decisions 9–12): the
 * list, one order, and placing an order for a client. A placed order is paymentMode ADMIN and
 * becomes PAID through `activateOrder`, the one idempotent activation of every payment (checkout,
 * webhook, reconcile), so its period follows the client's last paid plan exactly as a bought one.
 */
import { and, count, desc, eq, gt, isNull, max } from "drizzle-orm";
import { orders, plans, users } from "../../db/schema";
import type { AppContext } from "../utils/context.server";
import { businessMessages } from "../utils/copy";
import { formatDate } from "../utils/format";
import { ROLE } from "../utils/roles";
import { activateOrder, orderStatusLabel, priceOf } from "./payments.server";

export const ORDER_PAGE_SIZE = 8;
const IST_OFFSET_MS = 330 * 60 * 1000;

export type AdminOrderRow = {
  id: number;
  planName: string;
  planType: string;
  createdAt: string;
  paymentId: string | null;
  amountPaise: number;
  clientId: number;
  status: string;
  paymentMode: string;
  planStartDate: string | null;
  planEndDate: string | null;
};

const orderColumns = {
  id: orders.id,
  planName: plans.name,
  planType: plans.type,
  createdAt: orders.createdAt,
  paymentId: orders.providerPaymentId,
  amountPaise: orders.amountPaise,
  clientId: orders.userId,
  rawStatus: orders.status,
  failureReason: orders.failureReason,
  paymentMode: orders.paymentMode,
  planStartDate: orders.planStartAt,
  planEndDate: orders.planEndAt,
};

type RawOrder = Omit<AdminOrderRow, "status"> & { rawStatus: string; failureReason: string | null };
const shape = ({ rawStatus, failureReason, ...r }: RawOrder): AdminOrderRow => ({ ...r, status: orderStatusLabel(rawStatus, failureReason) });

/** Every order, newest first, 8 a page (§9). */
export async function listOrders(ctx: AppContext, query: { page: number }) {
  const total = (await ctx.db.select({ n: count() }).from(orders).get())?.n ?? 0;
  const pages = Math.max(1, Math.ceil(total / ORDER_PAGE_SIZE));
  const page = Math.min(Math.max(1, query.page), pages);
  const rows = await ctx.db
    .select(orderColumns)
    .from(orders)
    .innerJoin(plans, eq(plans.id, orders.planId))
    .orderBy(desc(orders.id))
    .limit(ORDER_PAGE_SIZE)
    .offset((page - 1) * ORDER_PAGE_SIZE)
    .all();
  return { rows: rows.map(shape), page, pages, total };
}

export async function getOrder(ctx: AppContext, id: number): Promise<AdminOrderRow | null> {
  const row = await ctx.db.select(orderColumns).from(orders).innerJoin(plans, eq(plans.id, orders.planId)).where(eq(orders.id, id)).get();
  return row ? shape(row) : null;
}

/** A client's orders as the Payment History modal shows them, newest first. */
export async function clientPaymentHistory(ctx: AppContext, clientId: number): Promise<AdminOrderRow[]> {
  const rows = await ctx.db
    .select(orderColumns)
    .from(orders)
    .innerJoin(plans, eq(plans.id, orders.planId))
    .where(eq(orders.userId, clientId))
    .orderBy(desc(orders.id))
    .all();
  return rows.map(shape);
}

/** Today's date in India (yyyy-mm-dd): the end date's default and its lower bound (§5). */
export function todayInIndia(now: Date): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The end of a day in India as a UTC instant: 23:59:59.999 IST = 18:29:59.999Z of the same date. */
export function endOfIndianDay(ymd: string): string {
  return `${ymd}T18:29:59.999Z`;
}

export type PlaceOrderResult =
  | { ok: true; orderId: number; planStartAt: string | null; planEndAt: string | null }
  | { ok: false; status: 400 | 404 | 409 | 500; field?: "planId" | "endDate" | "clientId"; message: string };

/**
 * 'Add Order' (admin/placeNewOrder): a PAID order of mode ADMIN for a client, at the plan's price.
 * For a CUSTOM plan the period ends with the chosen day (default today, never before today, and
 * not before the client's plans already paid for end). A client with an active plan gets this one
 * after it (isFuturePlan): the start is computed inside the activation's UPDATE, so two orders
 * placed at the same moment get consecutive, never overlapping, periods.
 */
export async function placeAdminOrder(
  ctx: AppContext,
  input: { actorId: number; clientId: number; planId: number; endDate: string | null },
): Promise<PlaceOrderResult> {
  const db = ctx.db;
  const client = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, input.clientId), eq(users.roleId, ROLE.USER), isNull(users.deletedAt)))
    .get();
  if (!client) return { ok: false, status: 404, field: "clientId", message: businessMessages.clientNotFound };
  const plan = await db.select().from(plans).where(eq(plans.id, input.planId)).get();
  if (!plan) return { ok: false, status: 400, field: "planId", message: businessMessages.selectPlan };
  const now = ctx.clock.now();
  const nowIso = now.toISOString();
  let customEndAt: string | null = null;
  if (plan.type === "CUSTOM") {
    const today = todayInIndia(now);
    const endDate = input.endDate ?? today;
    if (endDate < today) return { ok: false, status: 400, field: "endDate", message: businessMessages.endDatePast };
    customEndAt = endOfIndianDay(endDate);
    const last = await db
      .select({ end: max(orders.planEndAt) })
      .from(orders)
      .where(and(eq(orders.userId, client.id), eq(orders.status, "PAID"), gt(orders.planEndAt, nowIso)))
      .get();
    if (last?.end && last.end >= customEndAt) {
      return { ok: false, status: 409, field: "endDate", message: businessMessages.endDateBeforeCurrent(formatDate(last.end)) };
    }
  }
  const price = priceOf(plan.costRupees);
  const order = await db
    .insert(orders)
    .values({
      userId: client.id,
      planId: plan.id,
      status: "CREATED",
      paymentMode: "ADMIN",
      ...price,
      customEndAt,
      createdAt: nowIso,
      modifiedAt: nowIso,
      createdBy: input.actorId,
      modifiedBy: input.actorId,
    })
    .returning({ id: orders.id })
    .get();
  const activation = await activateOrder(ctx, { orderId: order.id, paymentId: `admin_${order.id}`, amountPaise: price.amountPaise, method: "admin", source: "admin" });
  if (!activation.ok) {
    await db.update(orders).set({ status: "FAILED", failureReason: activation.message, modifiedAt: nowIso }).where(and(eq(orders.id, order.id), eq(orders.status, "CREATED")));
    return { ok: false, status: 500, message: activation.message };
  }
  const placed = await db.select({ start: orders.planStartAt, end: orders.planEndAt }).from(orders).where(eq(orders.id, order.id)).get();
  return { ok: true, orderId: order.id, planStartAt: placed?.start ?? null, planEndAt: placed?.end ?? null };
}
