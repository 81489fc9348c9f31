/**
 * The account calls of subscriber §7: sign-up and its OTP, the password and e-mail links, My
 * Account (dashboard, profile picture, login history). Each calls the service the pages call, with
 * the pages' field schemas under the old client's names and the same messages.
 */
import { z } from "zod";
import { getDashboard, getLoginHistory, LOGIN_HISTORY_PAGE_SIZE, MAX_PICTURE_BYTES, uploadProfilePicture } from "../../services/accounts/account.server";
import { ChangePasswordSchema, ForgotPasswordSchema, RegisterSchema, RequestOtpSchema, ResetPasswordSchema } from "../../services/accounts/auth.schema";
import { changePassword, checkSignupOtp, forgotPassword, register, requestSignupOtp, resetPassword, validateResetToken, verifyEmail } from "../../services/accounts/auth.server";
import { clientIp } from "../../utils/auth.server";
import { messages } from "../../utils/copy";
import { toastMessages } from "../../utils/copy-screens";
import { FormBodyError, readForm } from "../../utils/forms.server";
import { defineCall } from "../define";
import { announce, fail, list, listOf, MessageSchema, none, ok } from "../envelope.server";
import { PageQuerySchema } from "./search.server";

const F = RegisterSchema.shape;

/** Subscriber §3's signup payload; the server checks the OTP (decision 5): `otp`, or a prior validateOtp. */
export const SignupBodySchema = z
  .object({
    name: F.name,
    email: F.email,
    mobile: F.mobile,
    password: F.password,
    stateId: F.stateId,
    otp: F.otp.optional().meta({ description: "the registration OTP; may be left out when `validateOtp` confirmed it in the last 10 minutes" }),
    countryId: z.coerce.number().int().optional().meta({ description: "101 (India) — registration is for India only" }),
    cityId: z.coerce.number().int().optional(),
    desgination: z.string().max(100).optional(),
    address: z.string().max(300).optional(),
    zipCode: z.string().max(10).optional(),
  })
  .meta({ id: "SignupBody" });

export const signup = defineCall({
  method: "POST",
  path: "/user/signup",
  tag: "Account",
  summary: "Register a subscriber (an e-mail verification link is sent)",
  description: "Old clients call `validateOtp` first and send the payload without `otp`; new ones send `otp` with it.",
  auth: ["none"],
  body: SignupBodySchema,
  response: MessageSchema,
  errors: { 400: "a field is not valid, or the OTP is not confirmed ('Please Enter Correct OTP.')", 409: "the e-mail or mobile is already registered" },
  handle: async ({ ctx, body }) => {
    if (body.countryId !== undefined && body.countryId !== 101) return fail(messages.stateRequired, 400, {}, "Validation", undefined, { field: "countryId" });
    const result = await register(ctx, { name: body.name, email: body.email, mobile: body.mobile, password: body.password, stateId: body.stateId, otp: body.otp ?? null });
    if (!result.ok) return fail(result.message, result.status ?? 400, {}, "Validation", undefined, result.field ? { field: result.field } : {});
    return announce(messages.registered);
  },
});

export const generateOtp = defineCall({
  method: "GET",
  path: "/user/generateOtp/{mobile}/{email}",
  tag: "Account",
  summary: "Send a registration OTP to the mobile and the e-mail",
  auth: ["none"],
  params: z.object({ mobile: RequestOtpSchema.shape.mobile, email: RequestOtpSchema.shape.email }),
  response: MessageSchema,
  errors: { 409: "the e-mail or mobile is already registered", 429: "one OTP a minute, five an hour", 503: "'OTP Not Send...'" },
  handle: async ({ ctx, request, params }) => {
    const sent = await requestSignupOtp(ctx, { email: params.email, mobile: params.mobile, ip: clientIp(request) });
    if (!sent.ok) return fail(sent.message, sent.status ?? 400, {}, sent.status === 429 ? "Limit" : "Error");
    return announce(messages.otpSent);
  },
});

export const validateOtp = defineCall({
  method: "GET",
  path: "/user/validateOtp/{otp}/{mobile}",
  tag: "Account",
  summary: "Check a registration OTP: the text 'true' when right, 'false' otherwise (five tries)",
  auth: ["none"],
  params: z.object({ otp: F.otp, mobile: F.mobile }),
  response: z.string(),
  produces: "text/plain",
  handle: async ({ ctx, params }) => {
    const right = await checkSignupOtp(ctx, { mobile: params.mobile, code: params.otp });
    return new Response(String(right), { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  },
});

export const forgetPassword = defineCall({
  method: "POST",
  path: "/user/forgetPassword",
  tag: "Account",
  summary: "Send a password-reset link (the same answer whether or not the address has an account)",
  auth: ["none"],
  body: z.object({ userEmail: ForgotPasswordSchema.shape.email }).meta({ id: "ForgetPasswordBody" }),
  response: MessageSchema,
  errors: { 429: "too many links asked for in an hour" },
  handle: async ({ ctx, request, body }) => {
    const result = await forgotPassword(ctx, { email: body.userEmail, kind: "user", ip: clientIp(request) });
    return result.ok ? announce(messages.linkSent) : fail(result.message, result.status ?? 400, {}, "Limit");
  },
});

const R = ResetPasswordSchema.shape;

/**
 * The reset link's token: required — never a reset by e-mail alone (decision 113). Missing, blank
 * or malformed, it is refused with the customer's text for a bad link, never a parser's English.
 */
export const ResetLinkTokenSchema = z
  .string({ error: messages.linkInvalid })
  .min(10, messages.linkInvalid)
  .max(400, messages.linkInvalid)
  .meta({ description: "the token of the reset link e-mailed (its `token` query parameter)" });

export const resetPasswordCall = defineCall({
  method: "POST",
  path: "/user/resetPassword",
  tag: "Account",
  summary: "Set a new password from a reset link",
  description:
    "The spec shows {userEmail, userPassword}; the link's `token` is needed too: a reset by an address alone would let anyone take any account (decision 113). Without it the answer is the link's own text, 'This link is invalid or has expired. Please ask for a new one.', with `field` token. `userEmail`, when sent, must be the link's.",
  auth: ["none"],
  body: z.object({ token: ResetLinkTokenSchema, userPassword: R.password, userEmail: z.string().max(80).optional() }).meta({ id: "ResetPasswordBody" }),
  response: MessageSchema,
  errors: { 400: "the password's length, or the link is invalid or has expired" },
  handle: async ({ ctx, body }) => {
    const link = await validateResetToken(ctx, body.token);
    if (!link.ok || (body.userEmail && body.userEmail.trim().toLowerCase() !== link.email.toLowerCase())) return fail(messages.linkInvalid, 400);
    const result = await resetPassword(ctx, { token: body.token, password: body.userPassword });
    return result.ok ? announce(messages.resetDone) : fail(result.message, 400);
  },
});

/**
 * The signed-in user's own password (My Account's Change Password; the spec names the screen and its
 * messages, not the call: the path is ours, as the back office's admin/changePassword). The same
 * service as the page: the current password, 8 to 15, the two equal; their other sessions end.
 */
export const changePasswordCall = defineCall({
  method: "POST",
  path: "/user/changePassword",
  pathChosen: true,
  tag: "Account",
  summary: "Change the signed-in subscriber's own password (8 to 15), giving the current one; their other sessions end",
  auth: ["user"],
  body: ChangePasswordSchema,
  response: MessageSchema,
  errors: { 400: "a field is not valid or the current password is wrong", 429: "too many wrong current passwords (15 minutes)" },
  handle: async ({ ctx, user, body }) => {
    const result = await changePassword(ctx, { userId: user.userId, sessionIdHash: user.sessionIdHash, currentPassword: body.currentPassword, password: body.password });
    if (!result.ok) return fail(result.message, result.status ?? 400, {}, result.status === 429 ? "Limit" : "Validation", undefined, result.field ? { field: result.field } : {});
    return announce(messages.passwordChanged);
  },
});

const TokenQuerySchema = z.object({ token: z.string({ error: messages.linkInvalid }).min(10, messages.linkInvalid).max(400, messages.linkInvalid) });

export const validateResetPasswordLink = defineCall({
  method: "GET",
  path: "/user/validateResetPasswordLink",
  tag: "Account",
  summary: "Whether a reset link is still valid (it is not used)",
  auth: ["none"],
  query: TokenQuerySchema,
  response: z.object({ message: z.string(), email: z.string() }),
  handle: async ({ ctx, query }) => {
    const result = await validateResetToken(ctx, query.token);
    return result.ok ? ok({ message: "Valid link.", email: result.email }) : fail(result.message, 400);
  },
});

export const verifyEmailCall = defineCall({
  method: "GET",
  path: "/user/verifyEmail",
  tag: "Account",
  summary: "Confirm an e-mail address from its verification link (works once)",
  auth: ["none"],
  query: TokenQuerySchema,
  response: z.object({ message: z.string(), email: z.string() }),
  handle: async ({ ctx, query }) => {
    const result = await verifyEmail(ctx, query.token);
    return result.ok ? ok({ message: "Your e-mail address is confirmed.", email: result.email }) : fail(result.message, 400);
  },
});

// ---------------------------------------------------------------- My Account

const OrderSchema = z
  .object({
    orderId: z.string(),
    paymentId: z.string(),
    transactionId: z.string(),
    planType: z.string(),
    planName: z.string(),
    planStartDate: z.string(),
    planEndDate: z.string(),
    planActive: z.boolean(),
    isFuturePlan: z.enum(["Y", "N"]),
    paymentDate: z.string(),
    paymentMode: z.string(),
    paymentAmount: z.number().int().meta({ description: "paise" }),
    paymentStatus: z.string(),
  })
  .meta({ id: "DashboardOrder" });

export const getDashBoard = defineCall({
  method: "GET",
  path: "/user/getDashBoard",
  tag: "My Account",
  summary: "My Account: the subscriber, the active plan and every order (amounts in paise)",
  auth: ["user"],
  response: z
    .object({
      clientId: z.number().int(),
      subscriptionActive: z.boolean(),
      email: z.string(),
      name: z.string(),
      mobile: z.string(),
      stateDto: z.object({ value: z.string() }),
      profilePicture: z.string().meta({ description: "the picture's address, or 'none'" }),
      userOrderList: z.array(OrderSchema),
    })
    .meta({ id: "Dashboard" }),
  handle: async ({ ctx, user }) => {
    const d = await getDashboard(ctx, user.userId);
    return ok({
      clientId: d.clientId,
      subscriptionActive: d.subscriptionActive,
      email: d.email,
      name: d.name,
      mobile: d.mobile,
      stateDto: { value: none(d.state) },
      profilePicture: d.hasPicture ? "/dashboard/picture" : "none",
      userOrderList: d.orders.map((o) => ({
        orderId: String(o.orderId),
        paymentId: none(o.paymentId),
        transactionId: none(o.receiptOrderId),
        planType: o.planType,
        planName: o.planName,
        planStartDate: none(o.planStartDate),
        planEndDate: none(o.planEndDate),
        planActive: o.planActive,
        isFuturePlan: o.isFuturePlan,
        paymentDate: none(o.paymentDate),
        paymentMode: none(o.paymentMode),
        paymentAmount: o.paymentAmountPaise,
        paymentStatus: o.paymentStatus,
      })),
    });
  },
});

export const uploadProfilePictureCall = defineCall({
  method: "POST",
  path: "/user/uploadProfilePicture",
  tag: "My Account",
  summary: "Upload the profile picture (multipart, field profilePicture; jpeg, png, bmp or gif, up to 1 MB)",
  auth: ["user"],
  multipart: z.object({ profilePicture: z.string().meta({ format: "binary" }) }),
  response: MessageSchema,
  errors: { 400: "'Please select a valid image file .jpeg, jpg, png, bmp'", 413: "'Max Upload size is 1MB only'" },
  handle: async ({ ctx, request, user }) => {
    let form: FormData;
    try {
      form = await readForm(request, MAX_PICTURE_BYTES + 64 * 1024);
    } catch (e) {
      if (!(e instanceof FormBodyError)) throw e;
      return e.status === 413 ? fail(messages.imageTooLarge, 413, {}, "Limit") : fail(messages.invalidImage, 400, {}, "Validation");
    }
    const file = form.get("profilePicture");
    const result = await uploadProfilePicture(ctx, user.userId, file instanceof File ? file : null);
    // My Account announces it (decision 117's toast): the same text as the success toast.
    return result.ok ? announce(toastMessages.pictureUpdated) : fail(result.message, 400, {}, "Validation");
  },
});

export const LoginHistorySchema = z
  .object({ loginTimestamp: z.string(), logoutTimestamp: z.string(), activeDurationInMinutes: z.union([z.number(), z.literal("none")]) })
  .meta({ id: "LoginHistoryItem" });

/** A login history row under the spec's names (also the back office's client history). */
export const loginHistoryItem = (i: { loginTimestamp: string; logoutTimestamp: string | null; activeDurationInMinutes: number | null }) => ({
  loginTimestamp: i.loginTimestamp,
  logoutTimestamp: none(i.logoutTimestamp),
  activeDurationInMinutes: none(i.activeDurationInMinutes),
});

export const loginHistory = defineCall({
  method: "GET",
  path: "/user/loginHistory",
  tag: "My Account",
  summary: "My Login History, newest first (8 a page unless perPageLimit says otherwise)",
  auth: ["user"],
  query: PageQuerySchema,
  response: listOf(LoginHistorySchema),
  handle: async ({ ctx, user, query }) => {
    const h = await getLoginHistory(ctx, user.userId, query.pageNumber ?? 1, query.perPageLimit ?? LOGIN_HISTORY_PAGE_SIZE);
    return list(h.items.map(loginHistoryItem), h.pages, { totalCount: h.total });
  },
});
