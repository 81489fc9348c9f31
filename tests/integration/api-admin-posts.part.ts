import { env } from "cloudflare:test";
import { afterAll, beforeAll, expect, test } from "vitest";
import { adminMessages, postMessages } from "../../app/utils/copy";
import { apiSignin, call } from "./api-helpers";
import { one, seed } from "./helpers";

/**
 * Posts through the published API (issue 23, back-office §3 Post, §5, §7): getPostList, makePost,
 * PUT updatePost and DELETE deletePost/{id} on the posts page's own schema and service — the same
 * messages, the same sanitiser, the Super Admin's section.
 */
beforeAll(seed);
afterAll(async () => {
  // This file's own posts (soft-deleted ones too) leave the shared data as it was.
  await env.DB.prepare("delete from posts where heading like 'Api post%'").run();
});

const staff = async (who: "superadmin" | "admin" | "dataentry") => (await apiSignin(`${who}@sar.example.com`, "Demo@2026", "admin")).token!;
const liveCount = async () => (await one<{ n: number }>("select count(*) n from posts where deleted_at is null"))!.n;
const aCase = async () => (await one<{ doc_id: number }>("select doc_id from cases where deleted_at is null order by doc_id limit 1"))!.doc_id;

test("makePost: stored with its case, every tag removed by the page's sanitiser ('Post created successfully !'); the form's messages; only the Super Admin", async () => {
  const token = await staff("superadmin");
  const saId = (await one<{ id: number }>("select id from users where email = 'superadmin@sar.example.com'"))!.id;
  const docId = await aCase();
  const r = await call("POST", "/admin/makePost", {
    token,
    body: { linkedDocId: docId, postHeading: "<i>Api post</i> one", postBody: "<b>Bold</b> words<script>alert(1)</script> <img src=x onerror=alert(2)>here" },
  });
  expect(r.status, JSON.stringify(r.json)).toBe(200);
  expect(r.json.responseData).toEqual({ id: expect.any(Number), message: postMessages.created, responseMsg: postMessages.created });
  const row = await one<Record<string, unknown>>("select heading, body, linked_doc_id, created_by, deleted_at from posts where id = ?", r.json.responseData.id);
  expect(row).toEqual({ heading: "Api post one", body: "Bold words here", linked_doc_id: docId, created_by: saId, deleted_at: null });

  const before = await liveCount();
  const refusals: [Record<string, unknown>, string, string][] = [
    [{ linkedDocId: docId, postBody: "b" }, "postHeading", postMessages.required],
    [{ linkedDocId: docId, postHeading: "Api post h", postBody: "<script>only</script>" }, "postBody", postMessages.required],
    [{ postHeading: "Api post h", postBody: "b" }, "linkedDocId", postMessages.required],
    [{ linkedDocId: 999999994, postHeading: "Api post h", postBody: "b" }, "linkedDocId", postMessages.caseMissing],
    [{ linkedDocId: docId, postHeading: "Api post " + "h".repeat(150), postBody: "b" }, "postHeading", postMessages.headingLong],
  ];
  for (const [body, field, message] of refusals) {
    const x = await call("POST", "/admin/makePost", { token, body });
    expect(x.status, field).toBe(400);
    expect(x.json.responseStatus.statusCode).toBe("1");
    expect(x.json.responseData, field).toMatchObject({ message, field });
  }
  expect(await liveCount()).toBe(before);

  // The page's section: Admin and Data Entry Operator are refused, a subscriber's session is not staff.
  for (const who of ["admin", "dataentry"] as const) {
    const x = await call("POST", "/admin/makePost", { token: await staff(who), body: { linkedDocId: docId, postHeading: "Api post no", postBody: "b" } });
    expect(x.status, who).toBe(403);
  }
  const sub = await apiSignin("subscriber@sar.example.com");
  expect((await call("POST", "/admin/makePost", { token: sub.token!, body: {} })).json.responseStatus.errorCode).toBe("106");
  await call("GET", "/user/logout", { token: sub.token! });
  expect(await liveCount()).toBe(before);
});

test("getPostList: id, head, body, linkedDocId under both list spellings, newest first; the GET form; the page's search; empty is 'No Staff found.'", async () => {
  const token = await staff("superadmin");
  const docId = await aCase();
  const made = await call("POST", "/admin/makePost", { token, body: { linkedDocId: String(docId), postHeading: "Api post listed", postBody: "A body longer than twenty characters" } });
  const id = made.json.responseData.id as number;
  const r = await call("POST", "/admin/getPostList?pageNumber=1", { token, body: { staffRole: 3 } });
  expect(r.status).toBe(200);
  const d = r.json.responseData as { ojectList: Record<string, unknown>[]; objectList: unknown[]; totalNumberOfPagesAsPerGivenPageLimit: number };
  expect(d.objectList).toEqual(d.ojectList);
  expect(d.ojectList[0]).toEqual({ id, head: "Api post listed", body: "A body longer than twenty characters", linkedDocId: docId });
  expect(d.totalNumberOfPagesAsPerGivenPageLimit).toBeGreaterThanOrEqual(1);
  const viaGet = await call("GET", "/admin/getPostList");
  expect(viaGet.json.responseStatus.errorCode).toBe("106");
  const got = await call("GET", "/admin/getPostList?pageNumber=1", { token });
  expect((got.json.responseData.ojectList as { id: number }[])[0].id).toBe(id);
  const found = await call("POST", "/admin/getPostList?pageNumber=1", { token, body: { searchValue: "Api post listed" } });
  expect((found.json.responseData.ojectList as { id: number }[]).map((p) => p.id)).toEqual([id]);
  const none = await call("POST", "/admin/getPostList?pageNumber=1", { token, body: { searchValue: "zzqq no such post" } });
  expect(none.status).toBe(404);
  expect(none.json.responseData.message).toBe(postMessages.empty);
  expect((await call("POST", "/admin/getPostList?pageNumber=0", { token, body: {} })).status).toBe(400);
});

test("PUT updatePost changes the post in D1 ('Post updated successfully !'); DELETE deletePost/{id} soft-deletes it ('Successfully Deleted'); unknown ids are refused", async () => {
  const token = await staff("superadmin");
  const docId = await aCase();
  const id = (await call("POST", "/admin/makePost", { token, body: { linkedDocId: docId, postHeading: "Api post to change", postBody: "Old body" } })).json.responseData.id as number;

  const up = await call("PUT", "/admin/updatePost", { token, body: { id, linkedDocId: docId, heading: "Api post changed <u>now</u>", body: "New body" } });
  expect(up.status, JSON.stringify(up.json)).toBe(200);
  expect(up.json.responseData).toEqual({ id, message: postMessages.updated, responseMsg: postMessages.updated });
  expect(await one("select heading, body from posts where id = ?", id)).toEqual({ heading: "Api post changed now", body: "New body" });
  const bad = await call("PUT", "/admin/updatePost", { token, body: { id, linkedDocId: docId, heading: "", body: "x" } });
  expect(bad.json.responseData).toMatchObject({ field: "heading", message: postMessages.required });
  const unknown = await call("PUT", "/admin/updatePost", { token, body: { id: 999999995, linkedDocId: docId, heading: "Api post x", body: "x" } });
  expect(unknown.status).toBe(404);
  expect((await call("POST", "/admin/updatePost", { token, body: {} })).status).toBe(405);
  expect(await one("select heading, body from posts where id = ?", id)).toEqual({ heading: "Api post changed now", body: "New body" });

  const del = await call("DELETE", `/admin/deletePost/${id}`, { token });
  expect(del.status).toBe(200);
  expect(del.json.responseData.message).toBe(adminMessages.deleted);
  expect((await one<{ deleted_at: string | null }>("select deleted_at from posts where id = ?", id))!.deleted_at).not.toBeNull();
  const again = await call("DELETE", `/admin/deletePost/${id}`, { token });
  expect(again.status).toBe(404);
  expect(again.json.responseData.message).toBe(adminMessages.deleteFailed);
  expect((await call("DELETE", "/admin/deletePost/abc", { token })).status).toBe(400);
  expect((await call("DELETE", `/admin/deletePost/${id}`, { token: await staff("admin") })).status).toBe(403);
});
