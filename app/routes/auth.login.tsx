import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { useSearchParams } from "@remix-run/react";
import { LoginForm } from "../components/auth-forms";
import { LoginSchema, SeatTakeoverSchema, login, requestSignInCode, takeOverSeat, type LoginResult } from "../services/accounts/auth.server";
import { clientIp, getUser } from "../utils/auth.server";
import { messages } from "../utils/copy-core";
import { safeRedirect, validateForm } from "../utils/forms.server";
import { sessionCookie, ABSOLUTE_LIFETIME_MS } from "../utils/session.server";

export const meta: MetaFunction = () => [{ title: "Login — SAR Online" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (await getUser(context.app, request)) throw redirect("/search");
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const ip = clientIp(request);
  const userAgent = request.headers.get("user-agent");
  const origin = new URL(request.url).origin;
  if (formData.get("intent") === "takeover") {
    // "Log out the other device" after a seats-full refusal (docs/decisions/026).
    const { submission, reply } = validateForm(formData, SeatTakeoverSchema);
    if (!submission) return reply;
    const target = safeRedirect(submission.value.redirectTo, "/search", origin);
    return loggedIn(submission, await takeOverSeat(context.app, { token: submission.value.takeover, ip, userAgent }), target);
  }
  const { submission, reply } = validateForm(formData, LoginSchema);
  if (!submission) return reply;
  const { login: id, password, code, intent, redirectTo } = submission.value;
  if (intent === "code") {
    // "Send me a sign-in code" on a paused account (docs/decisions/017).
    const sent = await requestSignInCode(context.app, { login: id, password, kind: "user", ip });
    const reply = submission.reply({ formErrors: sent.ok ? undefined : [sent.message], hideFields: ["password", "code"] });
    return data({ result: reply, paused: true, codeSent: sent.ok, message: sent.ok ? messages.signInCodeSent : undefined }, { status: sent.ok ? 200 : (sent.status ?? 400) });
  }
  // The target is settled before any session exists, and it is a normalised same-origin path, so
  // the redirect that carries the cookie cannot fail after the session row is written.
  const target = safeRedirect(redirectTo, "/search", origin);
  const result = await login(context.app, { login: id, password, code, kind: "user", ip, userAgent });
  return loggedIn(submission, result, target, Boolean(code));
}

/** The session cookie and the way on, or the refusal shown on the form (with the seat offer, if any). */
function loggedIn(submission: { reply: (o: { formErrors: string[]; hideFields: string[] }) => unknown }, result: LoginResult, target: string, triedCode = false) {
  if (!result.ok) {
    const reply = submission.reply({ formErrors: [result.message], hideFields: ["password", "code", "takeover"] });
    return data({ result: reply, paused: Boolean(result.paused) || triedCode, takeover: result.takeover }, { status: result.status ?? 400 });
  }
  return redirect(target, { headers: { "Set-Cookie": sessionCookie("user", result.sessionId, ABSOLUTE_LIFETIME_MS / 1000) } });
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
