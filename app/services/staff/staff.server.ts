/**
 * Staff users (back-office §2 'Staff Users', §3 Staff, §4 toggles, §5, §6; decisions 1, 5, 17):
 * the Super Admin's list, add (with a set-password e-mail), edit, profile, activate/deactivate
 * and soft delete. The rules that keep the back office usable are checked here, on the server:
 * - nobody deactivates, demotes or deletes themselves;
 * - the last active Super Admin is never deactivated, demoted or deleted — checked inside the one
 *   UPDATE statement, so two Super Admins switching each other off at once cannot both succeed;
 * - only a Super Admin creates, changes or removes a Super Admin;
 * - deactivating or deleting a staff member ends their live sessions at once.
 * (docs/decisions/030-staff-and-notifications.md)
 */
import { and, asc, count, desc, eq, inArray, isNull, ne, sql, type SQL } from "drizzle-orm";
import { cities, countries, states, users } from "../../../db/schema";
import { likeContains } from "../../../search-index/text";
import type { AppContext } from "../../utils/context.server";
import { adminMessages, businessMessages, staffMessages } from "../../utils/copy";
import { ROLE } from "../../utils/roles";
import { endOtherSessions } from "../../utils/session.server";
import { sendSetPasswordEmail } from "../accounts/auth.server";
import { pageWindow } from "../../utils/pager";

/** The service's input schemas, for the page's action and the API (decision 058). */
export * from "./staff.schema";

export const STAFF_PAGE_SIZE = 8;
/** Staff role ids (§6): DATA OPERATOR 4 (the default), ADMIN 1, SUPER ADMIN 3. */
export const STAFF_ROLE_IDS = [ROLE.DATA_OPERATOR, ROLE.ADMIN, ROLE.SUPER_ADMIN] as const;
export type StaffRoleId = (typeof STAFF_ROLE_IDS)[number];
/** Country 101 (India) is fixed for staff (§9). */
export const STAFF_COUNTRY_ID = 101;

/** Who acts: the session's user id and role (never anything the browser sends). */
export type Actor = { userId: number; roleId: number };

export type StaffRow = {
  id: number;
  name: string;
  email: string;
  mobile: string;
  roleId: number;
  active: boolean;
  designation: string | null;
  address: string | null;
  zipCode: string | null;
  stateId: number | null;
  stateName: string | null;
  cityId: number | null;
  cityName: string | null;
  countryId: number | null;
  countryName: string | null;
};

const isStaff = and(inArray(users.roleId, [...STAFF_ROLE_IDS]), isNull(users.deletedAt));
const columns = {
  id: users.id,
  name: users.name,
  email: users.email,
  mobile: users.mobile,
  roleId: users.roleId,
  active: users.active,
  designation: users.designation,
  address: users.address,
  zipCode: users.zipCode,
  stateId: users.stateId,
  stateName: states.name,
  cityId: users.cityId,
  cityName: cities.name,
  countryId: users.countryId,
  countryName: countries.name,
};

/** The list (§2): search by staff id (a number) or name, filter by role (0 = all), 8 a page, newest first. */
export async function listStaff(ctx: AppContext, query: { q: string; role: number; page: number }) {
  const where: SQL[] = [isStaff as SQL];
  const q = query.q.trim();
  if (q) {
    const byId = /^\d{1,9}$/.test(q) ? sql`${users.id} = ${Number(q)} or ` : sql``;
    where.push(sql`(${byId}${users.name} like ${likeContains(q)} escape '\\')`);
  }
  if (query.role) where.push(eq(users.roleId, query.role));
  const total = (await ctx.db.select({ n: count() }).from(users).where(and(...where)).get())?.n ?? 0;
  const { pages, page } = pageWindow(total, STAFF_PAGE_SIZE, query.page);
  const rows: StaffRow[] = await ctx.db
    .select(columns)
    .from(users)
    .leftJoin(states, eq(states.id, users.stateId))
    .leftJoin(cities, eq(cities.id, users.cityId))
    .leftJoin(countries, eq(countries.id, users.countryId))
    .where(and(...where))
    .orderBy(desc(users.id))
    .limit(STAFF_PAGE_SIZE)
    .offset((page - 1) * STAFF_PAGE_SIZE)
    .all();
  return { rows, page, pages, total };
}

export async function getStaffMember(ctx: AppContext, id: number): Promise<StaffRow | null> {
  return (
    (await ctx.db
      .select(columns)
      .from(users)
      .leftJoin(states, eq(states.id, users.stateId))
      .leftJoin(cities, eq(cities.id, users.cityId))
      .leftJoin(countries, eq(countries.id, users.countryId))
      .where(and(eq(users.id, id), isStaff))
      .get()) ?? null
  );
}

export type StaffFields = {
  name: string;
  mobile: string;
  roleId: StaffRoleId;
  designation: string;
  address: string;
  zipCode: string;
  stateId: number;
  /** null: none; left out (an edit): the stored city stays while the state does */
  cityId?: number | null;
};
type Field = keyof StaffFields | "email";
export type StaffResult = { ok: true; id: number } | { ok: false; status: 400 | 403 | 404 | 409; field?: Field; message: string };

function refuse(status: 400 | 403 | 404 | 409, message: string, field?: Field): StaffResult {
  return { ok: false, status, message, field };
}

/** Every city with its state, for the staff form's City select (§3 Staff: city; B78): the form offers the chosen state's. */
export async function staffFormCities(ctx: AppContext): Promise<{ id: number; label: string; stateId: number }[]> {
  return ctx.db.select({ id: cities.id, label: cities.name, stateId: cities.stateId }).from(cities).orderBy(asc(cities.name)).all();
}

/** A state of country 101 and a city (when given) of that state, or a refusal naming the field. */
async function checkState(ctx: AppContext, stateId: number, cityId?: number | null): Promise<StaffResult | null> {
  const row = await ctx.db.select({ id: states.id }).from(states).where(and(eq(states.id, stateId), eq(states.countryId, STAFF_COUNTRY_ID))).get();
  if (!row) return refuse(400, staffMessages.stateRequired, "stateId");
  if (cityId === undefined || cityId === null) return null;
  const city = await ctx.db.select({ id: cities.id }).from(cities).where(and(eq(cities.id, cityId), eq(cities.stateId, stateId))).get();
  return city ? null : refuse(400, businessMessages.cityInvalid, "cityId");
}

/** E-mail and mobile are each unique among all accounts, clients and staff (decision 6). */
async function checkUnique(ctx: AppContext, input: { email?: string; mobile: string }, exceptId?: number): Promise<StaffResult | null> {
  const other = exceptId === undefined ? sql`1` : ne(users.id, exceptId);
  if (input.email) {
    const byEmail = await ctx.db.select({ id: users.id }).from(users).where(and(eq(users.email, input.email), other)).get();
    if (byEmail) return refuse(409, staffMessages.emailTaken, "email");
  }
  const byMobile = await ctx.db.select({ id: users.id }).from(users).where(and(eq(users.mobile, input.mobile), other)).get();
  if (byMobile) return refuse(409, staffMessages.mobileTaken, "mobile");
  return null;
}

function uniqueViolation(error: unknown): StaffResult | null {
  const text = error instanceof Error ? `${error.message} ${String(error.cause ?? "")}` : String(error);
  if (!/UNIQUE constraint failed/i.test(text)) return null;
  return /mobile/i.test(text) ? refuse(409, staffMessages.mobileTaken, "mobile") : refuse(409, staffMessages.emailTaken, "email");
}

/**
 * Adds a staff member without a password and e-mails them a set-password link (decision 5); using
 * the link verifies the address. Only a Super Admin may add a Super Admin.
 */
export async function addStaff(ctx: AppContext, actor: Actor, input: StaffFields & { email: string }): Promise<StaffResult> {
  if (input.roleId === ROLE.SUPER_ADMIN && actor.roleId !== ROLE.SUPER_ADMIN) return refuse(403, staffMessages.superAdminOnly, "roleId");
  const bad = (await checkState(ctx, input.stateId, input.cityId)) ?? (await checkUnique(ctx, input));
  if (bad) return bad;
  const now = ctx.clock.now().toISOString();
  let id: number;
  try {
    const row = await ctx.db
      .insert(users)
      .values({ ...input, cityId: input.cityId ?? null, countryId: STAFF_COUNTRY_ID, active: true, createdAt: now, modifiedAt: now, createdBy: actor.userId, modifiedBy: actor.userId })
      .returning({ id: users.id })
      .get();
    id = row.id;
  } catch (error) {
    const taken = uniqueViolation(error);
    if (taken) return taken;
    throw error;
  }
  await sendSetPasswordEmail(ctx, { id, email: input.email, name: input.name }, "admin");
  return { ok: true, id };
}

/**
 * The condition, inside an UPDATE of `users`, that keeps at least one active Super Admin: the row
 * is not an active Super Admin, or another active Super Admin exists at that moment.
 */
const keepsASuperAdmin = sql`(not (${users.roleId} = ${ROLE.SUPER_ADMIN} and ${users.active} = 1 and ${users.deletedAt} is null)
  or exists (select 1 from users o where o.role_id = ${ROLE.SUPER_ADMIN} and o.active = 1 and o.deleted_at is null and o.id <> ${users.id}))`;

/** The checks every change to an existing staff member passes first. */
async function guard(ctx: AppContext, actor: Actor, id: number, change: { self?: string; touchesSuper?: boolean }): Promise<StaffResult | StaffRow> {
  const target = await getStaffMember(ctx, id);
  if (!target) return refuse(404, adminMessages.notFound);
  if (actor.roleId !== ROLE.SUPER_ADMIN && (target.roleId === ROLE.SUPER_ADMIN || change.touchesSuper)) return refuse(403, staffMessages.superAdminOnly);
  if (change.self && target.id === actor.userId) return refuse(400, change.self);
  return target;
}

const refused = (r: StaffResult | StaffRow): r is StaffResult => "ok" in r;

/** Edit Staff: the e-mail stays (read-only, §5); a role change of oneself or of the last active Super Admin is refused. */
export async function updateStaff(ctx: AppContext, actor: Actor, input: StaffFields & { id: number }): Promise<StaffResult> {
  const current = await getStaffMember(ctx, input.id);
  const demotes = current !== null && current.roleId !== input.roleId;
  const target = await guard(ctx, actor, input.id, { self: demotes ? staffMessages.notYourOwnRole : undefined, touchesSuper: input.roleId === ROLE.SUPER_ADMIN });
  if (refused(target)) return target;
  const bad = (await checkState(ctx, input.stateId, input.cityId)) ?? (await checkUnique(ctx, { mobile: input.mobile }, input.id));
  if (bad) return bad;
  const { id, cityId, ...rest } = input;
  // The page's form sends the city (blank: none); a caller that leaves it out keeps the stored one unless the state changes.
  const fields = { ...rest, cityId: cityId !== undefined ? cityId : sql<number | null>`case when ${users.stateId} = ${input.stateId} then ${users.cityId} else null end` };
  let changed: number;
  try {
    const result = await ctx.db
      .update(users)
      .set({ ...fields, modifiedAt: ctx.clock.now().toISOString(), modifiedBy: actor.userId })
      .where(and(eq(users.id, id), isStaff, demotes && input.roleId !== ROLE.SUPER_ADMIN ? keepsASuperAdmin : sql`1`))
      .run();
    changed = result.meta.changes;
  } catch (error) {
    const taken = uniqueViolation(error);
    if (taken) return taken;
    throw error;
  }
  if (!changed) return (await getStaffMember(ctx, id)) ? refuse(409, staffMessages.lastSuperAdmin, "roleId") : refuse(404, adminMessages.notFound);
  return { ok: true, id };
}

/** Activate/Deactivate (§4). Deactivating ends the member's live sessions at once. */
export async function setStaffActive(ctx: AppContext, actor: Actor, id: number, active: boolean): Promise<StaffResult> {
  const target = await guard(ctx, actor, id, { self: active ? undefined : staffMessages.notYourself });
  if (refused(target)) return target;
  const result = await ctx.db
    .update(users)
    .set({ active, modifiedAt: ctx.clock.now().toISOString(), modifiedBy: actor.userId })
    .where(and(eq(users.id, id), isStaff, active ? sql`1` : keepsASuperAdmin))
    .run();
  if (!result.meta.changes) return (await getStaffMember(ctx, id)) ? refuse(409, staffMessages.lastSuperAdmin) : refuse(404, adminMessages.notFound);
  if (!active) await endOtherSessions(ctx, id, null);
  return { ok: true, id };
}

/** Soft delete (decision 17): kept and hidden; the member's sessions end and they can no longer log in. */
export async function deleteStaff(ctx: AppContext, actor: Actor, id: number): Promise<StaffResult> {
  const target = await guard(ctx, actor, id, { self: staffMessages.notYourself });
  if (refused(target)) return target;
  const now = ctx.clock.now().toISOString();
  const result = await ctx.db
    .update(users)
    .set({ deletedAt: now, modifiedAt: now, modifiedBy: actor.userId })
    .where(and(eq(users.id, id), isStaff, keepsASuperAdmin))
    .run();
  if (!result.meta.changes) return (await getStaffMember(ctx, id)) ? refuse(409, staffMessages.lastSuperAdmin) : refuse(404, adminMessages.notFound);
  await endOtherSessions(ctx, id, null);
  return { ok: true, id };
}
