import { useFetcher, useNavigate } from "@remix-run/react";
import { useState } from "react";
import { messages } from "../utils/copy";
import { Modal } from "./modal";

/** Staff forgot-password: asks for the e-mail, then 'Link has been sent…' with OK and Resend. */
export function AdminForgotModal() {
  const fetcher = useFetcher<{ ok?: boolean; error?: string }>();
  const navigate = useNavigate();
  const [email, setEmail] = useState("");
  const close = () => navigate("/admin", { replace: true, preventScrollReset: true });
  const send = () => fetcher.submit({ email }, { method: "post", action: "/admin/forgot" });
  if (fetcher.data?.ok) {
    return (
      <Modal title="Link sent" onClose={close}>
        <p role="status">{messages.linkSent}</p>
        <div className="button-row">
          <button type="button" className="button primary" onClick={close}>OK</button>
          <span>
            Didn&apos;t receive a link?{" "}
            <button type="button" className="link" onClick={send} disabled={fetcher.state !== "idle"}>Resend</button>
          </span>
        </div>
      </Modal>
    );
  }
  return (
    <Modal title="Forgot password?" onClose={close}>
      <fetcher.Form method="post" action="/admin/forgot" className="form" noValidate>
        <p>Enter your registered e-mail; we will send you a link to reset your password.</p>
        <label>
          E-mail
          <input name="email" type="email" maxLength={52} value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="email" />
        </label>
        {fetcher.data?.error ? <span className="field-error" role="alert">{fetcher.data.error}</span> : null}
        <input name="website" className="honeypot" tabIndex={-1} autoComplete="off" aria-hidden="true" />
        <div className="button-row">
          <button type="button" className="button" onClick={close}>Cancel</button>
          <button type="submit" className="button primary" disabled={fetcher.state !== "idle"}>Send Link</button>
        </div>
      </fetcher.Form>
    </Modal>
  );
}
