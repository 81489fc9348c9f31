import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { useActionData, useSearchParams } from "@remix-run/react";
import { AdminForgotModal } from "../components/admin-forgot-modal";
import { AdminLoginForm, type AdminLoginReply } from "../components/admin-login-form";
import { AdminLoginSchema, login, requestSignInCode } from "../services/accounts/auth.server";
import { clientIp, getStaff } from "../utils/auth.server";
import { messages } from "../utils/copy";
import { ABSOLUTE_LIFETIME_MS, sessionCookie } from "../utils/session.server";

export const meta: MetaFunction = () => [{ title: "Back office login — SAR Online" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (await getStaff(context.app, request)) throw redirect("/admin/dashboard");
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const parsed = AdminLoginSchema.safeParse({
    email: form.get("email"),
    password: form.get("password"),
    code: form.get("code") || undefined,
    intent: form.get("intent") || undefined,
  });
  if (!parsed.success) return data<AdminLoginReply>({ error: parsed.error.issues[0].message, paused: form.has("code") }, { status: 400 });
  const { email, password, code, intent } = parsed.data;
  const ip = clientIp(request);
  if (intent === "code") {
    // "Send me a sign-in code" on a paused account (docs/decisions/017).
    const sent = await requestSignInCode(context.app, { login: email, password, kind: "admin", ip });
    if (!sent.ok) return data<AdminLoginReply>({ error: sent.message, paused: true, email }, { status: sent.status ?? 400 });
    return data<AdminLoginReply>({ notice: messages.signInCodeSent, paused: true, email });
  }
  const result = await login(context.app, { login: email, password, code, kind: "admin", ip, userAgent: request.headers.get("user-agent") });
  if (!result.ok) return data<AdminLoginReply>({ error: result.message, paused: Boolean(result.paused) || Boolean(code), email }, { status: result.status ?? 400 });
  // A fixed target: the response that carries the cookie cannot fail after the session row is written.
  return redirect("/admin/dashboard", { headers: { "Set-Cookie": sessionCookie("admin", result.sessionId, ABSOLUTE_LIFETIME_MS / 1000) } });
}

export default function AdminLogin() {
  const reply = useActionData<AdminLoginReply>();
  const [params] = useSearchParams();
  const error = reply?.error ?? (params.get("expired") ? messages.sessionExpired : null);
  return (
    <>
      <AdminLoginForm error={error} notice={reply?.notice ?? null} paused={Boolean(reply?.paused)} email={reply?.email} />
      {params.get("modal") === "forgot" ? <AdminForgotModal /> : null}
    </>
  );
}
