import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { Footer } from "./components/footer";
// The auth modals (conform + zod) load only when one is open; the server has them from the start.
import { LazyAuthModals } from "./components/auth-modals-lazy";
import "./components/auth-modals.server";
import { IdleTimer } from "./components/idle-timer";
import { NavBar } from "./components/nav-bar";
import { ServerErrorView } from "./components/server-error-view";
import { listStates } from "./services/masters/masters.server";
import { getUser } from "./utils/auth.server";
import { messages } from "./utils/copy-core";
import { useNonce } from "./utils/nonce";
import styles from "./styles/app.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [
  { title: "SAR Online Law Reporter" },
  { name: "description", content: "Supreme Court and High Court judgments, searchable, with headnotes and citations." },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { config } = context.app;
  const url = new URL(request.url);
  const inBackOffice = url.pathname.startsWith("/admin");
  const user = inBackOffice ? null : await getUser(context.app, request);
  return {
    appName: config.appName,
    helpline: config.helpline,
    footerLinks: { aboutUs: config.aboutUsUrl, appStore: config.appStoreUrl },
    year: context.app.clock.now().getUTCFullYear(),
    user: user ? { name: user.name, email: user.email } : null,
    // The bell's unread count on every subscriber page (decision 22), read with the session (decision 095).
    unread: user?.unread ?? 0,
    // The registration modal's state list (country 101), only when it is open.
    states: !user && url.searchParams.get("modal") === "register" ? await listStates(context.app, 101) : null,
  };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const pathname = useLocation().pathname;
  const inBackOffice = pathname.startsWith("/admin");
  // The mobile app's web view shows the case alone, without the site's chrome.
  const bare = pathname === "/mobileCase";
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {inBackOffice || bare ? null : <NavBar appName={data?.appName ?? "SAR Online"} user={data?.user ?? null} unread={data?.unread ?? 0} />}
        <main className={inBackOffice ? "page back-office" : "page"}>{children}</main>
        {inBackOffice || bare ? null : (
          <Footer year={data?.year ?? new Date().getFullYear()} helpline={data?.helpline ?? ""} links={data?.footerLinks ?? { aboutUs: "", appStore: "" }} />
        )}
        {inBackOffice ? null : data?.user ? (
          <IdleTimer logoutAction="/auth/logout" home="/" />
        ) : (
          <LazyAuthModals states={data?.states ?? null} />
        )}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  useLoaderData<typeof loader>();
  useEffect(() => {
    // Marks the page as interactive; e2e tests wait for it before clicking.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // A failure (a navigation's data call lost on the network, a server error): the list screens'
  // server-down view, its picture a static file (decision 119; subscriber §8).
  if (status !== 404 && status !== 403) return <ServerErrorView />;
  return (
    <section className="error-view" role="alert">
      <h1>{status === 404 ? "Page not found" : "403"}</h1>
      <p>{status === 404 ? "The page you asked for does not exist." : messages.forbidden}</p>
    </section>
  );
}
