/**
 * Staff users (back-office §2 'Staff Users', §3 Staff, §4, §6, §7): the staff page's services and
 * the fields of its AddStaffSchema / EditStaffSchema under the spec's names (`desgination`,
 * `zipcode` in the answer, as the spec spells them). Every call is the Super Admin's
 * (`staff:staff`), and the service's own rules hold whatever the caller: nobody deactivates,
 * demotes or deletes themselves, the last active Super Admin stays, only a Super Admin touches a
 * Super Admin. Choices the spec leaves open: docs/decisions/082-back-office-clients-staff-api.md.
 */
import { z } from "zod";
import {
  AddStaffSchema,
  addStaff,
  deleteStaff,
  listStaff,
  setStaffActive,
  STAFF_COUNTRY_ID,
  STAFF_PAGE_SIZE,
  StaffDeleteSchema,
  StaffEditIdSchema,
  StaffListQuerySchema,
  StaffToggleSchema,
  updateStaff,
  type StaffResult,
  type StaffRow,
} from "../../services/staff/staff.server";
import { adminMessages, staffMessages } from "../../utils/copy";
import { STAFF_CATEGORY } from "../../utils/roles";
import { defineCall } from "../define";
import { announce, announceData, fail, list, listOf, MessageSchema, none } from "../envelope.server";
import { onlyValue, PageQuerySchema, place, PlaceSchema, refused, SPEC_NAMES } from "./admin-fields";
import { PasswordNotSetSchema, updatedAnswer } from "./admin-clients.server";

const TAG = "Back office: staff";
/** AddStaffSchema is EditStaffSchema and the e-mail: one set of field rules for both calls. */
const a = AddStaffSchema.shape;

const ItemSchema = PlaceSchema.options[0];

const StaffSchema = z
  .object({
    id: z.number().int(),
    staffId: z.number().int(),
    name: z.string(),
    email: z.string(),
    mobile: z.string(),
    desgination: z.string(),
    staffCategory: z.enum(["DATA OPERATOR", "ADMIN", "SUPER ADMIN"]),
    staffActive: z.boolean(),
    address: z.string(),
    city: PlaceSchema,
    state: PlaceSchema,
    country: PlaceSchema,
    zipcode: z.string(),
    roleDropDownResponse: ItemSchema.meta({ description: "the staff role: id and value the role id (4, 1, 3), label the category" }),
  })
  .meta({ id: "Staff", description: "§3 Staff; 'none' for absent values" });

const staff = (r: StaffRow) => ({
  id: r.id,
  staffId: r.id,
  name: r.name,
  email: r.email,
  mobile: r.mobile,
  desgination: String(none(r.designation)),
  staffCategory: STAFF_CATEGORY[r.roleId],
  staffActive: r.active,
  address: String(none(r.address)),
  city: place(r.cityId, r.cityName),
  state: place(r.stateId, r.stateName),
  country: place(r.countryId, r.countryName),
  zipcode: String(none(r.zipCode)),
  roleDropDownResponse: { id: r.roleId, label: STAFF_CATEGORY[r.roleId], value: r.roleId },
});

/** A role id as a number or text: 0 (all), 4, 1 or 3 — the page's filter. */
const RoleFilterSchema = z.preprocess((v) => (typeof v === "number" ? String(v) : v), StaffListQuerySchema.shape.role);
/** The category as a label ('ALL', 'DATA OPERATOR', 'ADMIN', 'SUPER ADMIN') or a role id. */
const CATEGORY_IDS: Record<string, string> = { ALL: "0", ...Object.fromEntries(Object.entries(STAFF_CATEGORY).map(([id, label]) => [label, id])) };
const CategorySchema = z.preprocess((v) => (typeof v === "string" && v.trim().toUpperCase() in CATEGORY_IDS ? CATEGORY_IDS[v.trim().toUpperCase()] : v), RoleFilterSchema);

async function staffList(ctx: Parameters<typeof listStaff>[0], query: { q: string; role: number; page: number }) {
  const found = await listStaff(ctx, query);
  if (!found.total) return fail(staffMessages.empty, 404, {}, "NotFound");
  return list(found.rows.map(staff), found.pages);
}

export const StaffListBodySchema = z.object({ staffRole: RoleFilterSchema.meta({ description: "0 for all, or a role id: 4 DATA OPERATOR, 1 ADMIN, 3 SUPER ADMIN" }) }).meta({ id: "StaffListBody" });

export const getStaffList = defineCall({
  method: "POST",
  path: "/admin/getStaffList",
  tag: TAG,
  summary: `Staff users, newest first, ${STAFF_PAGE_SIZE} a page, filtered by role`,
  auth: ["staff:staff"],
  query: PageQuerySchema,
  body: StaffListBodySchema,
  response: listOf(StaffSchema),
  errors: { 404: "'No Staff found.'" },
  handle: async ({ ctx, query, body }) => staffList(ctx, { q: "", role: body.staffRole, page: query.pageNumber }),
});

export const SearchStaffBodySchema = z
  .object({
    staffCategory: CategorySchema.meta({ description: "'ALL', 'DATA OPERATOR', 'ADMIN', 'SUPER ADMIN' or a role id" }),
    staffNameOrId: StaffListQuerySchema.shape.q,
  })
  .meta({ id: "SearchStaffBody" });

export const searchStaff = defineCall({
  method: "POST",
  path: "/admin/searchStaff",
  tag: TAG,
  summary: "Search staff by staff id or name, with the category filter",
  auth: ["staff:staff"],
  query: PageQuerySchema,
  body: SearchStaffBodySchema,
  response: listOf(StaffSchema),
  errors: { 404: "'No Staff found.'" },
  handle: async ({ ctx, query, body }) => staffList(ctx, { q: body.staffNameOrId, role: body.staffCategory, page: query.pageNumber }),
});

/** The role id as the JSON number the old client sends, into the form's own rule. */
const RoleIdSchema = z.preprocess((v) => (typeof v === "number" ? String(v) : v), a.roleId);
const CountrySchema = onlyValue(STAFF_COUNTRY_ID, staffMessages.stateRequired, "101 (India) only");

const staffFields = {
  name: a.name,
  mobile: a.mobile,
  roleId: RoleIdSchema,
  desgination: a.designation,
  address: a.address,
  zipCode: a.zipCode,
  stateId: a.stateId,
  cityId: a.cityId,
  countryId: CountrySchema,
};
const fields = (b: z.output<z.ZodObject<typeof staffFields>>) => ({
  name: b.name,
  mobile: b.mobile,
  roleId: b.roleId,
  designation: b.desgination,
  address: b.address,
  zipCode: b.zipCode,
  stateId: b.stateId,
  cityId: b.cityId,
});

/** A service's refusal naming the spec's field. */
const staffRefused = (r: Extract<StaffResult, { ok: false }>) => refused(r, SPEC_NAMES);

export const AddStaffBodySchema = z.object({ ...staffFields, email: a.email }).meta({ id: "AddStaffBody" });

export const addStaffCall = defineCall({
  method: "POST",
  path: "/admin/addStaff",
  tag: TAG,
  summary: "Create a staff user (India); they get an e-mail with a link to set the password",
  auth: ["staff:staff"],
  body: AddStaffBodySchema,
  response: z.object({ id: z.number().int(), staffId: z.number().int(), message: z.string() }),
  errors: { 400: "a field is not valid (the form's messages)", 403: "only a Super Admin creates a Super Admin", 409: "the e-mail or mobile is already used" },
  handle: async ({ ctx, user, body }) => {
    const r = await addStaff(ctx, { userId: user.userId, roleId: user.roleId }, { ...fields(body), email: body.email });
    return r.ok ? announce(staffMessages.created, { id: r.id, staffId: r.id }) : staffRefused(r);
  },
});

export const UpdateStaffBodySchema = z
  .object({
    ...staffFields,
    staffId: StaffEditIdSchema.shape.id,
    password: z.unknown().optional().meta({ description: "sent by the spec's edit form; never set (decision 030): the answer says so (`passwordSet` false, `passwordNotSet` why)" }),
    email: z.unknown().optional().meta({ description: "read-only (§5); ignored" }),
  })
  .meta({ id: "UpdateStaffBody" });

export const updateStaffCall = defineCall({
  method: "POST",
  path: "/admin/updateStaff",
  tag: TAG,
  summary: "Edit a staff user (the e-mail is read-only); a city left out stays while the state does",
  auth: ["staff:staff"],
  body: UpdateStaffBodySchema,
  response: PasswordNotSetSchema,
  errors: {
    400: "a field is not valid, or one's own category",
    403: "only a Super Admin changes a Super Admin",
    404: "no such staff user",
    409: "the mobile is already used, or the last active Super Admin would be demoted",
  },
  handle: async ({ ctx, user, body }) => {
    const r = await updateStaff(ctx, { userId: user.userId, roleId: user.roleId }, { ...fields(body), id: body.staffId });
    return r.ok ? announceData(updatedAnswer(staffMessages.updated, body.password)) : staffRefused(r);
  },
});

/** `?status={s}&staffId={id}`: the new state (true/1 active, false/0 inactive) and the staff user. */
export const StaffStatusQuerySchema = z
  .object({
    status: z.preprocess((v) => (v === "true" ? "1" : v === "false" ? "0" : v), StaffToggleSchema.shape.active),
    staffId: StaffToggleSchema.shape.id,
  })
  .meta({ id: "StaffStatusQuery" });

export const staffActiveInActive = defineCall({
  method: "POST",
  path: "/admin/staffActiveInActive",
  tag: TAG,
  summary: "Activate (status true or 1) or deactivate (false or 0) a staff user; deactivating ends their sessions",
  auth: ["staff:staff"],
  query: StaffStatusQuerySchema,
  response: MessageSchema,
  errors: { 400: "oneself", 403: "only a Super Admin changes a Super Admin", 404: "no such staff user", 409: "the last active Super Admin" },
  handle: async ({ ctx, user, query }) => {
    const active = query.status === "1";
    const r = await setStaffActive(ctx, { userId: user.userId, roleId: user.roleId }, query.staffId, active);
    return r.ok ? announce(active ? staffMessages.activated : staffMessages.deactivated) : staffRefused(r);
  },
});

export const DeleteStaffBodySchema = z.object({ staffId: StaffDeleteSchema.shape.id }).meta({ id: "DeleteStaffBody" });

export const deleteStaffCall = defineCall({
  method: "POST",
  path: "/admin/deleteStaff",
  pathChosen: true,
  tag: TAG,
  summary: "Delete a staff user (kept hidden, restorable); their sessions end",
  auth: ["staff:staff"],
  body: DeleteStaffBodySchema,
  response: MessageSchema,
  errors: { 400: "oneself", 403: "only a Super Admin removes a Super Admin", 404: "no such staff user", 409: "the last active Super Admin" },
  handle: async ({ ctx, user, body }) => {
    const r = await deleteStaff(ctx, { userId: user.userId, roleId: user.roleId }, body.staffId);
    return r.ok ? announce(adminMessages.deleted) : staffRefused(r);
  },
});
