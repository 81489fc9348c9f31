import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { useSearchParams } from "@remix-run/react";
import { LoginForm } from "../components/auth-forms";
import { login } from "../services/auth.server";
import { clientIp, getUser } from "../utils/auth.server";
import { parseForm, safeRedirect } from "../utils/forms.server";
import { sessionCookie, ABSOLUTE_LIFETIME_MS } from "../utils/session.server";
import { LoginSchema } from "../utils/user-validation";

export const meta: MetaFunction = () => [{ title: "Login — SAR Online" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (await getUser(context.app, request)) throw redirect("/search");
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const submission = parseForm(formData, LoginSchema);
  const { login: id, password, redirectTo } = submission.value;
  const result = await login(context.app, {
    login: id,
    password,
    kind: "user",
    ip: clientIp(request),
    userAgent: request.headers.get("user-agent"),
  });
  if (!result.ok) {
    return data({ result: submission.reply({ formErrors: [result.message], hideFields: ["password"] }) }, { status: result.status ?? 400 });
  }
  return redirect(safeRedirect(redirectTo, "/search"), {
    headers: { "Set-Cookie": sessionCookie("user", result.sessionId, ABSOLUTE_LIFETIME_MS / 1000) },
  });
}

/** The login as a page, for browsers without JavaScript (the site opens it as a modal). */
export default function LoginPage() {
  const [params] = useSearchParams();
  return (
    <section className="narrow">
      <h1>Login</h1>
      <LoginForm redirectTo={params.get("redirectTo") ?? undefined} />
    </section>
  );
}
