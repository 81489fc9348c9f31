/**
 * Field schemas defined once and shared by every form (conform on the client, parseWithZod on the
 * server). Messages are the spec's own words (app/utils/copy.ts).
 */
import { z } from "zod";
import { messages } from "./copy";

/** local part, at-sign, domain, 2 to 3 letter ending (subscriber §5). */
export const EMAIL_PATTERN = /^[\w.+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,3}$/;
/** 10 digits, first 1-9. */
export const MOBILE_PATTERN = /^[1-9]\d{9}$/;

const trimmed = (v: unknown) => (typeof v === "string" ? v.trim() : v);

export const EmailSchema = z.preprocess(
  trimmed,
  z
    .string({ error: messages.emailEmpty })
    .min(1, messages.emailEmpty)
    .max(52, messages.invalidEmail)
    .regex(EMAIL_PATTERN, messages.invalidEmail)
    .transform((v) => v.toLowerCase()),
);

export const MobileSchema = z.preprocess(
  trimmed,
  z.string({ error: messages.enterMobile }).min(1, messages.enterMobile).regex(MOBILE_PATTERN, messages.invalidMobile),
);

/** Register and change password: 8 to 15 (decision 7). */
export const PasswordSchema = z
  .string({ error: messages.passwordLength })
  .min(8, messages.passwordLength)
  .max(15, messages.passwordLength);

/** Reset password: 8 to 14 (back-office shared conventions). */
export const ResetPasswordValueSchema = z
  .string({ error: messages.resetPasswordLength })
  .min(8, messages.resetPasswordLength)
  .max(14, messages.resetPasswordLength);

export const NameSchema = z.preprocess(trimmed, z.string({ error: messages.nameRequired }).min(1, messages.nameRequired).max(60));

export const OtpSchema = z.preprocess(
  trimmed,
  z.string({ error: messages.enterOtp }).min(1, messages.enterOtp).max(6, messages.wrongOtp).regex(/^\d{6}$/, messages.wrongOtp),
);

/** The hidden honeypot field: people leave it empty, bots fill it. */
export const HoneypotSchema = z.string().max(0, messages.serverError).optional();

/** The one-time sign-in code of a paused account (docs/decisions/017): six digits, optional. */
export const SignInCodeSchema = z.preprocess(trimmed, z.string().regex(/^\d{6}$/, messages.wrongPasswordOrCode)).optional();

/** "login" logs in; "code" asks for a sign-in code for a paused account. */
export const LoginIntentSchema = z.enum(["login", "code"]).optional();

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
