import { env } from "cloudflare:test";
import { beforeAll, expect, test } from "vitest";
import { businessMessages } from "../../app/utils/copy";
import { apiSignin, call } from "./api-helpers";
import { one, seed } from "./helpers";

/** Orders through the published API (issue 23, back-office §7): the orders page's services; amounts in paise. */
beforeAll(seed);

const staff = async (who: "superadmin" | "admin" | "dataentry") => (await apiSignin(`${who}@sar.example.com`, "Demo@2026", "admin")).token!;

test("admin/getOrderList: the spec's order fields, 8 a page, amounts in paise; a DEO is 403; 106 without a session", async () => {
  const token = await staff("admin");
  const r = await call("GET", "/admin/getOrderList?pageNumber=1&perPageLimit=8", { token });
  expect(r.json.responseStatus.statusCode).toBe("0");
  const items = r.json.responseData.ojectList as Record<string, unknown>[];
  expect(items.length).toBeGreaterThan(0);
  expect(items.length).toBeLessThanOrEqual(8);
  expect(Object.keys(items[0]).sort()).toEqual(["amount", "clientId", "id", "orderDate", "orderId", "orderTime", "paymentId", "planEndDate", "planName", "planStartDate", "status"]);
  const stored = await one<{ amount_paise: number }>("select amount_paise from orders where id = ?", items[0].id);
  expect(items[0].amount).toBe(stored!.amount_paise);
  expect((await call("GET", "/admin/getOrderList?pageNumber=1", { token: await staff("dataentry") })).status).toBe(403);
  expect((await call("GET", "/admin/getOrderList?pageNumber=1")).json.responseStatus.errorCode).toBe("106");
});

test("admin/placeNewOrder: a PAID order of mode ADMIN in D1; no plan is 'Please select plan.'; an unknown client 404; a bad date 400", async () => {
  const token = await staff("admin");
  const plan = await one<{ id: number; cost_rupees: number }>("select id, cost_rupees from plans where type = 'MONTHLY' limit 1");
  const r = await call("POST", "/admin/placeNewOrder", { token, body: { planId: plan!.id, useremail: "noplan@sar.example.com", planEndDate: null } });
  expect(r.json.responseStatus.statusCode).toBe("0");
  expect(r.json.responseData.message).toBe(businessMessages.orderPlaced);
  const orderId = r.json.responseData.orderId as number;
  const row = await one<{ status: string; payment_mode: string; plan_id: number }>("select status, payment_mode, plan_id from orders where id = ?", orderId);
  expect(row).toMatchObject({ status: "PAID", payment_mode: "ADMIN", plan_id: plan!.id });
  // Restore the demo data: the client is without an active plan again for the other files (other rows refer to the order, so it stays, ended).
  await env.DB.prepare("update orders set status = 'FAILED', plan_end_at = plan_start_at where id = ?").bind(orderId).run();
  const noPlan = await call("POST", "/admin/placeNewOrder", { token, body: { useremail: "noplan@sar.example.com" } });
  expect(noPlan.status).toBe(400);
  expect(noPlan.json.responseData.message).toBe(businessMessages.selectPlan);
  const unknown = await call("POST", "/admin/placeNewOrder", { token, body: { planId: plan!.id, useremail: "nobody@sar.example.com" } });
  expect(unknown.status).toBe(404);
  const badDate = await call("POST", "/admin/placeNewOrder", { token, body: { planId: plan!.id, useremail: "noplan@sar.example.com", planEndDate: "31-31-2026" } });
  expect(badDate.status).toBe(400);
  expect(badDate.json.responseData.field).toBe("planEndDate");
});
