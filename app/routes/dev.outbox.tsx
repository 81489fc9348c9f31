import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { listOutbox } from "../services/alerts/outbox.server";
import { formatDateTime } from "../utils/format";

export const meta: MetaFunction = () => [{ title: "Developer outbox — SAR Online" }];

/**
 * The developer outbox: every e-mail and SMS the offline adapters kept, newest first. Exists only
 * when DEV_OUTBOX=1 (set by `npm start` and the e2e tests, never in production): otherwise 404.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (context.app.env.DEV_OUTBOX !== "1") throw new Response("Not found", { status: 404 });
  const to = new URL(request.url).searchParams.get("to") ?? undefined;
  const rows = await listOutbox(context.app, to, 100);
  return { rows: rows.reverse().map((r) => ({ ...r, createdAt: formatDateTime(r.createdAt) })) };
}

export default function DevOutbox() {
  const { rows } = useLoaderData<typeof loader>();
  return (
    <section>
      <h1>Developer outbox</h1>
      <p className="muted">E-mail and SMS sent while the adapters are offline. Filter with ?to=address.</p>
      <table className="table outbox">
        <thead>
          <tr><th>When</th><th>Channel</th><th>To</th><th>Subject</th><th>Body</th><th>Status</th></tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} data-channel={r.channel} data-to={r.to}>
              <td>{r.createdAt}</td>
              <td>{r.channel}</td>
              <td>{r.to}</td>
              <td>{r.subject ?? ""}</td>
              <td><pre className="outbox-body">{r.body}</pre></td>
              <td>{r.status}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
