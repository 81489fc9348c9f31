import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { AdminLoginForm } from "../components/admin-login-form";
import { getStaff } from "../utils/auth.server";
import { messages } from "../utils/copy";
import { ADMIN_ROUTES, mayUse } from "../utils/roles";

/**
 * Any other path under /admin (back-office §2): without a session the admin login; with one, a
 * section of the route table the role may not use is refused (403), anything else shows the
 * dashboard.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const staff = await getStaff(context.app, request);
  if (!staff) return null;
  const section = (params["*"] ?? "").split("/")[0];
  if (section in ADMIN_ROUTES && !mayUse(staff.roleId, section)) {
    throw new Response(messages.forbidden, { status: 403, statusText: "Forbidden" });
  }
  throw redirect("/admin/dashboard");
}

export async function action({ request, context, params }: LoaderFunctionArgs) {
  return loader({ request, context, params });
}

export default function AdminUnknownPath() {
  return <AdminLoginForm />;
}

export function ErrorBoundary() {
  return (
    <section className="error-view" role="alert">
      <h1>403</h1>
      <p>{messages.forbidden}</p>
    </section>
  );
}
