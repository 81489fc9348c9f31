/**
 * No text stalls the import (issue 32 item 1, decision 098): a batch with judgments whose heads
 * used to stall a reader, a megabyte of one character and adversarial text among real ones is
 * imported whole. Every line is imported; the odd ones' unreadable fields are empty, and a case
 * without a title or bench is listed for staff on /admin/cases/untitled; the import finishes.
 *
 * The stalling head is a real Delhi head from ../shared/data/high-court-dev/preambles.jsonl (read
 * from there at build time, never copied): its "Coram:" block runs on into the text with no blank
 * line after it. Before the readers were made linear (commit a6c6f3a), the cause-title reader took
 * seconds on this head laid out with line breaks, and minutes on a few like it.
 */
import { beforeAll, expect, inject, test, vi } from "vitest";
import preambles from "../../../shared/data/high-court-dev/preambles.jsonl?raw";
import { importLines } from "../../app/services/cases/import.server";
import { NO_TITLE } from "../../search-index/cause-title";
import { isReporterHeading } from "../../search-index/reporter-heading";
import { caseAll, caseOne, ctxAt, docIdOfSource, loginStaff, req, seed } from "./helpers";

/** A case's row by its source id, read in the case's shard (the catalogue's directory names it; `sql` selects by doc_id = ?). */
async function sourceOne<T = Record<string, unknown>>(sourceId: string, sql: string): Promise<T | null> {
  const docId = await docIdOfSource(sourceId);
  return docId === null ? null : caseOne<T>(docId, sql, docId);
}

/**
 * Readers a case's write runs beside the import's own (decision 098): the references of the citation
 * graph, the fingerprint of duplicates, the phrase-pair index. Each is made to throw on a judgment
 * holding MARKER (the real reader otherwise), as a reader with a bug would on one odd judgment.
 */
const MARKER = "READER-THROWS";
const PAIR_MARKER = "zzpairthrowszz";
vi.mock("../../search-index/citation-graph", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../search-index/citation-graph")>();
  return {
    ...real,
    findReferences: (input: Parameters<typeof real.findReferences>[0]) => {
      if (input.judgmentHtml.includes(MARKER)) throw new Error("findReferences failed");
      return real.findReferences(input);
    },
  };
});
vi.mock("../../search-index/fingerprint", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../search-index/fingerprint")>();
  return {
    ...real,
    textFingerprint: (text: string) => {
      if (text.includes(MARKER)) throw new Error("textFingerprint failed");
      return real.textFingerprint(text);
    },
  };
});
vi.mock("../../search-index/porter", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../search-index/porter")>();
  return {
    ...real,
    porterStem: (word: string) => {
      if (word === PAIR_MARKER) throw new Error("pair reader failed");
      return real.porterStem(word);
    },
  };
});

beforeAll(async () => {
  await seed();
}, 60_000);

/** A head given its layout: a line break before the words its lines start with (the data lost them). */
const laidOut = (head: string) => head.replace(/ (?=Coram|CORAM|Through:|versus|Versus|Vs\.?|For |Before |Dated|Date of|Present|\.{3,}|\d{1,2}\. Whether)/g, "\n");

/** Delhi heads whose "Coram:" is not followed by a blank line (in the one-line data, by more text). */
function delhiCoramHeads(): { id: string; text: string }[] {
  return preambles
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { id: string; text: string })
    .filter((r) => /High Court Of Delhi/i.test(r.text) && /Coram\s*:\s*\S/.test(r.text));
}

const record = (id: string, judgment_text: string) => JSON.stringify({ id, court: "High Court of Delhi", decision_date: "2011-07-11", judgment_text });

test("a batch with heads that used to stall, a megabyte of one character and adversarial text is imported whole", async () => {
  const heads = delhiCoramHeads();
  expect(heads.length).toBeGreaterThan(5);
  // The one the old reader stalled on longest (preamble 61: "Coram: * Hon'Ble Mr. Justice P.K.Bhasin 1. Whether Reporters …"), else the first.
  const delhi = heads.find((h) => h.id === "inlegalner-train-preamble:61") ?? heads[0];
  const body = "\n1. The petitioner has approached this Court under Section 25-B(8) of the Delhi Rent Control Act, 1958.\n2. The petition is dismissed.";
  const odd = [
    record("test-stall:delhi-head", laidOut(delhi.text) + body),
    record("test-stall:delhi-head-one-line", delhi.text + body),
    record("test-stall:megabyte", "A".repeat(1_000_000)),
    record("test-stall:dots", ".".repeat(300_000)),
    record("test-stall:coram-run", `IN THE HIGH COURT OF DELHI AT NEW DELHI\nCORAM:\n${"HON'BLE MR. JUSTICE RAJIV SHAKDHER ".repeat(3000)}`),
    record("test-stall:justices", `${"Mr. Justice ".repeat(20_000)}\n${"(".repeat(20_000)}${")".repeat(20_000)}\n${"1/2/3/45/678/".repeat(5_000)}`),
    record("test-stall:repeated-lines", `${"Shri Shashank V. Manohar , Advocate for Appellant\n".repeat(4_000)}${"Ram Kumar Singh Verma Prasad ".repeat(4_000)}`),
  ];
  const sample = inject("sampleLines").slice(0, 4);
  const raws = [sample[0], sample[1], ...odd.slice(0, 4), sample[2], ...odd.slice(4), sample[3]];
  const lines = raws.map((raw, i) => ({ line: i + 1, raw }));

  const started = Date.now();
  const results = await importLines(ctxAt(), lines, { file: "import-stall.jsonl" });
  // Every line imported (none rejected, none left out); the batch finished.
  expect(results.map((r) => r.status)).toEqual(lines.map(() => "imported"));
  // Wall time through workerd's I/O (the clock moves between awaits): generous, a stall would be minutes.
  expect(Date.now() - started).toBeLessThan(120_000);

  // The odd ones: stored with their text; what their heads do not give is empty for staff.
  for (const id of ["test-stall:megabyte", "test-stall:dots", "test-stall:justices"]) {
    const row = await sourceOne<{ appellant: string; advocate_for_appellant: string | null; judgement_order: string }>(
      id,
      "select appellant, advocate_for_appellant, length(judgement_order) as judgement_order from cases where doc_id = ?",
    );
    expect(row, id).toBeTruthy();
    // No title read: the placeholder, or the reporter's heading the text's fill writes (decision 106) — never a party.
    expect(row!.appellant === NO_TITLE || isReporterHeading(row!.appellant), `${id}: ${row!.appellant}`).toBe(true);
    expect(Number(row!.judgement_order), id).toBeGreaterThan(100_000);
  }
  const megabyte = await sourceOne<{ advocate_for_appellant: string | null; advocate_for_respondent: string | null; all_judges: string | null }>(
    "test-stall:megabyte",
    "select advocate_for_appellant, advocate_for_respondent, all_judges from cases where doc_id = ?",
  );
  expect(megabyte).toEqual({ advocate_for_appellant: null, advocate_for_respondent: null, all_judges: null });

  // The cases without a title or bench are on the staff's list, each with a link to its form.
  const { cookie } = await loginStaff("dataentry@sar.example.com");
  const untitled = await (await req("/admin/cases/untitled?missing=title", { cookie })).text();
  for (const id of ["test-stall:megabyte", "test-stall:dots", "test-stall:justices"]) expect(untitled, id).toContain(id);
  const noBench = await (await req("/admin/cases/untitled?missing=bench", { cookie })).text();
  expect(noBench).toContain("test-stall:megabyte");
  // The Delhi head: titled from its head (parties either side of "Versus"), else listed for staff.
  for (const id of ["test-stall:delhi-head", "test-stall:delhi-head-one-line"]) {
    const row = await sourceOne<{ appellant: string; all_judges: string | null }>(id, "select appellant, all_judges from cases where doc_id = ?");
    if (row!.appellant === NO_TITLE || isReporterHeading(row!.appellant)) expect(untitled, id).toContain(id);
    if (!row!.all_judges) expect(noBench, id).toContain(id);
  }

  // The real judgments of the batch are imported as ever.
  for (const raw of sample) expect(await sourceOne((JSON.parse(raw) as { id: string }).id, "select doc_id from cases where doc_id = ?")).toBeTruthy();
}, 180_000);

test("readers a case's write runs (references, fingerprint, phrase pairs) that throw leave their rows empty; the case and its batch land", async () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  const sample = inject("sampleLines").slice(4, 6);
  // A real judgment with the marker added: its references and fingerprint readers throw, and the pair reader on its words.
  const real = JSON.parse(sample[0]) as { id: string; judgment_text: string };
  const odd = JSON.stringify({ ...real, id: "test-stall:write-readers", judgment_text: `${real.judgment_text}\n\n${MARKER} ${PAIR_MARKER} as held in (2005) 6 SCC 1.` });
  const lines = [odd, sample[1]].map((raw, i) => ({ line: i + 1, raw }));
  const results = await importLines(ctxAt(), lines, { file: "import-stall-writers.jsonl" });
  expect(results.map((r) => r.status)).toEqual(["imported", "imported"]);

  const doc = await sourceOne<{ doc_id: number; search_key: number; appellant: string }>("test-stall:write-readers", "select doc_id, search_key, appellant from cases where doc_id = ?");
  expect(doc).toBeTruthy();
  // Its text, title and search rows are written; the failed readers' rows are empty.
  expect(await caseOne(doc!.doc_id, "select rowid from case_fts where rowid = ?", doc!.search_key)).toBeTruthy();
  expect(await caseAll(doc!.doc_id, "select position from case_references where doc_id = ?", doc!.doc_id)).toEqual([]);
  expect(await caseAll(doc!.doc_id, "select hash from case_shingles where doc_id = ?", doc!.doc_id)).toEqual([]);
  // The pair reader's failure: FTS5 splits the text instead (the same row), so Exact phrases still find it.
  expect(await caseOne(doc!.doc_id, "select rowid from case_pair_fts where rowid = ?", doc!.search_key)).toBeTruthy();
  for (const reader of ["findReferences", "textFingerprint", "pairSequence"]) expect(warn.mock.calls.some((c) => String(c[0]).includes(`reader ${reader} failed`)), reader).toBe(true);

  // The other judgment of the batch has all of its rows.
  const other = await sourceOne<{ doc_id: number }>((JSON.parse(sample[1]) as { id: string }).id, "select doc_id from cases where doc_id = ?");
  expect(other).toBeTruthy();
  expect((await caseAll(other!.doc_id, "select hash from case_shingles where doc_id = ?", other!.doc_id)).length).toBeGreaterThan(0);
  warn.mockRestore();
}, 120_000);
