import { describe, expect, test } from "vitest";
import { citationPart, excerptHtml, noNulls, overlay, valueItem } from "./case-detail.server";

/** The case in subscriber §3's shape (decision 112): the pure parts. */
describe("case detail", () => {
  test("noNulls: null, undefined and blank text become 'none' at any depth; numbers, booleans and lists stay", () => {
    expect(noNulls({ a: null, b: "", c: " ", d: 0, e: false, f: [null, { g: undefined, h: "x" }] })).toEqual({ a: "none", b: "none", c: "none", d: 0, e: false, f: ["none", { g: "none", h: "x" }] });
  });

  test("a missing citation row is an object whose every leaf is 'none', so `year.value` and `journalResponse.value` can be read", () => {
    expect(citationPart(undefined, undefined)).toEqual({
      year: { value: "none" },
      volume: "none",
      pageNumber: "none",
      journalResponse: { id: "none", label: "none", value: "none" },
      citationCategoryResponse: { id: "none", value: "none", citationCategoryName: "none" },
    });
    expect(citationPart({ year: 2021, volume: null, page: "45" }, { journal: "SAR", journalId: 2, category: "SC", categoryId: 4 })).toEqual({
      year: { value: 2021 },
      volume: "none",
      pageNumber: "45",
      journalResponse: { id: 2, label: "SAR", value: "SAR" },
      citationCategoryResponse: { id: 4, value: "SC", citationCategoryName: "SC" },
    });
    expect(valueItem(34, "Supreme Court of India")).toEqual({ id: 34, label: "Supreme Court of India", value: "Supreme Court of India" });
  });

  test("the guest's excerpt is escaped text in paragraphs, never markup of its own", () => {
    expect(excerptHtml("1. First <b>para</b>\n\n2. Second & last")).toBe("<p>1. First &lt;b&gt;para&lt;/b&gt;</p><p>2. Second &amp; last</p>");
  });

  test("overlay merges nested parts key by key and replaces lists and leaves", () => {
    const base = { a: 1, n: { x: 1, y: { v: "shown" } }, list: [1, 2] };
    expect(overlay(base, { n: { y: { id: 3 }, z: 2 }, list: [3] })).toEqual({ a: 1, n: { x: 1, y: { v: "shown", id: 3 }, z: 2 }, list: [3] });
  });
});
