import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { data } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { describeStop, parseStopLink, stopByLink, type StopState } from "../services/alerts/watch.server";
import { watchMessages } from "../utils/copy-watch";

/**
 * An alert's stop link (issue 25 item 5, decision 080): `/alerts/stop?w={watch}&t={token}` or
 * `?s={saved search}&t={token}`, from the alert e-mail. No login: the token, kept with the watch,
 * is the proof. Opening the link changes nothing (mail scanners open links); its one button stops
 * the alerts. A malformed link is a 400, a token that is not the watch's a 403, a watch already
 * stopped a 404 — and none changes anything.
 */
export const meta: MetaFunction = () => [{ title: "Stop alerts — SAR Online" }, { name: "robots", content: "noindex" }];

type View = { state: StopState["state"] | "malformed"; what: string | null; done: boolean; link: { w: string; s: string; t: string } | null };

const statusOf = (state: View["state"]) => (state === "malformed" ? 400 : state === "bad" ? 403 : state === "gone" ? 404 : 200);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const target = parseStopLink(params);
  if (!target) return data<View>({ state: "malformed", what: null, done: false, link: null }, { status: 400 });
  const found = await describeStop(context.app, target);
  const link = { w: params.get("w") ?? "", s: params.get("s") ?? "", t: target.token };
  return data<View>({ state: found.state, what: found.state === "ok" ? found.what : null, done: false, link: found.state === "ok" ? link : null }, { status: statusOf(found.state) });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const target = parseStopLink(await request.formData());
  if (!target) return data<View>({ state: "malformed", what: null, done: false, link: null }, { status: 400 });
  const result = await stopByLink(context.app, target);
  return data<View>({ state: result.state, what: result.state === "ok" ? result.what : null, done: result.state === "ok", link: null }, { status: statusOf(result.state) });
}

/** After the stop, the page shows the action's answer: the link is spent, its loader has nothing more to say. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) => (formMethod === "POST" ? false : defaultShouldRevalidate);

export default function StopAlerts() {
  const loaded = useLoaderData<typeof loader>() as unknown as View;
  const posted = useActionData<typeof action>() as unknown as View | undefined;
  const view = posted ?? loaded;
  return (
    <section className="stop-alerts card">
      <h1>{watchMessages.stopHeading}</h1>
      {view.done ? (
        <p className="alert success" role="status">{watchMessages.stopped(view.what ?? "")}</p>
      ) : view.state === "ok" && view.link ? (
        <Form method="post">
          <p>{watchMessages.stopConfirm(view.what ?? "")}</p>
          {view.link.w ? <input type="hidden" name="w" value={view.link.w} /> : null}
          {view.link.s ? <input type="hidden" name="s" value={view.link.s} /> : null}
          <input type="hidden" name="t" value={view.link.t} />
          <button type="submit" className="button primary">{watchMessages.stopAlert}</button>
        </Form>
      ) : (
        <p className="alert error" role="alert">{view.state === "gone" ? watchMessages.stopGone : watchMessages.stopBadLink}</p>
      )}
      <p>
        <Link to="/notifications">Your notifications</Link> · <Link to="/library">Your watched cases and saved searches</Link>
      </p>
    </section>
  );
}
