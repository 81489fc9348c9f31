import { Form, useActionData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import type { FormReply } from "./auth-forms";
import { getFormProps, getInputProps, lazyValidation, useLazyValidation, useLiteForm } from "../utils/lazy-validation";

const validateReset = lazyValidation(() => import("../services/accounts/auth.schema").then((m) => m.ResetPasswordSchema));

/**
 * New password + confirm with show/hide; Reset stays disabled until the link is validated. No
 * maxLength: a password over 14 characters is refused with the limit, never silently cut.
 */
export function ResetPasswordForm({ token, valid }: { token: string; valid: boolean }) {
  const reply = useActionData<FormReply>();
  const navigation = useNavigation();
  const [show, setShow] = useState(false);
  const [form, fields] = useLiteForm({
    id: "reset-password",
    lastResult: reply?.result,
    onValidate: useLazyValidation(validateReset, "reset-password"),
  });
  return (
    <Form method="post" className="form" {...getFormProps(form)} noValidate>
      {form.errors?.length ? <p className="server-error" role="alert">{form.errors[0]}</p> : null}
      <input type="hidden" name="token" value={token} />
      <label>
        New Password
        <span className="password-field">
          <input {...getInputProps(fields.password, { type: show ? "text" : "password" })} autoComplete="new-password" />
          <button type="button" className="link" onClick={() => setShow((s) => !s)}>{show ? "Hide" : "Show"}</button>
        </span>
        {fields.password.errors ? <span className="field-error" role="alert">*{fields.password.errors[0]}</span> : null}
      </label>
      <label>
        Confirm Password
        <input {...getInputProps(fields.confirmPassword, { type: show ? "text" : "password" })} autoComplete="new-password" />
        {fields.confirmPassword.errors ? <span className="field-error" role="alert">*{fields.confirmPassword.errors[0]}</span> : null}
      </label>
      <button type="submit" className="button primary" disabled={!valid || navigation.state !== "idle"}>Reset Password</button>
    </Form>
  );
}
