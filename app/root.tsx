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
import { NavBar } from "./components/nav-bar";
import { copy } from "./utils/copy";
import styles from "./styles/app.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [
  { title: "SAR Online Law Reporter" },
  { name: "description", content: "Supreme Court and High Court judgments, searchable, with headnotes and citations." },
];

export async function loader({ context }: LoaderFunctionArgs) {
  const { config } = context.app;
  return {
    appName: config.appName,
    helpline: config.helpline,
    year: context.app.clock.now().getUTCFullYear(),
  };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const inBackOffice = useLocation().pathname.startsWith("/admin");
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {inBackOffice ? null : <NavBar appName={data?.appName ?? "SAR Online"} />}
        <main className={inBackOffice ? "page back-office" : "page"}>{children}</main>
        {inBackOffice ? null : (
          <Footer year={data?.year ?? new Date().getFullYear()} helpline={data?.helpline ?? ""} />
        )}
        <ScrollRestoration />
        <Scripts />
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
  return (
    <section className="error-view" role="alert">
      <h1>{status === 404 ? "Page not found" : copy.errors.serverError}</h1>
      <p>{status === 404 ? "The page you asked for does not exist." : copy.errors.serversDown}</p>
    </section>
  );
}
