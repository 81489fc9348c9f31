/**
 * The floors of the code base (issue 23 item 3, decision 058): nothing imports upward.
 * - `db/` and `app/utils/` import no service, component, route or route helper;
 * - `search-index/` imports no Remix and nothing from `app/`;
 * - `app/services/` import no component, route or route helper;
 * - `app/components/` import no route or route helper.
 * Every import, re-export and dynamic import of every source file is read (type-only imports too:
 * a type is a dependency as well). Test files are left out: a test may wire floors together.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";

const root = path.resolve(import.meta.dirname, "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const rel = path.posix.join(dir, name);
    if (statSync(path.join(root, rel)).isDirectory()) return name === "node_modules" || name === "migrations" ? [] : sourceFiles(rel);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [rel] : [];
  });
}

/** The modules a file imports: relative ones resolved to paths from the repository's root, others as written. */
export function importsOf(file: string, text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
  const specs = [...code.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)["']([^"']+)["']/gm)].map((m) => m[1]);
  return specs.map((s) => (s.startsWith(".") ? path.posix.normalize(path.posix.join(path.posix.dirname(file), s)) : s));
}

type Floor = { files: string; forbidden: { test: (target: string) => boolean; what: string }[] };

const under = (dir: string) => (t: string) => t === dir || t.startsWith(`${dir}/`);
const SERVICES = { test: under("app/services"), what: "a service" };
const COMPONENTS = { test: under("app/components"), what: "a component" };
const ROUTES = { test: under("app/routes"), what: "a route" };
const ROUTE_HELPERS = { test: under("app/route-helpers"), what: "a route helper" };
const APP = { test: under("app"), what: "app/" };
const REMIX = { test: (t: string) => t.startsWith("@remix-run/"), what: "Remix" };

const FLOORS: Floor[] = [
  { files: "db", forbidden: [SERVICES, COMPONENTS, ROUTES, ROUTE_HELPERS] },
  { files: "app/utils", forbidden: [SERVICES, COMPONENTS, ROUTES, ROUTE_HELPERS] },
  { files: "search-index", forbidden: [APP, REMIX] },
  { files: "app/services", forbidden: [COMPONENTS, ROUTES, ROUTE_HELPERS] },
  { files: "app/components", forbidden: [ROUTES, ROUTE_HELPERS] },
];

test("the import scanner reads static, type-only, re-exported and dynamic imports, relative ones resolved", () => {
  const text = `import { a } from "../services/x.server";\nimport type { B } from '../components/y';\nexport * from "./z.schema";\nconst m = () => import("../routes/w");\nimport "side-effect";\n// import { no } from "../routes/commented";\nimport { data } from "@remix-run/cloudflare";`;
  expect(importsOf("app/utils/f.ts", text)).toEqual(["app/services/x.server", "app/components/y", "app/utils/z.schema", "app/routes/w", "side-effect", "@remix-run/cloudflare"]);
});

for (const floor of FLOORS) {
  test(`${floor.files}/ imports nothing from a floor above it`, () => {
    const files = sourceFiles(floor.files);
    expect(files.length).toBeGreaterThan(0);
    const upward = files.flatMap((file) =>
      importsOf(file, readFileSync(path.join(root, file), "utf8")).flatMap((target) =>
        floor.forbidden.filter((f) => f.test(target)).map((f) => `${file} imports ${f.what}: ${target}`),
      ),
    );
    expect(upward).toEqual([]);
  });
}
