import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { InputField } from "./form-fields";

test("InputField renders the label, the input with its props and the first message, as the account forms always did", () => {
  const props = { id: "f-password", name: "password", form: "f", type: "password", "aria-invalid": true, "aria-describedby": "f-password-error" } as const;
  expect(renderToStaticMarkup(<InputField label="Password" errors={["Password is required", "second"]} {...props} autoComplete="current-password" />)).toBe(
    '<label>Password<input id="f-password" name="password" form="f" type="password" aria-invalid="true" aria-describedby="f-password-error" autoComplete="current-password"/><span class="field-error" role="alert">*Password is required</span></label>',
  );
  expect(renderToStaticMarkup(<InputField label="E-mail" errors={[]} type="email" maxLength={52} />)).toBe('<label>E-mail<input type="email" maxLength="52"/></label>');
});
