import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { DataTable, ListSearch, type Column } from "../components/admin/data-table";
import { DialogButtons, UrlDialog } from "../components/admin/dialogs";
import { AdminErrorView } from "../components/admin/error-view";
import { afterWrite, listSearch, queryOf } from "../components/admin/list-url";
import { BAD_REQUEST, Notice, noticeFromUrl, type NoticeData } from "../components/admin/notice";
import { ActNamesActionSchema, ActNamesQuerySchema, isCitedName, likelyMerges, listUnknownActNamesWithLikely, mergeActName, mergeActNames, type UnknownActName } from "../services/masters/act-names.server";
import { addAct } from "../services/masters/acts.server";
import { requireStaff } from "../utils/auth.server";
import { adminMessages } from "../utils/copy";

/**
 * Act names in judgments that match no act (issue 17 item 2, decision 034): add one to the acts
 * list as written, or merge it into an act. Super Admin and Admin (the acts section). The inputs'
 * schemas are app/services/masters/act-names.schema.ts.
 */

/** The form's fields as the schema reads them: the ticked rows' pairs gathered for merge-many. */
function actionFields(form: FormData): Record<string, unknown> {
  const fields: Record<string, unknown> = Object.fromEntries(form);
  if (fields.intent === "merge-many") fields.pairs = form.getAll("pick").map((i) => ({ name: form.get(`name.${String(i)}`) ?? "", target: form.get(`target.${String(i)}`) ?? "" }));
  return fields;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(context.app, request, "act");
  const parsed = ActNamesQuerySchema.safeParse(queryOf(new URL(request.url)));
  if (!parsed.success) throw data(adminMessages.badListQuery, { status: 400 });
  const { merge, ...query } = parsed.data;
  const list = await listUnknownActNamesWithLikely(context.app, query);
  return { q: query.q, merge: merge ?? null, ...list };
}

type Reply = { notice?: NoticeData; fieldError?: string };

export async function action({ request, context }: ActionFunctionArgs) {
  const staff = await requireStaff(context.app, request, "act");
  const parsed = ActNamesActionSchema.safeParse(actionFields(await request.formData()));
  if (!parsed.success) return data<Reply>({ notice: BAD_REQUEST }, { status: 400 });
  const input = parsed.data;
  if (input.intent === "add") {
    if (input.name.length > 100) return data<Reply>({ notice: { kind: "error", text: adminMessages.actNameLong } }, { status: 400 });
    if (!(await isCitedName(context.app, input.name))) return data<Reply>({ notice: { kind: "error", text: adminMessages.actNameNotCited } }, { status: 404 });
    const result = await addAct(context.app, { name: input.name, wordAbbreviation: null, actAbbreviation: null, actorId: staff.userId });
    if (!result.ok) return data<Reply>({ notice: { kind: "error", text: result.message } }, { status: result.status });
    throw redirect(afterWrite(request.url, "actNameAdded", { merge: null }));
  }
  if (input.intent === "merge-many" || input.intent === "merge-likely") {
    const pairs = input.intent === "merge-many" ? input.pairs : await likelyMerges(context.app, input.q);
    const many = await mergeActNames(context.app, { pairs, actorId: staff.userId });
    if (!many.ok) return data<Reply>({ notice: { kind: "error", text: many.message } }, { status: many.status });
    throw redirect(afterWrite(request.url, many.queued ? "actNamesMergeQueued" : "actNamesMerged", { merge: null }));
  }
  const result = await mergeActName(context.app, { name: input.name, target: input.target, actorId: staff.userId });
  if (!result.ok) {
    if (result.field === "target") return data<Reply>({ fieldError: result.message }, { status: result.status });
    return data<Reply>({ notice: { kind: "error", text: result.message } }, { status: result.status });
  }
  throw redirect(afterWrite(request.url, result.queued ? "actNameMergeQueued" : "actNameMerged", { merge: null }));
}

export const meta: MetaFunction = () => [{ title: "Act Names in Judgments — SAR Online back office" }];

function MergeDialog({ name, targets, error, closeHref }: { name: string; targets: string[]; error?: string; closeHref: string }) {
  return (
    <UrlDialog title="Merge into an act" closeHref={closeHref}>
      <Form method="post" className="form" preventScrollReset>
        <input type="hidden" name="name" value={name} />
        <p>
          Cases citing <strong>{name}</strong> will cite the act you choose, and later imports will file the name under it.
        </p>
        <label>
          Act
          <select name="target" defaultValue="" aria-invalid={error ? true : undefined} aria-describedby={error ? "merge-target-error" : undefined} autoFocus>
            <option value="">Select act</option>
            {targets.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
          {error ? (
            <span className="field-error" id="merge-target-error" role="alert">
              *{error}
            </span>
          ) : null}
        </label>
        <DialogButtons intent="merge" label="Merge" closeHref={closeHref} />
      </Form>
    </UrlDialog>
  );
}

const MANY = "merge-many";

export default function ActNamesInJudgments() {
  const { q, rows, page, pages, total, merge, targets } = useLoaderData<typeof loader>();
  const reply = useActionData<Reply>();
  const [params] = useSearchParams();
  // The tick and the act of each row belong to the merge-many form below the table (form="…").
  const columns: Column<UnknownActName & { likely: string | null }>[] = [
    {
      header: "Merge",
      cell: (r) => {
        const i = rows.indexOf(r);
        return (
          <>
            <input type="hidden" form={MANY} name={`name.${i}`} value={r.name} />
            <input type="checkbox" form={MANY} name="pick" value={i} aria-label={`Merge ${r.name}`} />
          </>
        );
      },
    },
    { header: "Name as written", cell: (r) => r.name, className: "wide" },
    { header: "Cases", cell: (r) => r.cases },
    {
      header: "Likely act",
      cell: (r) => (
        <input
          className="likely-act"
          form={MANY}
          name={`target.${rows.indexOf(r)}`}
          list="act-targets"
          defaultValue={r.likely ?? ""}
          placeholder="Select act"
          aria-label={`Act to merge ${r.name} into`}
          maxLength={300}
        />
      ),
      className: "wide",
    },
    {
      header: "Actions",
      cell: (r) => (
        <span className="row-actions">
          <Form method="post" className="inline" preventScrollReset>
            <input type="hidden" name="name" value={r.name} />
            <button type="submit" name="intent" value="add" className="button small" aria-label={`Add ${r.name} to the acts list`}>
              Add to list
            </button>
          </Form>
          <Link to={listSearch(params, { merge: r.name })} className="button small" aria-label={`Merge ${r.name} into an act`} preventScrollReset>
            Merge
          </Link>
        </span>
      ),
    },
  ];
  return (
    <section className="admin-list">
      <div className="list-head">
        <h1>Act Names in Judgments</h1>
        <Link to="/admin/act" className="button">
          Acts List
        </Link>
      </div>
      <p className="muted">
        {total} name{total === 1 ? "" : "s"} the judgments cite that match no act. Add a name to the acts list as it is, or merge a misspelling into its act.
      </p>
      <Notice notice={reply?.notice ?? noticeFromUrl(params)} />
      <ListSearch label="Search names" placeholder="Search names" q={q} />
      <DataTable caption="Act names in judgments" columns={columns} rows={rows} rowKey={(r) => r.name} empty={adminMessages.noUnknownActNames} page={page} pages={pages} />
      <datalist id="act-targets">
        {targets.map((t) => (
          <option key={t} value={t} />
        ))}
      </datalist>
      {rows.length ? (
        <div className="button-row merge-many">
          <Form method="post" id={MANY} preventScrollReset>
            <button type="submit" name="intent" value="merge-many" className="button primary">
              Merge ticked names
            </button>
          </Form>
          <Form method="post" preventScrollReset>
            <input type="hidden" name="q" value={q} />
            <button type="submit" name="intent" value="merge-likely" className="button">
              Merge every name into its likely act{q ? " (this search)" : ""}
            </button>
          </Form>
        </div>
      ) : null}
      {merge ? <MergeDialog name={merge} targets={targets} error={reply?.fieldError} closeHref={listSearch(params, { merge: null })} /> : null}
    </section>
  );
}

export { AdminErrorView as ErrorBoundary };
