import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { InputField } from "./form-fields";

type Fields = { currentPassword: FieldMetadata<string>; password: FieldMetadata<string>; confirmPassword: FieldMetadata<string> };

/**
 * Current Password, Password and Confirm Password (8 to 15), shared by the subscriber's modal and
 * the staff page. No maxLength: a longer password is refused with the limit, never cut short.
 */
export function ChangePasswordFields({ fields }: { fields: Fields }) {
  return (
    <>
      <InputField label="Current Password" errors={fields.currentPassword.errors} {...getInputProps(fields.currentPassword, { type: "password" })} autoComplete="current-password" />
      <InputField label="Password" errors={fields.password.errors} {...getInputProps(fields.password, { type: "password" })} autoComplete="new-password" />
      <InputField label="Confirm Password" errors={fields.confirmPassword.errors} {...getInputProps(fields.confirmPassword, { type: "password" })} autoComplete="new-password" />
    </>
  );
}
