import { Link, NavLink } from "@remix-run/react";
import { copy } from "../utils/copy";

/** The public nav bar; the logged-in form (MY ACCOUNT, SEARCH, PLANS, LOGOUT) comes with accounts. */
export function NavBar({ appName }: { appName: string }) {
  return (
    <header className="nav-bar">
      <Link to="/" className="brand" aria-label={appName}>
        <span className="brand-mark">SAR</span> <span className="brand-name">{appName}</span>
      </Link>
      <nav aria-label="Main">
        <ul>
          <li><NavLink to="/" end>{copy.nav.home}</NavLink></li>
          <li><NavLink to="/purchase">{copy.nav.plans}</NavLink></li>
          <li><Link to="?modal=register">{copy.nav.register}</Link></li>
          <li><Link to="?modal=login">{copy.nav.login}</Link></li>
        </ul>
      </nav>
    </header>
  );
}
