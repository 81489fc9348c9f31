import { getInputProps, type FieldMetadata } from "@conform-to/react";

type Fields = { password: FieldMetadata<string>; confirmPassword: FieldMetadata<string> };

/** Password and Confirm Password (8 to 15), shared by the subscriber's modal and the staff page. */
export function ChangePasswordFields({ fields }: { fields: Fields }) {
  return (
    <>
      <label>
        Password
        <input {...getInputProps(fields.password, { type: "password" })} autoComplete="new-password" maxLength={15} />
        {fields.password.errors ? <span className="field-error" role="alert">*{fields.password.errors[0]}</span> : null}
      </label>
      <label>
        Confirm Password
        <input {...getInputProps(fields.confirmPassword, { type: "password" })} autoComplete="new-password" maxLength={15} />
        {fields.confirmPassword.errors ? <span className="field-error" role="alert">*{fields.confirmPassword.errors[0]}</span> : null}
      </label>
    </>
  );
}
