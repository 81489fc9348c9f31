/**
 * Orders in the back office (back-office §2 Orders, §3 Order, §5 Add Order; decisions 9–12): the
 * list, one order, and placing an order for a client. A placed order is paymentMode ADMIN and
 * becomes PAID through `activateOrder`, the one idempotent activation of every payment (checkout,
 * webhook, reconcile), so its period follows the client's last paid plan exactly as a bought one.
 */
import { and, count, desc, eq, gt, isNull, max } from "drizzle-orm";
import { orders, plans, users } from "../../../db/schema";
import type { AppContext } from "../../utils/context.server";
import { businessMessages } from "../../utils/copy";
import { formatDate, todayInIndia } from "../../utils/format";
import { ROLE } from "../../utils/roles";
import { activateOrder, orderStatusLabel, planCopy, priceOf } from "./payments.server";
import { pageWindow } from "../../utils/pager";

/** The service's input schemas, for the page's action and the API (decision 058). */
export * from "./orders.schema";

export const ORDER_PAGE_SIZE = 8;

export type AdminOrderRow = {
  id: number;
  planName: string;
  planType: string;
  createdAt: string;
  paymentId: string | null;
  amountPaise: number;
  clientId: number;
  clientName: string;
  status: string;
  /** placed by staff (mode ADMIN): no money was received, never counted as earnings (decision 042) */
  granted: boolean;
  paymentMode: string;
  planStartDate: string | null;
  planEndDate: string | null;
};

const orderColumns = {
  id: orders.id,
  planName: orders.planName,
  planType: orders.planType,
  createdAt: orders.createdAt,
  paymentId: orders.providerPaymentId,
  amountPaise: orders.amountPaise,
  clientId: orders.userId,
  clientName: users.name,
  rawStatus: orders.status,
  failureReason: orders.failureReason,
  paymentMode: orders.paymentMode,
  planStartDate: orders.planStartAt,
  planEndDate: orders.planEndAt,
};

type RawOrder = Omit<AdminOrderRow, "status" | "granted"> & { rawStatus: string; failureReason: string | null };
const shape = ({ rawStatus, failureReason, ...r }: RawOrder): AdminOrderRow => ({ ...r, status: orderStatusLabel(rawStatus, failureReason), granted: r.paymentMode === "ADMIN" });

/** Every order, newest first, 8 a page (§9). */
export async function listOrders(ctx: AppContext, query: { page: number }) {
  const total = (await ctx.db.select({ n: count() }).from(orders).get())?.n ?? 0;
  const { pages, page } = pageWindow(total, ORDER_PAGE_SIZE, query.page);
  const rows = await ctx.db
    .select(orderColumns)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .orderBy(desc(orders.id))
    .limit(ORDER_PAGE_SIZE)
    .offset((page - 1) * ORDER_PAGE_SIZE)
    .all();
  return { rows: rows.map(shape), page, pages, total };
}

export async function getOrder(ctx: AppContext, id: number): Promise<AdminOrderRow | null> {
  const row = await ctx.db.select(orderColumns).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(eq(orders.id, id)).get();
  return row ? shape(row) : null;
}

/** A client's orders as the Payment History modal shows them, newest first (a client's only: role 2). */
export async function clientPaymentHistory(ctx: AppContext, clientId: number): Promise<AdminOrderRow[]> {
  const rows = await ctx.db
    .select(orderColumns)
    .from(orders)
    .innerJoin(users, and(eq(users.id, orders.userId), eq(users.roleId, ROLE.USER)))
    .where(eq(orders.userId, clientId))
    .orderBy(desc(orders.id))
    .all();
  return rows.map(shape);
}

/** Today's date in India (yyyy-mm-dd): the end date's default and its lower bound (§5). */
export { todayInIndia };

/**
 * The last end date staff may give a CUSTOM order: 5 years after today, India time (decision 042).
 * A grant is free; without a bound one order gave a client 31/12/9999.
 */
export const CUSTOM_END_MAX_YEARS = 5;
const dmy = (ymd: string) => `${ymd.slice(8, 10)}/${ymd.slice(5, 7)}/${ymd.slice(0, 4)}`;
export function lastCustomEndDate(today: string): string {
  const [y, m, d] = today.split("-").map(Number);
  const last = new Date(Date.UTC(y + CUSTOM_END_MAX_YEARS, m - 1, d));
  // 29 February + 5 years is 1 March in Date.UTC: keep the 28th instead.
  if (last.getUTCMonth() !== m - 1) last.setUTCDate(0);
  return last.toISOString().slice(0, 10);
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
    const latest = lastCustomEndDate(today);
    if (endDate > latest) return { ok: false, status: 400, field: "endDate", message: businessMessages.endDateTooFar(dmy(latest)) };
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
      ...planCopy(plan),
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
