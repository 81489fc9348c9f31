import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigate, useNavigation, useRevalidator, useSearchParams } from "@remix-run/react";
import { useEffect, useState } from "react";
import { DataTable, type Column } from "../components/admin/data-table";
import { AdminErrorView } from "../components/admin/error-view";
import { Notice, type NoticeData } from "../components/admin/notice";
import {
  BulkImportQuerySchema,
  BulkImportResumeSchema,
  getBulkImport,
  isStalled,
  listBulkImports,
  MAX_FORM_IMPORT_BYTES,
  MAX_IMPORT_BYTES,
  resumeBulkImport,
  startBulkImport,
  type BulkImportRow,
} from "../services/cases/bulk-import.server";
import styles from "../styles/bulk-import.css";
import { requireStaff } from "../utils/auth.server";
import { adminMessages, bulkImportMessages as m } from "../utils/copy";
import { formatDateTime } from "../utils/format";
import { FormBodyError, readForm } from "../utils/forms.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => [{ title: "Import Judgments — SAR Online back office" }];

const MB = 1024 * 1024;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(context.app, request, "import");
  const parsed = BulkImportQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) throw data(adminMessages.badListQuery, { status: 400 });
  const { id, page, started } = parsed.data;
  const list = await listBulkImports(context.app, { page });
  const shownId = id ?? (page === 1 ? list.rows[0]?.id : undefined);
  const selected = shownId ? await getBulkImport(context.app, shownId) : null;
  const stalled = selected ? isStalled(selected, context.app.clock.now()) : false;
  return { ...list, page, selected, stalled, missing: Boolean(id && !selected), started: Boolean(started && selected), maxMb: MAX_IMPORT_BYTES / MB };
}

/** `upload`: the notice belongs to the upload form (not to the page). */
type Reply = { notice: NoticeData; upload?: boolean };

/**
 * Resume (a stopped or stalled import), or the upload without JavaScript: a multipart form, read
 * whole, so capped lower (decision 028).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const staff = await requireStaff(context.app, request, "import");
  let form: FormData;
  try {
    form = await readForm(request, MAX_FORM_IMPORT_BYTES + 64 * 1024);
  } catch (e) {
    if (!(e instanceof FormBodyError)) throw e;
    const text = e.status === 413 ? m.tooLargeWithoutScript(MAX_FORM_IMPORT_BYTES / MB, MAX_IMPORT_BYTES / MB) : e.message;
    return data<Reply>({ notice: { kind: "error", title: m.title, text }, upload: true }, { status: e.status });
  }
  if (form.has("intent")) {
    const resume = BulkImportResumeSchema.safeParse({ intent: form.get("intent"), id: form.get("id") });
    if (!resume.success) return data<Reply>({ notice: { kind: "error" } }, { status: 400 });
    if (!(await resumeBulkImport(context.app, resume.data.id))) return data<Reply>({ notice: { kind: "error", title: m.title, text: m.notResumable } }, { status: 409 });
    throw redirect(`/admin/import?id=${resume.data.id}&resumed=1`);
  }
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) return data<Reply>({ notice: { kind: "error", title: m.title, text: m.selectFile }, upload: true }, { status: 400 });
  const result = await startBulkImport(context.app, { actorId: staff.userId, fileName: file.name, size: file.size, body: file });
  if (!result.ok) return data<Reply>({ notice: { kind: "error", title: m.title, text: result.message }, upload: true }, { status: result.status });
  throw redirect(`/admin/import?id=${result.id}&started=1`);
}

const STATUS_TEXT: Record<BulkImportRow["status"], string> = { queued: "Queued", running: "Importing", done: "Done", failed: "Stopped" };
const active = (r: { status: BulkImportRow["status"] }) => r.status === "queued" || r.status === "running";
const percent = (r: { nextOffset: number; size: number; status: BulkImportRow["status"] }) =>
  r.status === "done" ? 100 : Math.min(99, Math.floor((r.nextOffset / Math.max(1, r.size)) * 100));
const sizeText = (bytes: number) => (bytes >= MB ? `${(bytes / MB).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/** Sends the file itself as the body (XHR, for the upload's progress bar). */
function uploadRaw(file: File, onProgress: (sent: number) => void): Promise<{ ok: boolean; message?: string; next?: string }> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/admin/import/upload");
    xhr.setRequestHeader("Content-Type", "application/x-ndjson");
    xhr.setRequestHeader("X-File-Name", encodeURIComponent(file.name));
    xhr.upload.onprogress = (e) => onProgress(e.loaded);
    xhr.onload = () => {
      try {
        resolve(JSON.parse(xhr.responseText));
      } catch {
        resolve({ ok: false });
      }
    };
    xhr.onerror = () => resolve({ ok: false });
    xhr.send(file);
  });
}

function UploadForm({ maxMb, reply }: { maxMb: number; reply?: Reply }) {
  const navigation = useNavigation();
  const navigate = useNavigate();
  const [progress, setProgress] = useState<{ sent: number; total: number } | null>(null);
  const [notice, setNotice] = useState<NoticeData | null>(null);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const file = new FormData(event.currentTarget).get("file");
    if (!(file instanceof File) || file.size === 0) return setNotice({ kind: "error", title: m.title, text: m.selectFile });
    if (file.size > maxMb * MB) return setNotice({ kind: "error", title: m.title, text: m.tooLarge(maxMb) });
    setNotice(null);
    setProgress({ sent: 0, total: file.size });
    const answer = await uploadRaw(file, (sent) => setProgress({ sent, total: file.size }));
    setProgress(null);
    if (answer.ok && answer.next) return navigate(answer.next);
    setNotice({ kind: "error", title: m.title, text: answer.message });
  }

  return (
    <Form method="post" encType="multipart/form-data" className="form import-upload" onSubmit={onSubmit}>
      <Notice notice={notice ?? (reply?.upload ? reply.notice : null)} />
      <label className="field">
        <span>JSON Lines file</span>
        <input type="file" name="file" accept=".jsonl,.ndjson,.json,.txt,application/x-ndjson,application/json,text/plain" required />
      </label>
      <p className="hint">
        One judgment per line, in the format of <code>npm run import</code>; at most {maxMb} MB. A record already imported is updated (only the
        source&apos;s fields, and never one the staff corrected), never duplicated; a bad line is rejected with its number and never stops the rest.
      </p>
      {progress ? (
        <label className="field">
          <span>Uploading {Math.floor((progress.sent / Math.max(1, progress.total)) * 100)}%</span>
          <progress className="import-progress" value={progress.sent} max={progress.total} />
        </label>
      ) : null}
      <div className="button-row">
        <button type="submit" className="button primary" disabled={Boolean(progress) || navigation.state === "submitting"}>
          Upload and import
        </button>
      </div>
    </Form>
  );
}

function Progress({ item, stalled }: { item: NonNullable<Awaited<ReturnType<typeof getBulkImport>>>; stalled: boolean }) {
  const navigation = useNavigation();
  const stats: [string, number][] = [
    ["Read", item.linesRead],
    ["Imported", item.imported],
    ["Updated", item.updated],
    ["Unchanged", item.unchanged],
    ["Rejected", item.rejected],
    ["Staff edits kept", item.kept],
  ];
  const pct = percent(item);
  return (
    <section className="import-status" aria-labelledby="import-status-title" aria-live="polite">
      <h2 id="import-status-title">
        Import #{item.id}: {item.fileName}
      </h2>
      <p className="import-meta">
        {sizeText(item.size)} · uploaded {formatDateTime(item.createdAt)}
        {item.uploadedBy ? ` by ${item.uploadedBy}` : ""}
        {item.finishedAt ? ` · finished ${formatDateTime(item.finishedAt)}` : ""}
      </p>
      <p className={`import-state ${item.status}`} data-status={item.status}>
        <strong>{STATUS_TEXT[item.status]}</strong> {pct}%
      </p>
      <progress className="import-progress" value={pct} max={100} aria-label="Import progress" />
      {stalled ? (
        <Form method="post" className="import-resume">
          <p className="alert error" role="alert">
            {item.status === "failed" ? `${m.failed} ${item.error ? `(${item.error})` : ""}` : m.stalled}
          </p>
          <input type="hidden" name="id" value={item.id} />
          <button type="submit" name="intent" value="resume" className="button primary" disabled={navigation.state === "submitting"}>
            Resume
          </button>
        </Form>
      ) : null}
      {active(item) ? (
        <p className="hint">
          This page follows the import. <Link to={`/admin/import?id=${item.id}`}>Reload</Link>
        </p>
      ) : null}
      <dl className="import-counts">
        {stats.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd data-count={label === "Staff edits kept" ? "kept" : label.toLowerCase()}>{value.toLocaleString("en-IN")}</dd>
          </div>
        ))}
      </dl>
      <h3>Staff edits kept</h3>
      <p className="hint">{m.keptHint}</p>
      <DataTable
        caption="Cases where the source differs from a staff edit"
        columns={[
          { header: "Line", cell: (r) => r.line, className: "num" },
          { header: "Case", cell: (r) => <Link to={`/admin/addCase?docId=${r.docId}`}>{`Doc ${r.docId}`}</Link> },
          { header: "Title (as kept)", cell: (r) => r.title, className: "wide" },
          { header: "Fields kept", cell: (r) => r.fields.join(", ") },
        ]}
        rows={item.keptCases}
        rowKey={(r) => r.line}
        empty={m.noneKept}
        page={1}
        pages={1}
      />
      {item.kept > item.keptCases.length ? (
        <p className="hint">
          The first {item.keptCases.length} of {item.kept.toLocaleString("en-IN")} cases are shown.
        </p>
      ) : null}
      <h3>Rejected lines</h3>
      <DataTable
        caption="Rejected lines"
        columns={[
          { header: "Line", cell: (r) => r.line, className: "num" },
          { header: "Reason", cell: (r) => r.reason, className: "wide" },
        ]}
        rows={item.rejections}
        rowKey={(r) => r.line}
        empty={m.noRejections}
        page={1}
        pages={1}
      />
      {item.rejected > item.rejections.length ? (
        <p className="hint">
          The first {item.rejections.length} of {item.rejected.toLocaleString("en-IN")} rejected lines are shown.
        </p>
      ) : null}
    </section>
  );
}

export default function AdminImport() {
  const { rows, page, pages, selected, stalled, missing, started, maxMb } = useLoaderData<typeof loader>();
  const reply = useActionData<Reply>();
  const [params] = useSearchParams();
  const revalidator = useRevalidator();
  const following = Boolean(selected && active(selected)) || rows.some(active);

  // With JavaScript the page polls while an import runs; without it, the meta refresh below.
  useEffect(() => {
    if (!following) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle" && document.visibilityState === "visible") revalidator.revalidate();
    }, 2000);
    return () => clearInterval(timer);
  }, [following, revalidator]);

  const columns: Column<BulkImportRow>[] = [
    {
      header: "File",
      cell: (r) => (
        <Link to={`/admin/import?id=${r.id}${page > 1 ? `&page=${page}` : ""}`} aria-current={selected?.id === r.id ? "true" : undefined}>
          #{r.id} {r.fileName}
        </Link>
      ),
      className: "wide",
    },
    { header: "Uploaded", cell: (r) => `${formatDateTime(r.createdAt)}${r.uploadedBy ? ` · ${r.uploadedBy}` : ""}` },
    { header: "Status", cell: (r) => `${STATUS_TEXT[r.status]} ${percent(r)}%` },
    { header: "Read", cell: (r) => r.linesRead, className: "num" },
    { header: "Imported", cell: (r) => r.imported, className: "num" },
    { header: "Updated", cell: (r) => r.updated, className: "num" },
    { header: "Unchanged", cell: (r) => r.unchanged, className: "num" },
    { header: "Rejected", cell: (r) => r.rejected, className: "num" },
    { header: "Kept", cell: (r) => r.kept, className: "num" },
  ];
  const notice: NoticeData | null = missing
    ? { kind: "error", title: m.title, text: m.notFound }
    : started && params.get("started")
      ? { kind: "success", text: m.started }
      : selected && params.get("resumed")
        ? { kind: "success", text: m.resumed }
        : null;

  return (
    <section className="admin-list bulk-import">
      {following ? (
        <noscript>
          <meta httpEquiv="refresh" content="5" />
        </noscript>
      ) : null}
      <div className="list-head">
        <h1>{m.title}</h1>
      </div>
      <Notice notice={reply && !reply.upload ? reply.notice : notice} />
      <UploadForm maxMb={maxMb} reply={reply} />
      {selected ? <Progress item={selected} stalled={stalled} /> : null}
      <h2>Imports</h2>
      <DataTable caption="Imports" columns={columns} rows={rows} rowKey={(r) => r.id} empty={m.noImports} page={page} pages={pages} />
    </section>
  );
}

export { AdminErrorView as ErrorBoundary };
