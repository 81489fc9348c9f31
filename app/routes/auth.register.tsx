import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { RegisterForm, type FormReply } from "../components/auth-forms";
import { listStates } from "../services/masters/masters.server";
import { RegisterSchema, RequestOtpSchema, register, requestSignupOtp } from "../services/accounts/auth.server";
import { clientIp, getUser } from "../utils/auth.server";
import { messages } from "../utils/copy-core";
import { parseForm, validateForm } from "../utils/forms.server";

export const meta: MetaFunction = () => [{ title: "Register — SAR Online" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (await getUser(context.app, request)) throw redirect("/dashboard");
  return { states: await listStates(context.app, 101) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  if (formData.get("intent") === "otp") {
    // GET OTP: 'Please Enter Mobile No' / 'Please Enter Email ID' / sent / 'OTP Not Send...'.
    // The form's values (never the password) come back, so without JavaScript the page shows the
    // form filled in, and no stale field messages.
    const filled = { initialValue: parseForm(formData, { schema: RegisterSchema }).reply({ hideFields: ["password", "otp"] }).initialValue };
    const otpReply = (ok: boolean, message: string, status = 200) => data<FormReply>({ ok, message, otp: true, result: filled }, { status });
    const mobile = String(formData.get("mobile") ?? "").trim();
    const email = String(formData.get("email") ?? "").trim();
    if (!mobile) return otpReply(false, messages.enterMobile, 400);
    if (!email) return otpReply(false, messages.enterEmail, 400);
    const parsed = RequestOtpSchema.safeParse({ email, mobile, website: formData.get("website") ?? "" });
    if (!parsed.success) return otpReply(false, parsed.error.issues[0].message, 400);
    const sent = await requestSignupOtp(context.app, { email: parsed.data.email, mobile: parsed.data.mobile, ip: clientIp(request) });
    if (!sent.ok) return otpReply(false, sent.message, sent.status ?? 400);
    return otpReply(true, messages.otpSent);
  }
  const { submission, reply } = validateForm(formData, RegisterSchema);
  if (!submission) return reply;
  const result = await register(context.app, submission.value);
  if (!result.ok) {
    const reply = "field" in result && result.field
      ? submission.reply({ fieldErrors: { [result.field]: [result.message] }, hideFields: ["password"] })
      : submission.reply({ formErrors: [result.message], hideFields: ["password"] });
    return data({ result: reply }, { status: result.status ?? 400 });
  }
  return { ok: true, message: messages.registered };
}

/** Registration as a page, for browsers without JavaScript. */
export default function RegisterPage() {
  const { states } = useLoaderData<typeof loader>();
  const reply = useActionData<FormReply>();
  const [registered, setDone] = useState(false);
  // Without JavaScript the answer itself says the account was made.
  const done = registered || Boolean(reply?.ok && reply.message === messages.registered);
  return (
    <section className="narrow">
      <h1>Register</h1>
      {done ? (
        <p role="status">
          {messages.registered} <Link to="/auth/login">Login</Link>
        </p>
      ) : (
        <RegisterForm states={states} onRegistered={() => setDone(true)} />
      )}
    </section>
  );
}
