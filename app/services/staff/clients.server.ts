/**
 * Clients in the back office (back-office §2 Clients, §3 Client, §4, §5; decisions 1, 5, 17): the
 * list with search and filter, one client's profile, creating (with a set-password e-mail),
 * editing, activating/deactivating (deactivating ends the client's sessions at once) and the soft
 * delete, refused while the client has a paid plan running or to come. Every query is limited to
 * role 2 (clients): this screen can never touch a staff account.
 */
import { and, asc, count, eq, isNull, sql, type SQL } from "drizzle-orm";
import { cities, countries, orders, states, users } from "../../../db/schema";
import { likeContains } from "../../../search-index/text";
import type { AppContext } from "../../utils/context.server";
import { businessMessages, messages } from "../../utils/copy";
import { ROLE } from "../../utils/roles";
import { endOtherSessions } from "../../utils/session.server";
import { getLoginHistory } from "../accounts/account.server";
import { sendSetPasswordEmail } from "../accounts/auth.server";
import type { ClientFilter } from "./clients.schema";
import { CLIENT_SELECT_LIMIT } from "../alerts/notifications.server";
import { activePlanSql, parseActivePlan } from "../accounts/subscriptions.server";
import { pageWindow } from "../../utils/pager";

/** The service's input schemas, for the page's action and the API (decision 058). */
export * from "./clients.schema";

export const CLIENT_PAGE_SIZE = 8;
/** Country id 101 (India) is fixed for clients (§9); new clients default to the state DELHI. */
export const CLIENT_COUNTRY_ID = 101;
export const DEFAULT_STATE_NAME = "DELHI";

export type ClientRow = {
  id: number;
  name: string;
  email: string;
  mobile: string;
  state: string | null;
  stateId: number | null;
  cityId: number | null;
  city: string | null;
  countryId: number | null;
  country: string | null;
  address: string | null;
  zipCode: string | null;
  designation: string | null;
  active: boolean;
  /** a paid plan covers now */
  subscriptionActive: boolean;
  /** a paid plan runs now or later (the delete refusal) */
  paidAhead: boolean;
};

const isClient = (id?: number): SQL => and(eq(users.roleId, ROLE.USER), isNull(users.deletedAt), id === undefined ? undefined : eq(users.id, id))!;

function columns(nowIso: string) {
  return {
    id: users.id,
    name: users.name,
    email: users.email,
    mobile: users.mobile,
    state: states.name,
    stateId: users.stateId,
    cityId: users.cityId,
    city: cities.name,
    countryId: users.countryId,
    country: countries.name,
    address: users.address,
    zipCode: users.zipCode,
    designation: users.designation,
    active: users.active,
    plan: activePlanSql(sql`${users.id}`, nowIso),
    paidAhead: sql<number>`exists (select 1 from ${orders} o where o.user_id = ${users.id} and o.status = 'PAID' and o.plan_end_at > ${nowIso})`,
  };
}

type Raw = Omit<ClientRow, "subscriptionActive" | "paidAhead"> & { plan: string | null; paidAhead: number };
/** The clients' columns with their state, city and country names (the list and a single client). */
const selectClients = (ctx: AppContext) =>
  ctx.db
    .select(columns(ctx.clock.now().toISOString()))
    .from(users)
    .leftJoin(states, eq(states.id, users.stateId))
    .leftJoin(cities, eq(cities.id, users.cityId))
    .leftJoin(countries, eq(countries.id, users.countryId));

const shape = ({ plan, paidAhead, ...r }: Raw): ClientRow => ({ ...r, subscriptionActive: Boolean(parseActivePlan(plan)), paidAhead: Boolean(paidAhead) });

/**
 * Search by name, id, e-mail or mobile; filter by the user status (ALL / ACTIVE / IN ACTIVE); 8 a
 * page, newest first. `perPage` is the API's, at most the notification dropdown's 999 (§7).
 */
export async function listClients(ctx: AppContext, query: { q: string; filter: ClientFilter; page: number; perPage?: number }) {
  const size = Math.min(Math.max(1, query.perPage ?? CLIENT_PAGE_SIZE), CLIENT_SELECT_LIMIT);
  const q = query.q.trim();
  const pattern = likeContains(q);
  const search = q
    ? sql`(${users.name} like ${pattern} escape '\\' or ${users.email} like ${pattern} escape '\\' or ${users.mobile} like ${pattern} escape '\\'${/^\d{1,15}$/.test(q) ? sql` or ${users.id} = ${Number(q)}` : sql``})`
    : undefined;
  const status = query.filter === "ACTIVE" ? eq(users.active, true) : query.filter === "INACTIVE" ? eq(users.active, false) : undefined;
  const where = and(isClient(), search, status);
  const total = (await ctx.db.select({ n: count() }).from(users).where(where).get())?.n ?? 0;
  const { pages, page } = pageWindow(total, size, query.page);
  const rows = await selectClients(ctx)
    .where(where)
    .orderBy(sql`${users.id} desc`)
    .limit(size)
    .offset((page - 1) * size)
    .all();
  return { rows: rows.map(shape), page, pages, total };
}

export async function getClient(ctx: AppContext, id: number): Promise<ClientRow | null> {
  const row = await selectClients(ctx)
    .where(isClient(id))
    .get();
  return row ? shape(row) : null;
}

/**
 * A client's login history (Client History, 8 a page), or null when the id is not a client's:
 * the clients screen never shows a staff member's logins (issue 21 item 10).
 */
export async function clientLoginHistory(ctx: AppContext, id: number, page: number) {
  const client = await ctx.db.select({ id: users.id }).from(users).where(isClient(id)).get();
  return client ? getLoginHistory(ctx, client.id, page) : null;
}

/** States of India and their cities, for the client forms' selects. */
export async function clientFormMasters(ctx: AppContext) {
  const [stateRows, cityRows] = await Promise.all([
    ctx.db.select({ id: states.id, name: states.name }).from(states).where(eq(states.countryId, CLIENT_COUNTRY_ID)).orderBy(asc(states.name)).all(),
    ctx.db.select({ id: cities.id, name: cities.name, stateId: cities.stateId }).from(cities).orderBy(asc(cities.name)).all(),
  ]);
  const delhi = stateRows.find((s) => s.name === DEFAULT_STATE_NAME);
  return { states: stateRows, cities: cityRows, defaultStateId: delhi?.id ?? stateRows[0]?.id ?? null };
}

export type ClientFields = { name: string; mobile: string; stateId: number; cityId: number | null; address: string | null; zipCode: string | null; designation: string | null };
export type ClientWriteResult = { ok: true; id: number } | { ok: false; status: 400 | 404 | 409; field?: string; message: string };

/** The state must be one of India's, the city (optional) one of that state's. */
async function checkPlace(ctx: AppContext, fields: ClientFields): Promise<ClientWriteResult | null> {
  const state = await ctx.db.select({ id: states.id }).from(states).where(and(eq(states.id, fields.stateId), eq(states.countryId, CLIENT_COUNTRY_ID))).get();
  if (!state) return { ok: false, status: 400, field: "stateId", message: businessMessages.stateInvalid };
  if (fields.cityId !== null) {
    const city = await ctx.db.select({ id: cities.id }).from(cities).where(and(eq(cities.id, fields.cityId), eq(cities.stateId, fields.stateId))).get();
    if (!city) return { ok: false, status: 400, field: "cityId", message: businessMessages.cityInvalid };
  }
  return null;
}

async function clash(ctx: AppContext, email: string | null, mobile: string, exceptId?: number): Promise<ClientWriteResult | null> {
  const rows = await ctx.db
    .select({ id: users.id, email: users.email, mobile: users.mobile })
    .from(users)
    .where(sql`(${email === null ? sql`0` : sql`${users.email} = ${email}`} or ${users.mobile} = ${mobile})${exceptId ? sql` and ${users.id} <> ${exceptId}` : sql``}`)
    .all();
  if (email && rows.some((r) => r.email === email)) return { ok: false, status: 409, field: "email", message: messages.emailTaken };
  if (rows.some((r) => r.mobile === mobile)) return { ok: false, status: 409, field: "mobile", message: messages.mobileTaken };
  return null;
}

/**
 * 'Add New Client' (admin/addClient): role 2, country 101, no password; the client gets an e-mail
 * with a link to set one (decision 5), and the link verifies the address.
 */
export async function createClient(ctx: AppContext, input: ClientFields & { email: string; actorId: number }): Promise<ClientWriteResult> {
  const refused = (await checkPlace(ctx, input)) ?? (await clash(ctx, input.email, input.mobile));
  if (refused) return refused;
  const now = ctx.clock.now().toISOString();
  let id: number;
  try {
    const row = await ctx.db
      .insert(users)
      .values({
        roleId: ROLE.USER,
        name: input.name,
        email: input.email,
        mobile: input.mobile,
        countryId: CLIENT_COUNTRY_ID,
        stateId: input.stateId,
        cityId: input.cityId,
        address: input.address,
        zipCode: input.zipCode,
        designation: input.designation,
        active: true,
        mobileVerifiedAt: null,
        createdAt: now,
        modifiedAt: now,
        createdBy: input.actorId,
        modifiedBy: input.actorId,
      })
      .returning({ id: users.id })
      .get();
    id = row.id;
  } catch (e) {
    // A parallel create with the same e-mail or mobile: the unique index refused this one.
    const again = await clash(ctx, input.email, input.mobile);
    if (again) return again;
    throw e;
  }
  await sendSetPasswordEmail(ctx, { id, email: input.email, name: input.name }, "user");
  return { ok: true, id };
}

/** 'Edit Client' (admin/updateClient): everything but the e-mail, which is read-only. */
export async function updateClient(ctx: AppContext, input: ClientFields & { id: number; actorId: number }): Promise<ClientWriteResult> {
  if (!(await getClient(ctx, input.id))) return { ok: false, status: 404, message: businessMessages.clientNotFound };
  const refused = (await checkPlace(ctx, input)) ?? (await clash(ctx, null, input.mobile, input.id));
  if (refused) return refused;
  const updated = await ctx.db
    .update(users)
    .set({
      name: input.name,
      mobile: input.mobile,
      stateId: input.stateId,
      cityId: input.cityId,
      address: input.address,
      zipCode: input.zipCode,
      designation: input.designation,
      modifiedAt: ctx.clock.now().toISOString(),
      modifiedBy: input.actorId,
    })
    .where(isClient(input.id))
    .returning({ id: users.id });
  if (!updated.length) return { ok: false, status: 404, message: businessMessages.clientNotFound };
  return { ok: true, id: input.id };
}

/**
 * Activate/Deactivate (§4). Deactivating ends every live session of the client at once (their
 * next request is sent to the login, as for an expired session) and closes their login history.
 */
export async function setClientActive(ctx: AppContext, input: { id: number; active: boolean; actorId: number }): Promise<ClientWriteResult> {
  const updated = await ctx.db
    .update(users)
    .set({ active: input.active, modifiedAt: ctx.clock.now().toISOString(), modifiedBy: input.actorId })
    .where(isClient(input.id))
    .returning({ id: users.id });
  if (!updated.length) return { ok: false, status: 404, message: businessMessages.clientNotFound };
  if (!input.active) await endOtherSessions(ctx, input.id, null);
  return { ok: true, id: input.id };
}

/**
 * Soft delete (decision 17), refused while a paid plan runs now or later. The check is inside the
 * UPDATE, so an order activated meanwhile keeps the client. The client's sessions end with it.
 */
export async function deleteClient(ctx: AppContext, input: { id: number; actorId: number }): Promise<ClientWriteResult> {
  const nowIso = ctx.clock.now().toISOString();
  const deleted = await ctx.db
    .update(users)
    .set({ deletedAt: nowIso, modifiedAt: nowIso, modifiedBy: input.actorId })
    .where(and(isClient(input.id), sql`not exists (select 1 from ${orders} o where o.user_id = ${input.id} and o.status = 'PAID' and o.plan_end_at > ${nowIso})`))
    .returning({ id: users.id });
  if (deleted.length) {
    await endOtherSessions(ctx, input.id, null);
    return { ok: true, id: input.id };
  }
  if (!(await getClient(ctx, input.id))) return { ok: false, status: 404, message: businessMessages.clientNotFound };
  return { ok: false, status: 409, message: businessMessages.clientHasPlan };
}
