import { SELF } from "cloudflare:test";
import { ORIGIN } from "./helpers";

/** The published API's envelope (decision 071). */
export type Envelope = { responseStatus: { statusCode: string; errorCode?: string }; responseData: Record<string, unknown> & { message?: string } };

/**
 * One API call as the mobile app makes it: no cookie, the `authorization` header only, the old
 * clients' `client-type` header; a JSON body (or `raw` text) when given.
 */
export async function call(method: string, path: string, init: { token?: string | null; body?: unknown; raw?: string; headers?: Record<string, string>; statuses?: "real" | "spec" } = {}) {
  // The API suites read each refusal's real HTTP status (the integrators' opt-in, decision 115);
  // the specs' client (specs-client.test.ts) sends no opt-in and gets HTTP 200 + statusCode '1'.
  const headers: Record<string, string> = { "client-type": "WEB_APP", ...(init.statuses === "spec" ? {} : { "x-http-status": "real" }), ...(init.headers ?? {}) };
  if (init.token) headers.authorization = init.token;
  let body: string | undefined;
  if (init.raw !== undefined || init.body !== undefined) {
    headers["content-type"] = "application/json";
    body = init.raw ?? JSON.stringify(init.body);
  }
  const res = await SELF.fetch(`${ORIGIN}/v1/api${path}`, { method, headers, body, redirect: "manual" });
  const text = await res.text();
  let json: Envelope;
  try {
    json = JSON.parse(text) as Envelope;
  } catch {
    json = { responseStatus: { statusCode: "not json" }, responseData: { message: text.slice(0, 200) } };
  }
  return { res, status: res.status, json };
}

/** Signs in through the API (subscriber: user/signin; staff: the shared login with type 'admin'); `token` is the authorization header's value. */
export async function apiSignin(email: string, password = "Demo@2026", type: "user" | "admin" = "user") {
  const r =
    type === "user"
      ? await call("POST", "/user/signin", { body: { userEmail: email, userPassword: password } })
      : await call("POST", "/user/login", { body: { login: email, password, type } });
  return { ...r, token: r.res.headers.get("authorization") };
}
