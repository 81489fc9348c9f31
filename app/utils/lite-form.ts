/**
 * A small form state for the account forms (login, register, forgot, reset password), in place of
 * conform's useForm on pages that must stay within 100 KB gzip of JavaScript (issue 22 item 11,
 * decision 058): conform's runtime is ≈ 10 KB gzip, more than these pages' whole budget left
 * above React, Remix and the copy. It keeps the part of conform's API those forms use — the form's
 * and each field's id, errors and initial value, `getFormProps`, `getInputProps` — with the same
 * ids and aria attributes, and reads the same answers: the server's `submission.reply()` as
 * `lastResult`, and the lazily loaded zod check (app/utils/lazy-validation.ts) as `onValidate`.
 * Until that check has arrived a submission goes to the server, which validates everything anyway.
 */
import { useState, type FormEvent } from "react";
import type { Submission } from "@conform-to/react";
import type { z } from "zod";

/** A form's check of its data, as conform's parseWithZod gives it (app/utils/lazy-validation.ts loads it). */
export type OnValidate<S extends z.ZodType> = (context: { formData: FormData }) => Submission<z.input<S>, string[], z.output<S>>;

/** The server's answer as conform's `submission.reply()` gives it. */
export type LiteResult = { status?: "success" | "error"; error?: Record<string, string[] | null> | null; initialValue?: Record<string, unknown> | null } | null | undefined;

type Errors = Record<string, string[]>;

export type LiteField = { id: string; name: string; formId: string; errorId: string; errors: string[] | undefined; initialValue: unknown };

export type LiteForm = {
  id: string;
  errors: string[] | undefined;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onInput: (event: FormEvent<HTMLFormElement>) => void;
};

const errorsOf = (error: Record<string, string[] | null> | null | undefined): Errors =>
  Object.fromEntries(Object.entries(error ?? {}).filter((e): e is [string, string[]] => Boolean(e[1]?.length)));

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyValidate = OnValidate<any> | undefined;

/**
 * The form's state. `shouldRevalidate: "onInput"`: once a submission has been checked, every input
 * checks the form again, so a fixed field loses its message (conform's option of the same name).
 */
export function useLiteForm(options: {
  id: string;
  lastResult?: LiteResult;
  onValidate?: AnyValidate;
  shouldRevalidate?: "onSubmit" | "onInput";
  defaultValue?: Record<string, unknown>;
}): [LiteForm, Record<string, LiteField>] {
  const { id, lastResult, onValidate, shouldRevalidate = "onSubmit", defaultValue } = options;
  const [seen, setSeen] = useState(lastResult);
  const [errors, setErrors] = useState<Errors>(() => errorsOf(lastResult?.error));
  const [checked, setChecked] = useState(Boolean(lastResult?.error));
  if (seen !== lastResult) {
    // A new answer from the server: its messages replace the ones shown.
    setSeen(lastResult);
    setErrors(errorsOf(lastResult?.error));
    if (lastResult?.error) setChecked(true);
  }
  const check = (form: HTMLFormElement, submitter?: HTMLElement | null): Errors | null => {
    if (!onValidate) return null;
    const submission = onValidate({ formData: new FormData(form, submitter ?? undefined) });
    return errorsOf((submission as { error?: Record<string, string[] | null> | null }).error);
  };
  const initial = lastResult?.initialValue ?? defaultValue ?? {};
  const form: LiteForm = {
    id,
    errors: errors[""],
    onSubmit: (event) => {
      const found = check(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
      if (!found) return;
      setChecked(true);
      setErrors(found);
      if (Object.keys(found).length) event.preventDefault();
    },
    onInput: (event) => {
      if (!checked || shouldRevalidate !== "onInput") return;
      const found = check(event.currentTarget);
      if (found) setErrors(found);
    },
  };
  const field = (name: string): LiteField => ({ id: `${id}-${name}`, name, formId: id, errorId: `${id}-${name}-error`, errors: errors[name], initialValue: initial[name] });
  const fields = new Proxy({} as Record<string, LiteField>, { get: (_, name) => field(String(name)) });
  return [form, fields];
}

/** The form element's props: id, the checks, and no browser validation (the messages are ours). */
export function getFormProps(form: LiteForm) {
  return { id: form.id, onSubmit: form.onSubmit, onInput: form.onInput, noValidate: true };
}

/** A field's props, as conform's getInputProps gives them: id, name, form, type, initial value, aria. */
export function getInputProps(field: LiteField, options: { type: string }) {
  const invalid = Boolean(field.errors);
  return {
    id: field.id,
    name: field.name,
    form: field.formId,
    type: options.type,
    defaultValue: typeof field.initialValue === "string" ? field.initialValue : undefined,
    "aria-invalid": invalid || undefined,
    "aria-describedby": invalid ? field.errorId : undefined,
  };
}
