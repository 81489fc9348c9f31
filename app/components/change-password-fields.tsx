import { getInputProps, type FieldMetadata } from "@conform-to/react";

type Fields = { currentPassword: FieldMetadata<string>; password: FieldMetadata<string>; confirmPassword: FieldMetadata<string> };

function FieldError({ errors }: { errors?: string[] }) {
  return errors?.length ? <span className="field-error" role="alert">*{errors[0]}</span> : null;
}

/**
 * Current Password, Password and Confirm Password (8 to 15), shared by the subscriber's modal and
 * the staff page. No maxLength: a longer password is refused with the limit, never cut short.
 */
export function ChangePasswordFields({ fields }: { fields: Fields }) {
  return (
    <>
      <label>
        Current Password
        <input {...getInputProps(fields.currentPassword, { type: "password" })} autoComplete="current-password" />
        <FieldError errors={fields.currentPassword.errors} />
      </label>
      <label>
        Password
        <input {...getInputProps(fields.password, { type: "password" })} autoComplete="new-password" />
        <FieldError errors={fields.password.errors} />
      </label>
      <label>
        Confirm Password
        <input {...getInputProps(fields.confirmPassword, { type: "password" })} autoComplete="new-password" />
        <FieldError errors={fields.confirmPassword.errors} />
      </label>
    </>
  );
}
