/**
 * A fake Razorpay API on 127.0.0.1 that speaks the documented REST endpoints the adapter uses:
 * POST /v1/orders and GET /v1/orders/{id}/payments, with basic auth. Tests "pay" an order with
 * POST /__test/capture (the fake's own control endpoint), as a customer would in Checkout; its
 * `status` makes the payment 'authorized' (not captured yet) or 'failed' (a declined card) instead
 * of 'captured', and `amount` another amount than the order's.
 */
import { createServer } from "node:http";

export const FAKE_RAZORPAY = { keyId: "rzp_test_fake", keySecret: "fake_key_secret", webhookSecret: "fake_webhook_secret" };

type Order = { id: string; amount: number; currency: string; receipt: string; status: string };
type Payment = { id: string; order_id: string; amount: number; status: string; method: string };

export async function startFakeRazorpay() {
  const orders = new Map<string, Order>();
  const payments = new Map<string, Payment[]>();
  let n = 0;
  const server = createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      };
      const url = req.url ?? "";
      if (url === "/__test/capture" && req.method === "POST") {
        const { order_id, amount, status = "captured" } = JSON.parse(raw) as { order_id: string; amount?: number; status?: "captured" | "authorized" | "failed" };
        const order = orders.get(order_id);
        if (!order) return send(404, { error: { code: "BAD_REQUEST_ERROR", description: "order not found" } });
        const payment = { id: `pay_fake${++n}`, order_id, amount: amount ?? order.amount, status, method: "card" };
        payments.set(order_id, [...(payments.get(order_id) ?? []), payment]);
        order.status = status === "captured" ? "paid" : "attempted";
        return send(200, payment);
      }
      const auth = req.headers.authorization ?? "";
      if (auth !== `Basic ${Buffer.from(`${FAKE_RAZORPAY.keyId}:${FAKE_RAZORPAY.keySecret}`).toString("base64")}`) {
        return send(401, { error: { code: "BAD_REQUEST_ERROR", description: "Authentication failed" } });
      }
      if (url === "/v1/orders" && req.method === "POST") {
        const body = JSON.parse(raw) as { amount: number; currency: string; receipt: string };
        if (!Number.isInteger(body.amount) || body.amount < 100) return send(400, { error: { code: "BAD_REQUEST_ERROR", description: "amount" } });
        const order = { id: `order_fake${++n}`, amount: body.amount, currency: body.currency, receipt: body.receipt, status: "created" };
        orders.set(order.id, order);
        return send(200, { ...order, entity: "order", amount_paid: 0, amount_due: body.amount, attempts: 0 });
      }
      const m = url.match(/^\/v1\/orders\/([^/]+)\/payments$/);
      if (m && req.method === "GET") return send(200, { entity: "collection", count: (payments.get(m[1]) ?? []).length, items: payments.get(m[1]) ?? [] });
      send(404, { error: { code: "NOT_FOUND" } });
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  return { url, orders, payments, close: () => new Promise<void>((r) => server.close(() => r())) };
}
