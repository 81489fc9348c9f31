/**
 * A subscriber's own account: dashboard data, order table, profile picture, login history.
 * Every query is scoped by the caller's user id in its WHERE clause.
 */
import { and, count, desc, eq } from "drizzle-orm";
import { loginHistory, orders, plans, states, users } from "../../../db/schema";
import type { AppContext } from "../../utils/context.server";
import { messages } from "../../utils/copy";
import { randomToken } from "../../utils/session.server";
import { orderStatusLabel } from "../commerce/payments.server";
import { getActivePlan } from "./subscriptions.server";
import { pageWindow } from "../../utils/pager";

export const LOGIN_HISTORY_PAGE_SIZE = 8;
export const MAX_PICTURE_BYTES = 1_024_000;

export type OrderRow = {
  orderId: number;
  paymentId: string | null;
  planName: string;
  planType: string;
  planStartDate: string | null;
  planEndDate: string | null;
  planActive: boolean;
  isFuturePlan: "Y" | "N";
  paymentDate: string | null;
  paymentMode: string;
  paymentAmountPaise: number;
  paymentStatus: string;
  /** Completed, Pending, Cancelled, Expired or Failed (payments.server.ts) */
  statusLabel: string;
  /** the provider order id that /receipt/{id} takes, for paid orders only */
  receiptOrderId: string | null;
};

export async function getDashboard(ctx: AppContext, userId: number) {
  const user = await ctx.db
    .select({ id: users.id, name: users.name, email: users.email, mobile: users.mobile, state: states.name, picture: users.profilePictureKey })
    .from(users)
    .leftJoin(states, eq(states.id, users.stateId))
    .where(eq(users.id, userId))
    .get();
  if (!user) throw new Response("Not found", { status: 404 });
  const now = ctx.clock.now().toISOString();
  const rows = await ctx.db
    .select({
      orderId: orders.id,
      paymentId: orders.providerPaymentId,
      planName: orders.planName,
      planType: orders.planType,
      planStartDate: orders.planStartAt,
      planEndDate: orders.planEndAt,
      paymentDate: orders.paidAt,
      createdAt: orders.createdAt,
      paymentMode: orders.paymentMode,
      paymentAmountPaise: orders.amountPaise,
      paymentStatus: orders.status,
      failureReason: orders.failureReason,
      providerOrderId: orders.providerOrderId,
    })
    .from(orders)
    .innerJoin(plans, eq(plans.id, orders.planId))
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.id))
    .all();
  const orderList: OrderRow[] = rows.map((r) => {
    const paid = r.paymentStatus === "PAID";
    const active = paid && !!r.planStartDate && !!r.planEndDate && r.planStartDate <= now && now < r.planEndDate;
    const future = paid && !!r.planStartDate && r.planStartDate > now;
    return {
      orderId: r.orderId,
      paymentId: r.paymentId,
      planName: r.planName,
      planType: r.planType,
      planStartDate: r.planStartDate,
      planEndDate: r.planEndDate,
      planActive: active,
      isFuturePlan: future ? "Y" : "N",
      paymentDate: r.paymentDate ?? r.createdAt,
      paymentMode: r.paymentMode,
      paymentAmountPaise: r.paymentAmountPaise,
      paymentStatus: r.paymentStatus,
      statusLabel: orderStatusLabel(r.paymentStatus, r.failureReason),
      receiptOrderId: paid ? r.providerOrderId : null,
    };
  });
  const plan = await getActivePlan(ctx, userId);
  return {
    clientId: user.id,
    name: user.name,
    email: user.email,
    mobile: user.mobile,
    state: user.state,
    hasPicture: Boolean(user.picture),
    subscriptionActive: Boolean(plan),
    plan,
    orders: orderList,
  };
}

/** Recognises the allowed image types by their first bytes, not by the name the browser sends. */
export function imageTypeOf(bytes: Uint8Array): "image/jpeg" | "image/png" | "image/gif" | "image/bmp" | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return "image/png";
  if (bytes[0] === 0x47 && bytes[1] === 0x49 && bytes[2] === 0x46 && bytes[3] === 0x38) return "image/gif";
  if (bytes[0] === 0x42 && bytes[1] === 0x4d) return "image/bmp";
  return null;
}

export async function uploadProfilePicture(ctx: AppContext, userId: number, file: File | null): Promise<{ ok: true } | { ok: false; message: string }> {
  if (!file || file.size === 0) return { ok: false, message: messages.invalidImage };
  if (file.size > MAX_PICTURE_BYTES) return { ok: false, message: messages.imageTooLarge };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = imageTypeOf(bytes);
  if (!type) return { ok: false, message: messages.invalidImage };
  const key = `profiles/${userId}/${randomToken(12)}`;
  const previous = await ctx.db.select({ key: users.profilePictureKey }).from(users).where(eq(users.id, userId)).get();
  await ctx.files.put(key, bytes, { httpMetadata: { contentType: type } });
  await ctx.db.update(users).set({ profilePictureKey: key, modifiedAt: ctx.clock.now().toISOString() }).where(eq(users.id, userId));
  if (previous?.key) await ctx.files.delete(previous.key);
  return { ok: true };
}

export async function getProfilePicture(ctx: AppContext, userId: number): Promise<R2ObjectBody | null> {
  const row = await ctx.db.select({ key: users.profilePictureKey }).from(users).where(eq(users.id, userId)).get();
  return row?.key ? ctx.files.get(row.key) : null;
}

export async function getLoginHistory(ctx: AppContext, userId: number, page: number, perPage = LOGIN_HISTORY_PAGE_SIZE) {
  const total = (await ctx.db.select({ n: count() }).from(loginHistory).where(eq(loginHistory.userId, userId)).get())?.n ?? 0;
  const { pages, page: current } = pageWindow(total, perPage, page);
  const items = await ctx.db
    .select({
      id: loginHistory.id,
      loginTimestamp: loginHistory.loginAt,
      logoutTimestamp: loginHistory.logoutAt,
      activeDurationInMinutes: loginHistory.activeMinutes,
      sessionIdHash: loginHistory.sessionIdHash,
    })
    .from(loginHistory)
    .where(and(eq(loginHistory.userId, userId)))
    .orderBy(desc(loginHistory.loginAt), desc(loginHistory.id))
    .limit(perPage)
    .offset((current - 1) * perPage)
    .all();
  return { items, page: current, pages, total };
}
