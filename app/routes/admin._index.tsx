import type { MetaFunction } from "@remix-run/cloudflare";
import { AdminLoginForm } from "../components/admin-login-form";

export const meta: MetaFunction = () => [{ title: "Back office login — SAR Online" }];

export default function AdminLogin() {
  return <AdminLoginForm />;
}
