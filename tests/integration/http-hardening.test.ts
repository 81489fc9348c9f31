import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, test } from "vitest";
import { caseMessages, messages, requestMessages as formMessages } from "../../app/utils/copy";
import { caseOne, html as esc, loginUser, one, ORIGIN, req, seed } from "./helpers";

let subscriber: string | null;

beforeAll(async () => {
  await seed();
  subscriber = (await loginUser("subscriber@sar.example.com")).cookie;
});

const SUBSCRIBER_ID = 4;
/** A case with counsel, a petitioner and files in the demo seed. */
const RICH = 1061;

describe("request bodies", () => {
  test("a chunked upload larger than the picture limit is refused with 413 before it is read whole, and nothing is stored", async () => {
    const encoder = new TextEncoder();
    const head = encoder.encode('--XyZ\r\nContent-Disposition: form-data; name="profilePicture"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\n');
    const chunk = new Uint8Array(64 * 1024);
    const total = 48 * 1024 * 1024;
    let pulled = 0;
    let started = false;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (!started) {
          started = true;
          controller.enqueue(head);
          return;
        }
        if (pulled >= total) {
          controller.enqueue(encoder.encode("\r\n--XyZ--\r\n"));
          controller.close();
          return;
        }
        pulled += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const res = await SELF.fetch(`${ORIGIN}/dashboard`, {
      method: "POST",
      headers: { origin: ORIGIN, host: "127.0.0.1:8787", cookie: subscriber!, "content-type": "multipart/form-data; boundary=XyZ" },
      body,
      redirect: "manual",
    });
    expect(res.status).toBe(413);
    expect(await res.text()).toContain(messages.imageTooLarge);
    // Refused after about the limit, far from the whole body.
    expect(pulled).toBeLessThan(8 * 1024 * 1024);
    expect(await one("select profile_picture_key k from users where id = ?", SUBSCRIBER_ID)).toEqual({ k: null });
    expect((await env.FILES.list({ prefix: `profiles/${SUBSCRIBER_ID}/` })).objects).toHaveLength(0);
  });

  test("a declared Content-Length over the route's limit is refused at once with 413", async () => {
    const form = new FormData();
    form.append("profilePicture", new File([new Uint8Array(3 * 1024 * 1024)], "big.png", { type: "image/png" }));
    const res = await req("/dashboard", { cookie: subscriber, form });
    expect(res.status).toBe(413);
    expect(await res.text()).toContain(messages.imageTooLarge);
  });

  test("a malformed multipart body gets 400, not 500, on the upload and on any other form action", async () => {
    for (const path of ["/dashboard", "/auth/login", "/library"]) {
      const bad = await SELF.fetch(`${ORIGIN}${path}`, {
        method: "POST",
        headers: { origin: ORIGIN, host: "127.0.0.1:8787", cookie: subscriber!, "content-type": "multipart/form-data; boundary=XyZ" },
        body: "--XyZ\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nno closing boundary",
        redirect: "manual",
      });
      expect(bad.status, path).toBe(400);
      expect(await bad.text(), path).toContain(formMessages.malformed);
    }
    expect(await one("select profile_picture_key k from users where id = ?", SUBSCRIBER_ID)).toEqual({ k: null });
  });

  test("JSON sent to a form action gets 400, not 500", async () => {
    for (const path of ["/dashboard", "/auth/login", "/auth/forgot"]) {
      const res = await SELF.fetch(`${ORIGIN}${path}`, {
        method: "POST",
        headers: { origin: ORIGIN, host: "127.0.0.1:8787", cookie: subscriber!, "content-type": "application/json" },
        body: JSON.stringify({ login: "subscriber@sar.example.com", password: "x" }),
        redirect: "manual",
      });
      expect(res.status, path).toBe(400);
      expect(await res.text(), path).toContain(formMessages.notAForm);
    }
    // The same through Remix's data endpoint (a fetcher's submission).
    const data = await SELF.fetch(`${ORIGIN}/dashboard.data`, {
      method: "POST",
      headers: { origin: ORIGIN, host: "127.0.0.1:8787", cookie: subscriber!, "content-type": "application/json" },
      body: "{}",
    });
    expect(data.status).toBe(400);
  });

  test("a picture within the limit is still stored", async () => {
    const bytes = new Uint8Array(200);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const form = new FormData();
    form.append("profilePicture", new File([bytes], "me.png", { type: "image/png" }));
    const res = await req("/dashboard", { cookie: subscriber, form });
    expect(res.status).toBe(200);
    const key = (await one<{ k: string }>("select profile_picture_key k from users where id = ?", SUBSCRIBER_ID))!.k;
    expect(key).toMatch(/^profiles\/4\//);
    expect(await env.FILES.head(key)).not.toBeNull();
  });
});

describe("the legacy search API", () => {
  const search = (body: unknown) =>
    SELF.fetch(`${ORIGIN}/v1/api/user/dashboardSearch?pageNumber=1&perPageLimit=10`, {
      method: "POST",
      headers: { authorization: `Bearer ${subscriber!.split("=")[1]}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  test("malformed JSON bodies get the envelope's refusal (HTTP 200, statusCode '1', decision 115), never 500", async () => {
    const bodies = [
      { searchType: "StatueSearch", searchData: "x" },
      { searchType: "StatueSearch", searchData: [null, 1, "a"] },
      { searchType: "StatueSearch", searchData: { length: 1e9 } },
      { searchType: "WordSearch", wordSearchData: { wordSearchText: { toString: 1 } } },
      { searchType: "QuickSearch", dashboardSearchValue: { toString: 1 } },
      [null, 1, "a"],
      "x",
    ];
    for (const body of bodies) {
      const res = await search(body);
      expect(res.status, JSON.stringify(body)).toBe(200);
      const json = (await res.json()) as { responseStatus: { statusCode: string }; responseData: { message: string } };
      expect(json.responseStatus.statusCode).toBe("1");
      expect(json.responseData.message).toBeTruthy();
    }
    const broken = await SELF.fetch(`${ORIGIN}/v1/api/user/dashboardSearch`, {
      method: "POST",
      headers: { authorization: `Bearer ${subscriber!.split("=")[1]}`, "content-type": "application/json" },
      body: "{not json",
    });
    expect(broken.status).toBe(200);
    expect(((await broken.json()) as { responseStatus: { statusCode: string } }).responseStatus.statusCode).toBe("1");
  });

  test("a well-formed statute and word search still answer", async () => {
    const statute = await search({ searchType: "StatueSearch", searchData: [{ actName: "Constitution of India", article: "21" }] });
    expect(statute.status).toBe(200);
    const word = await search({ searchType: "WordSearch", wordSearchData: { wordSearchText: "appeal", wordSearchSection: "Both", wordSearchMethod: "Free" } });
    expect(word.status).toBe(200);
    expect(((await word.json()) as { responseStatus: { statusCode: string } }).responseStatus.statusCode).toBe("0");
  });
});

describe("cross-site requests", () => {
  test("a cross-site form POST without cookies is refused with 403, not Remix's 500", async () => {
    for (const origin of ["https://evil.example", "null"]) {
      const res = await SELF.fetch(`${ORIGIN}/auth/login`, {
        method: "POST",
        headers: { origin, host: "127.0.0.1:8787", "content-type": "application/x-www-form-urlencoded" },
        body: "login=subscriber%40sar.example.com&password=Demo%402026",
        redirect: "manual",
      });
      expect(res.status, origin).toBe(403);
      expect(res.headers.get("set-cookie")).toBeNull();
    }
    const sessions = await one<{ n: number }>("select count(*) n from sessions where user_id = ? and ended_at is null", SUBSCRIBER_ID);
    expect(sessions!.n).toBe(1);
  });
});

describe("headers", () => {
  test("a session page and its .data carry HSTS and Cache-Control: private, no-store", async () => {
    for (const path of ["/dashboard", "/dashboard.data", "/search", "/"]) {
      const res = await req(path, { cookie: subscriber });
      expect(res.status, path).toBe(200);
      expect(res.headers.get("strict-transport-security"), path).toMatch(/max-age=\d{7,}/);
      expect(res.headers.get("cache-control"), path).toBe("private, no-store");
      await res.text();
    }
    // The login answer that sets the session cookie is not stored either.
    const login = await req("/auth/login", { form: { login: "chambers@sar.example.com", password: "Demo@2026" } });
    expect(login.headers.get("set-cookie")).toBeTruthy();
    expect(login.headers.get("cache-control")).toBe("private, no-store");
    // A visitor's guest page keeps its public caching, with HSTS.
    const guest = await SELF.fetch(`${ORIGIN}/guestCase/1003`);
    expect(guest.headers.get("cache-control")).toContain("public");
    expect(guest.headers.get("strict-transport-security")).toBeTruthy();
    await guest.text();
  });

  test("the CSP has no 'unsafe-inline' for scripts, and every inline script carries the response's nonce", async () => {
    for (const path of ["/", "/dashboard", `/guestCase/${RICH}`]) {
      const res = await req(path, { cookie: path === "/dashboard" ? subscriber : null });
      const csp = res.headers.get("content-security-policy")!;
      const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src"))!;
      expect(scriptSrc, path).not.toContain("'unsafe-inline'");
      const nonce = scriptSrc.match(/'nonce-([A-Za-z0-9+/=_-]+)'/)?.[1];
      expect(nonce, path).toBeTruthy();
      const page = await res.text();
      const scripts = [...page.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]);
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const attrs of scripts) {
        if (/\bsrc=/.test(attrs)) continue;
        expect(attrs, path).toContain(`nonce="${nonce}"`);
      }
    }
    // A fresh nonce per response.
    const a = (await req("/")).headers.get("content-security-policy");
    const b = (await req("/")).headers.get("content-security-policy");
    expect(a).not.toBe(b);
  });
});

describe("the guest projection", () => {
  test("/mobileCase without a session shows no counsel, petitioner or file list, as /guestCase", async () => {
    // RICH is a High Court case: its row is in its shard (decision 127).
    const c = await caseOne<{ a: string; r: string; p: string | null; x: string | null }>(
      RICH,
      "select advocate_for_appellant a, advocate_for_respondent r, petitioner_name p, extra_counsel_details x from cases where doc_id = ?",
      RICH,
    );
    expect(c!.a).toBeTruthy();
    const files = await one<{ n: number }>("select count(*) n from case_files where doc_id = 1001");
    expect(files!.n).toBeGreaterThan(0);
    for (const path of [`/mobileCase?docId=${RICH}`, `/guestCase/${RICH}`]) {
      const page = await (await req(path)).text();
      for (const secret of [c!.a, c!.r, c!.p, c!.x].filter((v): v is string => Boolean(v))) {
        expect(page, `${path}: ${secret}`).not.toContain(secret);
        expect(page, `${path}: ${secret}`).not.toContain(esc(secret));
      }
      expect(page, path).toContain(esc(caseMessages.subscribe));
    }
    for (const path of ["/mobileCase?docId=1001", "/guestCase/1001"]) {
      const page = await (await req(path)).text();
      expect(page, path).not.toMatch(/"(civil|cri|mat|acc)"/);
      expect(page, path).not.toContain("/pdf/1001/");
    }
  });

  test("a logged-in reader of the guest page is offered the full case instead of Login", async () => {
    const page = await (await req(`/guestCase/${RICH}`, { cookie: subscriber })).text();
    expect(page).toContain(`href="/viewCase/${RICH}"`);
    expect(page).toContain("Read the full case");
    expect(page).not.toContain('href="?modal=login"');
    expect(page).not.toContain('href="/guestCase/' + RICH + '?modal=login"');
    const visitor = await (await SELF.fetch(`${ORIGIN}/guestCase/${RICH}`)).text();
    expect(visitor).toContain(">Login<");
    expect(visitor).not.toContain("Read the full case");
  });

  test("/mobileCase with no or a bad id says the case was not found, with 404", async () => {
    for (const path of ["/mobileCase", "/mobileCase?docId=", "/mobileCase?docId=abc", "/mobileCase?docId=999999"]) {
      const res = await req(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toContain(esc(caseMessages.notFound));
    }
  });
});
