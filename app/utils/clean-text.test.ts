import { describe, expect, test } from "vitest";
import { z } from "zod";
import { cleanFormData, cleanJson, cleanText } from "./clean-text";
import { parseForm } from "./form-parse";

// Issue 21 item 11: NUL, ESC and right-to-left overrides were stored as typed.
describe("cleanText", () => {
  test("NUL, ESC, the other C0/C1 controls and DEL become one space; the bidirectional overrides go", () => {
    expect(cleanText("Gold\u0000 Plan\u001b[31m")).toBe("Gold Plan [31m");
    expect(cleanText("dowry\u0000kerosene\u0000\u0001\u001f burn")).toBe("dowry kerosene burn");
    expect(cleanText("\u202Egpj.exe\u202C")).toBe("gpj.exe");
    expect(cleanText("a\u0085b\u007fc\u2066d\u2069")).toBe("a b cd");
  });
  test("a single-line field turns tabs and newlines into one space", () => {
    expect(cleanText("Union of India\r\n\t& Ors")).toBe("Union of India & Ors");
  });
  test("a multi-line field keeps tab and newline, and CR LF becomes LF", () => {
    expect(cleanText("Para 1\r\n\tPara  2\rEnd\u0000", { multiline: true })).toBe("Para 1\n\tPara  2\nEnd ");
  });
  test("Indian scripts and ordinary punctuation pass untouched", () => {
    const text = "भारत संघ बनाम — “quoted” ₹ 1,000 §302 ಕನ್ನಡ";
    expect(cleanText(text)).toBe(text);
  });
});

describe("the form parser (every form's one validation layer)", () => {
  const Schema = z.object({ name: z.string(), body: z.string(), password: z.string(), rows: z.array(z.object({ note: z.string() })) });
  test("cleans every field but passwords; only the named multi-line fields keep newlines, at any depth", () => {
    const form = new FormData();
    form.append("name", "Chambers\u0000 Yearly\u202E");
    form.append("body", "Line one\r\nLine two\u001b");
    form.append("password", "Pass\u0000word1!");
    form.append("rows[0].note", "a\nb");
    const submission = parseForm(form, { schema: Schema, multiline: ["body", "note"] });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({
      name: "Chambers Yearly",
      body: "Line one\nLine two ",
      password: "Pass\u0000word1!",
      rows: [{ note: "a\nb" }],
    });
  });
  test("files pass untouched; URLSearchParams are cleaned too", () => {
    const form = new FormData();
    const file = new File(["\u0000binary"], "a.pdf");
    form.append("file", file);
    expect(cleanFormData(form).get("file")).toBeInstanceOf(File);
    expect(cleanFormData(new URLSearchParams("q=a%00b")).get("q")).toBe("a b");
  });
  test("a JSON body's strings are cleaned, keys too", () => {
    expect(cleanJson({ "q\u0000": ["a\u202Eb", 1, { t: "x\ny\u001b" }] })).toEqual({ q: ["ab", 1, { t: "x\ny " }] });
  });
});
