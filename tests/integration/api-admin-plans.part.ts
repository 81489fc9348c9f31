import { beforeAll, expect, test } from "vitest";
import { businessMessages } from "../../app/utils/copy";
import { apiSignin, call } from "./api-helpers";
import { one, seed } from "./helpers";

/** Plans through the published API (issue 23, back-office §7): the plans page's services under the spec's field names. */
beforeAll(seed);

const staff = async (who: "superadmin" | "admin") => (await apiSignin(`${who}@sar.example.com`, "Demo@2026", "admin")).token!;

test("admin/getPlanList: the spec's plan fields for staff; a subscriber, a guest and staff without the Plans page get the plans on sale", async () => {
  const token = await staff("superadmin");
  const r = await call("POST", "/admin/getPlanList?pageNumber=1", { token, body: { planId: 0 } });
  expect(r.json.responseStatus.statusCode).toBe("0");
  const first = (r.json.responseData.ojectList as Record<string, unknown>[])[0];
  expect(Object.keys(first).sort()).toEqual(
    ["id", "subscriptionCost", "subscriptionCostPaise", "subscriptionDescription", "subscriptionName", "subscriptionParellelUserCount", "subscriptionPlanId", "subscriptionType"].sort(),
  );
  expect(first.subscriptionCostPaise).toBe((first.subscriptionCost as number) * 100);
  const sub = await apiSignin("noplan@sar.example.com");
  const pub = await call("POST", "/admin/getPlanList?pageNumber=1", { token: sub.token!, body: {} });
  expect(pub.json.responseStatus.statusCode).toBe("0");
  const types = (pub.json.responseData.ojectList as { subscriptionType: string }[]).map((p) => p.subscriptionType);
  expect(types.length).toBeGreaterThan(0);
  expect(types).not.toContain("CUSTOM");
  await call("GET", "/user/logout", { token: sub.token! });
  // Plans are for everyone (subscriber §2.7, §6): an Admin (no Plans page) and a guest read the plans on sale, never the back office's list.
  for (const token of [await staff("admin"), null]) {
    const r2 = await call("POST", "/admin/getPlanList?pageNumber=1", { token, body: {} });
    expect(r2.status).toBe(200);
    expect(r2.json.responseData.ojectList).toEqual(pub.json.responseData.ojectList);
  }
});

test("admin/addPlan and admin/deletePlan write D1; '#' separates the description's lines; bad fields are the form's 400", async () => {
  const token = await staff("superadmin");
  const made = await call("POST", "/admin/addPlan", {
    token,
    body: { subscriptionName: "Api Quarterly", subscriptionParellelUserCount: 2, subscriptionType: "MONTHLY", subscriptionCost: 2999, subscriptionDescription: "All judgments#Two users" },
  });
  expect(made.json.responseData.message).toBe(businessMessages.planCreated);
  const id = made.json.responseData.id as number;
  const row = await one<{ name: string; parallel_users: number; cost_rupees: number; description: string }>("select name, parallel_users, cost_rupees, description from plans where id = ?", id);
  expect(row).toMatchObject({ name: "Api Quarterly", parallel_users: 2, cost_rupees: 2999, description: "All judgments#Two users" });
  const bad = await call("POST", "/admin/addPlan", { token, body: { subscriptionName: "X", subscriptionParellelUserCount: 0, subscriptionType: "MONTHLY", subscriptionCost: 1, subscriptionDescription: "a" } });
  expect(bad.status).toBe(400);
  expect(bad.json.responseData).toMatchObject({ message: businessMessages.planUsers, field: "subscriptionParellelUserCount" });
  const noDesc = await call("POST", "/admin/addPlan", { token, body: { subscriptionName: "X", subscriptionParellelUserCount: 1, subscriptionType: "MONTHLY", subscriptionCost: 1, subscriptionDescription: "#" } });
  expect(noDesc.json.responseData.message).toBe(businessMessages.planDescriptionRequired);
  const del = await call("POST", "/admin/deletePlan", { token, body: { subscriptionPlanId: id } });
  expect(del.json.responseData.message).toBe("Successfully Deleted");
  expect(await one("select id from plans where id = ?", id)).toBeNull();
  expect((await call("POST", "/admin/deletePlan", { token, body: { subscriptionPlanId: id } })).status).toBe(404);
  // A plan orders use stays.
  const used = await one<{ plan_id: number }>("select plan_id from orders limit 1");
  const refused = await call("POST", "/admin/deletePlan", { token, body: { subscriptionPlanId: used!.plan_id } });
  expect(refused.status).toBe(409);
});
