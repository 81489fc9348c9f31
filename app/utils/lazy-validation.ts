/**
 * Client-side form validation loaded when the person first touches the page (issue 22 item 11,
 * docs/decisions/051). zod with conform's adapter is ≈ 90 KB gzip — more than React and Remix
 * together — and a page needs it only once someone types. A form passes
 * `onValidate: useLazyValidation(validateX)` to conform's useForm, with
 * `const validateX = lazyValidation(() => import("…").then((m) => m.XSchema))` at module level and
 * the schema in a module the route does not import statically for its component.
 *
 * Until the code has arrived (the first focus, pointer or key press starts it, and it is cached for
 * every later page), the form has no client-side check: a submission goes to the server, which
 * validates every input anyway and answers with the same messages (decision 029: the schemas are
 * shared).
 */
import { useEffect, useRef, useState } from "react";
import type { OnValidate } from "./lite-form";
import type { z } from "zod";

export type { OnValidate };

export type LazyValidation<S extends z.ZodType> = { current: OnValidate<S> | null; load: () => Promise<OnValidate<S>> };

/**
 * A validator whose schema (and zod) load on demand, once. It checks with the server's parser
 * (app/utils/form-parse.ts: control characters cleaned first), `multiline` naming the fields that
 * keep tab and newline, as the action passes them.
 */
export function lazyValidation<S extends z.ZodType>(loadSchema: () => Promise<S>, options: { multiline?: readonly string[] } = {}): LazyValidation<S> {
  let loading: Promise<OnValidate<S>> | null = null;
  const v: LazyValidation<S> = {
    current: null,
    load: () =>
      (loading ??= Promise.all([import("./form-parse"), loadSchema()]).then(([{ parseForm }, schema]) => {
        v.current = ({ formData }) => parseForm(formData, { schema, multiline: options.multiline }) as ReturnType<OnValidate<S>>;
        return v.current;
      })),
  };
  return v;
}

const INTERACTIONS = ["focusin", "pointerdown", "keydown"] as const;

/**
 * The form's onValidate: undefined until the validator is here, which the first interaction starts
 * loading. With the form's id, a submission made before it has arrived (a click on Send as the
 * first thing) is held until it has, then made again through the check, so the browser's messages
 * show and nothing is posted; if it cannot load (offline), the held submission goes to the server.
 */
export function useLazyValidation<S extends z.ZodType>(v: LazyValidation<S>, formId?: string): OnValidate<S> | undefined {
  const [validate, setValidate] = useState<OnValidate<S> | null>(() => v.current);
  const held = useRef<{ form: HTMLFormElement; submitter: HTMLElement | null } | null>(null);
  useEffect(() => {
    if (validate) return;
    let live = true;
    const load = () => v.load().then((fn) => live && setValidate(() => fn));
    const start = () => {
      for (const e of INTERACTIONS) document.removeEventListener(e, start, true);
      load().catch(() => undefined); // offline: the server still validates
    };
    const hold = (e: SubmitEvent) => {
      const form = e.target;
      if (!formId || !(form instanceof HTMLFormElement) || form.id !== formId) return;
      e.preventDefault();
      e.stopImmediatePropagation();
      held.current = { form, submitter: e.submitter };
      load().catch(() => {
        window.removeEventListener("submit", hold, true);
        resubmit(held);
      });
    };
    for (const e of INTERACTIONS) document.addEventListener(e, start, true);
    window.addEventListener("submit", hold, true);
    return () => {
      live = false;
      for (const e of INTERACTIONS) document.removeEventListener(e, start, true);
      window.removeEventListener("submit", hold, true);
    };
  }, [v, validate, formId]);
  useEffect(() => {
    // After this render has reached the form's own options (conform reads them in its effects).
    if (!validate || !held.current) return;
    const timer = setTimeout(() => resubmit(held), 0);
    return () => clearTimeout(timer);
  }, [validate]);
  return validate ?? undefined;
}

function resubmit(held: { current: { form: HTMLFormElement; submitter: HTMLElement | null } | null }) {
  const h = held.current;
  held.current = null;
  if (!h?.form.isConnected) return;
  const submitter = h.submitter instanceof HTMLButtonElement || h.submitter instanceof HTMLInputElement ? h.submitter : null;
  if (!submitter || submitter.form === h.form) return h.form.requestSubmit(submitter ?? undefined);
  // A button made for one submission (conform's intents: add or remove a row) is gone by now: the
  // same name and value again.
  const again = document.createElement("button");
  Object.assign(again, { type: "submit", name: submitter.name, value: submitter.value, hidden: true });
  h.form.appendChild(again);
  h.form.requestSubmit(again);
  again.remove();
}

/**
 * The account forms' small form state (./lite-form.ts), from here too: a module every form page
 * loads anyway, so the bundler keeps both in one file and the 100 KB pages pay for no extra chunk.
 */
export { getFormProps, getInputProps, useLiteForm } from "./lite-form";
