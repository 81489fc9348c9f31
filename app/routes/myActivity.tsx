import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Pager } from "../components/pager";
import { SomethingWrongView } from "../components/list-error-view";
import { getLoginHistory } from "../services/accounts/account.server";
import { requireUser } from "../utils/auth.server";
import { formatDateTime, minutesText } from "../utils/format";

export const meta: MetaFunction = () => [{ title: "My Login History — SAR Online" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context.app, request);
  const page = Number(new URL(request.url).searchParams.get("page") ?? 1) || 1;
  const history = await getLoginHistory(context.app, user.userId, page);
  return {
    ...history,
    items: history.items.map((i) => ({
      id: i.id,
      login: formatDateTime(i.loginTimestamp),
      logout: formatDateTime(i.logoutTimestamp),
      duration: i.logoutTimestamp ? minutesText(i.activeDurationInMinutes) : "",
      current: i.sessionIdHash === user.sessionIdHash,
    })),
  };
}

export default function MyActivity() {
  const h = useLoaderData<typeof loader>();
  return (
    <section>
      <h1>My Login History</h1>
      {h.items.length === 0 ? (
        <p>No login history yet.</p>
      ) : (
        <table className="table">
          <thead>
            <tr><th>Login Time</th><th>Logout Time</th><th>Total Active Duration</th></tr>
          </thead>
          <tbody>
            {h.items.map((i) => (
              <tr key={i.id}>
                <td>{i.login}</td>
                <td>{i.current ? "Current session" : i.logout}</td>
                <td>{i.duration}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager page={h.page} pages={h.pages} />
    </section>
  );
}

export { SomethingWrongView as ErrorBoundary };
