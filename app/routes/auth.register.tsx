import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { RegisterForm } from "../components/auth-forms";
import { listStates } from "../services/masters.server";
import { register, requestSignupOtp } from "../services/auth.server";
import { clientIp, getUser } from "../utils/auth.server";
import { messages } from "../utils/copy";
import { parseForm } from "../utils/forms.server";
import { RegisterSchema, RequestOtpSchema } from "../utils/user-validation";

export const meta: MetaFunction = () => [{ title: "Register — SAR Online" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (await getUser(context.app, request)) throw redirect("/dashboard");
  return { states: await listStates(context.app, 101) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  if (formData.get("intent") === "otp") {
    // GET OTP: 'Please Enter Mobile No' / 'Please Enter Email ID' / sent / 'OTP Not Send...'.
    const mobile = String(formData.get("mobile") ?? "").trim();
    const email = String(formData.get("email") ?? "").trim();
    if (!mobile) return data({ ok: false, message: messages.enterMobile }, { status: 400 });
    if (!email) return data({ ok: false, message: messages.enterEmail }, { status: 400 });
    const parsed = RequestOtpSchema.safeParse({ email, mobile, website: formData.get("website") ?? "" });
    if (!parsed.success) return data({ ok: false, message: parsed.error.issues[0].message }, { status: 400 });
    const sent = await requestSignupOtp(context.app, { email: parsed.data.email, mobile: parsed.data.mobile, ip: clientIp(request) });
    if (!sent.ok) return data({ ok: false, message: sent.message }, { status: sent.status ?? 400 });
    return { ok: true, message: messages.otpSent };
  }
  const submission = parseForm(formData, RegisterSchema);
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
  const [done, setDone] = useState(false);
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
