/**
 * The OpenAPI document as the /developers page shows it: calls grouped by tag, each with method,
 * path, who may call, its parameters and body fields, and its answer's fields — read from the
 * generated document itself (app/api/openapi.server.ts), so the page cannot drift from it.
 */
import { ALL_CALLS } from "./calls/index.server";
import { buildOpenApi } from "./openapi.server";

type Schema = { $ref?: string; type?: string | string[]; properties?: Record<string, Schema>; required?: string[]; items?: Schema; description?: string; anyOf?: Schema[]; enum?: unknown[] };
export type Field = { name: string; type: string; required: boolean; description: string };
export type DocCall = { method: string; path: string; summary: string; who: string; chosen: boolean; params: Field[]; body: Field[]; bodyKind: string | null; answer: Field[]; produces: string | null; errors: string[] };

function deref(doc: { components?: { schemas?: Record<string, unknown> } }, s: Schema | undefined): Schema | undefined {
  if (s?.$ref) return deref(doc, doc.components?.schemas?.[s.$ref.split("/").pop()!] as Schema);
  return s;
}

function typeOf(doc: Parameters<typeof deref>[0], s: Schema | undefined): string {
  const t = deref(doc, s);
  if (!t) return "";
  if (t.enum) return t.enum.map((v) => JSON.stringify(v)).join(" | ");
  if (t.anyOf) return t.anyOf.map((x) => typeOf(doc, x)).join(" | ");
  if (t.type === "array") return `${typeOf(doc, t.items)}[]`;
  if (t.type === "object" && t.properties) return `{ ${Object.keys(t.properties).join(", ")} }`;
  return Array.isArray(t.type) ? t.type.join(" | ") : (t.type ?? "any");
}

/** The object a field holds, through a list or a nullable (`searchData`'s rows, `wordSearchData`), with the name's suffix. */
function inner(doc: Parameters<typeof deref>[0], s: Schema | undefined): { schema: Schema; suffix: string } | null {
  const t = deref(doc, s);
  if (!t) return null;
  if (t.properties) return { schema: t, suffix: "." };
  if (t.type === "array") return inner(doc, t.items) && { schema: inner(doc, t.items)!.schema, suffix: "[]." };
  for (const x of t.anyOf ?? []) {
    const found = inner(doc, x);
    if (found) return found;
  }
  return null;
}

/**
 * A schema's fields; with `nest` (a request body), one level of the objects inside them too
 * (`searchData[].condition`), so a nested field's values and description are on the page (decision 104).
 */
function fields(doc: Parameters<typeof deref>[0], s: Schema | undefined, prefix = "", depth = 0, nest = false): Field[] {
  const t = deref(doc, s);
  if (!t?.properties) return [];
  return Object.entries(t.properties).flatMap(([name, p]) => {
    const own = { name: prefix + name, type: typeOf(doc, p), required: (t.required ?? []).includes(name), description: deref(doc, p)?.description ?? "" };
    const nested = nest && depth === 0 ? inner(doc, p) : null;
    return nested ? [own, ...fields(doc, nested.schema, `${prefix}${name}${nested.suffix}`, depth + 1)] : [own];
  });
}

export function developerDocs(serverUrl: string) {
  const doc = buildOpenApi(ALL_CALLS, serverUrl) as unknown as {
    info: { description: string };
    servers: { url: string }[];
    components?: { schemas?: Record<string, unknown> };
    paths: Record<string, Record<string, Record<string, unknown>>>;
  };
  const groups = new Map<string, DocCall[]>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const o = op as {
        tags: string[];
        summary: string;
        description?: string;
        parameters?: { name: string; in: string; required?: boolean; schema?: Schema; description?: string }[];
        requestBody?: { content: Record<string, { schema: Schema }> };
        responses: Record<string, { description: string; content?: Record<string, { schema: Schema }> }>;
      };
      const [bodyKind, bodyContent] = Object.entries(o.requestBody?.content ?? {})[0] ?? [null, null];
      const ok = o.responses["200"]?.content ?? {};
      const json = ok["application/json"]?.schema;
      const data = deref(doc, json)?.properties?.responseData;
      const call: DocCall = {
        method: method.toUpperCase(),
        path,
        summary: o.summary,
        who: (o.description ?? "").match(/Who may call: ([^\n]*)/)?.[1] ?? "",
        chosen: (o.description ?? "").includes("this one is ours"),
        params: (o.parameters ?? []).map((p) => ({ name: p.name, type: `${p.in}: ${typeOf(doc, p.schema)}`, required: Boolean(p.required), description: p.description ?? "" })),
        body: bodyContent ? fields(doc, bodyContent.schema, "", 0, true) : [],
        bodyKind,
        answer: json ? fields(doc, data) : [],
        produces: json ? null : (Object.keys(ok)[0] ?? null),
        errors: Object.entries(o.responses).filter(([s]) => s !== "200").map(([s, r]) => `${s}: ${r.description}`),
      };
      const tag = o.tags[0] ?? "Other";
      groups.set(tag, [...(groups.get(tag) ?? []), call]);
    }
  }
  return { description: doc.info.description, server: doc.servers[0]?.url ?? "/v1/api", groups: [...groups].map(([tag, calls]) => ({ tag, calls })) };
}
