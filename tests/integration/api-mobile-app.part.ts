import { beforeAll, expect, test } from "vitest";
import { apiSignin, call } from "./api-helpers";
import { one, seed } from "./helpers";

/**
 * The mobile app's session, end to end (issue 23 acceptance): no cookie, the `authorization`
 * header only — sign in, search, open a case, add it to the library, list the library, log out;
 * the ended session then gets errorCode '106'.
 */
beforeAll(seed);

test("sign in, search, open a case, add it to the library, list it, log out — with the authorization header only", async () => {
  const signin = await apiSignin("chambers@sar.example.com");
  expect(signin.json.responseStatus.statusCode).toBe("0");
  const token = signin.token!;
  expect(signin.res.headers.get("set-cookie")).toBeNull();

  const search = await call("POST", "/user/dashboardSearch?pageNumber=1&perPageLimit=10", { token, body: { searchType: "DashboardSearchType", dashboardSearchValue: "state" } });
  expect(search.json.responseStatus.statusCode).toBe("0");
  const first = (search.json.responseData.objectList as { docId: number }[])[0];
  expect(first.docId).toBeGreaterThan(0);

  const opened = await call("GET", `/admin/getSingleCase/${first.docId}`, { token });
  expect(opened.json.responseData).toMatchObject({ docId: first.docId, inLibrary: false });

  const added = await call("POST", "/user/addCaseToMyLibrary", { token, body: { docId: first.docId } });
  expect(added.json.responseStatus.statusCode).toBe("0");
  expect(await one("select id from library_entries where user_id = 6 and doc_id = ?", first.docId)).not.toBeNull();

  const lib = await call("GET", "/user/getMyLibraryCaseList?pageNumber=1&perPageLimit=8", { token });
  expect((lib.json.responseData.objectList as { docId: number }[]).map((i) => i.docId)).toContain(first.docId);

  // The demo library as it was.
  const removed = await call("GET", `/user/deleteCaseFromMyLibrary/${first.docId}`, { token });
  expect(removed.json.responseStatus.statusCode).toBe("0");

  const out = await call("GET", "/user/logout", { token });
  expect(out.json.responseStatus.statusCode).toBe("0");
  const after = await call("GET", "/user/getMyLibraryCaseList?pageNumber=1", { token });
  expect(after.status).toBe(401);
  expect(after.json.responseStatus.errorCode).toBe("106");
});
