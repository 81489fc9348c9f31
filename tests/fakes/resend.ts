/**
 * A fake Resend API on 127.0.0.1 for tests: POST /emails answers like Resend
 * ({ id }), and records what it received. An address containing "fail500" gets a 500,
 * one containing "fail422" a 422 validation error, so retry rules can be exercised.
 */
import { createServer, type Server } from "node:http";

export type ReceivedEmail = { from: string; to: string[]; subject: string; text?: string; html?: string };

export async function startFakeResend(): Promise<{ url: string; received: ReceivedEmail[]; close: () => Promise<void> }> {
  const received: ReceivedEmail[] = [];
  let n = 0;
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(json));
      };
      if (req.method !== "POST" || req.url !== "/emails") return send(404, { name: "not_found", message: "Not found", statusCode: 404 });
      if (!req.headers.authorization?.startsWith("Bearer re_")) return send(401, { name: "missing_api_key", message: "Missing API key", statusCode: 401 });
      const email = JSON.parse(body) as ReceivedEmail;
      const to = email.to.join(",");
      if (to.includes("fail500")) return send(500, { name: "internal_server_error", message: "Internal error", statusCode: 500 });
      if (to.includes("fail422")) return send(422, { name: "validation_error", message: "Invalid `to` field", statusCode: 422 });
      received.push(email);
      send(200, { id: `em_${++n}` });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, received, close: () => new Promise((r) => server.close(() => r())) };
}
