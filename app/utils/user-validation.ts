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

export const trimmed = (v: unknown) => (typeof v === "string" ? v.trim() : v);

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
