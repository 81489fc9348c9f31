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
import type { Submission } from "@conform-to/react";
import { useEffect, useState } from "react";
import type { z } from "zod";

export type OnValidate<S extends z.ZodType> = (context: { formData: FormData }) => Submission<z.input<S>, string[], z.output<S>>;

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

/** The form's onValidate: undefined until the validator is here, which the first interaction starts loading. */
export function useLazyValidation<S extends z.ZodType>(v: LazyValidation<S>): OnValidate<S> | undefined {
  const [validate, setValidate] = useState<OnValidate<S> | null>(() => v.current);
  useEffect(() => {
    if (validate) return;
    let live = true;
    const start = () => {
      for (const e of INTERACTIONS) document.removeEventListener(e, start, true);
      v.load().then(
        (fn) => live && setValidate(() => fn),
        () => undefined, // offline: the server still validates
      );
    };
    for (const e of INTERACTIONS) document.addEventListener(e, start, true);
    return () => {
      live = false;
      for (const e of INTERACTIONS) document.removeEventListener(e, start, true);
    };
  }, [v, validate]);
  return validate ?? undefined;
}
