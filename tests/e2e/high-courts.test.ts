/**
 * High Courts end to end (issue 32 items 4 and 6, decision 099): a small High Court file of our
 * own making imported through /admin/import, found by its High Court and bench, opened with its
 * head (parties, counsel, bench), and found by its ILR citation and its High Court neutral
 * citation through citation search, the citation check and a /c/ permalink. Screenshots of the
 * results and the case view (SHOTS_DIR).
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { useBrowser } from "./browser";
import { d1Query, forgetImported, loginStaffPage, loginThroughModal, logout, shots } from "./helpers";

const b = useBrowser();
let page: Page;

/** Two judgments of the High Court of Bombay, invented by the team: one of its Nagpur Bench, one of its Aurangabad Bench. */
const NAGPUR = {
  id: "h4-e2e:bom-nagpur-1",
  appellant: "Zqvarsha Motiram Bhongade",
  respondent: "State of Maharashtra",
  decision_date: "2024-03-12",
  case_number: "Criminal Appeal No. 777 of 2023",
  judges: ["A.B. Zqrao", "C.D. Joshi"],
  author: "A.B. Zqrao",
  citations: ["ILR 2024 Bom 1357", "2024:BHC-NAG:2468"],
  judgment_text: [
    "IN THE HIGH COURT OF JUDICATURE AT BOMBAY",
    "NAGPUR BENCH, NAGPUR",
    "",
    "CRIMINAL APPEAL NO. 777 OF 2023",
    "",
    "Zqvarsha Motiram Bhongade,",
    "aged about 34 years, Occ. Cultivator,",
    "R/o Kalmeshwar, District Nagpur. ..... APPELLANT",
    "",
    "VERSUS",
    "",
    "State of Maharashtra,",
    "through Police Station Officer, Police Station Kalmeshwar. ..... RESPONDENT",
    "",
    "Shri P.K. Zqkale, Advocate for the Appellant.",
    "Shri S.M. Ghodeswar, Additional Public Prosecutor for the Respondent.",
    "",
    "CORAM : A.B. ZQRAO AND C.D. JOSHI, JJ.",
    "DATE : 12TH MARCH, 2024",
    "",
    "JUDGMENT (Per A.B. Zqrao, J.)",
    "",
    "1. The appellant questions her conviction for the zqcartwheel theft of a bullock cart. The only evidence is the recovery of the wheel from an open field.",
    "",
    "2. A recovery from a place open to all does not connect the accused with the theft. The appeal is allowed and the appellant is acquitted.",
  ].join("\n"),
};

const AURANGABAD = {
  id: "h4-e2e:bom-aurangabad-1",
  appellant: "Zqbalu Shankar Jadhav",
  respondent: "State of Maharashtra",
  decision_date: "2024-01-22",
  case_number: "Criminal Appeal No. 555 of 2022",
  judges: ["E.F. Kulkarni"],
  citations: ["2024:BHC-AUG:1122"],
  judgment_text: [
    "IN THE HIGH COURT OF JUDICATURE AT BOMBAY",
    "BENCH AT AURANGABAD",
    "",
    "CRIMINAL APPEAL NO. 555 OF 2022",
    "",
    "Zqbalu Shankar Jadhav ..... APPELLANT",
    "VERSUS",
    "State of Maharashtra ..... RESPONDENT",
    "",
    "Mr. R.R. Zqdeshmukh, Advocate for the Appellant.",
    "Mr. G.O. Wattamwar, A.P.P. for the Respondent.",
    "",
    "CORAM : E.F. KULKARNI, J.",
    "",
    "1. The zqcartwheel of the complainant's cart was found in the appellant's yard, which he shares with four families. The appeal is allowed.",
  ].join("\n"),
};

const RECORDS = [NAGPUR, AURANGABAD];

afterAll(async () => {
  await logout(page).catch(() => undefined);
  await forgetImported(RECORDS.map((r) => r.id));
});

beforeAll(async () => {
  // The back office imports the file, as staff do.
  const staff = await b.newPage();
  await loginStaffPage(staff, "admin@sar.example.com");
  await staff.goto("/admin/import");
  await staff.getByRole("heading", { name: "Import Judgments", level: 1 }).waitFor();
  const file = RECORDS.map((r) => JSON.stringify(r)).join("\n") + "\n";
  await staff.getByLabel("JSON Lines file").setInputFiles({ name: "high-court-judgments.jsonl", mimeType: "application/x-ndjson", buffer: Buffer.from(file) });
  await staff.getByRole("button", { name: "Upload and import" }).click();
  await staff.waitForURL((url) => url.pathname === "/admin/import" && url.searchParams.has("id"));
  await staff.locator('[data-status="done"]').waitFor({ timeout: 60_000 });
  expect(await staff.locator('dd[data-count="imported"]').innerText()).toBe("2");
  await staff.close();
  page = await b.newPage();
  await loginThroughModal(page, "subscriber@sar.example.com");
});

// The catalogue's directory names every case; a High Court's rows are in its shard, CASES_1 (decision 127).
const docIdOf = (sourceId: string) => d1Query<{ doc_id: number }>(`select doc_id from case_directory where source_id = '${sourceId}'`)[0].doc_id;
const titles = () => page.locator(".result-list .hit-title").allInnerTexts();

test("the import places each judgment at the court and bench its head names", () => {
  const rows = d1Query<{ source_id: string; court: string; branch: string | null; category: string }>(
    `select c.source_id, co.name as court, b.name as branch, k.name as category from cases c join courts co on co.id = c.court_id left join court_branches b on b.id = c.court_branch_id left join case_categories k on k.id = c.case_category_id where c.source_id like 'h4-e2e:%' order by c.source_id`,
    "CASES_1",
  );
  expect(rows).toEqual([
    { source_id: AURANGABAD.id, court: "High Court of Bombay", branch: "Aurangabad", category: "HC" },
    { source_id: NAGPUR.id, court: "High Court of Bombay", branch: "Nagpur", category: "HC" },
  ]);
});

test("word search by the High Court finds both benches' judgments; by the Nagpur Bench, only its own — named with its bench", async () => {
  await page.goto("/search?mode=word");
  await page.waitForSelector("html[data-hydrated=true]");
  await page.getByLabel("Words").fill("zqcartwheel");
  await page.locator('select[name="court"]').selectOption({ label: "High Court of Bombay" });
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await page.getByRole("heading", { name: "Search Result" }).waitFor();
  expect((await titles()).sort()).toEqual([`${AURANGABAD.appellant} v. ${AURANGABAD.respondent}`, `${NAGPUR.appellant} v. ${NAGPUR.respondent}`]);
  expect(await page.locator(".result-list").innerText()).toContain("High Court of Bombay (Aurangabad Bench)");

  // The bench list keeps to the court chosen; the Nagpur Bench alone.
  await page.locator("details.search-form summary").click();
  await page.locator('select[name="bench"]').selectOption({ label: "High Court of Bombay: Nagpur Bench" });
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await page.waitForURL((url) => Boolean(url.searchParams.get("bench")));
  // The URL changes before the new list is drawn: wait for its count.
  await page.getByText("1 judgment", { exact: true }).waitFor();
  expect(await titles()).toEqual([`${NAGPUR.appellant} v. ${NAGPUR.respondent}`]);
  expect(await page.locator(".result-list .hit-meta").first().innerText()).toContain("High Court of Bombay (Nagpur Bench)");
  await shots(page, "high-courts-results");

  // Quick search with the bench in its folded filters: the same one judgment.
  await page.goto(`/search?mode=quick&run=1&q=Zqvarsha&bench=${encodeURIComponent(new URL(page.url()).searchParams.get("bench")!)}`);
  await page.getByRole("heading", { name: "Search Result" }).waitFor();
  expect(await titles()).toEqual([`${NAGPUR.appellant} v. ${NAGPUR.respondent}`]);
  expect(b.errors, b.errors.join("\n")).toEqual([]);
});

test("the case view: its head shows the parties, the counsel and the bench", async () => {
  const docId = docIdOf(NAGPUR.id);
  await page.goto(`/viewCase/${docId}`);
  await page.getByRole("heading", { name: new RegExp(NAGPUR.appellant) }).first().waitFor();
  const body = await page.locator("main").innerText();
  expect(body).toContain("High Court of Bombay (Nagpur Bench)");
  expect(body).toContain(NAGPUR.respondent);
  expect(body).toContain("Shri P.K. Zqkale");
  expect(body).toContain("CORAM : A.B. ZQRAO AND C.D. JOSHI, JJ.");
  expect(body).toContain("ILR 2024 Bom 1357");
  expect(body).toContain("2024:BHC-NAG:2468");
  await shots(page, "high-courts-case");
  expect(b.errors, b.errors.join("\n")).toEqual([]);
});

test("found by its ILR citation and its neutral citation: citation search, the citation check and /c/ permalinks", async () => {
  const docId = docIdOf(NAGPUR.id);
  const title = `${NAGPUR.appellant} v. ${NAGPUR.respondent}`;

  // Citation search: the ILR (journal, year, page).
  await page.goto("/search?mode=citation");
  await page.waitForSelector("html[data-hydrated=true]");
  await page.getByLabel("Select Journal").selectOption({ label: "Indian Law Reports" });
  await page.getByLabel("Select Year").selectOption("2024");
  await page.getByLabel("Page").fill("1357");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await page.getByRole("heading", { name: "Search Result" }).waitFor();
  expect(await titles()).toContain(title);

  // Citation search: the neutral citation, chosen from the suggestions.
  await page.goto("/search?mode=citation");
  await page.waitForSelector("html[data-hydrated=true]");
  await page.getByLabel("Select Journal").selectOption({ label: "Neutral Search" });
  await page.locator('input[name="neutralText"]').fill("2024:BHC-NAG:24");
  await page.locator(".suggestions [role=option]", { hasText: "2024:BHC-NAG:2468" }).click();
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await page.getByRole("heading", { name: "Search Result" }).waitFor();
  expect(await titles()).toEqual([title]);

  // The citation check: both found and linked to the case.
  await page.goto("/citationCheck");
  await page.getByLabel("Text of the brief").fill("The appellant relies on ILR 2024 Bom 1357 and on 2024:BHC-NAG:2468 of the Nagpur Bench.");
  await page.getByRole("button", { name: "Check citations" }).click();
  await page.locator(".check-summary").waitFor();
  expect(await page.locator(".check-summary").innerText()).toMatch(/^Found: 2\b/);
  const rows = page.locator(".check-table tbody tr");
  for (const i of [0, 1]) expect(await rows.nth(i).locator("a").first().getAttribute("href")).toBe(`/viewCase/${docId}`);

  // Permalinks by citation.
  for (const link of ["/c/ILR/2024/Bom/1357", "/c/BHC-NAG/2024/2468"]) {
    await page.goto(link);
    await page.getByRole("heading", { name: new RegExp(NAGPUR.appellant) }).first().waitFor();
    expect(await page.locator("main").innerText(), link).toContain("High Court of Bombay (Nagpur Bench)");
  }
  expect(b.errors, b.errors.join("\n")).toEqual([]);
});
