/**
 * Issue 22, items 3, 6, 8, 9 and 10: the edges. Each test breaks one rule through the real Worker
 * and checks the answer (and the D1 state where there is one).
 */
import { env, SELF } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, test } from "vitest";
import { createDb } from "../../app/utils/context.server";
import { messages, searchMessages, searchNotices } from "../../app/utils/copy";
import { DEFAULT_ABOUT_US_URL, DEFAULT_APP_STORE_URL } from "../../app/utils/env.server";
import { TEXT_QUERY_MAX } from "../../app/utils/search-form";
import { cookieFrom, html, loginUser, one, ORIGIN, req, saveCase, seed } from "./helpers";

beforeAll(seed);

/** The one-seat demo account used for the login tests: every session of it is ended first. */
const SEAT = "noplan@sar.example.com";
/** Ends every session of the two one-seat demo accounts these tests log in with. */
const endSessions = () =>
  env.DB.prepare(
    "update sessions set ended_at = strftime('%Y-%m-%dT%H:%M:%fZ','now'), end_reason = 'logout' where ended_at is null and user_id in (select id from users where email in (?, 'subscriber@sar.example.com'))",
  )
    .bind(SEAT)
    .run();
const liveSessions = async () =>
  (await one<{ n: number }>("select count(*) n from sessions where ended_at is null and user_id = (select id from users where email = ?)", SEAT))!.n;

/** Every form of the issue: dot segments that leave a path starting with `//`, which a browser reads as another host. */
const ESCAPES = ["/.//127.0.0.2:8793/", "/..//127.0.0.2:8793/", "/%2e//127.0.0.2:8793/", "/./\\127.0.0.2:8793/", "/%2E%2E//127.0.0.2:8793/x?y=1"];

/** Where a browser goes with this Location header, answered to a POST of /auth/login. */
const landsOn = (location: string) => new URL(location, `${ORIGIN}/auth/login`);

describe("item 9: redirectTo after login", () => {
  beforeEach(endSessions);

  test("a login with a dot-segment redirectTo lands on this site, never on 127.0.0.2", async () => {
    for (const redirectTo of ESCAPES) {
      await endSessions();
      const res = await req("/auth/login", { form: { login: SEAT, password: "Demo@2026", redirectTo } });
      expect(res.status, redirectTo).toBe(302);
      const location = res.headers.get("location")!;
      expect(location, redirectTo).toBe("/search");
      expect(landsOn(location).origin).toBe(ORIGIN);
      expect(cookieFrom(res)).not.toBeNull();
    }
  });

  test("'Log out the other device' with a dot-segment redirectTo lands on this site too", async () => {
    for (const redirectTo of ESCAPES) {
      await endSessions();
      expect((await loginUser(SEAT)).res.status).toBe(302);
      const refused = await req("/auth/login", { form: { login: SEAT, password: "Demo@2026", redirectTo } });
      expect(refused.status).toBe(409);
      const token = (await refused.text()).match(/name="takeover" value="([^"]+)"/)![1];
      const took = await req("/auth/login", { form: { intent: "takeover", takeover: token, redirectTo } });
      expect(took.status, redirectTo).toBe(302);
      expect(took.headers.get("location"), redirectTo).toBe("/search");
      expect(cookieFrom(took)).not.toBeNull();
      // The takeover itself still happened: one live session, the new one.
      expect(await liveSessions()).toBe(1);
    }
  });

  test("a same-origin redirectTo with dot segments is kept, normalised", async () => {
    const res = await req("/auth/login", { form: { login: SEAT, password: "Demo@2026", redirectTo: "/a/../library?x=1#top" } });
    expect(res.headers.get("location")).toBe("/library?x=1#top");
  });
});

describe("item 8: login with an empty password", () => {
  beforeEach(endSessions);

  test("is refused with the password's own message drawn beside the field, and no session", async () => {
    const res = await req("/auth/login", { form: { login: SEAT, password: "" } });
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(page).toContain(html(messages.passwordRequired));
    expect(await liveSessions()).toBe(0);
  });
});

/** A body of `total` bytes made as it is pulled, counting what the Worker actually read. */
function endlessBody(total: number, head = "") {
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  const counter = { pulled: 0 };
  let sentHead = !head;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (!sentHead) {
        sentHead = true;
        controller.enqueue(new TextEncoder().encode(head));
        return;
      }
      if (counter.pulled >= total) return controller.close();
      counter.pulled += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { stream, counter };
}

const MB = 1024 * 1024;

describe("item 10: every body is counted as it streams and cut off at its route's limit", () => {
  let bearer: string;
  let cookie: string;
  beforeAll(async () => {
    await endSessions();
    const sub = await loginUser("subscriber@sar.example.com");
    cookie = sub.cookie!;
    bearer = `Bearer ${decodeURIComponent(cookie.split("=")[1])}`;
  });

  const post = (path: string, body: ReadableStream<Uint8Array>, headers: Record<string, string>) =>
    SELF.fetch(`${ORIGIN}${path}`, { method: "POST", headers: { host: "127.0.0.1:8787", ...headers }, body, redirect: "manual" });

  test("an unsigned 64 MB chunked webhook is refused with 413 after about 256 KB, before its signature is checked", async () => {
    const events = await one<{ n: number }>("select count(*) n from webhook_events");
    const { stream, counter } = endlessBody(64 * MB, '{"event":"payment.captured","payload":"');
    const res = await post("/webhooks/razorpay", stream, { "content-type": "application/json", "x-razorpay-signature": "0".repeat(64) });
    expect(res.status).toBe(413);
    expect(counter.pulled).toBeLessThan(2 * MB);
    expect(await one("select count(*) n from webhook_events")).toEqual(events);
  });

  test("the JSON search API refuses a 64 MB chunked body with 413 after about 64 KB; without a session, with 401 before reading it", async () => {
    // Who is calling is settled before a byte of the body is read (decision 100): no session, no reading.
    for (const [auth, status] of [[{ authorization: bearer }, 413], [{} as Record<string, string>, 200]] as const) {
      const { stream, counter } = endlessBody(64 * MB, '{"searchType":"WordSearch","wordSearchData":{"wordSearchText":"');
      const res = await post("/v1/api/user/dashboardSearch?pageNumber=1", stream, { "content-type": "application/json", ...auth });
      expect(res.status).toBe(status);
      expect(((await res.json()) as { responseStatus: { statusCode: string } }).responseStatus.statusCode).not.toBe("0");
      expect(counter.pulled).toBeLessThan(2 * MB);
    }
  });

  test("the Find Precedents API refuses a 64 MB chunked body with 413 after about 1 MB", async () => {
    const { stream, counter } = endlessBody(64 * MB, '{"text":"');
    const res = await post("/v1/api/user/findPrecedents", stream, { "content-type": "application/json", authorization: bearer });
    expect(res.status).toBe(413);
    expect(counter.pulled).toBeLessThan(3 * MB);
  });

  test("a form page other than the uploads takes at most 1 MB: a 64 MB chunked login or Find Precedents form gets 413", async () => {
    for (const path of ["/auth/login", "/search?mode=precedents"]) {
      const { stream, counter } = endlessBody(64 * MB, "text=");
      const res = await post(path, stream, { origin: ORIGIN, cookie, "content-type": "application/x-www-form-urlencoded" });
      expect(res.status, path).toBe(413);
      expect(counter.pulled, path).toBeLessThan(3 * MB);
    }
    // The first refused form of a run takes ~2 s in workerd (Remix's error path warming up).
  }, 20_000);

  test("bodies within the limits still answer as before", async () => {
    const res = await SELF.fetch(`${ORIGIN}/v1/api/user/dashboardSearch?pageNumber=1`, {
      method: "POST",
      headers: { authorization: bearer, "content-type": "application/json" },
      body: JSON.stringify({ searchType: "WordSearch", wordSearchData: { wordSearchText: "appeal", wordSearchSection: "Both", wordSearchMethod: "Free" } }),
    });
    expect(res.status).toBe(200);
    const bad = await SELF.fetch(`${ORIGIN}/webhooks/razorpay`, { method: "POST", headers: { "content-type": "application/json", "x-razorpay-signature": "0".repeat(64) }, body: "{}" });
    expect(bad.status).toBe(400);
  });
});

describe("item 6: citation search reads the journals master's flags", () => {
  const J6_2018 = 9221, J6_2019 = 9222, J3_2015 = 9223;
  let cookie: string;
  beforeAll(async () => {
    const db = createDb(env.DB);
    const base = { respondent: "State", judgementOrder: "<p>supplement</p>", courtId: 1, courtBranchId: 34, caseCategoryId: 4, decidedDay: 1, decidedMonth: 1 };
    // As the case form saves them: journal 6 is flagged volume-disabled, so its citations carry no volume.
    await saveCase(db, { ...base, docId: J6_2018, appellant: "Supplement Eighteen", decidedYear: 2018, citations: [{ raw: "2018 Supp (2) SAR 77", journalId: 6, year: 2018, pageNumber: "77" }] }, { actorId: null, now: new Date() });
    await saveCase(db, { ...base, docId: J6_2019, appellant: "Supplement Nineteen", decidedYear: 2019, citations: [{ raw: "2019 Supp (2) SAR 88", journalId: 6, year: 2019, pageNumber: "88" }] }, { actorId: null, now: new Date() });
    await saveCase(db, { ...base, docId: J3_2015, appellant: "Civil Supplement Fifteen", decidedYear: 2015, citations: [{ raw: "2015 Supp (1) SAR 99", journalId: 3, year: 2015, volume: "2", pageNumber: "99" }] }, { actorId: null, now: new Date() });
    await endSessions();
    cookie = (await loginUser("subscriber@sar.example.com")).cookie!;
  });
  const page = async (qs: string) => (await req(`/search?${qs}`, { cookie })).text();
  /** The Volume box as the page draws it for that journal and year. */
  const volumeBox = async (qs: string) => (await page(`mode=citation&${qs}`)).match(/<input[^>]*name="volume"[^>]*>/)![0];

  test("SAR Criminal Supplement (journal 6) is found for 2018 and 2019 by year and page, even with a volume sent", async () => {
    const found = await page("mode=citation&run=1&journal=6&cyear=2018&cpage=77");
    expect(found).not.toContain(searchMessages.mandatory);
    expect(found).toContain("Supplement Eighteen");
    expect(await page("mode=citation&run=1&journal=6&cyear=2019&cpage=88&volume=3")).toContain("Supplement Nineteen");
  });

  test("the legacy API finds journal 6 of 2018 too", async () => {
    const res = await SELF.fetch(`${ORIGIN}/v1/api/user/dashboardSearch?pageNumber=1`, {
      method: "POST",
      headers: { authorization: `Bearer ${decodeURIComponent(cookie.split("=")[1])}`, "content-type": "application/json" },
      body: JSON.stringify({ searchType: "CitationSearchType", citationSearchJournal: 6, citationSearchYear: 2018, citationSearchPageNumber: "77", citationSearchVolume: "none" }),
    });
    expect(res.status).toBe(200);
    const json = (await res.json()) as { responseData: { ojectList: { docId: number }[] } };
    expect(json.responseData.ojectList.map((i) => i.docId)).toEqual([J6_2018]);
  });

  test("Volume is disabled by journal and by year: journal 6 always; the civil supplement outside 2018–2019; required in them", async () => {
    expect(await volumeBox("journal=6&cyear=2018")).toMatch(/disabled/);
    expect(await volumeBox("journal=3&cyear=2015")).toMatch(/disabled/);
    expect(await volumeBox("journal=3&cyear=2018")).toMatch(/aria-required="true"/);
    expect(await volumeBox("journal=3&cyear=2018")).not.toMatch(/disabled/);
    expect(await volumeBox("journal=7&cyear=2015")).not.toMatch(/disabled/);
    // A volume sent anyway where the box is disabled is not searched (it cannot be typed there).
    expect(await page("mode=citation&run=1&journal=3&cyear=2015&cpage=99&volume=7")).toContain("Civil Supplement Fifteen");
    expect(await page("mode=citation&run=1&journal=3&cyear=2018&cpage=5")).toContain(searchMessages.mandatory);
  });

  test("the rules follow the master's flags, not journal ids: flag All India Reporter (8) volume-disabled and its box is disabled", async () => {
    expect(await volumeBox("journal=8&cyear=2015")).not.toMatch(/disabled/);
    await env.DB.prepare("update journals set volume_disabled = 1 where id = 8").run();
    try {
      expect(await volumeBox("journal=8&cyear=2015")).toMatch(/disabled/);
    } finally {
      await env.DB.prepare("update journals set volume_disabled = 0 where id = 8").run();
    }
    // And a journal flagged neutral is the Neutral Search entry.
    expect(await page("mode=citation&run=1&journal=10")).toContain(searchMessages.selectNeutral);
  });
});

describe("item 3: one limit for a text query (2,000 characters), page and API alike", () => {
  let cookie: string;
  beforeAll(async () => {
    await endSessions();
    cookie = (await loginUser("subscriber@sar.example.com")).cookie!;
  });
  const sentence = "The appellant contended that the dying declaration was recorded without a magistrate present. ";
  const textOf = (n: number) => sentence.repeat(Math.ceil(n / sentence.length)).slice(0, n).trim();
  const page = async (params: Record<string, string>) => (await req(`/search?${new URLSearchParams({ run: "1", ...params })}`, { cookie })).text();
  const api = async (body: unknown) => {
    const res = await SELF.fetch(`${ORIGIN}/v1/api/user/dashboardSearch?pageNumber=1`, {
      method: "POST",
      headers: { authorization: `Bearer ${decodeURIComponent(cookie.split("=")[1])}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return { status: res.status, json: (await res.json()) as { responseStatus: Record<string, string>; responseData: { message?: string } } };
  };
  const offer = (text: string) => html(searchNotices.textTooLong(text.length, TEXT_QUERY_MAX));

  test("the word box says the limit in its hint and no longer cuts text at 500 characters", async () => {
    const form = await page({ mode: "word", run: "0" });
    expect(form).toContain(html(searchNotices.textHint(TEXT_QUERY_MAX)));
    expect(form.match(/<input[^>]*name="text"[^>]*>/)![0]).not.toMatch(/maxLength|maxlength/);
  });

  test("a text within the limit is searched on the page and by the API", async () => {
    const text = textOf(TEXT_QUERY_MAX);
    expect(text.length).toBe(TEXT_QUERY_MAX);
    const got = await page({ mode: "word", text, method: "free" });
    expect(got).toContain("Search Result");
    expect(got).not.toContain(searchNotices.textTooLongButton);
    const { status } = await api({ searchType: "WordSearch", wordSearchData: { wordSearchText: text, wordSearchSection: "Both", wordSearchMethod: "Free" } });
    expect(status).toBe(200);
  });

  test("a longer text gets the same message from page and API, and the page offers Find Precedents with the whole text", async () => {
    const text = textOf(3500);
    const cases: Record<string, string>[] = [{ mode: "word", text }, { mode: "main", judgement: text }, { mode: "main", appellant: "x", headnote: text }, { mode: "quick", q: text }];
    for (const params of cases) {
      const got = await page(params);
      expect(got, params.mode).toContain(offer(text));
      expect(got).not.toContain("Search Result");
      const form = got.match(/<form[^>]*action="\/search\?mode=precedents"[^>]*>[\s\S]*?<\/form>/)![0];
      expect(form).toContain(`value="${html(text)}"`);
      expect(form).toContain(searchNotices.textTooLongButton);
    }
    for (const body of [
      { searchType: "WordSearch", wordSearchData: { wordSearchText: text, wordSearchSection: "Both", wordSearchMethod: "Exact" } },
      { searchType: "MainSearchType", mainSearchJudgement: text },
      { searchType: "QuickSearch", dashboardSearchValue: text },
    ]) {
      const { status, json } = await api(body);
      expect(status).toBe(200);
      expect(json.responseStatus.statusCode).toBe("1");
      expect(json.responseData.message).toBe(searchNotices.textTooLong(text.length, TEXT_QUERY_MAX));
      expect(json.responseStatus.findPrecedents).toBe("/v1/api/user/findPrecedents");
    }
  });

  test("the offer's form runs Find Precedents on the text", async () => {
    const res = await req("/search?mode=precedents", { cookie, form: { text: textOf(3500) } });
    expect(res.status).toBe(200);
    const got = await res.text();
    expect(got).toContain("Precedents");
    expect(got).toContain("dying declaration");
  });
});

describe("item 8: the letter and the sorts keep the current page; the footer's links are settings", () => {
  let cookie: string;
  beforeAll(async () => {
    await endSessions();
    cookie = (await loginUser("subscriber@sar.example.com")).cookie!;
  });
  const hrefs = (page: string, label: string) =>
    [...page.matchAll(/<a[^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].filter((m) => m[2] === label).map((m) => m[1].replace(/&amp;/g, "&"));

  test("on page 2, A–Z, Oldest/Newest, A/Z and Best match link to page 2 of the re-run search", async () => {
    const page = await (await req("/search?mode=quick&run=1&q=state&page=2", { cookie })).text();
    for (const label of ["R", "Oldest", "Newest", "Z", "Best match"]) {
      const links = hrefs(page, label).filter((h) => h.startsWith("/search?"));
      expect(links.length, label).toBeGreaterThan(0);
      for (const h of links) expect(new URLSearchParams(h.split("?")[1]).get("page"), `${label} ${h}`).toBe("2");
    }
  });

  test("a kept page past the end of the new list shows its last page instead of an empty one", async () => {
    const res = await req("/search?mode=quick&run=1&q=state&letter=R&page=400", { cookie });
    expect(res.status).toBe(302);
    const to = new URLSearchParams(res.headers.get("location")!.split("?")[1]);
    expect(Number(to.get("page"))).toBeLessThan(400);
    expect(to.get("letter")).toBe("R");
    const last = await (await req(`/search?${to.toString()}`, { cookie })).text();
    expect(last).not.toContain(searchMessages.noResult);
  });

  test("the footer's About Us and app store links come from the settings' defaults", async () => {
    const page = await (await req("/")).text();
    expect(hrefs(page, "About Us")).toEqual([DEFAULT_ABOUT_US_URL]);
    expect(page).toContain(`href="${html(DEFAULT_APP_STORE_URL)}"`);
    expect(page).not.toContain("sar-online.example");
    expect(page).not.toContain("example.sar.online");
  });
});
