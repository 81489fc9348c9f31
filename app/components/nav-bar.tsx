import { Form, Link, NavLink, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { copy, notificationMessages } from "../utils/copy-core";
import { BellIcon, MenuIcon } from "./icons";

/**
 * The nav bar: logged out HOME, PLANS, REGISTER, LOGIN; logged in MY ACCOUNT, SEARCH, PLANS, LOGOUT.
 * On a phone the links fold under a Menu toggle. The toggle is a <details> whose only child is its
 * summary and the list is its next sibling (`.menu-toggle[open] + nav` in app.css), so the menu
 * opens without JavaScript and the links stay one list on every screen.
 */
export function NavBar({ appName, user, unread = 0 }: { appName: string; user: { name: string } | null; unread?: number }) {
  const toggle = useMenuClosingOnNavigation();
  return (
    <header className="nav-bar">
      <Link to={user ? "/search" : "/"} className="brand" aria-label={appName}>
        <span className="brand-mark">SAR</span> <span className="brand-name">{appName}</span>
      </Link>
      {/* The bell stays outside the folding menu, so the unread count shows on phones too. */}
      {user ? (
        <NavLink to="/notifications" className="bell" aria-label={notificationMessages.bell(unread)}>
          <BellIcon size="1.3em" />
          {unread ? <span className="bell-count">{unread > 99 ? "99+" : unread}</span> : null}
        </NavLink>
      ) : null}
      <details className="menu-toggle" ref={toggle}>
        <summary>
          <MenuIcon /> <span>Menu</span>
        </summary>
      </details>
      <nav aria-label="Main" className="main-nav">
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

/** With JavaScript the page is not reloaded on a click, so the open menu is folded after each navigation. */
export function useMenuClosingOnNavigation() {
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [location.key]);
  return ref;
}
