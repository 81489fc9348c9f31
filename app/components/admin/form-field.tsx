import { getInputProps, type FieldMetadata } from "@conform-to/react";

/** A conform field's first message under it ("*…"), tied to the input by its errorId. */
export function FieldMessage({ meta }: { meta: Pick<FieldMetadata<unknown>, "errors" | "errorId"> }) {
  return meta.errors?.length ? (
    <span className="field-error" id={meta.errorId} role="alert">
      *{meta.errors[0]}
    </span>
  ) : null;
}

/** A labelled text input of a back-office dialog form, with its error under it (conform). */
export function TextField({ meta, label, maxLength, list, autoFocus }: { meta: FieldMetadata<string>; label: string; maxLength: number; list?: string; autoFocus?: boolean }) {
  const { key, ...props } = getInputProps(meta, { type: "text" });
  return (
    <label>
      {label}
      <input key={key} {...props} maxLength={maxLength} list={list} autoFocus={autoFocus} autoComplete="off" />
      <FieldMessage meta={meta} />
    </label>
  );
}
