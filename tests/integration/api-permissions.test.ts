import { afterAll, beforeAll, expect, test } from "vitest";
import { ADMIN_ROUTES, mayUse, ROLE } from "../../app/utils/roles";
import { apiSignin, call } from "./api-helpers";
import { ORIGIN, seed } from "./helpers";
import { SELF } from "cloudflare:test";

/**
 * The route × role matrix of the published API (issue 23): every call of the OpenAPI document, for
 * each kind of caller, sent with an empty body and ids that do not exist, so no call changes
 * anything. A caller the call's page would refuse must be refused (106 without a subscriber or
 * staff session of the right kind, 402 without a plan, 403 for a staff role the back office's route
 * table refuses); a caller it would serve must get past the check (any other answer, never a 500).
 */
type Who = "visitor" | "noPlan" | "plan" | "deo" | "admin" | "superAdmin";
const ACCOUNTS: Record<Exclude<Who, "visitor">, { email: string; type: "user" | "admin"; roleId: number; plan: boolean }> = {
  noPlan: { email: "noplan@sar.example.com", type: "user", roleId: ROLE.USER, plan: false },
  plan: { email: "subscriber@sar.example.com", type: "user", roleId: ROLE.USER, plan: true },
  deo: { email: "dataentry@sar.example.com", type: "admin", roleId: ROLE.DATA_OPERATOR, plan: false },
  admin: { email: "admin@sar.example.com", type: "admin", roleId: ROLE.ADMIN, plan: false },
  superAdmin: { email: "superadmin@sar.example.com", type: "admin", roleId: ROLE.SUPER_ADMIN, plan: false },
};
const WHO: Who[] = ["visitor", "noPlan", "plan", "deo", "admin", "superAdmin"];

/** Calls that end the caller's own session (tests/integration/api-session.test.ts checks it): left out here, they would end the matrix's sessions. */
const SESSION_ENDING = new Set(["GET /user/logout"]);

type Operation = { "x-auth": string[] };
let paths: Record<string, Record<string, Operation>> = {};

/** Each role's API session, renewed before the 60-calls-a-minute limit (a limit is not a permission). */
const sessions: Partial<Record<Who, { token: string; used: number }>> = {};
async function tokenFor(who: Who): Promise<string | null> {
  if (who === "visitor") return null;
  const held = sessions[who];
  if (held && held.used < 50) {
    held.used++;
    return held.token;
  }
  if (held) await call("GET", "/user/logout", { token: held.token });
  const a = ACCOUNTS[who];
  const signed = await apiSignin(a.email, "Demo@2026", a.type);
  if (!signed.token) throw new Error(`${who} could not sign in: ${JSON.stringify(signed.json)}`);
  sessions[who] = { token: signed.token, used: 1 };
  return signed.token;
}

beforeAll(async () => {
  await seed();
  const res = await SELF.fetch(`${ORIGIN}/v1/api/openapi.json`);
  paths = ((await res.json()) as { paths: typeof paths }).paths;
});

/** What the call's declared callers say this caller gets: "served", or the refusal. */
function expected(auth: string[], who: Who): "served" | 106 | 402 | 403 {
  if (auth.includes("none")) return "served";
  if (who === "visitor") return 106;
  const a = ACCOUNTS[who];
  if (a.type === "user") {
    if (auth.includes("user")) return "served";
    if (auth.includes("plan")) return a.plan ? "served" : 402;
    return 106;
  }
  const sections = auth.filter((x) => x.startsWith("staff:")).map((x) => x.slice(6));
  if (!sections.length) return 106;
  return sections.some((s) => mayUse(a.roleId, s)) ? "served" : 403;
}

function outcome(status: number, json: { responseStatus: { errorCode?: string } }): "served" | 106 | 402 | 403 | number {
  if (status === 401 && json.responseStatus.errorCode === "106") return 106;
  if (status === 402 || status === 403) return status;
  if (status >= 500) return status;
  return "served";
}

/** Calls whose callers depend on the query: a subscriber may list the courts only all at once (pageNumber=-1, the search form's list). */
const QUERY: Record<string, string> = { "/admin/getCourtList": "?pageNumber=-1" };

/** A path with every {param} filled by a value no record has. */
const concrete = (path: string) => path.replace(/\{(\w+)\}/g, (_, name: string) => (/type/i.test(name) ? "9" : /mobile/i.test(name) ? "9999999999" : /email/i.test(name) ? "nobody@example.com" : "999999999"));

test("every API call names who may call it, and a staff section is one of the back office's", () => {
  const ops = Object.entries(paths).flatMap(([p, item]) => Object.entries(item).map(([m, op]) => [`${m.toUpperCase()} ${p}`, op] as const));
  expect(ops.length).toBeGreaterThan(5);
  for (const [name, op] of ops) {
    expect(op["x-auth"]?.length, name).toBeGreaterThan(0);
    for (const a of op["x-auth"]) if (a.startsWith("staff:")) expect(Object.keys(ADMIN_ROUTES), name).toContain(a.slice(6));
  }
});

test("the route × role matrix: no API call serves a caller its page would refuse, and none answers a 500", async () => {
  const problems: string[] = [];
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(item)) {
      const name = `${method.toUpperCase()} ${path}`;
      if (SESSION_ENDING.has(name)) continue;
      for (const who of WHO) {
        const token = await tokenFor(who);
        const withBody = method !== "get" && method !== "delete";
        const got = await call(method.toUpperCase(), concrete(path) + (QUERY[path] ?? ""), { token, ...(withBody ? { body: {} } : {}) });
        const want = expected(op["x-auth"], who);
        const was = outcome(got.status, got.json);
        if (was !== want) problems.push(`${name} as ${who}: expected ${want}, got ${got.status} ${JSON.stringify(got.json).slice(0, 160)}`);
      }
    }
  }
  expect(problems).toEqual([]);
}, 300_000);

afterAll(async () => {
  for (const held of Object.values(sessions)) if (held) await call("GET", "/user/logout", { token: held.token });
});
