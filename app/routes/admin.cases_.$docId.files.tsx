import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigate, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import stylesHref from "../components/admin/case-form/case-form.css";
import { clearDraft, draftKey } from "../components/admin/case-form/draft";
import { CASE_FILES_BODY_LIMIT, CaseDocIdParamSchema, CaseFileDeleteSchema, CaseFilesModeSchema, caseExists, deleteCaseFile, listCaseFiles, MAX_PDF_BYTES, UPDATE_FIELDS, UPLOAD_FIELDS, uploadCaseFiles } from "../services/cases/case-form.server";
import { requireStaff } from "../utils/auth.server";
import { caseFormMessages as m } from "../utils/copy";
import { FormBodyError, readForm } from "../utils/forms.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: stylesHref }];
export const meta: MetaFunction = () => [{ title: "Case files — SAR Online back office" }];

/** One request carries at most one 25 MB PDF and its fields (the browser sends the files one by one). */
const BODY_CAP = CASE_FILES_BODY_LIMIT;
/** The case's doc id, or 0 (no case) when the path's is not one. */
const docIdOf = (param: string | undefined) => CaseDocIdParamSchema.catch(0).parse(param);

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireStaff(context.app, request, "cases");
  const docId = docIdOf(params.docId);
  const found = docId ? await caseExists(context.app, docId) : null;
  if (!found) throw new Response(m.caseNotFound, { status: 404 });
  const upload = new URL(request.url).searchParams.get("after") === "add";
  const files = await listCaseFiles(context.app, docId);
  return { docId, title: `${found.appellant} VS ${found.respondent ?? ""}`.trim(), upload, files, fields: upload ? UPLOAD_FIELDS : UPDATE_FIELDS };
}

type Reply = { ok: boolean; message?: string; errors?: Record<string, string[]>; next?: string };

export async function action({ request, params, context }: ActionFunctionArgs) {
  const staff = await requireStaff(context.app, request, "cases");
  const docId = docIdOf(params.docId);
  if (!docId || !(await caseExists(context.app, docId))) return data<Reply>({ ok: false, message: m.caseNotFound }, { status: 404 });
  let form: FormData;
  try {
    form = await readForm(request, BODY_CAP);
  } catch (e) {
    if (e instanceof FormBodyError) return data<Reply>({ ok: false, message: e.status === 413 ? m.pdfTooLarge : e.message }, { status: e.status });
    throw e;
  }
  if (form.get("intent") === "delete") {
    const del = CaseFileDeleteSchema.safeParse({ intent: "delete", type: form.get("type") });
    const done = del.success ? await deleteCaseFile(context.app, staff.userId, docId, del.data.type) : false;
    if (!done) return data<Reply>({ ok: false, message: m.errorDeleting }, { status: 400 });
    // Spec: after a file delete the case list reloads with all filters at ALL.
    throw redirect("/admin/cases?notice=deleted");
  }
  const fields = CaseFilesModeSchema.parse(form.get("mode")) === "upload" ? UPLOAD_FIELDS : UPDATE_FIELDS;
  const result = await uploadCaseFiles(context.app, staff.userId, docId, fields, form);
  if (!result.ok) return data<Reply>({ ok: false, errors: result.errors, message: result.errors[""]?.[0] }, { status: 400 });
  throw redirect("/admin/cases?notice=uploaded");
}

/** Sends one file with XHR so the page can show its upload progress. */
function sendWithProgress(url: string, body: FormData, onProgress: (sent: number) => void): Promise<{ status: number; reply: Reply | null }> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.upload.onprogress = (e) => onProgress(e.loaded);
    xhr.onload = () => {
      let reply: Reply | null = null;
      try {
        reply = JSON.parse(xhr.responseText) as Reply;
      } catch {
        reply = null;
      }
      resolve({ status: xhr.status, reply });
    };
    xhr.onerror = () => resolve({ status: 0, reply: null });
    xhr.send(body);
  });
}

export default function CaseFiles() {
  const { docId, title, upload, files, fields } = useLoaderData<typeof loader>();
  const reply = useActionData<Reply>();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [progress, setProgress] = useState<{ sent: number; total: number } | null>(null);
  const [jsReply, setJsReply] = useState<Reply | null>(null);
  const shown = jsReply ?? reply ?? null;

  // The case is saved: its half-typed draft is no longer needed.
  useEffect(() => {
    if (upload) clearDraft(draftKey(null));
  }, [upload]);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const all = new FormData(event.currentTarget);
    const chosen = fields.map((f) => ({ f, file: all.get(f.field) })).filter((x): x is { f: (typeof fields)[number]; file: File } => x.file instanceof File && x.file.size > 0);
    if (!chosen.length) {
      setJsReply({ ok: false, message: m.selectFile });
      return;
    }
    const big = chosen.find((c) => c.file.size > MAX_PDF_BYTES);
    if (big) {
      setJsReply({ ok: false, errors: { [big.f.field]: [m.pdfTooLarge] } });
      return;
    }
    const total = chosen.reduce((n, c) => n + c.file.size, 0);
    let done = 0;
    setJsReply(null);
    setProgress({ sent: 0, total });
    let last: Reply | null = null;
    for (const c of chosen) {
      const body = new FormData();
      body.set("mode", upload ? "upload" : "update");
      body.set(c.f.field, c.file);
      const { reply: r } = await sendWithProgress(`/admin/cases/${docId}/files/upload`, body, (sent) => setProgress({ sent: done + sent, total }));
      done += c.file.size;
      last = r ?? { ok: false, message: m.errorSubmitting };
      if (!last.ok) break;
    }
    setProgress(null);
    setJsReply(last);
    if (last?.ok && last.next) {
      window.alert(last.message);
      navigate(last.next);
    }
  }

  return (
    <section>
      <div className="modal files-modal" role="dialog" aria-labelledby="files-title">
        <header className="modal-head">
          <h2 id="files-title">{upload ? "Upload Document" : "Update File"}</h2>
          <Link to="/admin/cases" className="close" aria-label="Close">×</Link>
        </header>
        <div className="modal-body">
          <p>
            <strong>{`#${docId}`}</strong> {title}
          </p>
          {upload && !shown ? (
            <p className="alert success" role="status">{`${m.savedWithId} ${docId}`}</p>
          ) : null}
          {shown?.message ? (
            <p className={`alert ${shown.ok ? "success" : "error"}`} role={shown.ok ? "status" : "alert"}>
              {shown.message}
            </p>
          ) : null}
          <Form method="post" encType="multipart/form-data" ref={formRef} onSubmit={onSubmit} noValidate>
            <input type="hidden" name="mode" value={upload ? "upload" : "update"} />
            {fields.map((f) => {
              const err = shown?.errors?.[f.field];
              return (
                <label key={f.field} className="file-field">
                  <span>
                    {f.label} PDF{f.type === "court" && upload ? <span className="hint"> {m.optionalSkip}</span> : null}
                  </span>
                  <input type="file" name={f.field} accept="application/pdf,.pdf" aria-invalid={err ? true : undefined} />
                  {err ? <span className="field-error" role="alert">{err.join(" ")}</span> : null}
                </label>
              );
            })}
            {progress ? <progress className="upload-progress" max={progress.total} value={progress.sent} aria-label="Upload progress" /> : null}
            <div className="button-row">
              <Link to="/admin/cases" className="button">{upload ? "Skip" : "Cancel"}</Link>
              <button type="submit" className="button primary" disabled={Boolean(progress) || navigation.state === "submitting"}>Upload</button>
            </div>
          </Form>
          {files.length ? (
            <table className="files-table">
              <caption>Files of this case</caption>
              <thead>
                <tr><th scope="col">File</th><th scope="col">Size</th><th scope="col">Actions</th></tr>
              </thead>
              <tbody>
                {files.map((f) => (
                  <tr key={f.type}>
                    <td><a href={`/pdf/${docId}/${f.type}`} target="_blank" rel="noreferrer">{f.type}.pdf</a></td>
                    <td>{(f.size / 1024 / 1024).toFixed(2)} MB</td>
                    <td>
                      <Form method="post" encType="multipart/form-data">
                        <input type="hidden" name="intent" value="delete" />
                        <input type="hidden" name="type" value={f.type === "civil" ? "3" : f.type === "court" ? "4" : f.type} />
                        <button type="submit" className="button small">Delete</button>
                      </Form>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </div>
      </div>
    </section>
  );
}
