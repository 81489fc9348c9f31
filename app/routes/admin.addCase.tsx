import type { SubmissionResult } from "@conform-to/react";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import type { ClientActionFunctionArgs } from "@remix-run/react";
import { data, redirect } from "@remix-run/cloudflare";
import { useActionData, useLoaderData, useNavigate, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { CaseForm } from "../components/admin/case-form/case-form";
import stylesHref from "../components/admin/case-form/case-form.css";
import sourceValueHref from "../components/admin/case-form/source-value.css";
import { UseSourceForm, type SourceValueView } from "../components/admin/case-form/source-value";
import { Notice, type NoticeData } from "../components/admin/notice";
import { clearDraft, draftKey } from "../components/admin/case-form/draft";
import { caseFormYear, createCaseFormSchema, forecastDocId, loadCaseForForm, loadCaseFormMasters, saveCaseForm, useSourceValue, UseSourceSchema } from "../services/cases/case-form.server";
import { FIELD_LABELS, isTrackedField } from "../services/cases/provenance.server";
import { requireStaff } from "../utils/auth.server";
import { CASE_MULTILINE, caseFormDefaults, MAX_CITATION_ROWS } from "../utils/case-form-rules";
import { caseFormMessages as m } from "../utils/copy";
import { caseNumberMessages } from "../utils/copy-screens";
import { parseForm } from "../utils/forms.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesHref },
  { rel: "stylesheet", href: sourceValueHref },
];
export const meta: MetaFunction<typeof loader> = ({ data: d }) => [{ title: `${d?.docId ? m.headingEdit : m.headingAdd} — SAR Online back office` }];

const yearNow = caseFormYear;

/** Four citation rows always exist in the form's value (the rules of §4 decide which count). */
function padCitations(value: Record<string, unknown>) {
  const cites = Array.isArray(value.citations) ? [...value.citations] : [];
  while (cites.length < MAX_CITATION_ROWS) cites.push({});
  return { ...value, citations: cites };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(context.app, request, "addCase");
  const ctx = context.app;
  const url = new URL(request.url);
  const currentYear = yearNow(ctx.clock.now());
  const masters = await loadCaseFormMasters(ctx);
  const param = url.searchParams.get("docId");
  if (param !== null) {
    const docId = /^\d{1,9}$/.test(param) ? Number(param) : 0;
    const found = docId ? await loadCaseForForm(ctx, docId) : null;
    if (!found) throw new Response(m.caseNotFound, { status: 404 });
    const value = { ...found.value, headnotes: found.value.headnotes };
    const used = url.searchParams.get("sourceUsed");
    const notice: NoticeData | null = used && isTrackedField(used) ? { kind: "success", text: m.sourceUsed(FIELD_LABELS[used]) } : null;
    return { docId, nextDocId: null, masters, currentYear, defaultValue: padCitations(value), sourceValues: found.sourceValues, notice };
  }
  // A new case shows the next id as a forecast; it is given on save, so two editors adding at once get different ones (decision 116).
  const nextDocId = await forecastDocId(ctx);
  return { docId: null, nextDocId, masters, currentYear, defaultValue: padCitations(caseFormDefaults(currentYear)), sourceValues: [] as SourceValueView[], notice: null };
}

/** A failed save's notice (spec §8): 'Error While Submitting Case' (an edit: 'Error in Case Updating with Doc ID:') and the reason. */
const failure = (docId: number | undefined, reason: string) => (docId ? `${m.errorUpdating} ${docId}. ${reason}` : `${m.errorSubmitting}: ${reason}`);

export async function action({ request, context }: ActionFunctionArgs) {
  const staff = await requireStaff(context.app, request, "addCase");
  const ctx = context.app;
  const formData = await request.formData();
  // "Use the source's value" beside a field the staff corrected (decision 037).
  if (formData.has("useSource")) {
    const use = UseSourceSchema.safeParse({ docId: formData.get("docId"), field: formData.get("useSource"), version: formData.get("version") });
    if (!use.success) return data<ActionReply>({ result: null, saved: null, notice: { kind: "error", text: m.noSourceValue } }, { status: 400 });
    const used = await useSourceValue(ctx, staff.userId, use.data);
    if (!used.ok) {
      const text = used.kind === "stale" ? m.staleSource : used.kind === "notFound" ? m.caseNotFound : m.noSourceValue;
      return data<ActionReply>({ result: null, saved: null, notice: { kind: "error", text } }, { status: used.kind === "notFound" ? 404 : 409 });
    }
    throw redirect(`/admin/addCase?docId=${use.data.docId}&sourceUsed=${use.data.field}`);
  }
  const masters = await loadCaseFormMasters(ctx);
  const schema = createCaseFormSchema(masters, yearNow(ctx.clock.now()));
  const submission = parseForm(formData, { schema, multiline: CASE_MULTILINE });
  // An add/remove button pressed without JavaScript: the form comes back with the block changed.
  if (submission.status === undefined) return data({ result: submission.reply(), saved: null }, { status: 200 });
  const docId = Number(formData.get("docId")) || undefined;
  if (submission.status !== "success") return data({ result: submission.reply({ formErrors: [failure(docId, m.fixMarked)] }), saved: null }, { status: 400 });
  let saved: Awaited<ReturnType<typeof saveCaseForm>>;
  try {
    saved = await saveCaseForm(ctx, staff.userId, masters, submission.value);
  } catch (e) {
    // Not the input's fault (the input is checked above and in saveCaseForm): the form comes back as typed.
    console.error("saving a case failed", e);
    return data({ result: submission.reply({ formErrors: [failure(docId, m.serverError)] }), saved: null }, { status: 500 });
  }
  if (!saved.ok) {
    if (saved.kind === "fields") {
      const { "": formLevel = [], ...fieldErrors } = saved.errors;
      return data({ result: submission.reply({ fieldErrors, formErrors: [failure(docId, [m.fixMarked, ...formLevel].join(" "))] }), saved: null }, { status: 400 });
    }
    const message = saved.kind === "stale" ? m.stale : m.caseNotFound;
    return data({ result: submission.reply({ formErrors: [failure(saved.docId, message)] }), saved: null }, { status: saved.kind === "stale" ? 409 : 404 });
  }
  const next = saved.created ? `/admin/cases/${saved.docId}/files?after=add` : "/admin/cases?notice=updated";
  if (formData.get("js") === "1") return data({ result: null, saved: { docId: saved.docId, created: saved.created, next } });
  throw redirect(next);
}

type ActionReply = { result: SubmissionResult<string[]> | null; saved: { docId: number; created: boolean; next: string } | null; notice?: NoticeData };

/**
 * With JavaScript the save goes through here: when the server or the network fails, the form stays
 * as typed with the spec's 'Error While Submitting Case' (rather than an error page).
 */
export async function clientAction({ request, serverAction }: ClientActionFunctionArgs): Promise<ActionReply> {
  const docId = Number((await request.clone().formData()).get("docId")) || undefined;
  try {
    return await serverAction<ActionReply>();
  } catch (e) {
    // A redirect ("use the source's value" answers one) is the server's answer, not a failure.
    if (e instanceof Response) throw e;
    return { result: { status: "error", error: { "": [failure(docId, m.serverError)] } }, saved: null };
  }
}

export default function AddCase() {
  const { docId, nextDocId, masters, currentYear, defaultValue, sourceValues, notice } = useLoaderData<typeof loader>();
  const version = String((defaultValue as { version?: unknown }).version ?? "");
  const reply = useActionData<ActionReply>();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const saved = reply?.saved;
  const handled = useRef<unknown>(null);
  // After the save's revalidation has settled (navigating during it would abort it).
  useEffect(() => {
    if (!saved || navigation.state !== "idle" || handled.current === saved) return;
    handled.current = saved;
    clearDraft(draftKey(docId));
    if (!saved.created) window.alert(`${m.updatedWithId} ${saved.docId}`);
    navigate(saved.next);
  }, [saved, docId, navigate, navigation.state]);
  return (
    <section className="case-form-page">
      <h1>
        {docId ? m.headingEdit : m.headingAdd}{" "}
        {docId ? (
          <span className="doc-id">{`#${docId}`}</span>
        ) : (
          <span className="doc-id">
            {`#${nextDocId}`} <span className="provisional">{caseNumberMessages.provisional}</span>
          </span>
        )}
      </h1>
      {docId ? null : (
        <p id="next-doc-id-help" className="muted">
          {caseNumberMessages.provisionalHelp}
        </p>
      )}
      <Notice notice={reply?.notice ?? notice} />
      <CaseForm
        key={docId ? `${docId}:${version}` : "new"}
        masters={masters}
        currentYear={currentYear}
        defaultValue={defaultValue as Record<string, unknown>}
        lastResult={reply?.result ?? null}
        docId={docId}
        submitting={navigation.state === "submitting"}
        sourceValues={sourceValues}
      />
      {docId ? <UseSourceForm docId={docId} version={version} /> : null}
    </section>
  );
}
