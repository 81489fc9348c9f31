import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { Validator } from "@seriousme/openapi-schema-validator";
import { expect, test } from "vitest";
import { ALL_CALLS } from "./calls/index.server";
import type { AnyCall } from "./define";
import { buildOpenApi } from "./openapi.server";

const ROUTES = path.join(import.meta.dirname, "../routes");
/** Route files under /v1/api that serve no call of the list: the document itself and the 404 for any other path. */
const NOT_CALLS = new Set(["v1.api.openapi[.]json.ts", "v1.api.$.ts"]);

/** A flat route file name as its URL path under /v1/api, in OpenAPI form. */
function routePath(file: string): string {
  const segments = file.replace(/\.tsx?$/, "").split(".").slice(2);
  return "/" + segments.map((s) => s.replace(/_$/, "").replace(/^\$(\w+)$/, "{$1}").replace(/^\[(.*)\]$/, "$1")).join("/");
}

const apiRouteFiles = readdirSync(ROUTES).filter((f) => f.startsWith("v1.api.") && !NOT_CALLS.has(f) && !f.includes(".test."));

/** The calls a route file serves: the names it passes to serve(), looked up among the calls' modules. */
async function callsServedBy(file: string): Promise<AnyCall[]> {
  const text = readFileSync(path.join(ROUTES, file), "utf8");
  const served: AnyCall[] = [];
  for (const [, names, mod] of text.matchAll(/import \{([^}]+)\} from "\.\.\/api\/calls\/([\w-]+)\.server"/g)) {
    const module = (await import(`./calls/${mod}.server.ts`)) as Record<string, AnyCall>;
    for (const name of names.split(",").map((n) => n.trim())) if (new RegExp(`serve\\(${name}\\)`).test(text)) served.push(module[name]);
  }
  return served;
}

test("every /v1/api route file serves calls of its own path, and the served routes are exactly the document's paths", async () => {
  const doc = buildOpenApi(ALL_CALLS, "https://reporter.example.com");
  const served = new Set<string>();
  for (const file of apiRouteFiles) {
    const calls = await callsServedBy(file);
    expect(calls.length, `${file} serves no call through serve()`).toBeGreaterThan(0);
    for (const call of calls) {
      expect(call.path, file).toBe(routePath(file));
      expect(ALL_CALLS, `${file}: ${call.path} is not in app/api/calls/index.server.ts`).toContain(call);
    }
    served.add(routePath(file));
  }
  expect([...served].sort()).toEqual(Object.keys(doc.paths ?? {}).sort());
});

test("every call's methods are in the document and no two calls share a method and path", () => {
  const doc = buildOpenApi(ALL_CALLS, "https://reporter.example.com");
  const seen = new Set<string>();
  for (const call of ALL_CALLS) {
    for (const m of [call.method, ...(call.alsoMethods ?? [])]) {
      const key = `${m} ${call.path}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
      expect((doc.paths?.[call.path] as Record<string, unknown>)[m.toLowerCase()], key).toBeTruthy();
    }
  }
});

test("the document validates as OpenAPI 3.1", async () => {
  const doc = buildOpenApi(ALL_CALLS, "https://reporter.example.com");
  expect(doc.openapi).toBe("3.1.0");
  const result = await new Validator().validate(JSON.parse(JSON.stringify(doc)));
  expect(result.errors ?? []).toEqual([]);
  expect(result.valid).toBe(true);
});
