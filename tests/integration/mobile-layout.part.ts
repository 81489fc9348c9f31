/**
 * Issue 13 items 3 and 5 as the server renders them: icons are inline SVG, never emoji (which show
 * as empty boxes without an emoji font), and a case that names no counsel has no empty Counsel box.
 */
import { beforeAll, expect, inject, test } from "vitest";
import { importLines } from "../../app/services/cases/import.server";
import { extractCounsel } from "../../search-index/counsel";
import { ctxAt, loginUser, one, req, seed } from "./helpers";

let subscriber: string | null;

beforeAll(async () => {
  await seed();
  subscriber = (await loginUser("subscriber@sar.example.com")).cookie;
});

/** Pictographic characters (emoji), leaving out ©, ® and ™, which every text font has. */
function emojiIn(html: string): string[] {
  return [...html.replace(/[\u00a9\u00ae\u2122]/g, "").matchAll(/\p{Extended_Pictographic}/gu)].map((m) => m[0]);
}

test("the pages that had emoji icons render inline SVG icons with text labels and no emoji", async () => {
  // A library entry, so the library shows its delete button.
  const added = await req("/viewCase/1001", { form: { intent: "addToLibrary" }, cookie: subscriber });
  expect(added.status).toBe(200);
  expect(await one("select 1 as x from library_entries l join users u on u.id = l.user_id where u.email = ? and l.doc_id = 1001", "subscriber@sar.example.com")).toEqual({ x: 1 });

  const pages = ["/search?mode=quick", "/search?mode=main", "/search?mode=citation", "/library", "/dashboard", "/viewCase/1001"];
  for (const path of pages) {
    const res = await req(path, { cookie: subscriber });
    expect(res.status, path).toBe(200);
    const html = await res.text();
    expect(emojiIn(html), path).toEqual([]);
  }

  const search = await (await req("/search?mode=quick", { cookie: subscriber })).text();
  const modes = search.slice(search.indexOf('aria-label="Search modes"'), search.indexOf("</nav>", search.indexOf('aria-label="Search modes"')));
  expect(modes.match(/<svg class="icon"/g)?.length).toBe(6);
  for (const label of ["Quick Search", "Main Search", "Citation Search", "Statute Search", "Word Search", "Find Precedents"]) expect(modes).toContain(`<span>${label}</span>`);

  const library = await (await req("/library", { cookie: subscriber })).text();
  expect(library).toMatch(/<button type="submit" class="trash" aria-label="Delete [^"]+ from the library"[^>]*><svg class="icon"/);

  const dashboard = await (await req("/dashboard", { cookie: subscriber })).text();
  expect(dashboard).toMatch(/<label class="button small"><svg class="icon"[\s\S]*?<\/svg> Change picture/);
});

test("an imported judgment that names no counsel shows no Counsel section; a case with counsel still does", async () => {
  // The first sample judgment whose text names no counsel (the extractor reads counsel sentences).
  const raw = inject("sampleLines").find((line) => {
    const c = extractCounsel((JSON.parse(line) as { judgment_text: string }).judgment_text);
    return !c.appellant.length && !c.respondent.length && !c.other.length;
  })!;
  const [imported] = await importLines(ctxAt(), [{ line: 1, raw }]);
  expect(imported.status).toBe("imported");
  const bare = await one<{ doc_id: number }>(
    `select doc_id from cases where source_id = ? and advocate_for_appellant is null and advocate_for_respondent is null
       and extra_counsel_details is null and petitioner_name is null`,
    JSON.parse(raw).id,
  );
  expect(bare, "the imported judgment has no counsel").not.toBeNull();
  const html = await (await req(`/viewCase/${bare!.doc_id}`, { cookie: subscriber })).text();
  expect(html).toContain("JUDGMENT");
  expect(html).not.toContain("<h2>Counsel</h2>");
  expect(html).not.toContain("For the Appellant");

  const withCounsel = await one<{ doc_id: number; advocate_for_appellant: string }>(
    "select doc_id, advocate_for_appellant from cases where live = 1 and advocate_for_appellant is not null order by doc_id limit 1",
  );
  const shown = await (await req(`/viewCase/${withCounsel!.doc_id}`, { cookie: subscriber })).text();
  expect(shown).toContain("<h2>Counsel</h2>");
  expect(shown).toContain("For the Appellant");
});
