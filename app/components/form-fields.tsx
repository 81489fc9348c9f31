/**
 * The account forms' fields (login, registration, forgot and change password): a label, its input
 * and the field's first message under it. Plain markup: no conform or zod here, so the subscriber's
 * pages that show these forms carry nothing more (docs/decisions/051).
 */
import type { InputHTMLAttributes } from "react";

/** A field's first message ("*…"), read out as it appears. */
export function FieldError({ errors, id }: { errors?: string[]; id?: string }) {
  return errors?.length ? (
    <span className="field-error" id={id} role="alert">
      *{errors[0]}
    </span>
  ) : null;
}

/** A labelled input and its message; the rest of the props (conform's or the lite form's `getInputProps`, autoComplete…) go to the input. */
export function InputField({ label, errors, ...input }: { label: string; errors?: string[] } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label>
      {label}
      <input {...input} />
      <FieldError errors={errors} />
    </label>
  );
}
