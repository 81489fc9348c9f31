import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { copy } from "../utils/copy-core";
import { SomethingWrongView } from "./list-error-view";
import { ServerErrorView } from "./server-error-view";
import { Toast } from "./toast";

test("the toast's live region is always in the page (role=status); a success sits in it with a close button, a failure is role=alert", () => {
  expect(renderToStaticMarkup(<Toast toast={null} />)).toBe('<div class="toast-region" role="status" aria-live="polite"></div>');
  const ok = renderToStaticMarkup(<Toast toast={{ kind: "success", text: "Password Changed Successfully" }} />);
  expect(ok).toMatch(/^<div class="toast-region" role="status" aria-live="polite"><div class="toast-box success">/);
  expect(ok).toContain('<span class="toast-text">Password Changed Successfully</span>');
  expect(ok).toContain('aria-label="Close the message"');
  expect(ok).not.toContain('role="alert"');
  expect(renderToStaticMarkup(<Toast toast={{ kind: "error", text: "No" }} />)).toContain('<div class="toast-box error" role="alert">');
});

test("the server-down view (S130): the image (decorative), 'Server Error, Please Try Again' and the servers-down words; a list's own words under them", () => {
  const html = renderToStaticMarkup(<ServerErrorView />);
  expect(html).toMatch(/^<section class="error-view server-down" role="alert"><img class="server-down-image" src="\/server-down.svg" alt=""/);
  expect(html).toContain(`<h1>${copy.errors.serverError}</h1>`);
  expect(html).toContain(`<p>${copy.errors.serversDown}</p>`);
  const lists = renderToStaticMarkup(<SomethingWrongView />);
  expect(lists).toContain("server-down-image");
  expect(lists).toContain(copy.errors.somthingWrong);
});
