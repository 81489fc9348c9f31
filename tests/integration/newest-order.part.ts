import { env } from "cloudflare:test";
import { beforeAll, expect, test } from "vitest";
import { type CaseInput } from "../../app/services/cases/cases.server";
import { createDb } from "../../app/utils/context.server";
import { loginUser, req, saveCase, seed } from "./helpers";

/**
 * Issue 22 item 5: quick search puts a party named exactly as typed first in its default order
 * only. "Newest" chosen by the user is newest first, and "Oldest" oldest first, whatever the names.
 */
const OLD_EXACT = 9711; // respondent exactly "Quokkaland", 1975
const MID_EXACT = 9712; // respondent exactly "Quokkaland", 1994
const NEW_OTHER = 9713; // respondent "Quokkaland Board", 2025
const NEWER_OTHER = 9714; // appellant "Quokkaland Traders", 2024

const base = (docId: number, year: number, over: Partial<CaseInput>): CaseInput => ({
  docId,
  appellant: "Ordinary Traders",
  respondent: "Someone",
  judgementOrder: "<p>A judgment.</p>",
  courtId: 1,
  courtBranchId: 34,
  caseCategoryId: 4,
  decidedDay: 2,
  decidedMonth: 5,
  decidedYear: year,
  ...over,
});

let cookie: string | null = null;

beforeAll(async () => {
  await seed();
  const db = createDb(env.DB);
  for (const c of [
    base(OLD_EXACT, 1975, { respondent: "Quokkaland" }),
    base(MID_EXACT, 1994, { respondent: "Quokkaland" }),
    base(NEW_OTHER, 2025, { respondent: "Quokkaland Board" }),
    base(NEWER_OTHER, 2024, { appellant: "Quokkaland Traders" }),
  ])
    await saveCase(db, c, { actorId: null, now: new Date() });
  cookie = (await loginUser("subscriber@sar.example.com")).cookie;
});

/** The doc ids of the search page's hits, in the order shown. */
async function shown(query: string): Promise<number[]> {
  const res = await req(`/search?${query}`, { cookie });
  expect(res.status).toBe(200);
  const html = await res.text();
  const ours = new Set([OLD_EXACT, MID_EXACT, NEW_OTHER, NEWER_OTHER]);
  return [...new Set([...html.matchAll(/href="\/viewCase\/(\d+)/g)].map((m) => Number(m[1])))].filter((id) => ours.has(id));
}

test("issue 22 item 5: the default order puts the exact party first; 'Newest' is newest first", async () => {
  // The default order: the parties named exactly "Quokkaland" first (newest first among them).
  expect(await shown("mode=quick&run=1&q=Quokkaland")).toEqual([MID_EXACT, OLD_EXACT, NEW_OTHER, NEWER_OTHER]);
  // "Newest" chosen: 2025, 2024, 1994, 1975.
  expect(await shown("mode=quick&run=1&q=Quokkaland&byDate=d")).toEqual([NEW_OTHER, NEWER_OTHER, MID_EXACT, OLD_EXACT]);
  // "Oldest" chosen: 1975 … 2025.
  expect(await shown("mode=quick&run=1&q=Quokkaland&byDate=a")).toEqual([OLD_EXACT, MID_EXACT, NEWER_OTHER, NEW_OTHER]);
});
