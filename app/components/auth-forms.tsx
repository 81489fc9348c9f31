/**
 * The subscriber's login, registration and forgot-password forms. Each posts to its own route
 * under /auth (which also renders it as a page when JavaScript is off); in the site they open as
 * modals over the current page (spec §2.2).
 */
import type { SubmissionResult } from "@conform-to/react";
import { Form, Link, useActionData, useFetcher, useLocation, useNavigate, useSearchParams } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { messages } from "../utils/copy-core";
import { getFormProps, getInputProps, lazyValidation, useLazyValidation, useLiteForm } from "../utils/lazy-validation";
import { FieldError, InputField } from "./form-fields";
import { Modal } from "./modal";

// The schemas (and zod) load at the first interaction, not with the page (issue 22 item 11).
const schemas = () => import("../services/accounts/auth.schema");
const validateLogin = lazyValidation(() => schemas().then((m) => m.LoginSchema));
const validateRegister = lazyValidation(() => schemas().then((m) => m.RegisterSchema));
const validateRequestOtp = lazyValidation(() => schemas().then((m) => m.RequestOtpSchema));
const validateForgot = lazyValidation(() => schemas().then((m) => m.ForgotPasswordSchema));

export type FormReply = {
  result?: SubmissionResult<string[]>;
  message?: string;
  ok?: boolean;
  notice?: string;
  /** the login: the account is paused, so offer a sign-in code (docs/decisions/017) */
  paused?: boolean;
  codeSent?: boolean;
  /** the login: every seat is taken; this one-time token logs the other device out (docs/decisions/026) */
  takeover?: string;
  /** registration: the answer to GET OTP (the form's other values come back in `result`) */
  otp?: boolean;
};

/** The form-level message (the server's answer that belongs to no single field). */
function FormError({ errors }: { errors?: string[] }) {
  return errors?.length ? (
    <p className="server-error" role="alert">
      {errors[0]}
    </p>
  ) : null;
}

/** The submit button, disabled with a spinner while the form is being sent. */
function SubmitButton({ busy, label, intent }: { busy: boolean; label: string; intent?: string }) {
  return (
    <button type="submit" name={intent ? "intent" : undefined} value={intent} className="button primary" disabled={busy}>
      {busy ? <span className="spinner" aria-hidden /> : null} {label}
    </button>
  );
}

function Honeypot() {
  return (
    <label className="honeypot" aria-hidden="true">
      Leave this empty
      <input name="website" tabIndex={-1} autoComplete="off" />
    </label>
  );
}

export function LoginForm({ redirectTo, forgotHref = "/auth/forgot" }: { redirectTo?: string; forgotHref?: string }) {
  const fetcher = useFetcher<FormReply>();
  const pageReply = useActionData<FormReply>();
  const reply = fetcher.data ?? pageReply;
  const [form, fields] = useLiteForm({
    id: "login-form",
    lastResult: reply?.result,
    onValidate: useLazyValidation(validateLogin, "login-form"),
  });
  const busy = fetcher.state !== "idle";
  const paused = Boolean(reply?.paused);
  // The take-over's token works once. A double click's second press can come before `busy` has
  // disabled the button (the fetcher's state renders in a transition): it would abort the first
  // request (the same fetcher) and spend the token again, so the other device was logged out and
  // this one told "That offer has expired". So it is sent once until the fetcher is idle again.
  const takeoverSent = useRef(false);
  useEffect(() => {
    if (!busy) takeoverSent.current = false;
  }, [busy]);
  return (
    <>
    <fetcher.Form method="post" action="/auth/login" className="form" {...getFormProps(form)} noValidate>
      <FormError errors={form.errors} />
      {reply?.codeSent ? (
        <p className="alert success" role="status">
          {reply.message}
        </p>
      ) : null}
      <InputField label="E-mail or mobile" errors={fields.login.errors} {...getInputProps(fields.login, { type: "text" })} autoComplete="username" />
      <InputField label="Password" errors={fields.password.errors} {...getInputProps(fields.password, { type: "password" })} autoComplete="current-password" />
      {paused ? (
        <>
          <p className="muted">{messages.signInCodeOffer}</p>
          <InputField label="Sign-in code" errors={fields.code.errors} {...getInputProps(fields.code, { type: "text" })} inputMode="numeric" autoComplete="one-time-code" />
        </>
      ) : null}
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <SubmitButton busy={busy} label="Login" intent="login" />
      {paused ? (
        // After Login, so that Enter still logs in.
        <button type="submit" name="intent" value="code" className="button" disabled={busy}>
          Send me a sign-in code
        </button>
      ) : null}
      <Link to={forgotHref} preventScrollReset>
        Forgot password?
      </Link>
    </fetcher.Form>
    {reply?.takeover ? (
      // Offered only after the password was proven (docs/decisions/026); its own form, so the
      // login's fields are not needed again.
      <fetcher.Form
        method="post"
        action="/auth/login"
        className="form seat-takeover"
        onSubmit={(event) => {
          if (takeoverSent.current) event.preventDefault();
          takeoverSent.current = true;
        }}
      >
        <p className="muted">{messages.seatTakeoverOffer}</p>
        <input type="hidden" name="intent" value="takeover" />
        <input type="hidden" name="takeover" value={reply.takeover} />
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <button type="submit" className="button" disabled={busy}>
          {messages.seatTakeoverButton}
        </button>
      </fetcher.Form>
    ) : null}
    </>
  );
}

export function RegisterForm({ states, onRegistered }: { states: { id: number; label: string }[]; onRegistered?: () => void }) {
  const fetcher = useFetcher<FormReply>();
  const otpFetcher = useFetcher<FormReply>();
  const pageReply = useActionData<FormReply>();
  const [form, fields] = useLiteForm({
    id: "register-form",
    lastResult: (fetcher.data ?? pageReply)?.result,
    onValidate: useLazyValidation(validateRegister, "register-form"),
    // Once shown, a field's message follows its value: fixed fields lose their red message.
    shouldRevalidate: "onInput",
    defaultValue: { website: "" },
  });
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) onRegistered?.();
  }, [fetcher.state, fetcher.data, onRegistered]);
  useEffect(() => {
    if (pageReply?.ok && pageReply.message === messages.registered) onRegistered?.();
  }, [pageReply, onRegistered]);

  const requestOtp = async () => {
    const el = document.getElementById(form.id) as HTMLFormElement | null;
    if (!el) return;
    const data = new FormData(el);
    const check = (await validateRequestOtp.load())({ formData: data });
    if (check.status !== "success") {
      const errors = check.error ?? {};
      setOtpMessage(String((errors.mobile ?? errors.email ?? [messages.otpNotSent])[0]));
      return;
    }
    setOtpMessage(null);
    otpFetcher.submit({ intent: "otp", email: String(data.get("email")), mobile: String(data.get("mobile")), website: String(data.get("website") ?? "") }, { method: "post", action: "/auth/register" });
  };
  const [otpMessage, setOtpMessage] = useState<string | null>(null);
  // Without JavaScript the page's own action answers the GET OTP button.
  const pageOtp = pageReply?.otp ? pageReply : null;
  const otpReply = otpMessage ?? otpFetcher.data?.message ?? pageOtp?.message ?? null;
  const otpOk = !otpMessage && (otpFetcher.data ?? pageOtp)?.ok;
  const busy = fetcher.state !== "idle";

  return (
    <fetcher.Form method="post" action="/auth/register" className="form" {...getFormProps(form)} noValidate>
      <FormError errors={form.errors} />
      <InputField label="Name" errors={fields.name.errors} {...getInputProps(fields.name, { type: "text" })} autoComplete="name" maxLength={60} />
      <InputField label="E-mail" errors={fields.email.errors} {...getInputProps(fields.email, { type: "email" })} autoComplete="email" maxLength={52} />
      <InputField label="Mobile" errors={fields.mobile.errors} {...getInputProps(fields.mobile, { type: "tel" })} autoComplete="tel-national" inputMode="numeric" maxLength={10} />
      <InputField label="Password" errors={fields.password.errors} {...getInputProps(fields.password, { type: "password" })} autoComplete="new-password" />
      <label>
        State
        <select {...getInputProps(fields.stateId, { type: "text" })} defaultValue={String(fields.stateId.initialValue ?? "")}>
          <option value="" disabled>
            Select State
          </option>
          {states.map((s) => (
            <option key={s.id} value={s.id}>
              {s.label}
            </option>
          ))}
        </select>
        <FieldError errors={fields.stateId.errors} />
      </label>
      <div className="otp-row">
        <button
          type="submit"
          name="intent"
          value="otp"
          formNoValidate
          className="button"
          onClick={(e) => {
            e.preventDefault();
            void requestOtp();
          }}
          disabled={otpFetcher.state !== "idle"}
        >
          GET OTP
        </button>
        {otpReply ? (
          <span className={otpOk ? "ok-text" : "field-error"} role="status">
            {otpReply}
          </span>
        ) : null}
      </div>
      <InputField label="OTP" errors={fields.otp.errors} {...getInputProps(fields.otp, { type: "text" })} inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
      <Honeypot />
      <SubmitButton busy={busy} label="Register" intent="register" />
    </fetcher.Form>
  );
}

export function ForgotPasswordForm() {
  const fetcher = useFetcher<FormReply>();
  const pageReply = useActionData<FormReply>();
  const [form, fields] = useLiteForm({
    id: "forgot-form",
    lastResult: (fetcher.data ?? pageReply)?.result,
    onValidate: useLazyValidation(validateForgot, "forgot-form"),
  });
  if ((fetcher.data ?? pageReply)?.ok) {
    return (
      <p className="alert success" role="status">
        {messages.linkSent}
      </p>
    );
  }
  return (
    <fetcher.Form method="post" action="/auth/forgot" className="form" {...getFormProps(form)} noValidate>
      <FormError errors={form.errors} />
      <InputField label="E-mail" errors={fields.email.errors} {...getInputProps(fields.email, { type: "email" })} autoComplete="email" />
      <Honeypot />
      <SubmitButton busy={fetcher.state !== "idle"} label="Send Link" />
    </fetcher.Form>
  );
}

/**
 * Opens the modal named in ?modal= (login, register, forgot, registered) over any page. The server
 * renders it open and every way out or across is a link, so it works before the scripts load and
 * without JavaScript (each form posts to its own /auth route, which answers as a page).
 */
export function AuthModals({ states }: { states: { id: number; label: string }[] | null }) {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const modal = params.get("modal");
  const hrefTo = (name: string | null) => {
    const next = new URLSearchParams(params);
    if (name) next.set("modal", name);
    else {
      next.delete("modal");
      next.delete("expired");
      next.delete("redirectTo");
    }
    const query = next.toString();
    return `${pathname}${query ? `?${query}` : ""}`;
  };
  const closeHref = hrefTo(null);
  const close = () => navigate(closeHref, { preventScrollReset: true });
  if (modal === "login") {
    return (
      <Modal title="Login" onClose={close} closeHref={closeHref}>
        {params.get("expired") ? <p className="alert error">{messages.sessionExpired}</p> : null}
        <LoginForm redirectTo={params.get("redirectTo") ?? undefined} forgotHref={hrefTo("forgot")} />
        <p className="muted">
          New here?{" "}
          <Link to={hrefTo("register")} preventScrollReset>
            Register
          </Link>
        </p>
      </Modal>
    );
  }
  if (modal === "register") {
    return (
      <Modal title="Register" onClose={close} closeHref={closeHref}>
        <RegisterForm
          states={states ?? []}
          onRegistered={() =>
            setParams(
              (p) => {
                p.set("modal", "registered");
                return p;
              },
              { preventScrollReset: true },
            )
          }
        />
      </Modal>
    );
  }
  if (modal === "registered") {
    return (
      <Modal title="Registered" onClose={() => navigate(hrefTo("login"), { preventScrollReset: true })} closeHref={hrefTo("login")}>
        <p role="status">{messages.registered}</p>
        {/* A GET form: a button that leads on to the login, with or without JavaScript. */}
        <Form method="get" action={pathname} preventScrollReset>
          {[...new URLSearchParams(hrefTo("login").split("?")[1]).entries()].map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <button type="submit" className="button primary">
            OK
          </button>
        </Form>
      </Modal>
    );
  }
  if (modal === "forgot") {
    return (
      <Modal title="Forgot Password" onClose={close} closeHref={closeHref}>
        <ForgotPasswordForm />
      </Modal>
    );
  }
  return null;
}
