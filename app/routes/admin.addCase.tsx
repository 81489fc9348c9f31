import type { SubmissionResult } from "@conform-to/react";
import { parseForm } from "../utils/form-parse";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { useActionData, useLoaderData, useNavigate, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { CaseForm } from "../components/admin/case-form/case-form";
import stylesHref from "../components/admin/case-form/case-form.css";
import { clearDraft, draftKey } from "../components/admin/case-form/draft";
import { CASE_MULTILINE, caseFormDefaults, createCaseFormSchema, MAX_CITATION_ROWS } from "../components/admin/case-form/schema";
import { loadCaseForForm, loadCaseFormMasters, saveCaseForm } from "../services/case-form.server";
import { peekNextDocId } from "../services/cases.server";
import { requireStaff } from "../utils/auth.server";
import { caseFormMessages as m } from "../utils/copy";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: stylesHref }];
export const meta: MetaFunction<typeof loader> = ({ data: d }) => [{ title: `${d?.docId ? m.headingEdit : m.headingAdd} — SAR Online back office` }];

const yearNow = (d: Date) => Number(new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", year: "numeric" }).format(d));

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
    return { docId, shownId: docId, masters, currentYear, defaultValue: padCitations(value) };
  }
  return { docId: null, shownId: await peekNextDocId(ctx.db), masters, currentYear, defaultValue: padCitations(caseFormDefaults(currentYear)) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const staff = await requireStaff(context.app, request, "addCase");
  const ctx = context.app;
  const formData = await request.formData();
  const masters = await loadCaseFormMasters(ctx);
  const schema = createCaseFormSchema(masters, yearNow(ctx.clock.now()));
  const submission = parseForm(formData, { schema, multiline: CASE_MULTILINE });
  // An add/remove button pressed without JavaScript: the form comes back with the block changed.
  if (submission.status === undefined) return data({ result: submission.reply(), saved: null }, { status: 200 });
  if (submission.status !== "success") return data({ result: submission.reply(), saved: null }, { status: 400 });
  const saved = await saveCaseForm(ctx, staff.userId, masters, submission.value);
  if (!saved.ok) {
    if (saved.kind === "fields") return data({ result: submission.reply({ fieldErrors: saved.errors }), saved: null }, { status: 400 });
    const message = saved.kind === "stale" ? m.stale : `${m.errorUpdating} ${saved.docId}. ${m.caseNotFound}`;
    return data({ result: submission.reply({ formErrors: [message] }), saved: null }, { status: saved.kind === "stale" ? 409 : 404 });
  }
  const next = saved.created ? `/admin/cases/${saved.docId}/files?after=add` : "/admin/cases?notice=updated";
  if (formData.get("js") === "1") return data({ result: null, saved: { docId: saved.docId, created: saved.created, next } });
  throw redirect(next);
}

type ActionReply = { result: SubmissionResult<string[]> | null; saved: { docId: number; created: boolean; next: string } | null };

export default function AddCase() {
  const { docId, shownId, masters, currentYear, defaultValue } = useLoaderData<typeof loader>();
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
        {docId ? m.headingEdit : m.headingAdd} <span className="doc-id">{`#${shownId}`}</span>
      </h1>
      <CaseForm
        key={docId ?? "new"}
        masters={masters}
        currentYear={currentYear}
        defaultValue={defaultValue as Record<string, unknown>}
        lastResult={reply?.result ?? null}
        docId={docId}
        submitting={navigation.state === "submitting"}
      />
    </section>
  );
}
