import { data as reply, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useFetcher, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Modal } from "../components/modal";
import { BoltIcon, BookIcon, ScalesIcon, SearchIcon, TextIcon } from "../components/icons";
import { Pager } from "../components/pager";
import { ServerErrorView } from "../components/server-error-view";
import { CitationForm, MainForm, QuickForm, StatuteForm, TooLongOffer, WordForm } from "../components/search/forms";
import { PrecedentList, PrecedentsForm, PrecedentsIcon, StatuteList, STATUTES_NONE, type PrecedentsValues } from "../components/search/precedents";
import { findPrecedents, PRECEDENTS_BAD_MODE, type PrecedentsResult } from "../services/precedents.server";

/** What Find Precedents answers (the action's data, whatever its status). */
type PrecedentsReply = { values: PrecedentsValues | null; message: string | null; result: Extract<PrecedentsResult, { ok: true }> | null };
import type { CaseView } from "../services/case-view.server";
import { latestPosts } from "../services/posts.server";
import { searchCases, searchMasters } from "../services/search.server";
import { counterpartOffers } from "../../search-index/statute-search";
import { requireUser } from "../utils/auth.server";
import { copy, searchMessages, searchNotices, watchWords } from "../utils/copy";
import { formatDate } from "../utils/format";
import { HIGHLIGHT_DELAY_MS, highlightIn, termsParam } from "../utils/highlight";
import { MODES, modeOf, parseSearch, TEXT_QUERY_FIELDS, TEXT_QUERY_MAX, type Mode } from "../utils/search-form";
import relevanceStyles from "../styles/relevance.css";

export const meta: MetaFunction = () => [{ title: "Search — SAR Online" }];
export const links: LinksFunction = () => [{ rel: "stylesheet", href: relevanceStyles }];

/**
 * The search dashboard (subscriber §2.4). The whole search lives in the URL (a GET form), so it
 * can be bookmarked and works without JavaScript. Searching needs an active plan (decision 4).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context.app, request);
  const plan = user.plan;
  const url = new URL(request.url);
  const mode = modeOf(url.searchParams);
  if (!plan) return { plan: null, parsed: { state: "idle" as const, mode }, masters: null, result: null, posts: [] };
  // The citation search's rules come from the journals master (decision 16), read before parsing.
  const citationMasters = mode === "citation" ? await searchMasters(context.app) : null;
  const parsed = parseSearch(url.searchParams, context.app.clock.now().getUTCFullYear(), citationMasters?.journals);
  const [masters, posts, result] = await Promise.all([
    citationMasters ?? searchMasters(context.app),
    latestPosts(context.app, 5),
    parsed.state === "ready" ? searchCases(context.app, parsed.query, parsed.controls) : Promise.resolve(null),
  ]);
  // The current page is kept when the letter or a sort changes (subscriber §4); past the end of
  // the new list, the last page is shown instead of an empty one.
  if (result && result.pages > 0 && parsed.state === "ready" && parsed.controls.page > result.pages) {
    url.searchParams.set("page", String(result.pages));
    throw redirect(`${url.pathname}?${url.searchParams.toString()}`);
  }
  // IPC 302 ↔ BNS 103 and the like: offered under the results, searched when ticked (issue 17).
  const offers = parsed.state === "ready" && parsed.query.mode === "statute" ? counterpartOffers(parsed.query.rows) : [];
  return { plan: { name: plan.planName }, parsed, masters, result, posts, offers };
}

/** A year box of Find Precedents: empty, or a year from 1800 to this one. */
const yearOf = (v: string, max: number) => (v === "" ? null : /^\d{4}$/.test(v) && Number(v) >= 1800 && Number(v) <= max ? Number(v) : NaN);

/**
 * Find Precedents (issue 16): a POST, since the text runs to 100 KB. Bad input gets a message and a
 * 400, never a 500; the text is kept in the form.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context.app, request);
  if (!user.plan) return reply({ values: null, message: searchMessages.atleastOne, result: null }, { status: 403 });
  const form = await request.formData();
  const field = (k: string) => {
    const v = form.get(k);
    return typeof v === "string" ? v : "";
  };
  const modeField = field("mode").trim();
  const values: PrecedentsValues = { text: field("text"), court: field("court").trim(), yearFrom: field("yearFrom").trim(), yearTo: field("yearTo").trim(), mode: modeField === "facts" || modeField === "judgment" ? modeField : "" };
  const thisYear = context.app.clock.now().getUTCFullYear();
  const yearFrom = yearOf(values.yearFrom, thisYear);
  const yearTo = yearOf(values.yearTo, thisYear);
  const court = /^\d{1,9}$/.test(values.court) ? Number(values.court) : null;
  // The form echoes the text back; a text over the limit is not sent back whole.
  const echo = { ...values, text: values.text.slice(0, 120_000) };
  if (Number.isNaN(yearFrom) || Number.isNaN(yearTo) || (values.court && court === null)) {
    return reply({ values: echo, message: searchNotices.precedentsBadYears, result: null }, { status: 400 });
  }
  if (modeField && !values.mode) return reply({ values: echo, message: PRECEDENTS_BAD_MODE, result: null }, { status: 400 });
  const result = await findPrecedents(context.app, { text: values.text, courtId: court, yearFrom, yearTo, limit: 20, mode: values.mode === "facts" || values.mode === "judgment" ? values.mode : "auto" });
  if (!result.ok) return reply({ values: echo, message: result.message, result: null }, { status: 400 });
  return { values: echo, message: null, result };
}
const MODE_LABELS: Record<Mode, { label: string; icon: ReactNode }> = {
  quick: { label: "Quick Search", icon: <BoltIcon /> },
  main: { label: "Main Search", icon: <SearchIcon /> },
  citation: { label: "Citation Search", icon: <BookIcon /> },
  statute: { label: "Statute Search", icon: <ScalesIcon /> },
  word: { label: "Word Search", icon: <TextIcon /> },
};
const PRECEDENTS = { label: "Find Precedents", icon: <PrecedentsIcon /> };

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
          <Link to={href({ rel: params.get("rel") === "1" ? null : "1" })} className={params.get("rel") === "1" ? "current" : undefined} aria-pressed={params.get("rel") === "1"}>Best match</Link>
        ) : null}
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

function ResultModal({ items, index, terms, onMove, onClose }: { items: { docId: number }[]; index: number; terms: string[]; onMove: (i: number) => void; onClose: () => void }) {
  const fetcher = useFetcher<{ case?: CaseView; error?: string }>();
  const body = useRef<HTMLDivElement>(null);
  const docId = items[index].docId;
  useEffect(() => {
    fetcher.load(`/search/case/${docId}`);
  }, [docId]);
  const view = fetcher.data?.case;
  useEffect(() => {
    if (!view || !body.current) return;
    const el = body.current;
    const t = window.setTimeout(() => highlightIn(el, terms), HIGHLIGHT_DELAY_MS);
    return () => window.clearTimeout(t);
  }, [view, terms]);
  return (
    <Modal title={`Doc Id : #${docId}`} onClose={onClose}>
      <div className="result-modal" ref={body}>
        {fetcher.state !== "idle" || !fetcher.data ? (
          <p><span className="spinner" aria-label="Loading" /></p>
        ) : view && view.docId === docId ? (
          <>
            <h3 className={view.overruled ? "overruled-title" : undefined}>{view.title}</h3>
            <p className="case-meta">
              {[view.citation, ...view.equalCitations.map((c) => c.text)].filter(Boolean).join(" · ")}
              <br />
              {[view.court, view.branch, view.bench].filter(Boolean).join(", ")} · {formatDate(view.decidedDate)}
              {view.caseNumber ? <> · {view.caseNumber}</> : null}
            </p>
            {view.overruled ? <p className="alert error">This judgment has been overruled.</p> : null}
            {view.allJudges ? <p><strong>Judges:</strong> {view.allJudges}</p> : null}
            {view.headnotes.length ? (
              <div className="headnotes">
                {view.headnotes.map((h, i) => (
                  <div key={i} className="headnote" dangerouslySetInnerHTML={{ __html: h.headnote }} />
                ))}
              </div>
            ) : null}
            <div className="judgment" dangerouslySetInnerHTML={{ __html: view.judgementOrder }} />
          </>
        ) : (
          <p className="alert error">{fetcher.data.error ?? copy.errors.caseView}</p>
        )}
      </div>
      <div className="modal-actions">
        <button type="button" className="button" disabled={index === 0} onClick={() => onMove(index - 1)}>Previous</button>
        <a className="button primary" href={`/viewCase/${docId}${terms.length ? `?s=${encodeURIComponent(termsParam(terms))}` : ""}`} target="_blank" rel="noreferrer">View Case</a>
        <button type="button" className="button" disabled={index === items.length - 1} onClick={() => onMove(index + 1)}>Next</button>
      </div>
    </Modal>
  );
}

export default function Search() {
  const data = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/search";
  const [open, setOpen] = useState<number | null>(null);
  // A text over the limit, caught before it is put in the URL (the server says the same without JavaScript).
  const [tooLong, setTooLong] = useState<string | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const precedents = useActionData<typeof action>() as unknown as PrecedentsReply | undefined;
  // Find Precedents is the sixth entry: a POST form, not a URL search.
  const findingPrecedents = params.get("mode") === "precedents";
  const mode = data.parsed.mode;
  const result = findingPrecedents ? null : data.result;
  const terms = result?.terms ?? [];

  useEffect(() => setOpen(null), [result]);
  useEffect(() => setTooLong(null), [params]);
  useEffect(() => {
    if (!list.current || !terms.length) return;
    const el = list.current;
    const t = window.setTimeout(() => highlightIn(el, terms), HIGHLIGHT_DELAY_MS);
    return () => window.clearTimeout(t);
  }, [result, terms]);

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
  const formProps = { params, masters: data.masters };
  return (
    <section className="search-page">
      <h1 className="visually-hidden">Search</h1>
      <nav className="mode-icons" aria-label="Search modes">
        {MODES.map((m) => (
          <Link key={m} to={`?mode=${m}`} className={m === mode && !findingPrecedents ? "mode current" : "mode"} aria-current={m === mode && !findingPrecedents ? "page" : undefined}>
            <span className="mode-icon">{MODE_LABELS[m].icon}</span>
            <span>{MODE_LABELS[m].label}</span>
          </Link>
        ))}
        <Link to="?mode=precedents" className={findingPrecedents ? "mode current" : "mode"} aria-current={findingPrecedents ? "page" : undefined}>
          <span className="mode-icon">{PRECEDENTS.icon}</span>
          <span>{PRECEDENTS.label}</span>
        </Link>
      </nav>

      {findingPrecedents ? (
        <>
          <section className="search-form card">
            <h2 className="visually-hidden">{PRECEDENTS.label}</h2>
            <PrecedentsForm courts={data.masters.courts} values={precedents?.values ?? { text: "", court: "", yearFrom: "", yearTo: "", mode: "" }} />
          </section>
          {precedents?.message ? <p className="search-error" role="alert">*{precedents.message}</p> : null}
          {precedents?.result ? (
            <div className={precedents.result.mode === "facts" ? "facts-results" : undefined} aria-busy={navigation.state === "submitting"}>
              <section className="results precedents-results">
                <h2>Precedents</h2>
                <p className="muted read-as-note">
                  {precedents.result.mode === "facts" ? "Read as a fact situation" : "Read as a judgment"} ({precedents.result.detected}).
                </p>
                {precedents.result.items.length ? (
                  <>
                    <p className="muted">
                      {precedents.result.mode === "facts"
                        ? "Ranked by the facts' rarest words and the law's words for them, then by the likely sections each applies, its bench and how often it is cited."
                        : `Ranked by the text's most telling words${precedents.result.acts.length ? ` and the acts it names (${precedents.result.acts.length})` : ""}, then by the acts shared and how often each judgment is cited.`}
                    </p>
                    <PrecedentList items={precedents.result.items} />
                  </>
                ) : (
                  <p className="no-result">{searchNotices.precedentsNone}</p>
                )}
              </section>
              {precedents.result.mode === "facts" ? (
                <section className="results statutes-results">
                  <h2>Sections that may apply</h2>
                  {precedents.result.statutes.length ? (
                    <>
                      <p className="muted">From the sections&apos; own words, the facts&apos; phrases and the precedents above. Each opens Statute Search, with the old or new criminal code&apos;s section.</p>
                      <StatuteList items={precedents.result.statutes} />
                    </>
                  ) : (
                    <p className="no-result">{STATUTES_NONE}</p>
                  )}
                </section>
              ) : null}
            </div>
          ) : null}
        </>
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
          {mode === "quick" ? <QuickForm {...formProps} /> : null}
          {mode === "main" ? <MainForm {...formProps} /> : null}
          {mode === "citation" ? <CitationForm {...formProps} /> : null}
          {mode === "statute" ? <StatuteForm {...formProps} /> : null}
          {mode === "word" ? <WordForm {...formProps} /> : null}
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
              <ol className="result-list" ref={list} start={(result.page - 1) * result.perPage + 1}>
                {result.items.map((hit, i) => (
                  <li key={hit.docId} className={hit.overruled ? "hit overruled" : "hit"}>
                    <button type="button" className="hit-open" onClick={() => setOpen(i)}>
                      <span className="hit-title">{hit.appellant}{hit.respondent ? ` v. ${hit.respondent}` : ""}</span>
                    </button>
                    <span className="hit-meta">
                      Doc Id {hit.docId}
                      {hit.citation ? <> · {hit.citation}</> : null}
                      {hit.court ? <> · {hit.court}</> : null}
                      {hit.decidedDate ? <> · {formatDate(hit.decidedDate)}</> : null}
                      {hit.caseNumber ? <> · {hit.caseNumber}</> : null}
                      {hit.overruled ? <> · <strong className="overruled-tag">Overruled</strong></> : null}
                    </span>
                    {hit.matched?.length ? <p className="hit-matched muted">Matched: {hit.matched.join(" · ")}</p> : null}
                    {hit.snippet?.length ? (
                      <p className="hit-snippet">
                        {hit.snippet.map((part, k) => (part.hit ? <mark key={k} className="hl">{part.text}</mark> : <span key={k}>{part.text}</span>))}
                      </p>
                    ) : null}
                    <noscript>
                      <a href={`/viewCase/${hit.docId}`}>View Case</a>
                    </noscript>
                  </li>
                ))}
              </ol>
              <Pager page={result.page} pages={result.pages} />
            </>
          )}
        </section>
      ) : null}

      {open !== null && result && result.items[open] ? (
        <ResultModal items={result.items} index={open} terms={terms} onMove={setOpen} onClose={() => setOpen(null)} />
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
