/**
 * The inputs of the staff service (back-office §5 Add/Edit Staff, §2 Staff Users): the two forms,
 * the list's query, the toggle and the delete. A plain module (no `.server`): the page's action
 * reaches it through staff.server.ts, the form's client check loads it on first use, an API route
 * imports the same objects (decision 058).
 */
import { z } from "zod";
import { businessMessages, messages, staffMessages } from "../../utils/copy";
import { EMAIL_PATTERN, MOBILE_PATTERN } from "../../utils/user-validation";
import { IdSchema, ListSearchSchema, PageSchema } from "../fields.schema";

const text = (required: string, max: number, long: string) => z.string({ error: required }).trim().min(1, required).max(max, long);

/** Edit Staff (§5): the e-mail is read-only, so it is not part of the edit. */
const StaffFieldsSchema = z.object({
  name: text(staffMessages.nameRequired, 37, staffMessages.nameLong),
  mobile: z.string({ error: messages.enterMobile }).trim().regex(MOBILE_PATTERN, staffMessages.invalidMobile),
  roleId: z.enum(["4", "1", "3"], { error: staffMessages.roleRequired }).transform((v) => Number(v) as 4 | 1 | 3),
  designation: text(staffMessages.designation, 37, staffMessages.designationLong).regex(/^[A-Za-z0-9 ]+$/, staffMessages.designation),
  address: text(staffMessages.addressRequired, 200, staffMessages.addressLong),
  zipCode: z.string({ error: staffMessages.pincode }).trim().regex(/^\d{6}$/, staffMessages.pincode),
  stateId: z.coerce.number({ error: staffMessages.stateRequired }).int(staffMessages.stateRequired).positive(staffMessages.stateRequired).max(1_000_000, staffMessages.stateRequired),
  /** The city (§3 Staff; the API's addStaff/updateStaff send it): one of the state's; 0 or blank is none; left out, an edit keeps the stored one while the state stays. */
  cityId: z.preprocess(
    (v) => (v === "" || v === 0 || v === "0" ? null : v),
    z.coerce.number({ error: businessMessages.cityInvalid }).int(businessMessages.cityInvalid).positive(businessMessages.cityInvalid).max(1_000_000, businessMessages.cityInvalid).nullable().optional(),
  ),
});

/** Add New Staff (§5): the fields above and an e-mail of at most 37 characters. */
export const AddStaffSchema = StaffFieldsSchema.extend({
  email: z
    .string({ error: messages.emailEmpty })
    .trim()
    .min(1, messages.emailEmpty)
    .max(37, staffMessages.emailLong)
    .regex(EMAIL_PATTERN, messages.invalidEmail)
    .transform((v) => v.toLowerCase()),
});
export const EditStaffSchema = StaffFieldsSchema;
/** A staff member's fields as the service takes them. */
export type StaffFields = z.output<typeof EditStaffSchema>;

/** The staff list's URL: search, role filter, page and the open dialog. */
export const StaffListQuerySchema = z.object({
  q: ListSearchSchema,
  role: z.enum(["0", "4", "1", "3"]).default("0").transform(Number),
  page: PageSchema,
  confirm: IdSchema.optional(),
  dialog: z.enum(["add"]).optional(),
  edit: IdSchema.optional(),
  view: IdSchema.optional(),
  notice: z.string().optional(),
});

/** Activate (1) or deactivate (0) a staff member. */
export const StaffToggleSchema = z.object({ intent: z.literal("toggle"), id: IdSchema, active: z.enum(["0", "1"]) });
export const StaffDeleteSchema = z.object({ intent: z.literal("delete"), id: IdSchema });
/** The staff member an edit is for. */
export const StaffEditIdSchema = z.object({ id: IdSchema });
