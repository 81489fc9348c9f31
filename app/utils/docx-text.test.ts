import { describe, expect, test } from "vitest";
import { docxOf } from "../../tests/docx-fixture";
import { docxText } from "./docx-text.server";

/** Issue 33 item 8: a character reference no string can hold is skipped, never a throw (a 500 on /citationCheck). */
describe("docxText and character references", () => {
  test("&#99999999; and a lone surrogate are skipped; the rest of the paragraph is read", async () => {
    const file = docxOf("AIR 1964 SC 1581 &#99999999;&#xD800;&#1114112;&#123456789012345678901234567890; ok");
    expect(file.length).toBeLessThan(600);
    expect(await docxText(file)).toBe("AIR 1964 SC 1581  ok");
  });

  test("possible ones are decoded once, in decimal and hex; an escaped ampersand is not decoded again", async () => {
    expect(await docxText(docxOf("&#65;&#x42;&#X1F600;&amp;#99; &lt;p&gt;"))).toBe("AB\u{1F600}&#99; <p>");
  });

  test("tags are removed in linear time: 200,000 unclosed '<' take well under a second", async () => {
    const started = performance.now();
    const text = await docxText(docxOf("a" + "&lt;".repeat(10) + "<".repeat(200_000)));
    expect(text).toContain("a<<<<<<<<<<");
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
