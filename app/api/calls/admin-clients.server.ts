/**
 * Clients (back-office §2 Clients, §3 Client, §4, §7): the clients page's services and the fields
 * of its NewClientSchema / EditClientSchema under the spec's names (`desgination` misspelt as the
 * spec has it). Every call is the clients section's (`staff:clients`: Super Admin and Admin); the
 * list and the users list also serve the notification form's dropdown (`staff:notification`).
 * Choices the spec leaves open: docs/decisions/082-back-office-clients-staff-api.md.
 */
import { z } from "zod";
import {
  CLIENT_COUNTRY_ID,
  CLIENT_PAGE_SIZE,
  ClientIdSchema,
  ClientListQuerySchema,
  ClientStatusSchema,
  clientLoginHistory,
  createClient,
  deleteClient,
  EditClientSchema,
  getClient,
  listClients,
  NewClientSchema,
  setClientActive,
  updateClient,
  type ClientRow,
} from "../../services/staff/clients.server";
import { PageSchema } from "../../services/fields.schema";
import { CLIENT_SELECT_LIMIT, findClientByEmail, listNotificationClients } from "../../services/alerts/notifications.server";
import { clientPaymentHistory } from "../../services/commerce/orders.server";
import { EmailSchema } from "../../utils/user-validation";
import { adminMessages, businessMessages } from "../../utils/copy";
import { ROLE } from "../../utils/roles";
import { defineCall } from "../define";
import { announce, announceData, fail, list, listOf, MessageSchema, none } from "../envelope.server";
import { LoginHistorySchema, loginHistoryItem } from "./account.server";
import { onlyValue, place, PlaceSchema, refused, SPEC_NAMES } from "./admin-fields";

const TAG = "Back office: clients";
const c = NewClientSchema.shape;
const e = EditClientSchema.shape;

const ClientSchema = z
  .object({
    id: z.number().int(),
    clientId: z.number().int(),
    name: z.string(),
    email: z.string(),
    mobile: z.string(),
    state: PlaceSchema,
    country: PlaceSchema,
    city: PlaceSchema,
    subscriptionActive: z.boolean().meta({ description: "a paid plan covers today (the Plan Status column)" }),
    userStatus: z.boolean().meta({ description: "the account is active (the User Status column)" }),
    address: z.string(),
    zipCode: z.string(),
    desgination: z.string(),
  })
  .meta({ id: "Client", description: "§3 Client; the password is never answered; 'none' for absent values" });

const client = (r: ClientRow) => ({
  id: r.id,
  clientId: r.id,
  name: r.name,
  email: r.email,
  mobile: r.mobile,
  state: place(r.stateId, r.state),
  country: place(r.countryId, r.country),
  city: place(r.cityId, r.city),
  subscriptionActive: r.subscriptionActive,
  userStatus: r.active,
  address: String(none(r.address)),
  zipCode: String(none(r.zipCode)),
  desgination: String(none(r.designation)),
});

/** The filter as the spec sends it (ALL, ACTIVE, INACTIVE); the dropdown's 'IN ACTIVE' is read too. */
const ClientCategorySchema = z.preprocess((v) => (v === "IN ACTIVE" ? "INACTIVE" : v), ClientListQuerySchema.shape.status);

/** `?pageNumber={n}&perPageLimit=8`: 8 a page (§9); the notification dropdown asks for up to 999 at once. */
export const ClientPageQuerySchema = z.object({
  pageNumber: PageSchema,
  perPageLimit: z.coerce.number().int().min(1).max(CLIENT_SELECT_LIMIT).default(CLIENT_PAGE_SIZE),
});

async function clientList(ctx: Parameters<typeof listClients>[0], q: string, filter: z.output<typeof ClientCategorySchema>, page: { pageNumber: number; perPageLimit: number }) {
  const found = await listClients(ctx, { q, filter, page: page.pageNumber, perPage: page.perPageLimit });
  if (!found.total) return fail(businessMessages.noClients, 404, {}, "NotFound");
  return list(found.rows.map(client), found.pages);
}

export const UserItemSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string() }).meta({ id: "UserDropdownItem" });

export const getUsersList = defineCall({
  method: "GET",
  alsoMethods: ["POST"],
  path: "/admin/getUsersList",
  tag: TAG,
  summary: `Every client as the user dropdown's items (id, name, email), by name, up to ${CLIENT_SELECT_LIMIT}`,
  auth: ["staff:clients", "staff:notification"],
  response: listOf(UserItemSchema),
  handle: async ({ ctx }) => list(await listNotificationClients(ctx), 1),
});

export const ClientListBodySchema = z.object({ clientCategory: ClientCategorySchema }).meta({ id: "ClientListBody" });

export const getClientList = defineCall({
  method: "POST",
  path: "/admin/getClientList",
  tag: TAG,
  summary: `Clients, newest first, ${CLIENT_PAGE_SIZE} a page, filtered by user status; perPageLimit up to ${CLIENT_SELECT_LIMIT} (the notification dropdown)`,
  auth: ["staff:clients", "staff:notification"],
  query: ClientPageQuerySchema,
  body: ClientListBodySchema,
  response: listOf(ClientSchema),
  errors: { 404: "'No Client found.'" },
  handle: async ({ ctx, query, body }) => clientList(ctx, "", body.clientCategory, query),
});

export const SearchClientBodySchema = z.object({ clientCategory: ClientCategorySchema, clientNameOrId: ClientListQuerySchema.shape.q }).meta({ id: "SearchClientBody" });

export const searchClient = defineCall({
  method: "POST",
  path: "/admin/searchClient",
  tag: TAG,
  summary: "Search clients by name, client id, e-mail or mobile, with the user-status filter",
  auth: ["staff:clients"],
  query: ClientPageQuerySchema,
  body: SearchClientBodySchema,
  response: listOf(ClientSchema),
  errors: { 404: "'No Client found.'" },
  handle: async ({ ctx, query, body }) => clientList(ctx, body.clientNameOrId, body.clientCategory, query),
});

/** 0, blank or 'none' is no value (the old client's defaults: cityId 0, desgination ''). */
const absent = <S extends z.ZodType>(schema: S) => z.preprocess((v) => (v === 0 || v === "0" || v === "none" || v === null ? undefined : v), schema);
/** Fixed values the old client sends: country 101 and role 2; anything else is refused. */
const CountrySchema = onlyValue(CLIENT_COUNTRY_ID, businessMessages.stateInvalid, "101 (India) only");
const ClientRoleSchema = onlyValue(ROLE.USER, "roleId must be 2 (a client).", "2 (a client) only");

const fields = (b: { name: string; mobile: string; stateId: number; cityId: number | null; address: string | null; zipCode: string | null; desgination: string | null }) => ({
  name: b.name,
  mobile: b.mobile,
  stateId: b.stateId,
  cityId: b.cityId,
  address: b.address,
  zipCode: b.zipCode,
  designation: b.desgination,
});
/** A service's refusal naming the spec's field. */
const clientRefused = (r: { status: number; message: string; field?: string }) => refused(r, SPEC_NAMES);

export const AddClientBodySchema = z
  .object({
    name: c.name,
    email: c.email,
    mobile: c.mobile,
    stateId: c.stateId,
    cityId: absent(c.cityId),
    address: absent(c.address),
    zipCode: absent(c.zipCode),
    desgination: absent(c.designation),
    countryId: CountrySchema,
    roleId: ClientRoleSchema,
  })
  .meta({ id: "AddClientBody" });

export const addClient = defineCall({
  method: "POST",
  path: "/admin/addClient",
  tag: TAG,
  summary: "Create a client (role 2, India); the client gets an e-mail with a link to set the password",
  auth: ["staff:clients"],
  body: AddClientBodySchema,
  response: z.object({ id: z.number().int(), clientId: z.number().int(), message: z.string() }),
  errors: { 400: "a field is not valid (the form's messages)", 409: "the e-mail or mobile is already registered" },
  handle: async ({ ctx, user, body }) => {
    const r = await createClient(ctx, { ...fields(body), email: body.email, actorId: user.userId });
    return r.ok ? announce(businessMessages.clientCreated, { id: r.id, clientId: r.id }) : clientRefused(r);
  },
});

/** `userStatus` as a boolean or the text 'true'/'false'. */
const UserStatusSchema = z.preprocess((v) => (typeof v === "boolean" ? String(v) : v), ClientStatusSchema.shape.active);

export const UpdateClientBodySchema = z
  .object({
    clientId: ClientIdSchema.shape.id,
    name: e.name,
    mobile: e.mobile,
    stateId: e.stateId,
    cityId: absent(e.cityId),
    address: absent(e.address),
    zipCode: absent(e.zipCode),
    desgination: absent(e.designation),
    userStatus: UserStatusSchema.optional().meta({ description: "true activates, false deactivates (ending the client's sessions); left out, unchanged" }),
    countryId: CountrySchema,
    roleId: ClientRoleSchema,
    password: z.unknown().optional().meta({ description: "sent by the spec's edit form; never set (decision 030): the answer says so (`passwordSet` false, `passwordNotSet` why)" }),
    email: z.unknown().optional().meta({ description: "read-only (§5); ignored" }),
  })
  .meta({ id: "UpdateClientBody" });

/**
 * ours (issue 34 item 2, decision 030): why the password an edit form sent was not set. Nobody sets
 * another person's password; the person sets it by the e-mailed link or Forgot password.
 */
export const PASSWORD_NOT_SET =
  "The password was not changed: nobody sets another person's password. They set it themselves with Forgot password, or with the link e-mailed when the account was created.";

/** responseData of an edit that may have been sent a password. */
export const PasswordNotSetSchema = MessageSchema.extend({
  passwordSet: z.boolean().optional().meta({ description: "false when the body carried a password: it was not set (decision 030)" }),
  passwordNotSet: z.string().optional().meta({ description: "why the password sent was not set" }),
});

/** The edit's success, saying when a password was sent and not set — never a plain success then. */
export function updatedAnswer(message: string, password: unknown) {
  const sent = typeof password === "string" ? password.trim() !== "" && password.trim() !== "none" : password !== undefined && password !== null;
  return sent ? { message: `${message} ${PASSWORD_NOT_SET}`, passwordSet: false, passwordNotSet: PASSWORD_NOT_SET } : { message };
}

export const updateClientCall = defineCall({
  method: "POST",
  path: "/admin/updateClient",
  tag: TAG,
  summary: "Edit a client (the e-mail is read-only); userStatus activates or deactivates",
  auth: ["staff:clients"],
  body: UpdateClientBodySchema,
  response: PasswordNotSetSchema,
  errors: { 400: "a field is not valid", 404: "no such client", 409: "the mobile is already registered" },
  handle: async ({ ctx, user, body }) => {
    const r = await updateClient(ctx, { ...fields(body), id: body.clientId, actorId: user.userId });
    if (!r.ok) return clientRefused(r);
    if (body.userStatus !== undefined && (await getClient(ctx, body.clientId))?.active !== body.userStatus) {
      const s = await setClientActive(ctx, { id: body.clientId, active: body.userStatus, actorId: user.userId });
      if (!s.ok) return clientRefused(s);
    }
    return announceData(updatedAnswer(businessMessages.clientUpdated, body.password));
  },
});

export const DeleteClientBodySchema = z.object({ clientId: ClientIdSchema.shape.id }).meta({ id: "DeleteClientBody" });

export const deleteClientCall = defineCall({
  method: "POST",
  path: "/admin/deleteClient",
  tag: TAG,
  summary: "Delete a client (kept hidden, restorable); refused while a paid plan runs now or later",
  auth: ["staff:clients"],
  body: DeleteClientBodySchema,
  response: MessageSchema,
  errors: { 404: "no such client", 409: "the client has an active or upcoming subscription" },
  handle: async ({ ctx, user, body }) => {
    const r = await deleteClient(ctx, { id: body.clientId, actorId: user.userId });
    return r.ok ? announce(adminMessages.deleted) : clientRefused(r);
  },
});

const PaymentSchema = z
  .object({
    paymentId: z.string(),
    paymentDate: z.string(),
    paymentMode: z.string().meta({ description: "RAZORPAY, OFFLINE or ADMIN (granted by staff)" }),
    planType: z.string(),
    paymentStatus: z.string(),
    paymentAmount: z.number().int().meta({ description: "paise" }),
  })
  .meta({ id: "PaymentHistoryItem" });

export const PaymentHistBodySchema = z.object({ emailId: EmailSchema }).meta({ id: "PaymentHistBody" });

export const getUserPaymentHist = defineCall({
  method: "POST",
  path: "/admin/getUserPaymentHist",
  tag: TAG,
  summary: "A client's payments (every order), newest first; amounts in paise",
  auth: ["staff:clients"],
  body: PaymentHistBodySchema,
  response: listOf(PaymentSchema),
  errors: { 404: "no client has this e-mail" },
  handle: async ({ ctx, body }) => {
    const found = await findClientByEmail(ctx, body.emailId);
    if (!found) return fail(businessMessages.clientNotFound, 404, {}, "NotFound", undefined, { field: "emailId" });
    const rows = await clientPaymentHistory(ctx, found.id);
    return list(
      rows.map((o) => ({
        paymentId: String(none(o.paymentId)),
        paymentDate: o.createdAt,
        paymentMode: o.paymentMode,
        planType: o.planType,
        paymentStatus: o.status,
        paymentAmount: o.amountPaise,
      })),
      1,
    );
  },
});

export const ClientHistoryQuerySchema = z.object({
  pageNumber: PageSchema,
  perPageLimit: z.coerce.number().int().min(1).max(1000).optional().meta({ description: "read and checked; the page size is the server's 8 (§9)" }),
  clientId: ClientIdSchema.shape.id,
});

export const loginHistoryByClientIdForAdminPanel = defineCall({
  method: "GET",
  path: "/user/loginHistoryByClientIdForAdminPanel",
  tag: TAG,
  summary: "A client's login history (Client History), newest first, 8 a page",
  auth: ["staff:clients"],
  query: ClientHistoryQuerySchema,
  response: listOf(LoginHistorySchema),
  errors: { 404: "the id is not a client's" },
  handle: async ({ ctx, query }) => {
    const h = await clientLoginHistory(ctx, query.clientId, query.pageNumber);
    if (!h) return fail(businessMessages.clientNotFound, 404, {}, "NotFound", undefined, { field: "clientId" });
    return list(h.items.map(loginHistoryItem), h.pages, { totalCount: h.total });
  },
});
