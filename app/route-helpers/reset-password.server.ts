import { data } from "@remix-run/cloudflare";
import { ResetPasswordSchema, resetPassword, validateResetToken } from "../services/accounts/auth.server";
import type { AppContext } from "../utils/context.server";
import { messages } from "../utils/copy";
import { validateForm } from "../utils/forms.server";

/** Shared by /resetPassword and /admin/reset: validate the link on load, reset once on submit. */
export async function loadResetLink(ctx: AppContext, request: Request) {
  const token = new URL(request.url).searchParams.get("token");
  if (!token) return null;
  const check = await validateResetToken(ctx, token);
  return { token, valid: check.ok, message: check.ok ? null : check.message, email: check.ok ? check.email : null };
}

export async function submitReset(ctx: AppContext, request: Request) {
  const { submission, reply } = validateForm(await request.formData(), ResetPasswordSchema);
  if (!submission) return reply;
  const result = await resetPassword(ctx, { token: submission.value.token, password: submission.value.password });
  if (!result.ok) return data({ result: submission.reply({ formErrors: [result.message], hideFields: ["password", "confirmPassword"] }) }, { status: 400 });
  return { ok: true, message: messages.resetDone };
}
