import { getFormProps, getInputProps, getSelectProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useEffect, useMemo, useState, type ReactNode } from "react";
import type { CaseFormValue } from "../../../services/cases/case-form.schema";
import { CASE_MULTILINE, categoryFor, MAX_CITATION_ROWS, PRIORITIES, visibleCitationRows, type CaseFormMasters } from "../../../utils/case-form-rules";
import { caseFormMessages as m } from "../../../utils/copy";
import { lazyValidation, useLazyValidation } from "../../../utils/lazy-validation";
import { useJsonFetch } from "../../../utils/use-json-fetch";
import { CasePicker } from "../case-picker";
import { draftKey, useDraft } from "./draft";
import { RichTextField } from "./rich-text";
import { SourceValues, type SourceValueView } from "./source-value";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyField = FieldMetadata<any>;

type Props = {
  masters: CaseFormMasters;
  currentYear: number;
  defaultValue: Record<string, unknown>;
  lastResult?: SubmissionResult<string[]> | null;
  docId: number | null;
  submitting: boolean;
  /** Fields the staff corrected where the source differs (decision 037). */
  sourceValues?: SourceValueView[];
};

function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

function Errors({ meta }: { meta: { errors?: string[]; errorId: string } }) {
  return meta.errors?.length ? (
    <span id={meta.errorId} className="field-error" role="alert">
      {meta.errors.join(" ")}
    </span>
  ) : null;
}

function TextField({ meta, label, required, type = "text", list, className }: { meta: AnyField; label: string; required?: boolean; type?: "text" | "number"; list?: string; className?: string }) {
  const { key, ...props } = getInputProps(meta, { type });
  return (
    <label className={className}>
      <span>
        {label}
        {required ? <span className="req" aria-hidden="true"> *</span> : null}
      </span>
      <input key={key} {...props} list={list} required={undefined} />
      <Errors meta={meta} />
    </label>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="case-section">
      <legend>{title}</legend>
      {children}
    </fieldset>
  );
}

const years = (current: number) => Array.from({ length: current - 1800 + 1 }, (_, i) => current - i);

/**
 * The Add/Edit case form (back-office §2, §4, §5): one <Form> that works without JavaScript
 * (plain textareas, every citation row, every branch, intent buttons for the repeatable blocks)
 * and with it (rich-text editor, dependent lists, citation-row rules, the case picker, a draft kept
 * in this browser).
 */
export function CaseForm(props: Props) {
  const [restored, setRestored] = useState<{ key: number; value: Record<string, unknown> } | null>(null);
  return (
    <CaseFormInner
      key={restored?.key ?? 0}
      {...props}
      defaultValue={restored?.value ?? props.defaultValue}
      lastResult={restored ? null : props.lastResult}
      onRestore={(value) => setRestored((r) => ({ key: (r?.key ?? 0) + 1, value }))}
    />
  );
}

function CaseFormInner({ masters, currentYear, defaultValue, lastResult, docId, submitting, sourceValues, onRestore }: Props & { onRestore: (value: Record<string, unknown>) => void }) {
  const hydrated = useHydrated();
  // The form's own check loads its schema (and zod) on first use (decision 058); the action parses on the server.
  const validate = useMemo(
    () => lazyValidation(() => import("../../../services/cases/case-form.schema").then((s) => s.createCaseFormSchema(masters, currentYear)), { multiline: CASE_MULTILINE }),
    [masters, currentYear],
  );
  const [form, fields] = useForm<CaseFormValue>({
    id: `case-form-${docId ?? "new"}`,
    lastResult,
    defaultValue: defaultValue as never,
    onValidate: useLazyValidation(validate, `case-form-${docId ?? "new"}`),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  // Read here, in the form's own render, so that every change of any field's errors re-renders the
  // form: the citation rows' errors were otherwise missed when their only reader rendered late.
  const allErrors = form.allErrors;
  const [dirty, setDirty] = useState(Boolean(lastResult));
  const draft = useDraft(draftKey(docId), form.value, dirty);

  // Dependent lists and the citation rows' rules (§4) run on local state once JavaScript is there.
  const [counsel, setCounsel] = useState(String(fields.counsel.initialValue ?? "double"));
  const [courtId, setCourtId] = useState(Number(fields.courtId.initialValue ?? 0));
  const [branchId, setBranchId] = useState(String(fields.courtBranchId.initialValue ?? ""));
  const citationMetas = fields.citations.getFieldList();
  const [journalIds, setJournalIds] = useState<number[]>(() => Array.from({ length: MAX_CITATION_ROWS }, (_, i) => Number(citationMetas[i]?.getFieldset().journalId.initialValue ?? 0)));
  const [categoryIds, setCategoryIds] = useState<string[]>(() => Array.from({ length: MAX_CITATION_ROWS }, (_, i) => String(citationMetas[i]?.getFieldset().citationCategoryId.initialValue ?? "")));
  const rows = hydrated ? visibleCitationRows(masters, journalIds) : MAX_CITATION_ROWS;
  const [picker, setPicker] = useState<number | null>(null);
  const acts = useJsonFetch<{ items: string[] }>();
  const yearList = years(currentYear);

  const chooseJournal = (i: number, id: number) => {
    const nextJ = journalIds.map((v, k) => (k === i ? id : v));
    setJournalIds(nextJ);
    setCategoryIds(categoryIds.map((v, k) => (k === i ? String(categoryFor(masters, id, Number(v) || null) ?? "") : v)));
  };

  const parties = fields.parties.getFieldList();
  const headnotes = fields.headnotes.getFieldList();
  const topics = fields.topics.getFieldList();
  const referred = fields.referred.getFieldList();
  const branchesOfCourt = masters.branches.filter((b) => b.courtId === courtId);

  return (
    <Form method="post" {...getFormProps(form)} className="case-form" onInput={() => setDirty(true)} onChange={() => setDirty(true)}>
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      {docId ? <input type="hidden" name="docId" value={docId} /> : null}
      <input type="hidden" name="version" value={String(fields.version.initialValue ?? "")} />
      {draft.found ? (
        <div className="alert info draft-prompt" role="status">
          <span>{m.draftFound}</span>
          <span className="button-row">
            <button type="button" className="button small primary" onClick={() => onRestore(draft.found!.value as Record<string, unknown>)}>{m.restoreDraft}</button>
            <button
              type="button"
              className="button small"
              onClick={() => {
                draft.dismiss();
                window.localStorage.removeItem(draftKey(docId));
              }}
            >
              {m.discardDraft}
            </button>
          </span>
        </div>
      ) : null}
      {form.errors?.length ? (
        <div id={form.errorId} className="alert error" role="alert">{form.errors.join(" ")}</div>
      ) : null}

      <Section title="Parties">
        <div className="grid2">
          <TextField meta={fields.appellant} label="Appellant" required />
          <TextField meta={fields.respondent} label="Respondent" />
        </div>
        <SourceValues items={sourceValues} fields={["appellant", "respondent"]} />
        {parties.map((p, i) => {
          const f = p.getFieldset();
          return (
            <div className="repeat grid3 party-row" key={p.key}>
              <TextField meta={f.appellant} label={`Additional Appellant ${i + 1}`} />
              <TextField meta={f.respondent} label={`Additional Respondent ${i + 1}`} />
              <TextField meta={f.caseNumber} label="Case Number" />
              <button className="button small" {...form.remove.getButtonProps({ name: fields.parties.name, index: i })}>Remove</button>
            </div>
          );
        })}
        <button className="button small" {...form.insert.getButtonProps({ name: fields.parties.name })}>+ Add Appellant / Respondent</button>
      </Section>

      <Section title="Counsel">
        <div className="radio-row" role="radiogroup" aria-label="Counsel">
          {(["double", "single"] as const).map((v) => (
            <label key={v} className="inline">
              <input type="radio" name={fields.counsel.name} value={v} defaultChecked={String(fields.counsel.initialValue ?? "double") === v} onChange={() => setCounsel(v)} />
              {v === "double" ? "Double Counsel" : "Single Counsel"}
            </label>
          ))}
          <Errors meta={fields.counsel} />
        </div>
        <div className="grid3" hidden={hydrated && counsel !== "double"}>
          <TextField meta={fields.advocateForAppellant} label="Advocate for Appellant" />
          <TextField meta={fields.advocateForRespondent} label="Advocate for Respondent" />
          <TextField meta={fields.extraCounselDetails} label="Extra Counsel Details" />
        </div>
        <div hidden={hydrated && counsel !== "single"}>
          <TextField meta={fields.petitionerName} label="Petitioner Name (single counsel)" required />
        </div>
      </Section>

      <Section title="Court Details">
        <div className="grid4">
          <label>
            <span>Court Category<span className="req" aria-hidden="true"> *</span></span>
            <select {...getSelectProps(fields.caseCategoryId)} key={fields.caseCategoryId.key} required={undefined}>
              {masters.caseCategories.map((c) => <option key={c.id} value={c.id}>{c.label}</option>)}
            </select>
            <Errors meta={fields.caseCategoryId} />
          </label>
          <label>
            <span>Court Name<span className="req" aria-hidden="true"> *</span></span>
            <select
              id={fields.courtId.id}
              name={fields.courtId.name}
              value={courtId || ""}
              aria-invalid={fields.courtId.errors ? true : undefined}
              onChange={(e) => {
                const id = Number(e.target.value);
                setCourtId(id);
                setBranchId(String(masters.branches.find((b) => b.courtId === id)?.id ?? ""));
              }}
            >
              <option value="">Select</option>
              {masters.courts.map((c) => <option key={c.id} value={c.id}>{c.label}</option>)}
            </select>
            <Errors meta={fields.courtId} />
          </label>
          <label>
            <span>Court Branch</span>
            <select id={fields.courtBranchId.id} name={fields.courtBranchId.name} value={branchId} onChange={(e) => setBranchId(e.target.value)} aria-invalid={fields.courtBranchId.errors ? true : undefined}>
              <option value="">Select</option>
              {hydrated
                ? branchesOfCourt.map((b) => <option key={b.id} value={b.id}>{b.label}</option>)
                : masters.courts.map((c) => (
                    <optgroup key={c.id} label={c.label}>
                      {masters.branches.filter((b) => b.courtId === c.id).map((b) => <option key={b.id} value={b.id}>{b.label}</option>)}
                    </optgroup>
                  ))}
            </select>
            <Errors meta={fields.courtBranchId} />
          </label>
          <label>
            <span>Court Bench<span className="req" aria-hidden="true"> *</span></span>
            <select {...getSelectProps(fields.courtBenchId)} key={fields.courtBenchId.key} required={undefined}>
              {masters.benches.map((b) => <option key={b.id} value={b.id}>{b.label}</option>)}
            </select>
            <Errors meta={fields.courtBenchId} />
          </label>
        </div>
        <TextField meta={fields.allJudges} label="All Judges" />
        <SourceValues items={sourceValues} fields={["allJudges"]} />
      </Section>

      <Section title="Citation">
        {Array.from({ length: MAX_CITATION_ROWS }, (_, i) => {
          const c = citationMetas[i]?.getFieldset();
          const name = (f: string) => `citations[${i}].${f}`;
          const journal = masters.journals.find((j) => j.id === journalIds[i]);
          const cats = masters.citationCategories.filter((x) => x.journalId === journalIds[i]);
          const errorId = (f: string) => `${form.id}-citations-${i}-${f}-error`;
          const errorOf = (f: string) => <Errors meta={{ errors: allErrors[name(f)], errorId: errorId(f) }} />;
          const invalid = (f: string) => (allErrors[name(f)]?.length ? { "aria-invalid": true, "aria-describedby": errorId(f) } : {});
          const dv = (f: string) => {
            const v = c ? (c as unknown as Record<string, { initialValue?: unknown }>)[f]?.initialValue : undefined;
            return v === undefined || v === null ? undefined : String(v);
          };
          return (
            <div className="citation-row grid-cite" key={i} hidden={i >= rows} data-row={i + 1}>
              <label>
                <span>{i === 0 ? "Journal" : `Journal ${i + 1}`}{i === 0 ? <span className="req" aria-hidden="true"> *</span> : null}</span>
                <select name={name("journalId")} value={journalIds[i] || 0} onChange={(e) => chooseJournal(i, Number(e.target.value))} aria-label={`Journal, citation row ${i + 1}`} {...invalid("journalId")}>
                  {masters.journals.map((j) => <option key={j.id} value={j.id}>{j.label}</option>)}
                </select>
                {errorOf("journalId")}
              </label>
              <label>
                <span>Category{i === 0 ? <span className="req" aria-hidden="true"> *</span> : null}</span>
                <select name={name("citationCategoryId")} value={categoryIds[i]} onChange={(e) => setCategoryIds(categoryIds.map((v, k) => (k === i ? e.target.value : v)))} aria-label={`Category, citation row ${i + 1}`} {...invalid("citationCategoryId")}>
                  <option value="">Select</option>
                  {(hydrated ? cats : masters.citationCategories).map((x) => <option key={x.id} value={x.id}>{x.label}</option>)}
                </select>
                {errorOf("citationCategoryId")}
              </label>
              <label>
                <span>Year{i === 0 ? <span className="req" aria-hidden="true"> *</span> : null}</span>
                <select name={name("year")} defaultValue={dv("year") ?? (i === 0 ? String(currentYear) : "")} aria-label={`Year, citation row ${i + 1}`} {...invalid("year")}>
                  <option value="">Select</option>
                  {yearList.map((y) => <option key={y} value={y}>{y}</option>)}
                </select>
                {errorOf("year")}
              </label>
              <label>
                <span>Volume</span>
                <input name={name("volume")} defaultValue={dv("volume")} disabled={hydrated && journal?.volumeDisabled} aria-label={`Volume, citation row ${i + 1}`} {...invalid("volume")} />
                {errorOf("volume")}
              </label>
              <label>
                <span>Page Number{i === 0 ? <span className="req" aria-hidden="true"> *</span> : null}</span>
                <input name={name("pageNumber")} defaultValue={dv("pageNumber")} aria-label={`Page Number, citation row ${i + 1}`} {...invalid("pageNumber")} />
                {errorOf("pageNumber")}
              </label>
              {i === 0 ? (
                <>
                  <label>
                    <span>Other Citation</span>
                    <input name={name("otherCitation")} defaultValue={dv("otherCitation")} />
                  </label>
                  <label>
                    <span>Neutral Citation</span>
                    <input name={name("neutralCitation")} defaultValue={dv("neutralCitation")} />
                  </label>
                </>
              ) : null}
            </div>
          );
        })}
      </Section>

      <Section title="Case History">
        <div className="grid5 case-history">
          <TextField meta={fields.caseNumber} label="Case Number" required />
          <YearSelect meta={fields.caseYear} label="Case Year" years={yearList} />
          <NumberSelect meta={fields.decidedDay} label="Decided Day" max={31} />
          <NumberSelect meta={fields.decidedMonth} label="Decided Month" max={12} />
          <YearSelect meta={fields.decidedYear} label="Decided Year" years={yearList} />
        </div>
        <SourceValues items={sourceValues} fields={["caseNumber", "caseYear", "decidedDate"]} />
        <TextField meta={fields.notes} label="Notes" />
      </Section>

      <Section title="Head Notes">
        <datalist id="act-suggestions">
          {(acts.data?.items ?? []).map((a) => <option key={a} value={a} />)}
        </datalist>
        {headnotes.map((h, i) => {
          const f = h.getFieldset();
          const refs = f.refs.getFieldList();
          return (
            <div className="repeat headnote-block" key={h.key} data-headnote={i + 1}>
              <h3>Head Note {i + 1}</h3>
              {refs.map((r, k) => {
                const rf = r.getFieldset();
                return (
                  <div className="grid5 ref-row" key={r.key}>
                    <label>
                      <span>Act {k + 1}</span>
                      <input
                        {...(({ key: _k, ...p }) => p)(getInputProps(rf.actName, { type: "text" }))}
                        list="act-suggestions"
                        autoComplete="off"
                        onInput={(e) => {
                          const q = e.currentTarget.value.trim();
                          if (q.length >= 2) void acts.load(`/admin/addCase/acts?q=${encodeURIComponent(q)}`);
                        }}
                      />
                    </label>
                    <TextField meta={rf.section} label="Section" />
                    <TextField meta={rf.orderNo} label="Order" />
                    <TextField meta={rf.rule} label="Rule" />
                    <TextField meta={rf.article} label="Article" />
                  </div>
                );
              })}
              <div className="grid2">
                <label>
                  <span>Priority</span>
                  <select {...getSelectProps(f.priority)} key={f.priority.key}>
                    <option value="">None</option>
                    {PRIORITIES.map((p) => <option key={p} value={p}>{p}</option>)}
                  </select>
                  <Errors meta={f.priority} />
                </label>
                <TextField meta={f.paragraph} label="Paragraph" />
              </div>
              <label htmlFor={f.headnote.id}>Headnote</label>
              <RichTextField name={f.headnote.name} id={f.headnote.id} label={`Headnote ${i + 1}`} defaultValue={f.headnote.initialValue as string | undefined} errorId={f.headnote.errorId} invalid={Boolean(f.headnote.errors)} rows={4} />
              <Errors meta={f.headnote} />
              <button className="button small" {...form.remove.getButtonProps({ name: fields.headnotes.name, index: i })}>Remove Head Note</button>
            </div>
          );
        })}
        <button className="button small" {...form.insert.getButtonProps({ name: fields.headnotes.name, defaultValue: { refs: [{}, {}, {}, {}] } as never })}>+ Add Head Note</button>
      </Section>

      <Section title="Topics">
        {topics.map((t, i) => (
          <div className="repeat inline-row" key={t.key}>
            <TextField meta={t} label={`Topic ${i + 1}`} />
            <button className="button small" {...form.remove.getButtonProps({ name: fields.topics.name, index: i })}>Remove</button>
          </div>
        ))}
        <button className="button small" {...form.insert.getButtonProps({ name: fields.topics.name })}>+ Add Topic</button>
      </Section>

      <Section title="Cases Referred">
        {referred.map((r, i) => {
          const f = r.getFieldset();
          return (
            <div className="repeat grid-ref" key={r.key} data-referred={i + 1}>
              <TextField meta={f.casesReferred} label={`Case Referred ${i + 1}`} />
              <TextField meta={f.partyName} label="Party Name" />
              <TextField meta={f.linkedDocId} label="Linked Doc Id" type="number" />
              <span className="button-row">
                {hydrated ? (
                  <>
                    <button type="button" className="button small" onClick={() => setPicker(i)}>Link Case</button>
                    <button type="button" className="button small" onClick={() => form.update({ name: f.linkedDocId.name, value: "" })}>Clear</button>
                  </>
                ) : null}
                <button className="button small" {...form.remove.getButtonProps({ name: fields.referred.name, index: i })}>Remove</button>
              </span>
            </div>
          );
        })}
        <button className="button small" {...form.insert.getButtonProps({ name: fields.referred.name })}>+ Add Case Referred</button>
        {hydrated ? (
          <CasePicker
            open={picker !== null}
            selected={picker !== null ? Number(referred[picker]?.getFieldset().linkedDocId.value) || null : null}
            onClose={() => setPicker(null)}
            onClear={() => {
              if (picker !== null) form.update({ name: `${fields.referred.name}[${picker}].linkedDocId`, value: "" });
            }}
            onSubmit={(row) => {
              if (picker !== null) {
                form.update({ name: `${fields.referred.name}[${picker}].linkedDocId`, value: String(row.docId) });
                const cr = referred[picker]?.getFieldset().casesReferred;
                if (cr && !cr.value) form.update({ name: cr.name, value: row.lawTitle });
              }
              setPicker(null);
            }}
          />
        ) : null}
      </Section>

      <Section title="Judgement">
        <div className="grid2">
          <label>
            <span>Judgement Type<span className="req" aria-hidden="true"> *</span></span>
            <select {...getSelectProps(fields.judgementType)} key={fields.judgementType.key} required={undefined}>
              <option value="Judgement">Judgement</option>
              <option value="Order">Order</option>
            </select>
            <Errors meta={fields.judgementType} />
          </label>
          <TextField meta={fields.judgeName} label="Judge Name" />
        </div>
        <SourceValues items={sourceValues} fields={["judgeName"]} />
        <label htmlFor={fields.judgementOrder.id}>
          <span>Judgement / Order<span className="req" aria-hidden="true"> *</span></span>
        </label>
        <p className="field-hint" id="judgement-limit">{m.judgementLimitHint}</p>
        <RichTextField name={fields.judgementOrder.name} id={fields.judgementOrder.id} label="Judgement / Order" defaultValue={fields.judgementOrder.initialValue as string | undefined} errorId={fields.judgementOrder.errorId} invalid={Boolean(fields.judgementOrder.errors)} rows={14} />
        <Errors meta={fields.judgementOrder} />
        <SourceValues items={sourceValues} fields={["judgementOrder"]} />
        <div className="grid2">
          <TextField meta={fields.caseResult} label="Case Result" />
          <TextField meta={fields.remarkable} label="Remarkable" />
        </div>
      </Section>

      <div className="button-row">
        <button type="submit" className="button primary" disabled={submitting}>
          {submitting ? "Saving…" : docId ? "Update Case" : "Submit"}
        </button>
      </div>
    </Form>
  );
}

function YearSelect({ meta, label, years: list }: { meta: AnyField; label: string; years: number[] }) {
  return (
    <label>
      <span>{label}<span className="req" aria-hidden="true"> *</span></span>
      <select {...getSelectProps(meta)} key={meta.key} required={undefined}>
        <option value="">Select</option>
        {list.map((y) => <option key={y} value={y}>{y}</option>)}
      </select>
      <Errors meta={meta} />
    </label>
  );
}

function NumberSelect({ meta, label, max }: { meta: AnyField; label: string; max: number }) {
  return (
    <label>
      <span>{label}<span className="req" aria-hidden="true"> *</span></span>
      <select {...getSelectProps(meta)} key={meta.key} required={undefined}>
        <option value="">Select</option>
        {Array.from({ length: max }, (_, i) => i + 1).map((n) => <option key={n} value={n}>{n}</option>)}
      </select>
      <Errors meta={meta} />
    </label>
  );
}
