import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { TrashIcon } from "../components/icons";
import { Pager } from "../components/pager";
import { LibraryEntrySchema, LibraryPageSchema, listLibrary, removeFromLibrary } from "../services/library.server";
import { requireUser } from "../utils/auth.server";
import { caseMessages } from "../utils/copy-core";

export const meta: MetaFunction = () => [{ title: "My Library — SAR Online" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context.app, request);
  const page = LibraryPageSchema.parse(new URL(request.url).searchParams.get("page") ?? 1);
  return listLibrary(context.app, user.userId, page);
}

/** Deleting reloads the current page (Remix revalidates the loader after the action). */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context.app, request);
  const form = await request.formData();
  const entry = LibraryEntrySchema.safeParse({ docId: form.get("docId") });
  if (!entry.success || !(await removeFromLibrary(context.app, { userId: user.userId, docId: entry.data.docId }))) {
    return data({ ok: false, message: caseMessages.deleteFailed }, { status: 404 });
  }
  return { ok: true, message: "" };
}

export default function Library() {
  const lib = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const navigation = useNavigation();
  return (
    <section className="library">
      <h1>My Library</h1>
      {reply && "ok" in reply && !reply.ok ? <p className="alert error" role="alert">{reply.message}</p> : null}
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
              <Form method="post" replace preventScrollReset>
                <input type="hidden" name="docId" value={item.docId} />
                <button type="submit" className="trash" aria-label={`Delete ${item.title} from the library`} title="Delete from the library" disabled={navigation.state !== "idle"}>
                  <TrashIcon />
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <Pager page={lib.page} pages={lib.pages} />
    </section>
  );
}

export function ErrorBoundary() {
  return (
    <p className="alert error" role="alert">
      {caseMessages.libraryFailed}
    </p>
  );
}
