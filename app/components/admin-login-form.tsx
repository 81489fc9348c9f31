import { Form, Link, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { messages } from "../utils/copy";

/** The staff login action's answer: an error or a notice, and whether the account is paused. */
export type AdminLoginReply = { error?: string; notice?: string; paused?: boolean; email?: string };

/**
 * Staff login (back-office §2 Admin login): 'Username', show/hide password, Forgot password?,
 * spinner. On a paused account it offers "Send me a sign-in code" and a field for the code
 * (docs/decisions/017).
 */
export function AdminLoginForm({ error, notice, paused, email }: { error?: string | null; notice?: string | null; paused?: boolean; email?: string }) {
  const [show, setShow] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === "/admin?index";
  // A new answer from the server shows again even after the last one was dismissed, also when it
  // says the same thing as before: every new submission brings the message back.
  useEffect(() => setDismissed(false), [error, notice]);
  useEffect(() => {
    if (busy) setDismissed(false);
  }, [busy]);
  return (
    <section className="admin-login">
      <h1>Back office</h1>
      <Form method="post" action="/admin?index" className="card form" noValidate>
        {error && !dismissed ? (
          <div className="alert error" role="alert">
            <span>{error}</span>
            <button type="button" className="close" aria-label="Dismiss" onClick={() => setDismissed(true)}>
              ×
            </button>
          </div>
        ) : null}
        {notice ? (
          <p className="alert success" role="status">
            {notice}
          </p>
        ) : null}
        <label>
          Username
          <input name="email" type="email" maxLength={52} autoComplete="username" required defaultValue={email} />
        </label>
        <label>
          Password
          <span className="password-field">
            <input name="password" type={show ? "text" : "password"} maxLength={16} autoComplete="current-password" required />
            <button type="button" className="link" onClick={() => setShow((s) => !s)} aria-pressed={show}>
              {show ? "Hide" : "Show"}
            </button>
          </span>
        </label>
        {paused ? (
          <>
            <p className="muted">{messages.signInCodeOffer}</p>
            <label>
              Sign-in code
              <input name="code" type="text" inputMode="numeric" autoComplete="one-time-code" pattern="\d{6}" />
            </label>
          </>
        ) : null}
        <Link to="/admin?modal=forgot" className="forgot">
          Forgot password?
        </Link>
        <button type="submit" name="intent" value="login" className="button primary" disabled={busy}>
          {busy ? <span className="spinner" aria-label="Logging in" /> : null} Login
        </button>
        {paused ? (
          // After Login, so that Enter still logs in.
          <button type="submit" name="intent" value="code" className="button" formNoValidate disabled={busy}>
            Send me a sign-in code
          </button>
        ) : null}
      </Form>
    </section>
  );
}
