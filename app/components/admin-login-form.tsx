import { Form, Link, useNavigation } from "@remix-run/react";
import { useState } from "react";

/** Staff login (back-office §2 Admin login): 'Username', show/hide password, Forgot password?, spinner. */
export function AdminLoginForm({ error }: { error?: string | null }) {
  const [show, setShow] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === "/admin?index";
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
        <label>
          Username
          <input name="email" type="email" maxLength={52} autoComplete="username" required />
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
        <Link to="/admin?modal=forgot" className="forgot">
          Forgot password?
        </Link>
        <button type="submit" className="button primary" disabled={busy}>
          {busy ? <span className="spinner" aria-label="Logging in" /> : null} Login
        </button>
      </Form>
    </section>
  );
}
