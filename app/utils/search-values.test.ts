import { describe, expect, test } from "vitest";
import { LegacySearchSchema, legacyToParams } from "../services/search/search-request.schema";
import { parseSearch } from "./search-form";
import { readValue, STATUTE_CONDITION, unknownPageValue, WORD_METHOD } from "./search-values";

/** Issue 33 item 7 (decision 104): every enumerated value of the search is one list, and an unknown one is refused by name. */
describe("the search's values", () => {
  test("the API reads the spec's values and the old clients' spellings, and nothing else", () => {
    expect(["Exact", "exact", "EXACT", undefined, null, "none", ""].map((v) => readValue(WORD_METHOD, v) ?? "absent")).toEqual(["exact", "exact", "exact", "absent", "absent", "absent", "absent"]);
    expect(["Freeword", "Free Word", "free", "All Word", "all_words"].map((v) => readValue(WORD_METHOD, v))).toEqual(["free", "free", "free", "all", "all"]);
    expect(readValue(WORD_METHOD, "Exakt")).toBeNull();
    expect(readValue(WORD_METHOD, { a: 1 })).toBeNull();
    expect([1, "2", "And", "or", 3, "xor"].map((v) => readValue(STATUTE_CONDITION, v))).toEqual(["1", "2", "1", "2", null, null]);
  });

  test("the schema refuses an unknown value with the field and the values it takes", () => {
    const bad = LegacySearchSchema.safeParse({ searchType: "WordSearch", wordSearchData: { wordSearchText: "x", wordSearchMethod: "Phrase!" } });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues[0].path.join(".")).toBe("wordSearchData.wordSearchMethod");
    expect(bad.error!.issues[0].message).toBe("wordSearchMethod 'Phrase!' is not a value it takes: use 'Exact', 'Freeword', 'All Word'.");
    const row = LegacySearchSchema.safeParse({ searchType: "StatueSearch", searchData: [{ actName: "IPC", condition: 0 }] });
    expect(row.error!.issues[0].path.join(".")).toBe("searchData.0.condition");
    expect(LegacySearchSchema.safeParse({ searchType: "Anything" }).success).toBe(false);
    expect(LegacySearchSchema.safeParse({ dashboardSearchValue: "x" }).success).toBe(true);
  });

  test("a known value becomes the page's own parameter", () => {
    const body = LegacySearchSchema.parse({
      searchType: "WordSearch",
      wordSearchData: { wordSearchText: "bail", wordSearchSection: "Headnotes", wordSearchMethod: "All Words" },
      decidedDateOrder: "desc",
      mostCited: "Y",
    });
    const p = legacyToParams(body, 1);
    expect([p.get("mode"), p.get("section"), p.get("method"), p.get("byDate"), p.get("cited")]).toEqual(["word", "headnote", "all", "d", "1"]);
    const rows = legacyToParams(LegacySearchSchema.parse({ searchType: "StatuteSearch", searchData: [{ actName: "IPC", sec: "302", condition: "Or" }, { actName: "Evidence" }] }), 1);
    expect([rows.get("mode"), rows.get("cond1"), rows.get("act2")]).toEqual(["statute", "2", "Evidence"]);
  });

  test("the page refuses a value its forms never send, by name; an empty one is absent", () => {
    const parse = (qs: string) => parseSearch(new URLSearchParams(qs), 2026);
    expect(parse("mode=word&run=1&text=bail&method=exakt")).toMatchObject({ state: "invalid", unknownValue: true, message: expect.stringContaining("“exakt”") });
    expect(parse("mode=statute&run=1&act1=IPC&cond1=9")).toMatchObject({ state: "invalid", unknownValue: true });
    expect(parse("mode=word&run=1&text=bail&method=free&section=headnote&byDate=a").state).toBe("ready");
    expect(parse("mode=statute&run=1&act1=IPC&cond1=&cond2=").state).toBe("ready");
    // Not run yet: nothing is said.
    expect(parse("mode=word&method=exakt").state).toBe("idle");
    expect(unknownPageValue(new URLSearchParams("mode=precedents"))).toBeNull();
  });
});
