import { getFormProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useLocation, useNavigation, useSearchParams } from "@remix-run/react";
import { AdminErrorView } from "../components/admin/error-view";
import { TextField } from "../components/admin/form-field";
import { Notice, type NoticeData } from "../components/admin/notice";
import { NotificationSchema, listNotificationClients, sendNotificationForm } from "../services/alerts/notifications.server";
import { requireStaff } from "../utils/auth.server";
import { notificationMessages } from "../utils/copy";
import { parseForm } from "../utils/forms.server";
import { lazyValidation, useLazyValidation } from "../utils/lazy-validation";

// The form's own check loads its schema (and zod) on first use; the action parses on the server.
const validateNotification = lazyValidation(() => import("../services/alerts/notifications.schema").then((s) => s.NotificationSchema), { multiline: ["body"] });

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(context.app, request, "notification");
  return { clients: await listNotificationClients(context.app) };
}

type Reply = { result?: SubmissionResult<string[]>; notice?: NoticeData };

export async function action({ request, context }: ActionFunctionArgs) {
  const staff = await requireStaff(context.app, request, "notification");
  const submission = parseForm(await request.formData(), { schema: NotificationSchema, multiline: ["body"] });
  if (submission.status !== "success") return data<Reply>({ result: submission.reply() }, { status: 400 });
  const sent = await sendNotificationForm(context.app, staff.userId, submission.value);
  if (!sent.ok && sent.status === 400) return data<Reply>({ result: submission.reply({ fieldErrors: { [sent.field]: [sent.message] } }) }, { status: 400 });
  // Either way the form starts again (§4) and a banner says how it went.
  if (!sent.ok) return data<Reply>({ notice: { kind: "error", title: sent.message, text: sent.message } }, { status: 503 });
  throw redirect("/admin/notification?notice=sent");
}

export const meta: MetaFunction = () => [{ title: "Notifications — SAR Online back office" }];

export default function AdminNotification() {
  const reply = useActionData<Reply>();
  const [params] = useSearchParams();
  const sentNotice: NoticeData | null = params.get("notice") === "sent" ? { kind: "success", text: notificationMessages.sent } : null;
  // After each send (the redirect) or failed send the form starts empty again (§4): a new key
  // mounts a new form. Its id stays the same: conform checks that the submitted form is the one
  // it was made for, and an id that changed after the first render failed that check on every
  // submit (issue 21 item 5).
  const formKey = `${useLocation().key}${reply?.notice ? "-failed" : ""}`;
  return (
    <section className="admin-list">
      <div className="list-head">
        <h1>{notificationMessages.heading}</h1>
      </div>
      <Notice notice={reply?.notice ?? (reply?.result ? null : sentNotice)} />
      <NotificationForm key={formKey} lastResult={reply?.result} />
    </section>
  );
}

function NotificationForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const { clients } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "send-notification",
    lastResult,
    defaultValue: { type: "1" },
    onValidate: useLazyValidation(validateNotification, "send-notification"),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const { key: typeKey, ...typeProps } = getSelectProps(fields.type);
  const { key: bodyKey, ...bodyProps } = getTextareaProps(fields.body);
  const { key: userKey, ...userProps } = getSelectProps(fields.userEmail);
  return (
    <Form method="post" className="form notify-form" {...getFormProps(form)} noValidate>
      <label>
        Notification Type
        <select key={typeKey} {...typeProps}>
          <option value="1">Post Case Notification</option>
          <option value="2">General Notification</option>
          <option value="3">User Specific Notification</option>
        </select>
      </label>
      <TextField meta={fields.title} label="Title" maxLength={150} />
      <label>
        Message
        <textarea key={bodyKey} {...bodyProps} rows={5} maxLength={2000} />
        {fields.body.errors?.length ? (
          <span className="field-error" id={fields.body.errorId} role="alert">
            *{fields.body.errors[0]}
          </span>
        ) : null}
      </label>
      <div className="notify-docid">
        <TextField meta={fields.docId} label="DocId" maxLength={9} />
      </div>
      <label className="notify-user">
        User
        <select key={userKey} {...userProps}>
          <option value="">Select user</option>
          {clients.map((c) => (
            <option key={c.id} value={c.email}>
              {`${c.name} (${c.email})`}
            </option>
          ))}
        </select>
        {fields.userEmail.errors?.length ? (
          <span className="field-error" id={fields.userEmail.errorId} role="alert">
            *{fields.userEmail.errors[0]}
          </span>
        ) : null}
      </label>
      <div className="button-row">
        <button type="submit" className="button primary" disabled={navigation.state === "submitting"}>
          Send
        </button>
      </div>
    </Form>
  );
}

export { AdminErrorView as ErrorBoundary };
