import { SELF } from "cloudflare:test";
import { beforeAll, expect, inject, test } from "vitest";
import { loadCaseForForm } from "../../app/services/cases/case-form.server";
import { writeCase, writeCases } from "../../app/services/cases/case-admin.server";
import { importLines } from "../../app/services/cases/import.server";
import { loadCaseInput } from "../../app/services/search/search-sync.server";
import { all, ctxAt, eventually, html, loginStaff, one, ORIGIN, req, seed } from "./helpers";

/**
 * Issue 21 item 3 (decision 037): a staff correction of a source field survives a re-import, by
 * `npm run import`'s path (importLines, as its Worker calls it) and by Import Judgments (the
 * queue); the summaries list the case; the case form shows the source's value and "Use the
 * source's value" puts it back through writeCase, origin source. The record is the real one of
 * Doc 3032 in a fresh clone (sc2024pdf:62, read from ../shared/data at test time).
 */
const SOURCE_ID = "sc2024pdf:62";
const BAD_TITLE = "No.4106/2021) UNION OF INDIA & ORS";
const FIXED = "Union of India & Ors";
let raw = "";
let admin = "";
let adminId = 0;

/** The record's line, streamed from the shared sample served by the global setup. */
async function sampleLine(id: string): Promise<string> {
  const res = await fetch(inject("sampleUrl"));
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let rest = "";
  const marker = `{"id": "${id}"`;
  for (;;) {
    const { value, done } = await reader.read();
    if (value) rest += value;
    let nl: number;
    while ((nl = rest.indexOf("\n")) >= 0) {
      const line = rest.slice(0, nl);
      rest = rest.slice(nl + 1);
      if (line.startsWith(marker)) {
        await reader.cancel();
        return line;
      }
    }
    if (done) throw new Error(`${id} not in the sample`);
  }
}

/** A value as the no-JavaScript form posts it (conform's names: `a.b`, `a[0].b`). */
function flatten(value: unknown, prefix = "", out: Record<string, string> = {}): Record<string, string> {
  if (value === null || value === undefined) return out;
  if (Array.isArray(value)) value.forEach((v, i) => flatten(v, `${prefix}[${i}]`, out));
  else if (typeof value === "object") for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  else out[prefix] = String(value);
  return out;
}

beforeAll(async () => {
  await seed();
  raw = await sampleLine(SOURCE_ID);
  expect(JSON.parse(raw).appellant).toBe(BAD_TITLE);
  admin = (await loginStaff("admin@sar.example.com")).cookie!;
  adminId = (await one<{ id: number }>("select id from users where email = 'admin@sar.example.com'"))!.id;
});

const origin = (docId: number, field: string) => one<{ origin: string; changed_by: number | null; source_value: string | null; source_seen_at: string | null }>(
  "select origin, changed_by, source_value, source_seen_at from case_field_origins where doc_id = ? and field = ?",
  docId,
  field,
);
const appellant = async (docId: number) => (await one<{ appellant: string }>("select appellant from cases where doc_id = ?", docId))!.appellant;

function upload(body: string) {
  return SELF.fetch(`${ORIGIN}/admin/import/upload`, {
    method: "POST",
    headers: { origin: ORIGIN, host: "127.0.0.1:8787", "content-type": "application/x-ndjson", "x-file-name": "doc-3032.jsonl", cookie: admin },
    body,
    redirect: "manual",
  });
}

test("a staff correction of the appellant survives a re-import by npm run import's path and by Import Judgments; both summaries list the case; the form offers the source's value and restores it", async () => {
  const [first] = await importLines(ctxAt(), [{ line: 1968, raw }]);
  expect(first).toMatchObject({ status: "imported" });
  const docId = (first as { docId: number }).docId;
  // The import cleans the fragment from the text's own cause title, as extracted (decision 055).
  expect(await appellant(docId)).toBe("UNION OF INDIA & ORS.");
  expect(await origin(docId, "appellant")).toMatchObject({ origin: "extracted" });

  // The editor opens the case and corrects the appellant; everything else is posted as loaded.
  const form = (await loadCaseForForm(ctxAt(), docId))!;
  // The form shows what the source said beside the extracted value.
  expect(form.sourceValues.map((v) => [v.field, v.sourceValue])).toEqual([["appellant", BAD_TITLE]]);
  const posted = flatten({ ...form.value, appellant: FIXED, courtBenchId: form.value.courtBenchId ?? 3 });
  const saved = await req("/admin/addCase", { form: posted, cookie: admin });
  expect(saved.status, await saved.clone().text()).toBe(302);
  expect(await appellant(docId)).toBe(FIXED);
  // Who and when, and the source's value the extractor had replaced; the judgment, posted back as it was, is not a staff edit.
  expect(await origin(docId, "appellant")).toMatchObject({ origin: "staff", changed_by: adminId, source_value: BAD_TITLE });
  expect(await all("select field from case_field_origins where doc_id = ? and origin = 'staff'", docId)).toEqual([{ field: "appellant" }]);

  // npm run import's path: the same file again. The correction stays; the result names the field.
  // (Nothing else is written either: the citation the form saved without its raw text is the source's one, not a new one.)
  const [again] = await importLines(ctxAt(), [{ line: 1968, raw }]);
  expect(again).toMatchObject({ status: "unchanged", docId, kept: ["appellant"] });
  expect(await appellant(docId)).toBe(FIXED);
  expect(await all("select neutral_citation from case_citations where doc_id = ?", docId)).toEqual([{ neutral_citation: "2024 INSC 392" }]);

  // The back office's Import Judgments (the queue): the same, counted and listed with a link.
  const res = await upload(`${raw}\n`);
  expect(res.status).toBe(200);
  const { id } = (await res.json()) as { id: number };
  const row = await eventually(async () => {
    const r = await one<{ status: string; kept: number; unchanged: number }>("select status, kept, unchanged from bulk_imports where id = ?", id);
    return r?.status === "done" ? r : null;
  }, 30_000);
  expect(row).toMatchObject({ kept: 1, unchanged: 1 });
  expect(await all("select line, doc_id, fields from bulk_import_kept where import_id = ?", id)).toEqual([{ line: 1, doc_id: docId, fields: '["appellant"]' }]);
  expect(await appellant(docId)).toBe(FIXED);
  const screen = await (await req(`/admin/import?id=${id}`, { cookie: admin })).text();
  expect(screen).toMatch(/data-count="kept">1</);
  expect(screen).toContain(`href="/admin/addCase?docId=${docId}"`);
  expect(screen).toContain(`Doc ${docId}`);

  // The case form shows the source's value beside the kept one, with the button.
  const page = await (await req(`/admin/addCase?docId=${docId}`, { cookie: admin })).text();
  expect(page).toContain('data-field="appellant"');
  expect(page).toContain(html(BAD_TITLE));
  expect(page).toContain("Use the source&#x27;s value");
  const version = (await one<{ modified_at: string }>("select modified_at from cases where doc_id = ?", docId))!.modified_at;

  // A stale version or an unknown field changes nothing.
  expect((await req(`/admin/addCase?docId=${docId}`, { form: { useSource: "appellant", docId: String(docId), version: "2000-01-01T00:00:00.000Z" }, cookie: admin })).status).toBe(409);
  expect((await req(`/admin/addCase?docId=${docId}`, { form: { useSource: "notes", docId: String(docId), version }, cookie: admin })).status).toBe(400);
  expect(await appellant(docId)).toBe(FIXED);

  // "Use the source's value": back to the source's, through writeCase, origin source again.
  const used = await req(`/admin/addCase?docId=${docId}`, { form: { useSource: "appellant", docId: String(docId), version }, cookie: admin });
  expect(used.status).toBe(302);
  expect(used.headers.get("location")).toBe(`/admin/addCase?docId=${docId}&sourceUsed=appellant`);
  expect(await appellant(docId)).toBe(BAD_TITLE);
  expect(await origin(docId, "appellant")).toMatchObject({ origin: "source", changed_by: adminId, source_value: null, source_seen_at: null });
  expect((await one<{ modified_by: number }>("select modified_by from cases where doc_id = ?", docId))!.modified_by).toBe(adminId);
  expect((await loadCaseForForm(ctxAt(), docId))!.sourceValues).toEqual([]);

  // The source owns the field again: its next correction comes in, and nothing is listed.
  const [third] = await importLines(ctxAt(), [{ line: 1968, raw: JSON.stringify({ ...JSON.parse(raw), appellant: "UNION OF INDIA & ORS" }) }]);
  expect(third).toMatchObject({ status: "updated", docId });
  expect((third as { kept?: string[] }).kept).toBeUndefined();
  expect(await appellant(docId)).toBe("UNION OF INDIA & ORS");
});

test("writes that change no source field mark nothing; staff writes of a staff case or an act rename mark nothing either", async () => {
  const line = JSON.stringify({ id: "test:prov-2", appellant: "A Party", respondent: "B Party", judgment_text: "Text of the judgment.", acts_cited: ["Penal Code, 1860"] });
  const [r] = await importLines(ctxAt(), [{ line: 1, raw: line }]);
  const docId = (r as { docId: number }).docId;
  const loaded = (await loadCaseInput(ctxAt(), docId))!.input;
  // The case desk's toggles and an act-name merge's rewrite (writeCases, staff) change no source field.
  await writeCase(ctxAt(), { ...loaded, overruled: true }, adminId);
  await writeCases(ctxAt(), [{ input: { ...loaded, acts: ["Indian Penal Code, 1860"] } }], adminId);
  expect(await all("select field from case_field_origins where doc_id = ?", docId)).toEqual([]);
  // A staff edit of the respondent and the decided date is marked, field by field.
  await writeCase(ctxAt(), { ...loaded, respondent: "B Party Ltd", decidedDay: 2, decidedMonth: 3, decidedYear: 2001 }, adminId);
  expect(await all("select field, origin, source_value, source_seen_at is not null seen from case_field_origins where doc_id = ? order by field", docId)).toEqual([
    { field: "decidedDate", origin: "staff", source_value: null, seen: 0 },
    { field: "respondent", origin: "staff", source_value: "B Party", seen: 1 },
  ]);
  // The source agreeing with the staff later clears the note; the field stays the staff's.
  await importLines(ctxAt(), [{ line: 1, raw: JSON.stringify({ ...JSON.parse(line), respondent: "B Party Ltd", decision_date: "2001-03-02" }) }]);
  expect(await origin(docId, "respondent")).toMatchObject({ origin: "staff", source_value: null, source_seen_at: null });
});
