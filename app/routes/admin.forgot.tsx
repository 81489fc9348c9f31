import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { AdminForgotPasswordSchema, forgotPassword } from "../services/accounts/auth.server";
import { clientIp } from "../utils/auth.server";

export async function loader() {
  return redirect("/admin?modal=forgot");
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const parsed = AdminForgotPasswordSchema.safeParse({ email: form.get("email"), website: form.get("website") ?? "" });
  if (!parsed.success) return data({ error: parsed.error.issues[0].message }, { status: 400 });
  const result = await forgotPassword(context.app, { email: parsed.data.email, kind: "admin", ip: clientIp(request) });
  if (!result.ok) return data({ error: result.message }, { status: result.status ?? 400 });
  return { ok: true };
}
