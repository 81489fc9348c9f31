import type { LinksFunction, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams, type ClientLoaderFunctionArgs } from "@remix-run/react";
import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { BoltIcon, BookIcon, PrecedentsIcon, ScalesIcon, SearchIcon, TextIcon } from "../components/icons";
import { Pager } from "../components/pager";
import { ServerErrorView } from "../components/server-error-view";
import { ModeForm, precedentsPanel, preloadModeForm } from "../components/search/mode-forms";
import type { PrecedentsReply } from "../components/search/precedents-panel";
import { TooLongOffer } from "../components/search/too-long-offer";
import { searchMessages, searchNotices } from "../utils/copy-search";
import { watchWords } from "../utils/copy-core";
import { formatDate } from "../utils/format";
import { action, loader } from "../route-helpers/search-page.server";
import { MODES, modeOf, TEXT_QUERY_FIELDS, TEXT_QUERY_MAX, type Mode } from "../utils/search-form";
import relevanceStyles from "../styles/relevance.css";

/** A result opened over the list: its code comes when a result is first pointed at or opened (decision 087). */
const loadResultModal = () => import("../components/search/result-modal");
const ResultModal = lazy(() => loadResultModal().then((m) => ({ default: m.ResultModal })));

/** The search dashboard (subscriber §2.4) and Find Precedents (issue 16): app/route-helpers/search-page.server.ts. */
export { action, loader };

export const meta: MetaFunction = () => [{ title: "Search — SAR Online" }];
export const links: LinksFunction = () => [{ rel: "stylesheet", href: relevanceStyles }];

/**
 * A switch of mode waits for the next mode's form beside the loader's data, so the form shows
 * with the page rather than after it (decision 087). The first load uses the server's data (no
 * `hydrate`): entry.client has loaded the rendered form before hydrating.
 */
export async function clientLoader({ request, serverLoader }: ClientLoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const [data] = await Promise.all([serverLoader<typeof loader>(), preloadModeForm(params.get("mode") === "precedents" ? "precedents" : modeOf(params))]);
  return data;
}

const MODE_LABELS: Record<Mode, { label: string; icon: ReactNode }> = {
  quick: { label: "Quick Search", icon: <BoltIcon /> },
  main: { label: "Main Search", icon: <SearchIcon /> },
  citation: { label: "Citation Search", icon: <BookIcon /> },
  statute: { label: "Statute Search", icon: <ScalesIcon /> },
  word: { label: "Word Search", icon: <TextIcon /> },
};
const PRECEDENTS = { label: "Find Precedents", icon: <PrecedentsIcon /> };
const PrecedentsPanel = precedentsPanel.Lazy;

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".split("");

/**
 * Links that change the letter or a sort re-run the search on the current page (subscriber §4:
 * "Changing alphabet, sort or page re-runs the last used search type with the current page");
 * a page past the end of the new list is brought back to its last page by the loader.
 */
function useHref() {
  const [params] = useSearchParams();
  return (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null) next.delete(k);
      else next.set(k, v);
    }
    return `?${next.toString()}`;
  };
}

function Controls({ rankable }: { rankable: boolean }) {
  const [params] = useSearchParams();
  const href = useHref();
  const letter = params.get("letter");
  const byDate = params.get("byDate");
  const byName = params.get("byName");
  return (
    <div className="search-controls">
      <nav className="alphabet" aria-label="Starts with">
        {LETTERS.map((l) => (
          <Link key={l} to={href({ letter: l, byName: null })} aria-current={letter === l ? "true" : undefined} className={letter === l ? "current" : undefined}>
            {l}
          </Link>
        ))}
        <Link to={href({ letter: null })}>Clear</Link>
      </nav>
      <div className="sorts">
        <span>Date:</span>
        <Link to={href({ byDate: "a" })} className={byDate === "a" ? "current" : undefined}>Oldest</Link>
        <Link to={href({ byDate: "d" })} className={byDate === "d" ? "current" : undefined}>Newest</Link>
        <Link to={href({ byDate: null })} aria-label="Clear date sort">✕</Link>
        <span>Name:</span>
        <Link to={href({ byName: "a", letter: null })} className={byName === "a" ? "current" : undefined}>A</Link>
        <Link to={href({ byName: "d", letter: null })} className={byName === "d" ? "current" : undefined}>Z</Link>
        <Link to={href({ byName: null })} aria-label="Clear name sort">✕</Link>
        {rankable ? (
          <Link to={href({ rel: params.get("rel") === "1" ? null : "1", cited: null })} className={params.get("rel") === "1" && params.get("cited") !== "1" ? "current" : undefined} aria-current={params.get("rel") === "1" && params.get("cited") !== "1" ? "true" : undefined}>Best match</Link>
        ) : null}
        <Link to={href({ cited: params.get("cited") === "1" ? null : "1", rel: null })} className={params.get("cited") === "1" ? "current" : undefined} aria-current={params.get("cited") === "1" ? "true" : undefined}>Most cited</Link>
      </div>
    </div>
  );
}

/**
 * "Save this search" (issue 25 item 5): the search's own parameters go to the library's action,
 * which keeps them; the library then shows the saved search with the answer (a plain form, the same
 * with or without JavaScript). A new judgment that matches is then on the bell.
 */
function SaveSearch({ params }: { params: string }) {
  return (
    <Form method="post" action="/library" className="save-search">
      <input type="hidden" name="intent" value="saveSearch" />
      <input type="hidden" name="params" value={params} />
      <button type="submit" className="button small">{watchWords.saveSearch}</button>
    </Form>
  );
}

/**
 * A text with the search's terms marked where the server found them (HitMarks); the marks turn
 * yellow after 800 ms (subscriber §2.4; app.css `mark.hl.late`), with or without JavaScript.
 */
function Lit({ text, at }: { text: string; at?: [number, number][] }) {
  if (!at?.length) return <>{text}</>;
  const out: ReactNode[] = [];
  let last = 0;
  at.forEach(([start, end], k) => {
    out.push(text.slice(last, start), <mark key={k} className="hl late">{text.slice(start, end)}</mark>);
    last = end;
  });
  out.push(text.slice(last));
  return <>{out}</>;
}

export default function Search() {
  const data = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/search";
  const [open, setOpen] = useState<number | null>(null);
  // A text over the limit, caught before it is put in the URL (the server says the same without JavaScript).
  const [tooLong, setTooLong] = useState<string | null>(null);
  const precedents = useActionData<typeof action>() as unknown as PrecedentsReply | undefined;
  // Find Precedents is the sixth entry: a POST form, not a URL search.
  const findingPrecedents = params.get("mode") === "precedents";
  const mode = data.parsed.mode;
  const result = findingPrecedents ? null : data.result;
  const terms = result?.terms ?? [];

  useEffect(() => setOpen(null), [result]);
  useEffect(() => setTooLong(null), [params]);

  if (!data.plan || !data.masters) {
    return (
      <section>
        <h1>Search</h1>
        <div className="alert error" role="alert">
          <span>
            Your account has no active plan. Searching and reading full judgments need a subscription. <Link to="/purchase">See the plans</Link>
          </span>
        </div>
      </section>
    );
  }

  const hasResults = data.parsed.state === "ready";
  return (
    <section className="search-page">
      <h1 className="visually-hidden">Search</h1>
      <nav className="mode-icons" aria-label="Search modes">
        {MODES.map((m) => (
          <Link key={m} to={`?mode=${m}`} className={m === mode && !findingPrecedents ? "mode current" : "mode"} aria-current={m === mode && !findingPrecedents ? "page" : undefined} onPointerEnter={() => void preloadModeForm(m)} onFocus={() => void preloadModeForm(m)}>
            <span className="mode-icon">{MODE_LABELS[m].icon}</span>
            <span>{MODE_LABELS[m].label}</span>
          </Link>
        ))}
        <Link to="?mode=precedents" className={findingPrecedents ? "mode current" : "mode"} aria-current={findingPrecedents ? "page" : undefined} onPointerEnter={() => void preloadModeForm("precedents")} onFocus={() => void preloadModeForm("precedents")}>
          <span className="mode-icon">{PRECEDENTS.icon}</span>
          <span>{PRECEDENTS.label}</span>
        </Link>
      </nav>

      {findingPrecedents ? (
        <PrecedentsPanel label={PRECEDENTS.label} courts={data.masters.courts} reply={precedents} busy={navigation.state === "submitting"} />
      ) : null}

      {findingPrecedents ? null : (
      <details className="search-form card" open={!hasResults} key={`${mode}-${hasResults}`}>
        <summary>{MODE_LABELS[mode].label}</summary>
        <Form
          method="get"
          action="/search"
          className="search-fields"
          key={params.toString()}
          onSubmit={(e) => {
            const form = new FormData(e.currentTarget);
            const long = TEXT_QUERY_FIELDS[mode].map((k) => String(form.get(k) ?? "").trim()).find((t) => t.length > TEXT_QUERY_MAX);
            setTooLong(long ?? null);
            if (long) e.preventDefault();
          }}
        >
          <input type="hidden" name="mode" value={mode} />
          <input type="hidden" name="run" value="1" />
          <ModeForm mode={mode} params={params} masters={data.masters} />
        </Form>
      </details>
      )}
      {tooLong && !findingPrecedents ? (
        <TooLongOffer text={tooLong} message={searchNotices.textTooLong(tooLong.length, TEXT_QUERY_MAX)} />
      ) : data.parsed.state === "invalid" && data.parsed.tooLong ? (
        <TooLongOffer text={data.parsed.tooLong} message={data.parsed.message} />
      ) : data.parsed.state === "invalid" ? (
        <p className="search-error" role="alert">*{data.parsed.message}</p>
      ) : null}

      {hasResults && result ? (
        <section className="results" aria-busy={loading}>
          <h2>Search Result</h2>
          {/* Best match where text was typed (words, party names, the main search's text fields). */}
          <Controls rankable={terms.length > 0} />
          <SaveSearch params={params.toString()} />
          {(data.offers ?? []).map((o) =>
            o.ticked ? (
              <p key={o.row} className="notice">Also searched: {o.label}</p>
            ) : (
              <p key={o.row} className="notice">
                Also {o.label}? <a href={`?${new URLSearchParams([...[...params].filter(([k]) => k !== `both${o.row}` && k !== "page"), [`both${o.row}`, "1"]]).toString()}`}>Search both</a>
              </p>
            ),
          )}
          {result.shortened ? (
            <p className="alert info query-shortened" role="status">
              {searchNotices.shortened(result.shortened.typed, result.shortened.kept)} <span className="muted">{result.shortened.words.join(" ")}</span>
            </p>
          ) : null}
          {result.commonWords ? (
            <p className="alert info common-words" role="status">
              {searchNotices.commonWords}
            </p>
          ) : null}
          {loading ? <p><span className="spinner" aria-label="Loading" /></p> : null}
          {result.items.length === 0 ? (
            <p className="no-result">{searchMessages.noResult}</p>
          ) : (
            <>
              <p className="muted">
                {result.totalCapped ? `More than ${result.total}` : result.total} judgment{result.total === 1 ? "" : "s"}
              </p>
              <ol className="result-list" start={(result.page - 1) * result.perPage + 1}>
                {result.items.map((hit, i) => {
                  const at = data.marks?.[i] ?? {};
                  return (
                    <li key={hit.docId} className={hit.overruled ? "hit overruled" : "hit"}>
                      {/* A real link to the case (a new tab with the middle button, Ctrl/Cmd or the menu); a plain click or Enter opens the preview; without JavaScript it opens the case (walk report finding 10). */}
                      <a className="hit-open" href={data.hrefs[i]} onClick={(e) => e.button || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || (e.preventDefault(), setOpen(i))} onPointerEnter={() => void loadResultModal()} onFocus={() => void loadResultModal()}>
                        <span className="hit-title"><Lit text={`${hit.appellant}${hit.respondent ? ` v. ${hit.respondent}` : ""}`} at={at.title} /></span>
                      </a>
                      <span className="hit-meta">
                        Doc Id <Lit text={String(hit.docId)} at={at.docId} />
                        {hit.citation ? <> · <Lit text={hit.citation} at={at.citation} /></> : null}
                        {hit.court ? <> · <Lit text={hit.court} at={at.court} /></> : null}
                        {hit.decidedDate ? <> · <Lit text={formatDate(hit.decidedDate)} at={at.date} /></> : null}
                        {hit.caseNumber ? <> · <Lit text={hit.caseNumber} at={at.caseNumber} /></> : null}
                        {hit.overruled ? <> · <strong className="overruled-tag">Overruled</strong></> : null}
                      </span>
                      {hit.matched?.length ? (
                        <p className="hit-matched muted">
                          Matched:{" "}
                          {hit.matched.map((m, k) => (
                            <span key={k}>{k ? " · " : null}<Lit text={m} at={at[`matched${k}`]} /></span>
                          ))}
                        </p>
                      ) : null}
                      {hit.snippet?.length ? (
                        <p className="hit-snippet">
                          {hit.snippet.map((part, k) => (part.hit ? <mark key={k} className="hl">{part.text}</mark> : <span key={k}><Lit text={part.text} at={at[`snippet${k}`]} /></span>))}
                        </p>
                      ) : null}
                    </li>
                  );
                })}
              </ol>
              <Pager page={result.page} pages={result.pages} />
            </>
          )}
        </section>
      ) : null}

      {open !== null && result && result.items[open] ? (
        <Suspense fallback={null}>
          <ResultModal items={result.items} index={open} terms={terms} onMove={setOpen} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}

      {data.posts.length ? (
        <aside className="feed card" aria-label="From the reporter">
          <h2>From the reporter</h2>
          <ul>
            {data.posts.map((p) => (
              <li key={p.id}>
                <strong>{p.heading}</strong> — {p.body}{" "}
                {p.linkedDocId ? <a href={`/viewCase/${p.linkedDocId}`} target="_blank" rel="noreferrer">Read the case</a> : null}
              </li>
            ))}
          </ul>
        </aside>
      ) : null}
    </section>
  );
}

export { ServerErrorView as ErrorBoundary };
