/**
 * The inputs of the auth service (app/services/accounts/auth.server.ts; subscriber §5, back-office shared
 * conventions): login, the seat takeover, register and its OTP, forgot, reset and change password,
 * built from the field schemas of app/utils/user-validation.ts. A plain module (no `.server`): the
 * pages' actions reach it through auth.server.ts, the forms' client check loads it on first use
 * (lazyValidation), an API route imports the same objects (decision 058). Messages are the spec's
 * own words (app/utils/copy.ts).
 */
import { z } from "zod";
import { messages } from "../../utils/copy";
import {
  EMAIL_PATTERN,
  EmailSchema,
  HoneypotSchema,
  LoginIntentSchema,
  MobileSchema,
  NameSchema,
  OtpSchema,
  PasswordSchema,
  ResetPasswordValueSchema,
  SignInCodeSchema,
  trimmed,
} from "../../utils/user-validation";

export const LoginSchema = z.object({
  login: z.preprocess(trimmed, z.string({ error: messages.emailEmpty }).min(1, messages.emailEmpty).max(80)),
  // An empty password is the field's own mistake, drawn beside it (issue 22 item 8), as on the back office.
  password: z.string({ error: messages.passwordRequired }).min(1, messages.passwordRequired).max(64, messages.invalidCredentials),
  code: SignInCodeSchema,
  intent: LoginIntentSchema,
  redirectTo: z.string().max(2000).optional(),
});

/** "Log out the other device": the one-time token of a seats-full refusal (docs/decisions/026). */
export const SeatTakeoverSchema = z.object({
  intent: z.literal("takeover"),
  takeover: z.string({ error: messages.seatTakeoverExpired }).min(20, messages.seatTakeoverExpired).max(100, messages.seatTakeoverExpired),
  redirectTo: z.string().max(2000).optional(),
});

export const AdminLoginSchema = z.object({
  email: z.preprocess(trimmed, z.string({ error: messages.emailRequired }).min(1, messages.emailRequired).max(52).email(messages.adminEmailFormat)),
  password: z.string({ error: messages.passwordRequired }).min(1, messages.passwordRequired).max(16),
  code: SignInCodeSchema,
  intent: LoginIntentSchema,
});

export const RequestOtpSchema = z.object({
  email: z.preprocess(trimmed, z.string({ error: messages.enterEmail }).min(1, messages.enterEmail).max(52).regex(EMAIL_PATTERN, messages.invalidEmail)),
  mobile: MobileSchema,
  website: HoneypotSchema,
});

export const RegisterSchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  mobile: MobileSchema,
  password: PasswordSchema,
  stateId: z.coerce.number({ error: messages.stateRequired }).int().positive(messages.stateRequired),
  otp: OtpSchema,
  website: HoneypotSchema,
});

export const ForgotPasswordSchema = z.object({ email: EmailSchema, website: HoneypotSchema });

export const AdminForgotPasswordSchema = z.object({
  email: z.preprocess(trimmed, z.string({ error: messages.adminEmailFormat }).min(1, messages.adminEmailFormat).max(52).regex(EMAIL_PATTERN, messages.adminEmailFormat)),
  website: HoneypotSchema,
});

/** Change password asks for the current one too (docs/decisions/018), so a borrowed session cannot take the account. */
export const ChangePasswordSchema = z
  .object({
    currentPassword: z.string({ error: messages.currentPasswordRequired }).min(1, messages.currentPasswordRequired).max(64, messages.currentPasswordWrong),
    password: PasswordSchema,
    confirmPassword: z.string({ error: messages.passwordLength }),
  })
  .refine((v) => v.password === v.confirmPassword, { message: messages.passwordsDiffer, path: ["confirmPassword"] });

export const ResetPasswordSchema = z
  .object({
    token: z.string().min(10).max(400),
    password: ResetPasswordValueSchema,
    confirmPassword: z.string({ error: messages.resetPasswordLength }).min(1, messages.resetPasswordLength),
  })
  .refine((v) => v.password === v.confirmPassword, { message: messages.resetMismatch, path: ["confirmPassword"] });
