import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData } from "@remix-run/react";
import type { FormReply } from "../components/auth-forms";
import { ChangePasswordFields } from "../components/change-password-fields";
import { requireStaff } from "../utils/auth.server";
import { submitChangePassword } from "../route-helpers/change-password.server";
import { validateForm } from "../utils/forms.server";
import { lazyValidation, useLazyValidation } from "../utils/lazy-validation";
import { ChangePasswordSchema } from "../services/accounts/auth.server";

const validateChangePassword = lazyValidation(() => import("../services/accounts/auth.schema").then((m) => m.ChangePasswordSchema));

export const meta: MetaFunction = () => [{ title: "Change Password — SAR Online back office" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(context.app, request, "changePassword");
  return null;
}

/** Staff change their own password with the subscriber's rules (8 to 15; decision 7), giving the current one first. */
export async function action({ request, context }: ActionFunctionArgs) {
  const staff = await requireStaff(context.app, request, "changePassword");
  const { submission, reply } = validateForm(await request.formData(), ChangePasswordSchema);
  return submission ? submitChangePassword(context.app, staff, submission) : reply;
}

export default function AdminChangePassword() {
  const reply = useActionData<FormReply>();
  const [form, fields] = useForm({
    id: "admin-change-password",
    lastResult: reply?.result,
    onValidate: useLazyValidation(validateChangePassword, "admin-change-password"),
    shouldValidate: "onSubmit",
  });
  return (
    <section>
      <h1>Change Password</h1>
      {reply?.ok ? <p className="alert success" role="status">{reply.message}</p> : null}
      <Form method="post" className="form card" {...getFormProps(form)} noValidate>
        <ChangePasswordFields fields={fields} />
        <button type="submit" className="button primary">Change Password</button>
      </Form>
    </section>
  );
}
