import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useActionData, useFetcher, useLoaderData } from "@remix-run/react";
import { useMemo, useRef, useState } from "react";
import { CaseErrorView } from "../components/case-error-view";
import { caseBodyHtml, type CaseBodyHtml } from "../components/case-body-html.server";
import { CaseReader } from "../components/case-reader";
import { ParagraphNotice } from "../components/paragraph-notice";
import { TranslateWidget } from "../components/translate-widget";
import { Toast, toastLinks, type ToastData } from "../components/toast";
import { caseMarksWithSession, subscriberCasePage } from "../services/cases/case-page.server";
import { missingParagraphNotice } from "../services/cases/case-view.server";
import relevanceStyles from "../styles/relevance.css";
import graphStyles from "../styles/citation-graph.css";
import { citedByOrderOf } from "../services/graph/citation-graph.server";
import readerStyles from "../styles/case-reader.css";
import { addToLibrary } from "../services/accounts/library.server";
import { unwatchCase, watchCase, WATCH_LIMIT, watchMessages } from "../services/alerts/watch.server";
import { requireSubscriber } from "../utils/auth.server";
import { caseMessages, watchWords } from "../utils/copy-core";
import { useDocumentHtml } from "../utils/document-html";
import { useInAppLinks } from "../utils/in-app-links";
import { keepOutOfData } from "../utils/document-html.server";
import { parseTerms } from "../utils/highlight-terms.server";
import { TRANSLATE_LANGUAGES } from "../utils/translate-languages.server";
import { withTokenSession } from "../utils/token-session.server";

/** The case page lets Google's website translator in (its CSP, entry.server.tsx; decision 050). */
export const handle = { translator: true };

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: relevanceStyles },
  { rel: "stylesheet", href: graphStyles },
  { rel: "stylesheet", href: readerStyles },
  ...toastLinks(),
];

export const meta: MetaFunction<typeof loader> = ({ data: d }) => [{ title: d ? `${d.case.title} — SAR Online` : "Case — SAR Online" }];

/** The edition PDFs a case may have (journal dropdown) and their labels. */
export const EDITIONS: Record<string, string> = { civil: "SAR (Civil) edition", cri: "SAR (Criminal) edition", mat: "Matrimonial edition", acc: "Accident edition" };

/**
 * The keys of a case's parts among the document's HTML (app/utils/document-html.ts): the case (a
 * revalidation, after Add to Library, keeps them as they are, highlights and translation with
 * them) and Cited by in its order (the other order replaces that list alone).
 */
const htmlKey = (docId: number) => `case ${docId}`;
const citedByKey = (docId: number, order: string) => `case ${docId} cited by ${order}`;

/** The loader's share of the parts: kept out of a document's data (decision 056), in a navigation's. */
function caseParts(context: LoaderFunctionArgs["context"], docId: number, parts: CaseBodyHtml, order: string) {
  return {
    html: keepOutOfData(context, htmlKey(docId), { body: parts.body, similar: parts.similar }),
    citedByHtml: keepOutOfData(context, citedByKey(docId, order), parts.citedBy),
    citedByOrder: order,
  };
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const asked = withTokenSession(request, params.token);
  const docId = Number(params.docId);
  const known = Number.isSafeInteger(docId) && docId >= 1;
  // The reader's library and watch marks ride with the session look-up: one D1 round trip (decision 095).
  const marks = known ? caseMarksWithSession(context.app, asked, docId) : null;
  marks?.catch(() => undefined);
  const { user } = await requireSubscriber(context.app, asked);
  if (!known) throw data({ message: caseMessages.oops }, { status: 404 });
  const url = new URL(request.url);
  // The case, Cited by (in the order asked, decision 063) and Authorities and Similar Cases (cached per case and version) and the library mark (decision 056).
  const page = await subscriberCasePage(context.app, user.userId, docId, citedByOrderOf(url.searchParams.get("citedBy")), await marks);
  if (!page) throw data({ message: caseMessages.oops }, { status: 404 });
  // Words and Exact phrases ("a b c"), cleaned to their words: nothing else of ?s= reaches the page.
  const terms = parseTerms(url.searchParams.get("s"));
  const { view, inLibrary, watching } = page;
  return {
    // What the page's own parts use; the case itself (judgment, headnotes, graph, Similar Cases) is
    // HTML rendered once per case and version (decision 095), sent once: in the document, not again
    // in its hydration data (decision 056).
    case: { docId: view.docId, title: view.title, citation: view.citation, files: view.files, equalCitations: view.equalCitations, permalink: view.permalink, paragraphScheme: view.paragraphScheme, headnoteCount: view.headnotes.length },
    ...caseParts(context, docId, caseBodyHtml(page), page.graph.citedByOrder),
    similarCount: page.similar.length,
    terms,
    licensedTo: user.name,
    appName: context.app.config.appName,
    inLibrary,
    watching,
    translateLanguages: TRANSLATE_LANGUAGES,
    guestUrl: `${context.app.config.publicUrl.replace(/\/$/, "")}/guestCase/${docId}`,
    // A permalink's pinpoint (?para=) to a paragraph the judgment does not have: said near the top.
    paragraphNotice: missingParagraphNotice(view, url.searchParams.get("para")),
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { user } = await requireSubscriber(context.app, withTokenSession(request, params.token));
  const docId = Number(params.docId);
  const form = await request.formData();
  const intent = form.get("intent");
  if (!Number.isSafeInteger(docId) || docId < 1) return data({ ok: false, message: caseMessages.oops }, { status: 400 });
  // Watch / Watching (issue 25 item 5, decision 080): a subscriber with a plan (requireSubscriber above).
  if (intent === "watch" || intent === "unwatch") {
    if (intent === "unwatch") {
      await unwatchCase(context.app, { userId: user.userId, docId });
      return { ok: true, message: watchMessages.unwatched, watching: false };
    }
    const watched = await watchCase(context.app, { userId: user.userId, docId });
    if (watched === "not-found") return data({ ok: false, message: caseMessages.oops, watching: false }, { status: 404 });
    if (watched === "limit") return data({ ok: false, message: watchMessages.tooMany(WATCH_LIMIT), watching: false }, { status: 409 });
    return { ok: true, message: watchMessages.watched, watching: true };
  }
  if (intent !== "addToLibrary") return data({ ok: false, message: caseMessages.oops }, { status: 400 });
  const result = await addToLibrary(context.app, { userId: user.userId, docId });
  if (result === "not-found") return data({ ok: false, message: caseMessages.oops }, { status: 404 });
  return { ok: true, message: result === "added" ? caseMessages.addedToLibrary : caseMessages.alreadyInLibrary };
}

/** What "Share by chat" and "Send by mail" carry: the title, the reporter's citation and the guest link. */
export function shareText(title: string, citation: string | null, guestUrl: string): string {
  return `${title}${citation ? `, ${citation}` : ""} — ${guestUrl}`;
}

function Toolbar({ docId, title, citation, files, guestUrl }: { docId: number; title: string; citation: string | null; files: string[]; guestUrl: string }) {
  const [saving, setSaving] = useState(false);
  const editions = files.filter((f) => f in EDITIONS);
  const share = shareText(title, citation, guestUrl);
  return (
    <div className="case-toolbar no-print" role="toolbar" aria-label="Case tools">
      <button type="button" className="button small" onClick={() => window.print()}>Print</button>
      <button
        type="button"
        className="button small"
        disabled={saving}
        onClick={() => {
          // Save as PDF runs after a 1 second delay (subscriber §4): the browser's print dialog saves it.
          setSaving(true);
          window.setTimeout(() => {
            setSaving(false);
            window.print();
          }, 1000);
        }}
      >
        {saving ? "Preparing…" : "Save as PDF"}
      </button>
      {editions.length ? (
        <a className="button small" href={`/pdf/${docId}/${editions[0]}`} target="_blank" rel="noreferrer">SAR-edition PDF</a>
      ) : null}
      {files.includes("court") ? (
        <a className="button small" href={`/pdf/${docId}/court`} target="_blank" rel="noreferrer">Court PDF</a>
      ) : null}
      <a className="button small" href={`https://wa.me/?text=${encodeURIComponent(share)}`} target="_blank" rel="noreferrer">Share by chat</a>
      <a className="button small" href={`mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(share)}`}>Send by mail</a>
      {/* The journal drop-down only when there is an edition PDF to pick (walk-through finding 13). */}
      {editions.length ? (
      <label className="journal-select">
        <span className="visually-hidden">Journal</span>
        <select
          aria-label="Journal"
          defaultValue=""
          onChange={(e) => {
            if (e.target.value) window.open(`/pdf/${docId}/${e.target.value}`, "_blank", "noopener");
            e.target.value = "";
          }}
        >
          <option value="">Journal</option>
          {editions.map((f) => (
            <option key={f} value={f}>{EDITIONS[f]}</option>
          ))}
        </select>
      </label>
      ) : null}
    </div>
  );
}

export default function ViewCase() {
  const d = useLoaderData<typeof loader>();
  const html = useDocumentHtml(htmlKey(d.case.docId), d.html);
  const citedBy = useDocumentHtml(citedByKey(d.case.docId, d.citedByOrder), d.citedByHtml);
  const c = d.case;
  const follow = useInAppLinks();
  const library = useFetcher<{ ok: boolean; message: string }>();
  const watch = useFetcher<{ ok: boolean; message: string; watching?: boolean }>();
  // Without JavaScript the form posts as a page: its answer comes back as the action's data.
  const posted = useActionData<{ ok: boolean; message: string; watching?: boolean }>();
  const postedWatch = posted && "watching" in posted ? posted : undefined;
  const libraryReply = library.data ?? (postedWatch ? undefined : posted);
  const watchReply = watch.data ?? postedWatch;
  // Watching as the last answer says, else as the page loaded (an answer on the way shows the new state).
  const watching = watch.formData ? watch.formData.get("intent") === "watch" : (watchReply?.watching ?? d.watching);
  const [equalOpen, setEqualOpen] = useState(false);
  const [atBottom, setAtBottom] = useState(false);
  const body = useRef<HTMLDivElement>(null);
  const inLibrary = d.inLibrary || library.data?.ok;
  // Added to the library: a toast (S128); a refusal stays beside the button.
  const libraryToast = useMemo<ToastData | null>(() => (libraryReply?.ok ? { kind: "success", text: libraryReply.message } : null), [libraryReply]);
  return (
    <section className="view-case">
      <div className="print-header" aria-hidden>
        {`${d.appName} — Licensed to ${d.licensedTo}`}
      </div>
      <header className="view-case-head no-print">
        <h2>View Case</h2>
        <TranslateWidget languages={d.translateLanguages} />
      </header>
      <Toolbar docId={c.docId} title={c.title} citation={c.citation} files={c.files} guestUrl={d.guestUrl} />
      <div className="case-actions no-print">
        {c.equalCitations.length ? (
          <button type="button" className="button small" aria-expanded={equalOpen} onClick={() => setEqualOpen((o) => !o)}>Equal Citation</button>
        ) : null}
        <library.Form method="post">
          <input type="hidden" name="intent" value="addToLibrary" />
          <button type="submit" className="button small primary" disabled={Boolean(inLibrary) || library.state !== "idle"}>
            {inLibrary ? "In your Library" : "Add to Library"}
          </button>
        </library.Form>
        <Toast toast={libraryToast} />
        {libraryReply && !libraryReply.ok ? <span className="field-error" role="status">{libraryReply.message}</span> : null}
        <watch.Form method="post">
          <input type="hidden" name="intent" value={watching ? "unwatch" : "watch"} />
          <button type="submit" className={watching ? "button small watching" : "button small"} aria-pressed={watching} title={watchWords.watchHelp} disabled={watch.state !== "idle"}>
            {watching ? `${watchWords.watching} ✓` : watchWords.watch}
          </button>
        </watch.Form>
        {watchReply ? <span className={watchReply.ok ? "ok-text" : "field-error"} role="status">{watchReply.message}</span> : null}
        <button
          type="button"
          className="button small scroll-button"
          onClick={() => {
            window.scrollTo({ top: atBottom ? 0 : document.body.scrollHeight, behavior: "smooth" });
            setAtBottom((b) => !b);
          }}
        >
          {atBottom ? "Top ↑" : "Bottom ↓"}
        </button>
      </div>
      {equalOpen ? (
        <ul className="equal-citations" aria-label="Equal citations">
          {c.equalCitations.map((x) => (
            <li key={x.text}>{x.text}{x.journal ? <span className="muted"> ({x.journal})</span> : null}</li>
          ))}
        </ul>
      ) : null}
      <ParagraphNotice key={`${c.docId} ${d.paragraphNotice}`} initial={d.paragraphNotice} root={body} />
      {/* The hits bar and a paragraph's citation, loaded when used (decisions 065, 067). */}
      <CaseReader key={c.docId} root={body} terms={d.terms} cite={{ title: c.title, citation: c.citation, equal: c.equalCitations.map((x) => x.text), permalink: c.permalink, docId: c.docId, scheme: c.paragraphScheme }} />
      {/* The case's parts as rendered once (decision 095); their links are followed in the app. */}
      <div ref={body} onClick={follow}>
        <div dangerouslySetInnerHTML={{ __html: html?.body ?? "" }} />
        <div dangerouslySetInnerHTML={{ __html: citedBy ?? "" }} />
      </div>
      {d.similarCount ? (
        <section className="similar-cases card no-print" aria-labelledby="similar-cases-title">
          <h3 id="similar-cases-title">Similar Cases</h3>
          <p className="muted note">Earlier and later judgments about the same things as this one, found from its {c.headnoteCount ? "headnotes" : "text"}.</p>
          <div onClick={follow} dangerouslySetInnerHTML={{ __html: html?.similar ?? "" }} />
        </section>
      ) : null}
    </section>
  );
}

export { CaseErrorView as ErrorBoundary };
