/**
 * Issue 22 item 7: Translate on the case view translates the whole judgment the subscriber is
 * reading, in the page, into the Indian languages Google's translator offers (decision 050).
 * No network here: Google's loader is answered by a stand-in that does what the real one does at
 * its interface (defines google.translate.TranslateElement, calls the ?cb= callback, draws its
 * language list as select.goog-te-combo) and records what it was given and which text it would
 * translate (every text node outside translate="no" / .notranslate, as Google's skips them).
 * The page's CSP still applies to the stand-in, so a policy that blocked Google would fail here.
 */
import { expect, test } from "vitest";
import { TRANSLATE_LANGUAGES } from "../../app/utils/translate-languages.server";
import { TRANSLATE_SCRIPT } from "../../app/utils/translator";
import { GUEST_TEXT_LENGTH } from "../../app/services/cases/case-view.server";
import { useBrowser } from "./browser";
import { loginThroughModal, logout, shots } from "./helpers";

const b = useBrowser();

const STAND_IN = `
(() => {
  const cb = new URL(document.currentScript.src).searchParams.get("cb");
  window.__translator = { loads: (window.__translator?.loads ?? 0) + 1 };
  window.google = { translate: { TranslateElement: function (options, id) {
    window.__translator.options = options;
    const select = document.createElement("select");
    select.className = "goog-te-combo";
    for (const code of ["", ...options.includedLanguages.split(",")]) {
      const o = document.createElement("option"); o.value = code; o.textContent = code; select.appendChild(o);
    }
    select.addEventListener("change", () => {
      const skip = (n) => n.parentElement && n.parentElement.closest('[translate="no"], .notranslate, script, style');
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      let text = ""; for (let n = walker.nextNode(); n; n = walker.nextNode()) if (!skip(n)) text += n.nodeValue;
      window.__translator.to = select.value;
      window.__translator.text = text.replace(/\\s+/g, " ");
    });
    document.getElementById(id).appendChild(select);
  } } };
  window[cb]();
})();
`;

test("Translate offers the Indian languages and hands the whole judgment on the page to the translator", async () => {
  const page = await b.newPage();
  await loginThroughModal(page, "subscriber@sar.example.com");
  try {
    const requested: string[] = [];
    await page.route("https://translate.google.com/**", (route) => {
      requested.push(route.request().url());
      return route.fulfill({ status: 200, contentType: "text/javascript", body: STAND_IN });
    });
    await page.goto("/viewCase/1001");
    await page.waitForSelector("html[data-hydrated=true]");
    // The old link sent Google's proxy to the guest page (1,500 characters) and to Hindi only.
    expect(await page.locator('a[href*="translate.google"]').count()).toBe(0);

    const select = page.getByLabel("Translate");
    const offered = await select.locator("option").evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    expect(offered).toEqual(["", ...TRANSLATE_LANGUAGES.map((l) => l.code)]);
    for (const code of ["hi", "bn", "ta", "te", "mr", "gu", "kn", "ml", "pa", "or", "ur", "as"]) expect(offered).toContain(code);
    expect(requested, "nothing is loaded from Google before a language is chosen").toEqual([]);

    const judgment = (await page.locator(".judgment").innerText()).replace(/\s+/g, " ").trim();
    expect(judgment.length, "a judgment longer than the guest page's part").toBeGreaterThan(GUEST_TEXT_LENGTH);

    await select.selectOption("ta");
    await page.waitForFunction(() => (window as unknown as { __translator?: { to?: string } }).__translator?.to === "ta");
    const seen = await page.evaluate(() => (window as unknown as { __translator: { loads: number; options: { pageLanguage: string; includedLanguages: string }; text: string } }).__translator);
    expect(requested).toEqual([TRANSLATE_SCRIPT]);
    expect(seen.options.pageLanguage).toBe("en");
    expect(seen.options.includedLanguages.split(",")).toEqual(TRANSLATE_LANGUAGES.map((l) => l.code));
    // The translator is given the page the subscriber reads: the judgment whole, to its last words.
    expect(seen.text).toContain(judgment.slice(0, 200));
    expect(seen.text).toContain(judgment.slice(-200));
    expect(await select.isEnabled()).toBe(true);

    // A second language uses the loaded translator again.
    await select.selectOption("hi");
    await page.waitForFunction(() => (window as unknown as { __translator?: { to?: string } }).__translator?.to === "hi");
    expect(seen.loads).toBe(1);
    expect(requested).toHaveLength(1);
    await shots(page, "translate");
  } finally {
    await logout(page);
  }
  expect(b.errors, b.errors.join("\n")).toEqual([]);
});
