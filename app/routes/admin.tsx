import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, NavLink, Outlet, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { useRef } from "react";
import { IdleTimer } from "../components/idle-timer";
import { MenuIcon } from "../components/icons";
import { useMenuClosingOnNavigation } from "../components/nav-bar";
import { getStaff } from "../utils/auth.server";
import { messages } from "../utils/copy";
import type { RootData } from "../root";
import { ROLE_TITLES, sidebarFor } from "../utils/roles";
import adminStyles from "../styles/admin.css";

/** The back office's own stylesheet (lists, dialogs, notices): app/styles/admin.css. */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];

/** The back office's frame: with a staff session, the sidebar for the role; otherwise bare pages. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const staff = await getStaff(context.app, request);
  return staff ? { staff: { name: staff.name, roleTitle: ROLE_TITLES[staff.roleId], menu: sidebarFor(staff.roleId) } } : { staff: null };
}

function LogoutButton() {
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <>
      {/* Without JavaScript the button asks for the confirmation page (/admin/logout). */}
      <Form method="get" action="/admin/logout" className="inline">
        <button
          type="submit"
          className="sidebar-link"
          onClick={(e) => {
            e.preventDefault();
            dialog.current?.showModal();
          }}
        >
          Logout
        </button>
      </Form>
      <dialog ref={dialog} className="modal" aria-label="Logout">
        <p>{messages.logoutConfirm}</p>
        <div className="button-row">
          <Form method="post" action="/admin/logout">
            <button type="submit" className="button primary">Confirm</button>
          </Form>
          <button type="button" className="button" onClick={() => dialog.current?.close()}>Cancel</button>
        </div>
      </dialog>
    </>
  );
}

export default function AdminFrame() {
  const { staff } = useLoaderData<typeof loader>();
  const root = useRouteLoaderData<RootData>("root");
  const menu = useMenuClosingOnNavigation();
  if (!staff) {
    // Login, forgot, reset and verification pages: the publisher's mark above the form.
    const appName = root?.appName ?? "SAR Online";
    return (
      <>
        <header className="admin-brand">
          <Link to="/admin" className="brand" aria-label={appName}>
            <span className="brand-mark">SAR</span> <span className="brand-name">{appName}</span>
          </Link>
        </header>
        <Outlet />
      </>
    );
  }
  return (
    <div className="admin-shell">
      <aside className="sidebar" aria-label="Back office">
        <p className="greeting">
          Hello, <strong>{staff.name}</strong>
          <br />
          <span className="role-title">{staff.roleTitle}</span>
        </p>
        {/* On a phone the menu folds (app.css: `.menu-toggle:not([open]) + nav`), also without JavaScript. */}
        <details className="menu-toggle" ref={menu}>
          <summary>
            <MenuIcon /> <span>Menu</span>
          </summary>
        </details>
        <nav>
          <ul>
            {staff.menu.map((m) => (
              <li key={m.to}>
                <NavLink to={m.to} className="sidebar-link">{m.label}</NavLink>
              </li>
            ))}
            <li><LogoutButton /></li>
          </ul>
        </nav>
      </aside>
      <div className="admin-main">
        <Outlet />
      </div>
      <IdleTimer logoutAction="/admin/logout" home="/admin" />
    </div>
  );
}
