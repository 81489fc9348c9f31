import { createExecutionContext, createMessageBatch, env, getQueueResult, SELF } from "cloudflare:test";
import { beforeAll, expect, inject, test } from "vitest";
import type { JobMessage } from "../../app/utils/env.server";
import jobs from "../../workers/jobs";
import { all, eventually, html, loginStaff, one, ORIGIN, req, seed } from "./helpers";

/**
 * Issue 14 item 11: bulk import from the back office. The file is built at test time from the
 * first lines of ../shared/data/judgments-sample.jsonl (global-setup reads them; never copied).
 */
const cookies = { superAdmin: "", admin: "", deo: "" };

beforeAll(async () => {
  await seed();
  cookies.superAdmin = (await loginStaff("superadmin@sar.example.com")).cookie!;
  cookies.admin = (await loginStaff("admin@sar.example.com")).cookie!;
  cookies.deo = (await loginStaff("dataentry@sar.example.com")).cookie!;
  for (const [who, c] of Object.entries(cookies)) expect(c, who).toBeTruthy();
});

type ImportRow = {
  id: number;
  status: string;
  next_offset: number;
  next_line: number;
  lines_read: number;
  imported: number;
  updated: number;
  unchanged: number;
  rejected: number;
  size: number;
  r2_key: string;
  file_name: string;
};

const importRow = (id: number) => one<ImportRow>("select * from bulk_imports where id = ?", id);
const caseCount = async () => (await one<{ n: number }>("select count(*) n from cases"))!.n;
const rejections = (id: number) => all<{ line: number; reason: string }>("select line, reason from bulk_import_rejections where import_id = ? order by line", id);

/** The page's upload with JavaScript: the file is the body. */
function upload(body: BodyInit, cookie: string | null, headers: Record<string, string> = {}) {
  return SELF.fetch(`${ORIGIN}/admin/import/upload`, {
    method: "POST",
    headers: { origin: ORIGIN, host: "127.0.0.1:8787", "content-type": "application/x-ndjson", "x-file-name": "judgments%20part%201.jsonl", ...(cookie ? { cookie } : {}), ...headers },
    body,
    redirect: "manual",
  });
}

const done = (id: number) => eventually(async () => ((await importRow(id))?.status === "done" ? importRow(id) : null), 30_000);

/** Delivers one bulk-import message to the jobs Worker, as the queue does. */
async function deliver(body: JobMessage, attempts: number) {
  const batch = createMessageBatch<JobMessage>("law-reporter-jobs", [{ id: `bi-${Math.random()}`, timestamp: new Date(), attempts, body }]);
  const ctx = createExecutionContext();
  await jobs.queue(batch, env, ctx);
  return getQueueResult(batch, ctx);
}

test("a Super Admin uploads JSON Lines with bad lines; the queue imports it in batches and counts every line by number", async () => {
  const sample = inject("sampleLines").slice(0, 5);
  const ids = sample.map((l) => JSON.parse(l).id as string);
  // 1-2 records, 3 not JSON, 4 a record without its text, 5 blank, then 110 blank lines so the
  // rest falls in the second batch of 100 lines, a record ending in CRLF, one record twice.
  const lines = [
    sample[0],
    sample[1],
    "this is not json",
    JSON.stringify({ id: "no-text", appellant: "A" }),
    "",
    ...Array.from({ length: 110 }, () => ""),
    `${sample[2]}\r`,
    sample[3],
    sample[4],
    sample[0],
  ];
  const file = lines.join("\n") + "\n";
  const before = await caseCount();

  const res = await upload(file, cookies.superAdmin);
  expect(res.status).toBe(200);
  const reply = (await res.json()) as { ok: boolean; id: number; next: string };
  expect(reply.ok).toBe(true);
  expect(reply.next).toBe(`/admin/import?id=${reply.id}&started=1`);

  const object = await env.FILES.get(`imports/${reply.id}.jsonl`);
  expect(await object!.text()).toBe(file);

  const row = (await done(reply.id))!;
  expect(row).toMatchObject({
    status: "done",
    file_name: "judgments part 1.jsonl",
    size: new TextEncoder().encode(file).byteLength,
    next_offset: new TextEncoder().encode(file).byteLength,
    lines_read: 8,
    imported: 5,
    updated: 0,
    unchanged: 1,
    rejected: 2,
  });
  expect(await rejections(reply.id)).toEqual([
    { line: 3, reason: expect.stringContaining("not valid JSON") },
    { line: 4, reason: expect.stringContaining("judgment_text") },
  ]);
  // The cases are in D1, once each, through the import's mapping (court 1, live).
  expect(await caseCount()).toBe(before + 5);
  for (const [i, id] of ids.entries()) {
    const c = await one<{ appellant: string; live: number; court_id: number; n: number }>(
      "select appellant, live, court_id, (select count(*) from cases where source_id = ?1) n from cases where source_id = ?1",
      id,
    );
    expect(c, id).toMatchObject({ live: 1, court_id: 1, n: 1 });
    const record = JSON.parse(sample[i]);
    if (record.appellant) expect(c!.appellant).toBe(record.appellant);
  }
  // Found by search at once: the index rows went in with the case.
  const fts = await one<{ n: number }>("select count(*) n from case_fts where rowid in (select search_key from cases where source_id in (?, ?, ?, ?, ?))", ...ids);
  expect(fts!.n).toBe(5);

  // The screen shows the progress and each rejection with its line, after a reload too.
  const page = await req(`/admin/import?id=${reply.id}`, { cookie: cookies.admin });
  expect(page.status).toBe(200);
  const text = await page.text();
  expect(text).toContain('data-status="done"');
  expect(text).toMatch(/data-count="imported">5</);
  expect(text).toMatch(/data-count="rejected">2</);
  expect(text).toContain(html("judgments part 1.jsonl"));
  expect(text).toContain("not valid JSON");
  expect(text).toMatch(/data-label="Line"[^>]*>3</);
});

test("a batch delivered again after it was counted changes nothing, and a retry after its cases went in still counts them as imported", async () => {
  const sample = inject("sampleLines").slice(5, 8);
  const file = `${sample.join("\n")}\nnot json\n`;
  const bytes = new TextEncoder().encode(file).byteLength;
  const superAdminId = (await one<{ id: number }>("select id from users where email = 'superadmin@sar.example.com'"))!.id;
  const { id } = (await one<{ id: number }>(
    "insert into bulk_imports (file_name, r2_key, size, status, created_by) values ('retry.jsonl', '', ?, 'queued', ?) returning id",
    bytes,
    superAdminId,
  ))!;
  await env.DB.prepare("update bulk_imports set r2_key = ? where id = ?").bind(`imports/${id}.jsonl`, id).run();
  await env.FILES.put(`imports/${id}.jsonl`, file);
  const first: JobMessage = { type: "bulk-import", importId: id, offset: 0, line: 1 };
  const before = await caseCount();

  expect((await deliver(first, 1)).explicitAcks).toHaveLength(1);
  const counted = await importRow(id);
  expect(counted).toMatchObject({ status: "done", lines_read: 4, imported: 3, unchanged: 0, rejected: 1 });
  expect(await caseCount()).toBe(before + 3);

  // Delivered again (at-least-once delivery, or a retry): nothing is counted or written twice.
  for (const attempts of [1, 2]) {
    expect((await deliver(first, attempts)).explicitAcks).toHaveLength(1);
    expect(await importRow(id)).toEqual(counted);
    expect(await caseCount()).toBe(before + 3);
    expect(await rejections(id)).toEqual([{ line: 4, reason: expect.stringContaining("not valid JSON") }]);
  }

  // D1 as a run leaves it when it dies after writing the batch's cases but before counting them:
  // the progress still at offset 0, the batch begun with its fresh record ids.
  await env.DB.prepare("update bulk_imports set status = 'running', next_offset = 0, next_line = 1, lines_read = 0, imported = 0, updated = 0, unchanged = 0, rejected = 0, finished_at = null where id = ?")
    .bind(id)
    .run();
  await env.DB.prepare("delete from bulk_import_rejections where import_id = ?").bind(id).run();
  await env.DB.prepare("insert into bulk_import_batches (import_id, offset, fresh_ids) values (?, 0, ?)")
    .bind(id, JSON.stringify(sample.map((l) => JSON.parse(l).id)))
    .run();
  expect((await deliver(first, 2)).explicitAcks).toHaveLength(1);
  expect(await importRow(id)).toMatchObject({ status: "done", lines_read: 4, imported: 3, unchanged: 0, rejected: 1, next_offset: bytes });
  expect(await caseCount()).toBe(before + 3);
  expect(await all("select * from bulk_import_batches where import_id = ?", id)).toEqual([]);
});

test("a file that is not JSON Lines is rejected line by line, not with a 500; an over-long line is skipped", async () => {
  const junk = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x0a, 0xff, 0xfe, 0x00, 0x01, 0x0a, 0x7b, 0x0a]);
  const long = `${"x".repeat(4 * 1024 * 1024 + 10)}\n{"id":"tiny","judgment_text":""}`;
  const body = new Uint8Array([...junk, ...new TextEncoder().encode(long)]);
  const res = await upload(body, cookies.admin, { "x-file-name": "scan.pdf" });
  expect(res.status).toBe(200);
  const { id } = (await res.json()) as { id: number };
  const row = await done(id);
  expect(row).toMatchObject({ lines_read: 5, imported: 0, rejected: 5 });
  const reasons = await rejections(id);
  expect(reasons.map((r) => r.line)).toEqual([1, 2, 3, 4, 5]);
  expect(reasons[0].reason).toContain("not valid JSON");
  expect(reasons[3].reason).toBe("line longer than 4 MB");
  expect(reasons[4].reason).toContain("judgment_text");
});

test("uploads over the cap, without a size or empty are refused with a message, and nothing is stored", async () => {
  const count = async () => (await one<{ n: number }>("select count(*) n from bulk_imports"))!.n;
  const objects = async () => (await env.FILES.list({ prefix: "imports/" })).objects.length;
  const [rows, files] = [await count(), await objects()];

  // The declared size is checked before a byte is read (the body here is a stub of 16 bytes).
  const over = await upload(new Uint8Array(16), cookies.superAdmin, { "content-length": String(100 * 1024 * 1024 + 1) });
  expect(over.status).toBe(413);
  expect(((await over.json()) as { message: string }).message).toBe("The file is larger than 100 MB. Please split it into smaller JSON Lines files.");
  const stream = new ReadableStream({
    start(c) {
      c.enqueue(new TextEncoder().encode("{}\n"));
      c.close();
    },
  });
  const chunked = await upload(stream, cookies.superAdmin);
  expect(chunked.status).toBe(411);
  const empty = await upload("", cookies.superAdmin);
  expect(empty.status).toBe(400);
  expect(((await empty.json()) as { message: string }).message).toBe("Please Select File");

  // Without JavaScript: the form; an empty file gets the message, a file over 25 MB too.
  const noFile = new FormData();
  noFile.set("file", new File([], "empty.jsonl"));
  const emptyForm = await req("/admin/import", { form: noFile, cookie: cookies.superAdmin });
  expect(emptyForm.status).toBe(400);
  expect(await emptyForm.text()).toContain("Please Select File");
  const big = new FormData();
  big.set("file", new File([new Uint8Array(25 * 1024 * 1024 + 100 * 1024)], "big.jsonl"));
  const bigForm = await req("/admin/import", { form: big, cookie: cookies.superAdmin });
  expect(bigForm.status).toBe(413);
  expect(await bigForm.text()).toContain(html("Without JavaScript a file can be at most 25 MB"));

  expect(await count()).toBe(rows);
  expect(await objects()).toBe(files);
});

test("without JavaScript the form uploads the file and the import runs", async () => {
  const form = new FormData();
  form.set("file", new File([`${inject("sampleLines")[0]}\n`], "one.jsonl", { type: "application/octet-stream" }));
  const res = await req("/admin/import", { form, cookie: cookies.admin });
  expect(res.status).toBe(302);
  const id = Number(/id=(\d+)/.exec(res.headers.get("location")!)![1]);
  expect(res.headers.get("location")).toBe(`/admin/import?id=${id}&started=1`);
  expect(await done(id)).toMatchObject({ file_name: "one.jsonl", lines_read: 1, imported: 0, unchanged: 1, rejected: 0 });
});

test("a Data Entry Operator and a visitor are refused the screen and the upload, and nothing changes", async () => {
  const count = async () => (await one<{ n: number }>("select count(*) n from bulk_imports"))!.n;
  const objects = async () => (await env.FILES.list({ prefix: "imports/" })).objects.length;
  const [rows, files, cases] = [await count(), await objects(), await caseCount()];
  const line = `${inject("sampleLines")[7]}\n`;

  const deoPage = await req("/admin/import", { cookie: cookies.deo });
  expect(deoPage.status).toBe(403);
  expect(await deoPage.text()).not.toContain("Upload and import");
  expect((await upload(line, cookies.deo)).status).toBe(403);
  const form = new FormData();
  form.set("file", new File([line], "x.jsonl"));
  expect((await req("/admin/import", { form, cookie: cookies.deo })).status).toBe(403);

  const visitorPage = await req("/admin/import");
  expect(visitorPage.status).toBe(302);
  expect(visitorPage.headers.get("location")).toBe("/admin");
  expect((await upload(line, null)).status).toBe(302);
  const visitorForm = new FormData();
  visitorForm.set("file", new File([line], "x.jsonl"));
  expect((await req("/admin/import", { form: visitorForm })).status).toBe(302);

  expect(await count()).toBe(rows);
  expect(await objects()).toBe(files);
  expect(await caseCount()).toBe(cases);

  // The menu: Super Admin and Admin have the item, the Data Entry Operator does not.
  const menuOf = async (cookie: string) => (await (await req("/admin/dashboard", { cookie })).text()).includes('href="/admin/import"');
  expect(await menuOf(cookies.superAdmin)).toBe(true);
  expect(await menuOf(cookies.admin)).toBe(true);
  expect(await menuOf(cookies.deo)).toBe(false);
  expect((await req("/admin/import", { cookie: cookies.admin })).status).toBe(200);
});

test("an import whose message was lost shows as stalled with Resume; Resume goes on from the last line counted, once", async () => {
  const sample = inject("sampleLines").slice(0, 3);
  const file = `${sample.join("\n")}\n`;
  const bytes = new TextEncoder().encode(file).byteLength;
  const firstLine = new TextEncoder().encode(`${sample[0]}\n`).byteLength;
  const adminId = (await one<{ id: number }>("select id from users where email = 'admin@sar.example.com'"))!.id;
  // Line 1 counted two minutes ago; the message for line 2 never came.
  const { id } = (await one<{ id: number }>(
    `insert into bulk_imports (file_name, r2_key, size, status, next_offset, next_line, lines_read, unchanged, created_by, updated_at)
     values ('lost.jsonl', '', ?, 'running', ?, 2, 1, 1, ?, ?) returning id`,
    bytes,
    firstLine,
    adminId,
    new Date(Date.now() - 120_000).toISOString(),
  ))!;
  await env.DB.prepare("update bulk_imports set r2_key = ? where id = ?").bind(`imports/${id}.jsonl`, id).run();
  await env.FILES.put(`imports/${id}.jsonl`, file);

  const page = await req(`/admin/import?id=${id}`, { cookie: cookies.admin });
  const text = await page.text();
  expect(text).toContain(html("No progress for over a minute"));
  expect(text).toMatch(/name="intent" value="resume"/);

  // A Data Entry Operator cannot resume it.
  expect((await req("/admin/import", { form: { intent: "resume", id: String(id) }, cookie: cookies.deo })).status).toBe(403);
  expect(await importRow(id)).toMatchObject({ status: "running", next_line: 2 });

  const resumed = await req("/admin/import", { form: { intent: "resume", id: String(id) }, cookie: cookies.admin });
  expect(resumed.status).toBe(302);
  expect(resumed.headers.get("location")).toBe(`/admin/import?id=${id}&resumed=1`);
  expect(await done(id)).toMatchObject({ lines_read: 3, unchanged: 3, imported: 0, rejected: 0, next_offset: bytes });

  // Done: nothing to resume, nothing changes.
  const again = await req("/admin/import", { form: { intent: "resume", id: String(id) }, cookie: cookies.admin });
  expect(again.status).toBe(409);
  expect(await again.text()).toContain(html("nothing to resume"));
  expect(await importRow(id)).toMatchObject({ status: "done", lines_read: 3 });
});

test("450 real judgments go in through the queue's chain of five batches, each counted once, with no help", async () => {
  // Lines 101-550 of the shared sample, fetched from the test's server (never copied).
  const text = await (await fetch(inject("sampleUrl"))).text();
  const lines = text.split("\n").slice(100, 550);
  expect(lines).toHaveLength(450);
  const file = `${lines.join("\n")}\n`;
  const before = await caseCount();

  const res = await upload(file, cookies.admin);
  expect(res.status).toBe(200);
  const { id } = (await res.json()) as { id: number };
  const row = await eventually(async () => ((await importRow(id))?.status === "done" ? importRow(id) : null), 120_000);
  expect(row).toMatchObject({ status: "done", lines_read: 450, imported: 450, updated: 0, unchanged: 0, rejected: 0, next_line: 451 });
  expect(await caseCount()).toBe(before + 450);
  // Each batch's record of fresh ids is dropped once the batch is counted.
  const batches = await one<{ n: number }>("select count(*) n from bulk_import_batches where import_id = ?", id);
  expect(batches!.n).toBe(0);
  expect((await one<{ n: number }>("select count(distinct source_id) n from cases where source_id in (select source_id from cases order by doc_id desc limit 450)"))!.n).toBe(450);
}, 180_000);
