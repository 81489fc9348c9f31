import { describe, expect, test } from "vitest";
import { flattenNumberedLists } from "./numbered-paragraphs";

describe("flattenNumberedLists (issue 21 item 4)", () => {
  test("the editor's auto-list with a typed number in its second item prints one number per paragraph", () => {
    const typed = "<ol><li><p>The appellant was convicted.</p></li><li><p>2. In Sharad the court held.</p></li></ol><p></p>";
    expect(flattenNumberedLists(typed)).toBe("<p>1. The appellant was convicted.</p><p>2. In Sharad the court held.</p><p></p>");
  });

  test("a pasted list whose items carry their numbers keeps those numbers as text, the list's own counter goes", () => {
    const pasted = '<ol start="11"><li>11. The appeal is allowed.</li><li>12) Costs on the State.</li><li>(13) No order.</li></ol>';
    expect(flattenNumberedLists(pasted)).toBe("<p>11. The appeal is allowed.</p><p>12) Costs on the State.</p><p>(13) No order.</p>");
  });

  test("an item without a typed number gets the counter the list gave it", () => {
    expect(flattenNumberedLists('<ol start="4"><li><p>4. First</p></li><li><p>Second</p></li></ol>')).toBe("<p>4. First</p><p>5. Second</p>");
  });

  test("lists without typed numbers (the toolbar's) and bullet lists stay lists", () => {
    const list = "<ol><li><p>The recovery was proved.</p></li><li><p>The chain is complete.</p></li></ol><ul><li>1. a bullet</li></ul>";
    expect(flattenNumberedLists(list)).toBe(list);
    expect(flattenNumberedLists("<p>1. Plain paragraph</p>")).toBe("<p>1. Plain paragraph</p>");
  });

  test("a number that is not a paragraph number (a year, a section) does not count", () => {
    const list = "<ol><li>1860 was the year of the Code.</li><li>302 IPC applies.</li></ol>";
    expect(flattenNumberedLists(list)).toBe(list);
  });

  test("nested numbered lists are flattened from the inside out", () => {
    const nested = "<ol><li><p>1. Outer</p><ol><li><p>1. Inner</p></li></ol></li></ol>";
    expect(flattenNumberedLists(nested)).toBe("<p>1. Outer</p><p>1. Inner</p>");
  });
});
