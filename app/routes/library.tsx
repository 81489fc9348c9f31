import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { TrashIcon } from "../components/icons";
import { Pager } from "../components/pager";
import { ServerErrorView } from "../components/server-error-view";
import { Toast, toastLinks, type ToastData } from "../components/toast";
import { LibraryEntrySchema, LibraryPageSchema, listLibrary, removeFromLibrary } from "../services/accounts/library.server";
import {
  deleteSavedSearch,
  listSavedSearches,
  listWatches,
  SAVED_SEARCH_LIMIT,
  SavedSearchIdSchema,
  SaveSearchSchema,
  saveSearch,
  unwatchCase,
  watchCase,
  watchedAmong,
  WATCH_LIMIT,
  WatchToggleSchema,
} from "../services/alerts/watch.server";
import { requireUser } from "../utils/auth.server";
import { caseMessages } from "../utils/copy-core";
import { watchMessages } from "../utils/copy-watch";
import { toastMessages } from "../utils/copy-screens";
import { formatDate } from "../utils/format";
import { useMemo } from "react";

export const meta: MetaFunction = () => [{ title: "My Library — SAR Online" }];
export const links: LinksFunction = toastLinks;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context.app, request);
  const page = LibraryPageSchema.parse(new URL(request.url).searchParams.get("page") ?? 1);
  const [lib, watches, searches] = await Promise.all([listLibrary(context.app, user.userId, page), listWatches(context.app, user.userId, 1), listSavedSearches(context.app, user.userId)]);
  const watched = await watchedAmong(context.app, user.userId, lib.items.map((i) => i.docId));
  return {
    ...lib,
    items: lib.items.map((i) => ({ ...i, watching: watched.has(i.docId) })),
    plan: Boolean(user.plan),
    watches: watches.items.map((w) => ({ ...w, since: formatDate(w.since) })),
    watchTotal: watches.total,
    searches: searches.map((s) => ({ ...s, created: formatDate(s.createdAt) })),
  };
}

type Reply = { ok: boolean; message: string };

/**
 * Deleting reloads the current page (Remix revalidates the loader after the action). The same
 * page watches a case or stops watching it, and saves ("Save this search" on /search) or deletes
 * a search (issue 25 item 5): watching and saving need an active plan.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context.app, request);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "watch" || intent === "unwatch" || intent === "saveSearch") {
    if (!user.plan) return data<Reply>({ ok: false, message: watchMessages.needPlan }, { status: 403 });
  }
  if (intent === "watch" || intent === "unwatch") {
    const input = WatchToggleSchema.safeParse({ intent, docId: form.get("docId") });
    if (!input.success) return data<Reply>({ ok: false, message: watchMessages.notFound }, { status: 400 });
    if (intent === "unwatch") {
      if (!(await unwatchCase(context.app, { userId: user.userId, docId: input.data.docId }))) return data<Reply>({ ok: false, message: watchMessages.notFound }, { status: 404 });
      return { ok: true, message: watchMessages.unwatched };
    }
    const result = await watchCase(context.app, { userId: user.userId, docId: input.data.docId });
    if (result === "not-found") return data<Reply>({ ok: false, message: watchMessages.notFound }, { status: 404 });
    if (result === "limit") return data<Reply>({ ok: false, message: watchMessages.tooMany(WATCH_LIMIT) }, { status: 409 });
    return { ok: true, message: watchMessages.watched };
  }
  if (intent === "saveSearch") {
    const input = SaveSearchSchema.safeParse({ params: form.get("params") });
    if (!input.success) return data<Reply>({ ok: false, message: watchMessages.searchNotSavable }, { status: 400 });
    const saved = await saveSearch(context.app, { userId: user.userId, params: input.data.params }, { notSavable: watchMessages.searchNotSavable, tooMany: watchMessages.searchesTooMany(SAVED_SEARCH_LIMIT) });
    if (!saved.ok) return data<Reply>({ ok: false, message: saved.message }, { status: saved.status });
    return { ok: true, message: saved.created ? watchMessages.searchSaved : watchMessages.searchAlreadySaved };
  }
  if (intent === "deleteSearch") {
    const input = SavedSearchIdSchema.safeParse({ id: form.get("id") });
    if (!input.success || !(await deleteSavedSearch(context.app, { userId: user.userId, id: input.data.id }))) return data<Reply>({ ok: false, message: watchMessages.notFound }, { status: 404 });
    return { ok: true, message: watchMessages.searchDeleted };
  }
  const entry = LibraryEntrySchema.safeParse({ docId: form.get("docId") });
  if (!entry.success || !(await removeFromLibrary(context.app, { userId: user.userId, docId: entry.data.docId }))) {
    return data<Reply>({ ok: false, message: caseMessages.deleteFailed }, { status: 404 });
  }
  return { ok: true, message: toastMessages.removedFromLibrary };
}

/** Watch / Watching for one case (a form, so it works without JavaScript). */
function WatchToggle({ docId, title, watching, disabled }: { docId: number; title: string; watching: boolean; disabled: boolean }) {
  return (
    <Form method="post" replace preventScrollReset>
      <input type="hidden" name="docId" value={docId} />
      <button
        type="submit"
        name="intent"
        value={watching ? "unwatch" : "watch"}
        className={watching ? "button small watching" : "button small"}
        aria-pressed={watching}
        aria-label={`${watching ? watchMessages.watching : watchMessages.watch}: ${title}`}
        title={watchMessages.watchHelp}
        disabled={disabled}
      >
        {watching ? `${watchMessages.watching} ✓` : watchMessages.watch}
      </button>
    </Form>
  );
}

export default function Library() {
  const lib = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  // A success is a toast (S128); a refusal stays in the page, in red, until the next action.
  const toast = useMemo<ToastData | null>(() => (reply && "ok" in reply && reply.ok && reply.message ? { kind: "success", text: reply.message } : null), [reply]);
  return (
    <section className="library">
      <h1>My Library</h1>
      <Toast toast={toast} />
      {reply && "ok" in reply && !reply.ok && reply.message ? (
        <p className="alert error" role="alert">
          {reply.message}
        </p>
      ) : null}
      {lib.items.length === 0 ? (
        <p className="empty">{caseMessages.noLibrary}</p>
      ) : (
        <ul className="library-list">
          {lib.items.map((item) => (
            <li key={item.docId} className="library-item">
              <span className="running">{`${item.startNumber}.`}</span>
              <div>
                <a href={`/viewCase/${item.docId}`} target="_blank" rel="noreferrer" className="library-title">{item.title}</a>
                <p className="snippet">{item.snippet}</p>
              </div>
              <div className="library-item-actions">
                {lib.plan ? <WatchToggle docId={item.docId} title={item.title} watching={item.watching} disabled={busy} /> : null}
                <Form method="post" replace preventScrollReset>
                  <input type="hidden" name="docId" value={item.docId} />
                  <button type="submit" className="trash" aria-label={`Delete ${item.title} from the library`} title="Delete from the library" disabled={busy}>
                    <TrashIcon />
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pager page={lib.page} pages={lib.pages} />

      <section className="watch-lists" aria-labelledby="watched-heading">
        <h2 id="watched-heading">{watchMessages.watchedHeading}</h2>
        {lib.watches.length === 0 ? (
          <p className="empty">{watchMessages.noWatches}</p>
        ) : (
          <ul className="watch-list">
            {lib.watches.map((w) => (
              <li key={w.docId}>
                <a href={`/viewCase/${w.docId}`} target="_blank" rel="noreferrer">{w.title}</a>
                <span className="muted"> since {w.since}</span>
                <WatchToggle docId={w.docId} title={w.title} watching disabled={busy} />
              </li>
            ))}
          </ul>
        )}
        {lib.watchTotal > lib.watches.length ? <p className="muted">{`${lib.watchTotal - lib.watches.length} more watched cases are not listed here.`}</p> : null}
        <h2 id="searches-heading">{watchMessages.searchesHeading}</h2>
        {lib.searches.length === 0 ? (
          <p className="empty">{watchMessages.noSearches}</p>
        ) : (
          <ul className="watch-list" aria-labelledby="searches-heading">
            {lib.searches.map((s) => (
              <li key={s.id}>
                <a href={`/search?${s.params}`}>{s.label}</a>
                <span className="muted"> saved {s.created}</span>
                <Form method="post" replace preventScrollReset>
                  <input type="hidden" name="id" value={s.id} />
                  <button type="submit" name="intent" value="deleteSearch" className="trash" aria-label={`Delete the saved search ${s.label}`} title="Delete the saved search" disabled={busy}>
                    <TrashIcon />
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}

/** The list's call failed (the network, or the server): the server-down view with the library's own words (§8). */
export function ErrorBoundary() {
  return <ServerErrorView detail={caseMessages.libraryFailed} />;
}
