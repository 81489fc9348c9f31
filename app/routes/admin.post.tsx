import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { useEffect, useState } from "react";
import { CasePicker } from "../components/admin/case-picker";
import { DataTable, ListSearch, type Column } from "../components/admin/data-table";
import { ConfirmDelete, TrashIcon, UrlDialog, DialogButtons } from "../components/admin/dialogs";
import { AdminErrorView } from "../components/admin/error-view";
import { FieldMessage, TextField } from "../components/admin/form-field";
import { afterWrite, listSearch, queryOf } from "../components/admin/list-url";
import { BAD_REQUEST, Notice, type NoticeData } from "../components/admin/notice";
import { PostIdSchema, PostListQuerySchema, PostSchema, addPost, deletePost, getPost, listPosts, postPreview, updatePost, type PostRow } from "../services/staff/posts.server";
import { requireStaff } from "../utils/auth.server";
import { adminMessages, postMessages } from "../utils/copy";
import { parseForm } from "../utils/forms.server";
import { lazyValidation, useLazyValidation } from "../utils/lazy-validation";

// The form's own check loads its schema (and zod) on first use; the action parses on the server.
const validatePost = lazyValidation(() => import("../services/staff/posts.schema").then((s) => s.PostSchema), { multiline: ["body"] });

/** Notices an action may name after its redirect (§4, §8); anything else shows nothing. */
const POST_NOTICES: Record<string, string> = { created: postMessages.created, updated: postMessages.updated, deleted: adminMessages.deleted };

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(context.app, request, "post");
  const parsed = PostListQuerySchema.safeParse(queryOf(new URL(request.url)));
  if (!parsed.success) throw data(adminMessages.badListQuery, { status: 400 });
  const { confirm, dialog, edit, view, notice, ...query } = parsed.data;
  const one = edit ?? view;
  const [list, opened] = await Promise.all([listPosts(context.app, query), one ? getPost(context.app, one) : Promise.resolve(null)]);
  return {
    q: query.q,
    ...list,
    // The list carries only the preview (§9), not the whole body.
    rows: list.rows.map(({ body, ...r }) => ({ ...r, preview: postPreview(body) })),
    confirm: confirm ?? null,
    dialog: dialog ?? null,
    editing: edit ? opened : null,
    viewing: view ? opened : null,
    missing: Boolean(one && !opened),
    notice: notice && Object.hasOwn(POST_NOTICES, notice) ? POST_NOTICES[notice] : null,
  };
}

type Reply = { result?: SubmissionResult<string[]>; notice?: NoticeData };

export async function action({ request, context }: ActionFunctionArgs) {
  const staff = await requireStaff(context.app, request, "post");
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "delete") {
    const id = PostIdSchema.safeParse({ id: formData.get("id") });
    if (!id.success) return data<Reply>({ notice: BAD_REQUEST }, { status: 400 });
    const result = await deletePost(context.app, id.data.id, staff.userId);
    if (!result.ok) return data<Reply>({ notice: { kind: "error", title: adminMessages.deleteFailed, text: result.message } }, { status: result.status });
    throw redirect(afterWrite(request.url, "deleted", { view: null }));
  }
  if (intent !== "add" && intent !== "update") return data<Reply>({ notice: BAD_REQUEST }, { status: 400 });
  const id = intent === "update" ? PostIdSchema.safeParse({ id: formData.get("id") }) : null;
  if (id && !id.success) return data<Reply>({ notice: BAD_REQUEST }, { status: 400 });
  const submission = parseForm(formData, { schema: PostSchema, multiline: ["body"] });
  if (submission.status !== "success") return data<Reply>({ result: submission.reply() }, { status: 400 });
  const input = { ...submission.value, actorId: staff.userId };
  const result = id ? await updatePost(context.app, { ...input, id: id.data!.id }) : await addPost(context.app, input);
  if (!result.ok) {
    const title = id ? adminMessages.updateFailed : adminMessages.createFailed;
    if (!result.field) return data<Reply>({ notice: { kind: "error", title, text: result.message } }, { status: result.status });
    return data<Reply>({ result: submission.reply({ fieldErrors: { [result.field]: [result.message] } }) }, { status: result.status });
  }
  throw redirect(afterWrite(request.url, id ? "updated" : "created", id ? { view: null } : { q: null, page: null, view: null }));
}

export const meta: MetaFunction = () => [{ title: `${postMessages.heading} — SAR Online back office` }];

function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * Add New Post / Edit Post. The case is chosen in the case picker (with JavaScript); its doc id is
 * an ordinary field, so without JavaScript it is typed in, and either way the server checks it.
 */
function PostForm({ post, lastResult, closeHref }: { post: PostRow | null; lastResult?: SubmissionResult<string[]>; closeHref: string }) {
  const hydrated = useHydrated();
  const [picking, setPicking] = useState(false);
  const [picked, setPicked] = useState<string | null>(null);
  const [form, fields] = useForm({
    id: post ? `edit-post-${post.id}` : "add-post",
    lastResult,
    defaultValue: post ? { heading: post.heading, body: post.body, linkedDocId: post.linkedDocId ? String(post.linkedDocId) : "" } : undefined,
    onValidate: useLazyValidation(validatePost, post ? `edit-post-${post.id}` : "add-post"),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const { key: bodyKey, ...bodyProps } = getTextareaProps(fields.body);
  const { key: docKey, ...docProps } = getInputProps(fields.linkedDocId, { type: "number" });
  const docId = fields.linkedDocId.value ? Number(fields.linkedDocId.value) : null;
  return (
    <UrlDialog title={post ? "Edit Post" : "Add New Post"} closeHref={closeHref}>
      <Form method="post" className="form" {...getFormProps(form)} noValidate preventScrollReset>
        {post ? <input type="hidden" name="id" value={post.id} /> : null}
        <TextField meta={fields.heading} label="Heading" maxLength={150} autoFocus />
        <label>
          Post
          <textarea key={bodyKey} {...bodyProps} rows={6} maxLength={5000} />
          <FieldMessage meta={fields.body} />
        </label>
        <label>
          Case Id
          <input key={docKey} {...docProps} min={1} inputMode="numeric" />
          <FieldMessage meta={fields.linkedDocId} />
        </label>
        {hydrated ? (
          <div className="button-row">
            {picked ? <span className="muted">{picked}</span> : null}
            <button type="button" className="button small" onClick={() => setPicking(true)}>
              Select Case
            </button>
          </div>
        ) : null}
        <DialogButtons intent={post ? "update" : "add"} label={post ? "Update" : "Create"} closeHref={closeHref} />
      </Form>
      {hydrated ? (
        <CasePicker
          open={picking}
          selected={docId}
          onClose={() => setPicking(false)}
          onClear={() => {
            form.update({ name: fields.linkedDocId.name, value: "" });
            setPicked(null);
          }}
          onSubmit={(row) => {
            form.update({ name: fields.linkedDocId.name, value: String(row.docId) });
            setPicked(`#${row.docId} ${row.lawTitle}`);
            setPicking(false);
          }}
        />
      ) : null}
    </UrlDialog>
  );
}

/** Post Case view (§2): Post Id, Heading, Post, Case Id. */
function PostView({ post, closeHref }: { post: PostRow; closeHref: string }) {
  return (
    <UrlDialog title="Post Case" closeHref={closeHref}>
      <dl className="post-view">
        <dt>Post Id</dt>
        <dd>{post.id}</dd>
        <dt>Heading</dt>
        <dd>{post.heading}</dd>
        <dt>Post</dt>
        <dd style={{ whiteSpace: "pre-line" }}>{post.body}</dd>
        <dt>Case Id</dt>
        <dd>{post.linkedDocId ?? ""}</dd>
      </dl>
      <div className="button-row">
        <Link to={closeHref} className="button" preventScrollReset>
          Close
        </Link>
      </div>
    </UrlDialog>
  );
}

export default function AdminPosts() {
  const { q, rows, page, pages, confirm, dialog, editing, viewing, missing, notice: okText } = useLoaderData<typeof loader>();
  const reply = useActionData<Reply>();
  const [params] = useSearchParams();
  const columns: Column<(typeof rows)[number]>[] = [
    { header: "Post Id", cell: (r) => r.id },
    { header: "Heading", cell: (r) => r.heading, className: "wide" },
    { header: "Body", cell: (r) => r.preview },
    { header: "Case Id", cell: (r) => r.linkedDocId ?? "" },
    {
      header: "Actions",
      cell: (r) => (
        <span className="row-actions">
          <Link to={listSearch(params, { view: r.id })} className="button small" aria-label={`View post ${r.id}`} preventScrollReset>
            View
          </Link>
          <Link to={listSearch(params, { edit: r.id, view: null })} className="button small" aria-label={`Edit post ${r.id}`} preventScrollReset>
            Edit
          </Link>
          <Link to={listSearch(params, { confirm: r.id, view: null })} className="trash" aria-label={`Delete post ${r.id}`} preventScrollReset>
            <TrashIcon />
          </Link>
        </span>
      ),
    },
  ];
  const notice: NoticeData | null =
    reply?.notice ?? (missing ? { kind: "error", title: adminMessages.updateFailed, text: adminMessages.notFound } : okText ? { kind: "success", text: okText } : null);
  const closeHref = listSearch(params, { view: null });
  return (
    <section className="admin-list">
      <div className="list-head">
        <h1>{postMessages.heading}</h1>
        <Link to={listSearch(params, { dialog: "add", view: null })} className="button primary" preventScrollReset>
          Create
        </Link>
      </div>
      <Notice notice={notice} />
      <ListSearch label="Search posts" placeholder={postMessages.search} q={q} />
      <DataTable caption="Posts" columns={columns} rows={rows} rowKey={(r) => r.id} empty={postMessages.empty} page={page} pages={pages} />
      {dialog === "add" && !editing ? <PostForm post={null} lastResult={reply?.result} closeHref={closeHref} /> : null}
      {editing ? <PostForm key={editing.id} post={editing} lastResult={reply?.result} closeHref={closeHref} /> : null}
      {viewing && !editing ? <PostView post={viewing} closeHref={closeHref} /> : null}
      {confirm && !reply?.notice ? <ConfirmDelete cancelHref={closeHref} fields={{ intent: "delete", id: confirm }} /> : null}
    </section>
  );
}

export { AdminErrorView as ErrorBoundary };
