/**
 * The first Super Admin of a new deployment (issue 21 item 13): the checks and the SQL of
 * `npm run admin:create`, kept apart from the terminal so tests run them. The password obeys the
 * app's rules for a staff password (set through the set-password link: 8 to 14 characters) and is
 * hashed with the app's own hashing (PBKDF2, app/utils/password.server.ts).
 */
import { z } from "zod";
import { messages, staffMessages } from "../../app/utils/copy";
import { hashPassword } from "../../app/utils/password.server";
import { ROLE } from "../../app/utils/roles";
import { EmailSchema, MobileSchema, ResetPasswordValueSchema } from "../../app/utils/user-validation";

export const AdminCreateSchema = z.object({
  email: EmailSchema.pipe(z.string().max(37, staffMessages.emailLong)),
  name: z.string({ error: messages.nameRequired }).trim().min(1, messages.nameRequired).max(37, staffMessages.nameLong),
  mobile: MobileSchema,
  password: ResetPasswordValueSchema,
});
export type AdminCreateInput = z.output<typeof AdminCreateSchema>;

export type AdminArgs = { email?: string; name?: string; mobile?: string; remote: boolean };

/** `--email a@b.in --name "A B" --mobile 98… [--remote]` (also `--email=…`). */
export function parseAdminArgs(argv: string[]): AdminArgs {
  const out: AdminArgs = { remote: false };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s);
    if (flag === "--remote") out.remote = true;
    else if (flag === "--local") out.remote = false;
    else if (flag === "--email" || flag === "--name" || flag === "--mobile") out[flag.slice(2) as "email" | "name" | "mobile"] = inline ?? argv[++i];
    else throw new Error(`Unknown argument ${argv[i]}`);
  }
  return out;
}

/** The messages of every field that fails, or the clean values. */
export function checkAdmin(input: Record<string, unknown>): { ok: true; value: AdminCreateInput } | { ok: false; errors: string[] } {
  const parsed = AdminCreateSchema.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, errors: parsed.error.issues.map((i) => `${String(i.path[0] ?? "")}: ${i.message}`) };
}

const literal = (v: string | number | null) => (v === null ? "null" : typeof v === "number" ? String(v) : `'${v.replaceAll("'", "''")}'`);

/**
 * One INSERT that adds the Super Admin only when no account holds the e-mail or mobile; it
 * returns the new row's id, so no row back means nothing was written. Active, e-mail verified (the operator vouches for it),
 * country 101 as every staff member.
 */
export async function adminInsertSql(input: AdminCreateInput, now: Date): Promise<string> {
  const hash = await hashPassword(input.password);
  const at = now.toISOString();
  const values = [ROLE.SUPER_ADMIN, input.name, input.email, input.mobile, hash, "Super Admin", 101, 1, at, at, at];
  return (
    "INSERT INTO users (role_id, name, email, mobile, password_hash, designation, country_id, active, email_verified_at, created_at, modified_at) " +
    `SELECT ${values.map(literal).join(", ")} ` +
    `WHERE NOT EXISTS (SELECT 1 FROM users WHERE email = ${literal(input.email)} OR mobile = ${literal(input.mobile)}) RETURNING id;`
  );
}
