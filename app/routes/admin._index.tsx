import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { useActionData, useSearchParams } from "@remix-run/react";
import { AdminForgotModal } from "../components/admin-forgot-modal";
import { AdminLoginForm } from "../components/admin-login-form";
import { login } from "../services/auth.server";
import { clientIp, getStaff } from "../utils/auth.server";
import { messages } from "../utils/copy";
import { ABSOLUTE_LIFETIME_MS, sessionCookie } from "../utils/session.server";
import { AdminLoginSchema } from "../utils/user-validation";

export const meta: MetaFunction = () => [{ title: "Back office login — SAR Online" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (await getStaff(context.app, request)) throw redirect("/admin/dashboard");
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const parsed = AdminLoginSchema.safeParse({ email: form.get("email"), password: form.get("password") });
  if (!parsed.success) return data({ error: parsed.error.issues[0].message }, { status: 400 });
  const result = await login(context.app, {
    login: parsed.data.email,
    password: parsed.data.password,
    kind: "admin",
    ip: clientIp(request),
    userAgent: request.headers.get("user-agent"),
  });
  if (!result.ok) return data({ error: result.message }, { status: result.status ?? 400 });
  return redirect("/admin/dashboard", { headers: { "Set-Cookie": sessionCookie("admin", result.sessionId, ABSOLUTE_LIFETIME_MS / 1000) } });
}

export default function AdminLogin() {
  const reply = useActionData<{ error?: string }>();
  const [params] = useSearchParams();
  const error = reply?.error ?? (params.get("expired") ? messages.sessionExpired : null);
  return (
    <>
      <AdminLoginForm error={error} />
      {params.get("modal") === "forgot" ? <AdminForgotModal /> : null}
    </>
  );
}
