/**
 * The subscriber's Change Password modal on My Account (/dashboard?modal=changePassword). Its code
 * (conform, and zod once touched) loads when it opens (change-password-modal-lazy.tsx; issue 22
 * item 11).
 */
import { getFormProps, useForm } from "@conform-to/react";
import { useActionData, useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { lazyValidation, useLazyValidation } from "../utils/lazy-validation";
import type { FormReply } from "./auth-forms";
import { ChangePasswordFields } from "./change-password-fields";
import { Modal } from "./modal";

const validateChangePassword = lazyValidation(() => import("../services/accounts/auth.schema").then((m) => m.ChangePasswordSchema));

export function ChangePasswordModal({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const fetcher = useFetcher<FormReply>();
  const pageReply = useActionData<FormReply>();
  const [form, fields] = useForm({
    id: "change-password",
    // Without JavaScript the form posts to this page, whose answer carries the messages.
    lastResult: (fetcher.data ?? pageReply)?.result,
    onValidate: useLazyValidation(validateChangePassword, "change-password"),
    shouldValidate: "onSubmit",
  });
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) onDone();
  }, [fetcher.state, fetcher.data, onDone]);
  return (
    <Modal title="Change Password" onClose={onClose} closeHref="/dashboard">
      <fetcher.Form method="post" className="form" {...getFormProps(form)} noValidate>
        <ChangePasswordFields fields={fields} />
        <button type="submit" className="button primary" disabled={fetcher.state !== "idle"}>Change Password</button>
      </fetcher.Form>
    </Modal>
  );
}
