import type { ActionFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { ForgotPasswordForm } from "../components/auth-forms";
import { ForgotPasswordSchema, forgotPassword } from "../services/accounts/auth.server";
import { clientIp } from "../utils/auth.server";
import { validateForm } from "../utils/forms.server";

export const meta: MetaFunction = () => [{ title: "Forgot password — SAR Online" }];

export async function action({ request, context }: ActionFunctionArgs) {
  const { submission, reply } = validateForm(await request.formData(), ForgotPasswordSchema);
  if (!submission) return reply;
  const result = await forgotPassword(context.app, { email: submission.value.email, kind: "user", ip: clientIp(request) });
  if (!result.ok) return data({ result: submission.reply({ formErrors: [result.message] }) }, { status: result.status ?? 400 });
  return { ok: true };
}

export default function ForgotPasswordPage() {
  return (
    <section className="narrow">
      <h1>Forgot Password</h1>
      <ForgotPasswordForm />
    </section>
  );
}
