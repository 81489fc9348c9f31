import { data } from "@remix-run/cloudflare";
import { changePassword } from "../services/accounts/auth.server";
import type { AppContext } from "../utils/context.server";
import { messages } from "../utils/copy";
import type { validateForm } from "../utils/forms.server";
import type { SessionUser } from "../utils/session.server";
import type { ChangePasswordSchema } from "../services/accounts/auth.schema";

/**
 * Shared by the subscriber's /dashboard and the staff /admin/changePassword: the current password,
 * then the new one (docs/decisions/018). A refusal is shown at the current-password field and
 * changes nothing.
 */
export type ChangePasswordSubmission = NonNullable<ReturnType<typeof validateForm<typeof ChangePasswordSchema>>["submission"]>;

export async function submitChangePassword(ctx: AppContext, user: SessionUser, submission: ChangePasswordSubmission) {
  const { currentPassword, password } = submission.value;
  const result = await changePassword(ctx, { userId: user.userId, sessionIdHash: user.sessionIdHash, currentPassword, password });
  if (!result.ok) {
    const reply = submission.reply({ fieldErrors: { currentPassword: [result.message] }, hideFields: ["currentPassword", "password", "confirmPassword"] });
    return data({ result: reply }, { status: result.status ?? 400 });
  }
  return data({ ok: true, message: messages.passwordChanged });
}
