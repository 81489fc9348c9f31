/**
 * The back office's own password calls (back-office §2 Forgot-password modal, Reset-password page,
 * the Change Password menu; §7 "shared actions … their paths are not shown"): the same services,
 * schemas and messages as /admin/forgot, /admin/reset and /admin/changePassword. The paths are ours
 * (docs/decisions/082-back-office-clients-staff-api.md).
 */
import { z } from "zod";
import { AdminForgotPasswordSchema } from "../../services/accounts/auth.schema";
import { forgotPassword } from "../../services/accounts/auth.server";
import { clientIp } from "../../utils/auth.server";
import { messages } from "../../utils/copy";
import { defineCall } from "../define";
import { announce, fail, MessageSchema } from "../envelope.server";
import { changePasswordCall, resetPasswordCall } from "./account.server";

const TAG = "Back office: account";

export const AdminForgetPasswordBodySchema = z.object({ userEmail: AdminForgotPasswordSchema.shape.email }).meta({ id: "AdminForgetPasswordBody" });

export const adminForgetPassword = defineCall({
  method: "POST",
  path: "/admin/forgetPassword",
  pathChosen: true,
  tag: TAG,
  summary: "Send a staff user a password-reset link to /admin/reset (the same answer whether or not the address is a staff user's)",
  auth: ["none"],
  body: AdminForgetPasswordBodySchema,
  response: MessageSchema,
  errors: { 400: "'Please Enter the Format in {email}'", 429: "too many links asked for in an hour" },
  handle: async ({ ctx, request, body }) => {
    const result = await forgotPassword(ctx, { email: body.userEmail, kind: "admin", ip: clientIp(request) });
    return result.ok ? announce(messages.linkSent) : fail(result.message, result.status ?? 400, {}, "Limit");
  },
});

export const adminResetPassword = defineCall({
  method: "POST",
  path: "/admin/resetPassword",
  pathChosen: true,
  tag: TAG,
  summary: "Set a new password (8 to 14) from the link a staff user was sent",
  description: "The spec's reset sends the e-mail, the new password and the token: `{token, userPassword, userEmail}`, as user/resetPassword (the same rule and service as /admin/reset).",
  auth: ["none"],
  body: resetPasswordCall.body,
  response: MessageSchema,
  errors: { 400: "the password's length, or the link is invalid, used or expired" },
  handle: resetPasswordCall.handle,
});

export const adminChangePassword = defineCall({
  ...changePasswordCall,
  path: "/admin/changePassword",
  tag: TAG,
  summary: "Change the signed-in staff user's own password (8 to 15), giving the current one; their other sessions end",
  auth: ["staff:changePassword"],
});
