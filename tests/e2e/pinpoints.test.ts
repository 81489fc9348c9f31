/**
 * Issue 25 items 1–3 and issue 24 item 3's link to the citing paragraph (decisions 065–067), in
 * Chromium on real judgments: sc2024pdf:48 (2024 INSC 797, numbered 1. … 27.) cites
 * prior_case_0164 (AIR 1959 SC 429) in its paragraph 19. Both are imported through Import
 * Judgments. A phrase search opens the case, the keyboard steps through the hits, a paragraph's
 * pinpoint citation is copied and its permalink opened; Cited by leads to the citing paragraph.
 */
import { createReadStream, mkdirSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { useBrowser } from "./browser";
import { loginStaffPage, loginThroughModal, logout, forgetImported } from "./helpers";

const b = useBrowser();
const SAMPLE = path.resolve(import.meta.dirname, "../../../shared/data/judgments-sample.jsonl");
const IDS = ["sc2024pdf:48", "irled2017-prior:prior_case_0164"];
const PHRASE = "sale deeds produced";
let page: Page;

async function sampleRecords(ids: string[]): Promise<string[]> {
  const out: string[] = [];
  const rl = createInterface({ input: createReadStream(SAMPLE, { encoding: "utf8" }) });
  for await (const line of rl) {
    const id = line.match(/^\{"id": "([^"]+)"/)?.[1];
    if (id && ids.includes(id)) out.push(line);
  }
  return out;
}

/** Screenshots of what is on screen (the hits bar and panel are fixed to it) at 1280 and 390 px, when SHOTS_DIR is set. */
async function viewShots(p: Page, name: string, fullPage = false, keepInView?: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  for (const width of [1280, 390]) {
    await p.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    if (keepInView) await p.locator(keepInView).first().evaluate((el) => el.scrollIntoView({ block: "center" }));
    await p.waitForTimeout(150);
    await p.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage });
  }
  await p.setViewportSize({ width: 1280, height: 900 });
}

const inView = (p: Page, selector: string) =>
  p.locator(selector).first().evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.bottom > 0 && r.top < window.innerHeight;
  });

beforeAll(async () => {
  const admin = await b.newPage();
  await loginStaffPage(admin, "admin@sar.example.com");
  await admin.goto("/admin/import");
  const file = (await sampleRecords(IDS)).join("\n") + "\n";
  await admin.getByLabel("JSON Lines file").setInputFiles({ name: "pinpoints.jsonl", mimeType: "application/x-ndjson", buffer: Buffer.from(file) });
  await admin.getByRole("button", { name: "Upload and import" }).click();
  await admin.locator('[data-status="done"]').waitFor({ timeout: 60_000 });
  await admin.close();
  page = await b.newPage();
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: b.baseURL() });
  await loginThroughModal(page, "subscriber@sar.example.com");
});
afterAll(async () => {
  await logout(page);
  await forgetImported(IDS);
});

test("search a phrase, open the case, step through its hits with the keyboard, copy a paragraph's pinpoint and open its permalink", async () => {
  await page.goto(`/search?mode=word&run=1&text=${encodeURIComponent(PHRASE)}&section=judgment&method=exact`);
  await page.getByRole("heading", { name: "Search Result" }).waitFor();
  // A plain click opens the preview once the page has hydrated (before, the title is a plain link to the case).
  await page.waitForSelector("html[data-hydrated=true]");
  await page.locator(".result-list .hit").filter({ hasText: "Horrmal" }).locator(".hit-open").click();
  const viewLink = page.locator("dialog[open]").getByRole("link", { name: "View Case" });
  await viewLink.waitFor();
  const href = (await viewLink.getAttribute("href"))!;
  expect(href).toMatch(/^\/viewCase\/\d+\?s=sale%20deeds%20produced$/);
  const docId = Number(/\/viewCase\/(\d+)/.exec(href)![1]);
  await page.goto(href);
  await page.waitForSelector("html[data-hydrated=true]");

  // The bar counts the phrase (not its words) where it occurs.
  const bar = page.getByRole("region", { name: "Hits in this judgment" });
  await bar.getByText(/\d+ hits for “sale deeds produced”/).waitFor();
  const occurrences = await page.evaluate(() => (document.querySelector(".case-body")!.textContent!.match(/\bsale\s+deeds\s+produced\b/gi) ?? []).length);
  expect(occurrences).toBeGreaterThanOrEqual(3);
  expect(await bar.getByRole("status").innerText()).toBe(`${occurrences} hits for “sale deeds produced”`);
  expect(await page.locator("mark.hl").allInnerTexts()).toEqual(Array(occurrences).fill(expect.stringMatching(/^sale deeds produced$/i)));

  // n, n, p: hit 1, 2, 1 — each scrolled into view, with its paragraph: the court's number before it.
  const where = async () => {
    const status = await bar.getByRole("status").innerText();
    const expected = await page.evaluate(() => {
      const current = document.querySelector("mark.hl.current")!;
      const markers = [...document.querySelectorAll<HTMLElement>(".judgment a.pn")].filter((a) => a.compareDocumentPosition(current) & Node.DOCUMENT_POSITION_FOLLOWING);
      return markers.at(-1)?.dataset.para ?? null;
    });
    return { status, expected };
  };
  await page.keyboard.press("n");
  let w = await where();
  expect(w.status).toBe(`Hit 1 of ${occurrences} for “sale deeds produced” · para ${w.expected}`);
  expect(await inView(page, "mark.hl.current")).toBe(true);
  await page.keyboard.press("n");
  w = await where();
  expect(w.status).toMatch(new RegExp(`^Hit 2 of ${occurrences} .* · para ${w.expected!.replace(".", "\\.")}$`));
  await page.keyboard.press("p");
  w = await where();
  expect(w.status).toMatch(new RegExp(`^Hit 1 of ${occurrences} .* · para ${w.expected}$`));
  const para = w.expected!;
  expect(para).toMatch(/^\d+$/);

  // Highlighting off and on again.
  const markBackground = () => page.locator("mark.hl").nth(2).evaluate((m) => getComputedStyle(m).backgroundColor);
  const lit = await markBackground();
  await bar.getByLabel("Highlight").uncheck();
  expect(await markBackground()).toBe("rgba(0, 0, 0, 0)");
  await bar.getByLabel("Highlight").check();
  expect(await markBackground()).toBe(lit);

  // The hit's paragraph: its marker opens the citation panel; the pinpoint is the case's citation, para N.
  await page.locator(`.judgment a.pn[data-para="${para}"]`).click();
  const panel = page.getByRole("dialog", { name: `Cite paragraph ${para}` });
  await panel.waitFor();
  await viewShots(page, "case-hits-cite", false, "mark.hl.current");
  await panel.getByRole("button", { name: "Copy citation" }).click();
  await panel.getByText(`Copied: 2024 INSC 797, para ${para}`).waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`2024 INSC 797, para ${para}`);
  await panel.getByRole("button", { name: "Copy link" }).click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(`${b.baseURL()}/c/INSC/2024/797#para-${para}`);
  await page.keyboard.press("Escape");
  await panel.waitFor({ state: "detached" });

  // The permalink lands on the paragraph (the browser keeps the fragment across the redirect).
  await page.goto(link);
  await page.waitForURL((url) => url.pathname === `/viewCase/${docId}` && url.hash === `#para-${para}`);
  await page.waitForSelector("html[data-hydrated=true]");
  expect(await inView(page, `#para-${para}`)).toBe(true);
  expect(await page.locator(`#para-${para}`).evaluate((el) => el.matches(":target"))).toBe(true);
  // ?para= does the same without a fragment.
  await page.goto(`/c/INSC/2024/797?para=${para}`);
  await page.waitForURL((url) => url.pathname === `/viewCase/${docId}` && url.hash === `#para-${para}`);
  await page.waitForSelector("html[data-hydrated=true]");
  expect(await page.locator(".para-missing").count()).toBe(0);

  // A paragraph the judgment does not have (walk-through finding 16): a notice, from ?para= and from a bare #para-.
  const labels = await page.locator(".judgment a.pn").evaluateAll((as) => as.map((a) => a.getAttribute("data-para")!));
  const notice = `Paragraph 999 is not in this judgment; it has paragraphs ${labels[0].split(".")[0]}–${labels.at(-1)!.split(".")[0]}.`;
  await page.goto("/c/INSC/2024/797?para=999");
  await page.waitForURL((url) => url.pathname === `/viewCase/${docId}` && url.hash === "#para-999");
  await page.getByRole("status").filter({ hasText: notice }).waitFor();
  await page.goto(`/viewCase/${docId}#para-998`);
  await page.waitForSelector("html[data-hydrated=true]");
  await page.getByRole("status").filter({ hasText: notice.replace("999", "998") }).waitFor();
  await viewShots(page, "case-para-missing");
  // Following a paragraph that is there clears it.
  await page.evaluate((p) => (location.hash = `#para-${p}`), para);
  await page.locator(".para-missing").waitFor({ state: "detached" });
  expect(b.errors).toEqual([]);
});

test("Cited by's other order is read in place: no reload, the list stays in view (decision 095)", async () => {
  await page.goto("/viewCase/1001");
  await page.waitForSelector("html[data-hydrated=true]");
  const citedBy = page.locator("section.cited-by");
  await citedBy.scrollIntoViewIfNeeded();
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  // The judgment is not rendered again (a translation or the highlights in it stay): only the list is.
  await page.evaluate(() => document.querySelector("#judgment")!.setAttribute("data-kept", "yes"));
  await citedBy.getByRole("link", { name: "Larger bench first" }).click();
  await page.waitForURL((url) => url.searchParams.get("citedBy") === "bench");
  await citedBy.locator("strong[aria-current]", { hasText: "Larger bench first" }).waitFor();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  expect(await page.locator("#judgment").getAttribute("data-kept")).toBe("yes");
  await citedBy.getByRole("link", { name: "Newest first" }).click();
  await page.waitForURL((url) => !url.searchParams.has("citedBy"));
  await citedBy.locator("strong[aria-current]", { hasText: "Newest first" }).waitFor();
  expect(b.errors).toEqual([]);
});

test("from Cited by, follow the citing judgment to the paragraph where it cites this one", async () => {
  // The cited case by its own permalink (AIR 1959 SC 429).
  await page.goto("/c/AIR/1959/SC/429");
  await page.waitForURL((url) => url.pathname.startsWith("/viewCase/"));
  await page.waitForSelector("html[data-hydrated=true]");
  const citedBy = page.locator(".cited-by");
  const entry = citedBy.getByRole("link", { name: /Horrmal/ });
  const href = (await entry.getAttribute("href"))!;
  expect(href).toMatch(/^\/viewCase\/\d+#para-19$/);
  // The entry quotes where it cites it by the court's number: para 19, though it is the text's 84th block (issue 33 item 1).
  const item = citedBy.locator("li", { has: page.getByRole("link", { name: /Horrmal/ }) });
  expect((await item.locator(".cited-at").innerText()).trim()).toBe("(para 19)");
  await viewShots(page, "cited-by-court-para", false, ".cited-by");
  // The case's parts are HTML rendered once (decision 095); their links are still followed in the app, not by reloading the page.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await entry.click();
  await page.waitForURL((url) => url.hash === "#para-19" && url.pathname === href.split("#")[0]);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await page.locator("#para-19").waitFor();
  await page.waitForFunction(() => {
    const r = document.querySelector("#para-19")!.getBoundingClientRect();
    return r.top >= 0 && r.top < window.innerHeight;
  });
  // That paragraph is the one that cites AIR 1959 SC 429.
  const paragraphText = await page.evaluate(() => {
    const start = document.querySelector("#para-19")!;
    const next = document.querySelector("#para-20");
    const range = document.createRange();
    range.setStartBefore(start);
    if (next) range.setEndBefore(next);
    else range.setEndAfter(document.querySelector(".judgment")!.lastChild!);
    return range.toString();
  });
  expect(paragraphText).toMatch(/AIR\s+1959\s+SC\s+429/);
  await viewShots(page, "case-cited-paragraph", false, "#para-19");
  // Its pinpoint, copied from that paragraph's marker, is the same court's number.
  await page.locator('.judgment a.pn[data-para="19"]').click();
  const panel = page.getByRole("dialog", { name: "Cite paragraph 19" });
  await panel.getByRole("button", { name: "Copy citation" }).click();
  await panel.getByText("Copied: 2024 INSC 797, para 19").waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("2024 INSC 797, para 19");
  await page.keyboard.press("Escape");
  await panel.waitFor({ state: "detached" });
  // Printed, the court's numbers stay (in the text) and the tools go.
  await page.emulateMedia({ media: "print" });
  expect(await page.locator(".judgment").innerText()).toMatch(/(^|\n)19\. /);
  await viewShots(page, "case-print", false, "#para-19");
  await page.emulateMedia({ media: "screen" });

  // Back to the 1959 report by the citation this judgment gives it: a report without paragraph numbers.
  // Its copied pinpoint is that citation first, the reporter's count marked as such (issue 33 item 2).
  const back = page.locator('section.authorities a[href*="?cite=AIR%201959%20SC%20429"]');
  expect(await back.count()).toBe(1);
  await back.click();
  await page.waitForURL((url) => url.searchParams.get("cite") === "AIR 1959 SC 429");
  await page.waitForSelector("html[data-hydrated=true]");
  await page.locator('.judgment a.pn.pn-ours[data-para="3"]').click();
  const counted = page.getByRole("dialog", { name: "Cite paragraph 3" });
  await counted.getByText("The reporter's count, copied as such: the judgment has no paragraph numbers.").waitFor();
  expect(await counted.locator(".cite-text").first().innerText()).toBe("AIR 1959 SC 429 (SAR para 3)");
  await viewShots(page, "copy-panel-reporter-count", false, ".para-cite");
  await counted.getByRole("button", { name: "Copy citation" }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("AIR 1959 SC 429 (SAR para 3)");
  expect(await counted.innerText()).not.toMatch(/, para 3\b/);
  await page.keyboard.press("Escape");
  expect(b.errors).toEqual([]);
});

test("the permalink pages: not in the reporter, not a citation, the form", async () => {
  const visitor = await b.newPage();
  const missing = await visitor.goto("/c/SCC/1973/4/225");
  expect(missing!.status()).toBe(404);
  await visitor.getByText("This citation is not in the reporter.").waitFor();
  await visitor.getByRole("heading", { name: "(1973) 4 SCC 225" }).waitFor();
  await viewShots(visitor, "permalink-missing", true);
  const bad = await visitor.goto("/c?cite=not+a+citation");
  expect(bad!.status()).toBe(400);
  await visitor.getByRole("alert").getByText(/is not a citation the reporter can read/).waitFor();
  await viewShots(visitor, "permalink-bad", true);
  // The form opens a citation as written; a visitor lands on the guest view.
  await visitor.getByLabel("Citation").fill("A.I.R. 1959 S.C. 429");
  await visitor.getByRole("button", { name: "Open" }).click();
  await visitor.waitForURL((url) => url.pathname.startsWith("/guestCase/"));
  await visitor.close();
});
