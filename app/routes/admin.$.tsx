import { AdminLoginForm } from "../components/admin-login-form";

/** Without a session every path under /admin shows the admin login (back-office §2). */
export default function AdminUnknownPath() {
  return <AdminLoginForm />;
}
