/**
 * The inputs of the clients service (back-office §5 Client, §7 createClient/updateClient): the
 * form of Add New Client and Edit Client, the list's query and the status toggle. A plain module
 * (no `.server`): the page's action reaches it through clients.server.ts, the form's client check
 * loads it on first use (lazyValidation), and an API route imports the same objects (decision 058).
 */
import { z } from "zod";
import { businessMessages as m, messages } from "../../utils/copy";
import { EMAIL_PATTERN, MOBILE_PATTERN } from "../../utils/user-validation";
import { IdSchema, ListSearchSchema, PageSchema } from "../fields.schema";

export const CLIENT_FILTERS = ["ALL", "ACTIVE", "INACTIVE"] as const;
export type ClientFilter = (typeof CLIENT_FILTERS)[number];

const blankToNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const optionalText = (max: number, message: string) =>
  z.preprocess(blankToNull, z.string().trim().max(max, message).optional()).transform((v) => v ?? null);

/** Client fields (§5): name required and at most 37; mobile 10 digits, first 1-9; a state of India. */
const ClientFieldsSchema = {
  name: z.string({ error: messages.nameRequired }).trim().min(1, messages.nameRequired).max(37, m.clientNameLong),
  mobile: z.string({ error: messages.enterMobile }).trim().min(1, messages.enterMobile).regex(MOBILE_PATTERN, messages.invalidMobile),
  stateId: z.coerce.number({ error: messages.stateRequired }).int(messages.stateRequired).positive(messages.stateRequired).max(1_000_000, messages.stateRequired),
  cityId: z.preprocess(blankToNull, z.coerce.number({ error: m.cityInvalid }).int(m.cityInvalid).positive(m.cityInvalid).max(1_000_000, m.cityInvalid).optional()).transform((v) => v ?? null),
  address: optionalText(200, m.clientAddressLong),
  zipCode: z.preprocess(blankToNull, z.string().trim().regex(/^\d{6}$/, m.zipCode).optional()).transform((v) => v ?? null),
  designation: optionalText(60, m.designationLong),
};

/** Add New Client: also the e-mail (required, the spec's pattern, at most 37). */
export const NewClientSchema = z.object({
  ...ClientFieldsSchema,
  email: z
    .string({ error: messages.emailEmpty })
    .trim()
    .min(1, messages.emailEmpty)
    .max(37, m.clientEmailLong)
    .regex(EMAIL_PATTERN, messages.invalidEmail)
    .transform((v) => v.toLowerCase()),
});
/** Edit Client: the e-mail is read-only (not accepted). */
export const EditClientSchema = z.object(ClientFieldsSchema);

/** The clients list's URL: search, Active/In Active filter, page and the open dialog. */
export const ClientListQuerySchema = z.object({
  q: ListSearchSchema,
  status: z.enum(CLIENT_FILTERS).default("ALL"),
  page: PageSchema,
  dialog: z.enum(["add"]).optional(),
  edit: IdSchema.optional(),
  view: IdSchema.optional(),
  confirm: IdSchema.optional(),
  order: IdSchema.optional(),
  history: IdSchema.optional(),
  hpage: PageSchema,
  payments: IdSchema.optional(),
  notice: z.string().optional(),
});

/** Activate / deactivate a client: `active` is the new state. */
export const ClientStatusSchema = z.object({ id: IdSchema, active: z.enum(["true", "false"]).transform((v) => v === "true") });

/** Delete a client, or the id of the client an update is for. */
export const ClientIdSchema = z.object({ id: IdSchema });
