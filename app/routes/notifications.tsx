import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { Pager } from "../components/pager";
import { SomethingWrongView } from "../components/list-error-view";
import { InboxPageSchema as PageSchema, InboxReadSchema as ReadSchema, listInbox, markAllRead, markRead } from "../services/alerts/notifications.server";
import { StopAlertSchema, stopOwnAlert, watchMessages } from "../services/alerts/watch.server";
import { requireUser } from "../utils/auth.server";
import { copy, notificationMessages, watchWords } from "../utils/copy-core";
import { formatDateTime } from "../utils/format";

/** The subscriber's notifications (decision 22): the bell's list, newest first, with mark as read. */
export const meta: MetaFunction = () => [{ title: "Notifications — SAR Online" }];


export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context.app, request);
  const inbox = await listInbox(context.app, user.userId, PageSchema.parse(new URL(request.url).searchParams.get("page") ?? 1));
  return { ...inbox, rows: inbox.rows.map((r) => ({ ...r, when: formatDateTime(r.createdAt) })), stopped: new URL(request.url).searchParams.get("stopped") === "1" };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context.app, request);
  const form = Object.fromEntries(await request.formData());
  if (form.intent === "stop") {
    // A watch alert's stop button: the subscriber's own watch or saved search (decision 080).
    const stop = StopAlertSchema.safeParse(form);
    if (!stop.success) throw data(copy.errors.serverError, { status: 400 });
    if (!(await stopOwnAlert(context.app, { userId: user.userId, kind: stop.data.kind, target: stop.data.target }))) throw data(watchMessages.stopGone, { status: 404 });
    const page = new URL(request.url).searchParams.get("page");
    throw redirect(page ? `/notifications?page=${PageSchema.parse(page)}&stopped=1` : "/notifications?stopped=1");
  }
  const parsed = ReadSchema.safeParse(form);
  if (!parsed.success) throw data(copy.errors.serverError, { status: 400 });
  if (parsed.data.intent === "readAll") await markAllRead(context.app, user.userId);
  else if (!(await markRead(context.app, user.userId, parsed.data.id))) throw data(copy.errors.serverError, { status: 404 });
  const page = new URL(request.url).searchParams.get("page");
  throw redirect(page ? `/notifications?page=${PageSchema.parse(page)}` : "/notifications");
}

export default function Notifications() {
  const inbox = useLoaderData<typeof loader>();
  return (
    <section className="notifications">
      <div className="notifications-head">
        <h1>{notificationMessages.listHeading}</h1>
        {inbox.stopped ? <p className="alert success" role="status">{watchWords.stoppedAlert}</p> : null}
        {inbox.unread ? (
          <Form method="post">
            <button type="submit" name="intent" value="readAll" className="button small">
              {notificationMessages.markAllRead}
            </button>
          </Form>
        ) : null}
      </div>
      {inbox.rows.length === 0 ? (
        <p className="empty-state">{notificationMessages.none}</p>
      ) : (
        <ul className="notification-list">
          {inbox.rows.map((n) => (
            <li key={n.id} className={n.read ? "notification" : "notification unread"}>
              <div className="notification-text">
                <h2>
                  {n.read ? null : <span className="badge">New</span>} {n.title}
                </h2>
                <p>{n.body}</p>
                <p className="muted">
                  {n.when}
                  {n.docId ? (
                    <>
                      {" · "}
                      <Link to={n.link ?? `/viewCase/${n.docId}`}>{n.link?.includes("#para-") ? "Read the paragraph" : "Read the case"}</Link>
                    </>
                  ) : null}
                </p>
              </div>
              <div className="notification-actions">
                {n.alertKind && n.alertTarget ? (
                  <Form method="post">
                    <input type="hidden" name="kind" value={n.alertKind} />
                    <input type="hidden" name="target" value={n.alertTarget} />
                    <button type="submit" name="intent" value="stop" className="button small" aria-label={`${watchWords.stopAlert}: ${n.title}`}>
                      {watchWords.stopAlert}
                    </button>
                  </Form>
                ) : null}
                {n.read ? null : (
                  <Form method="post">
                    <input type="hidden" name="id" value={n.id} />
                    <button type="submit" name="intent" value="read" className="button small" aria-label={`${notificationMessages.markRead}: ${n.title}`}>
                      {notificationMessages.markRead}
                    </button>
                  </Form>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pager page={inbox.page} pages={inbox.pages} />
    </section>
  );
}

export { SomethingWrongView as ErrorBoundary };
