import { Form, Link, NavLink } from "@remix-run/react";
import { copy } from "../utils/copy";

/** The nav bar: logged out HOME, PLANS, REGISTER, LOGIN; logged in MY ACCOUNT, SEARCH, PLANS, LOGOUT. */
export function NavBar({ appName, user }: { appName: string; user: { name: string } | null }) {
  return (
    <header className="nav-bar">
      <Link to={user ? "/search" : "/"} className="brand" aria-label={appName}>
        <span className="brand-mark">SAR</span> <span className="brand-name">{appName}</span>
      </Link>
      <nav aria-label="Main">
        {user ? (
          <ul>
            <li><NavLink to="/dashboard">{copy.nav.myAccount}</NavLink></li>
            <li><NavLink to="/search">{copy.nav.search}</NavLink></li>
            <li><NavLink to="/purchase">{copy.nav.plans}</NavLink></li>
            <li>
              <Form method="post" action="/auth/logout" className="inline">
                <button type="submit" className="nav-button">{copy.nav.logout}</button>
              </Form>
            </li>
          </ul>
        ) : (
          <ul>
            <li><NavLink to="/" end>{copy.nav.home}</NavLink></li>
            <li><NavLink to="/purchase">{copy.nav.plans}</NavLink></li>
            <li><Link to="?modal=register" preventScrollReset>{copy.nav.register}</Link></li>
            <li><Link to="?modal=login" preventScrollReset>{copy.nav.login}</Link></li>
          </ul>
        )}
      </nav>
    </header>
  );
}
