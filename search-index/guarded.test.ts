import { afterEach, expect, test, vi } from "vitest";
import { HEAD_CHARS, TAIL_CHARS, headAndTail, readOr } from "./guarded";

afterEach(() => vi.restoreAllMocks());

test("a reader's answer is returned as it is", () => {
  expect(readOr([], () => ["Mr. A. Kumar"], { reader: "extractCounsel", sourceId: "x:1" })).toEqual(["Mr. A. Kumar"]);
});

test("a reader that throws gives the empty answer and a warning naming the reader and the record", () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  const out = readOr({ appellant: [] as string[] }, () => {
    throw new RangeError("Maximum call stack size exceeded");
  }, { reader: "extractCounsel", sourceId: "hc:42" });
  expect(out).toEqual({ appellant: [] });
  expect(warn).toHaveBeenCalledOnce();
  expect(warn.mock.calls[0][0]).toMatch(/extractCounsel.*hc:42.*Maximum call stack/);
});

test("a short text is read whole; a long one by its head and its tail", () => {
  expect(headAndTail("Coram: X\n\nJUDGMENT")).toBe("Coram: X\n\nJUDGMENT");
  const long = `HEAD${"x".repeat(HEAD_CHARS + TAIL_CHARS)}TAIL`;
  const bounded = headAndTail(long);
  expect(bounded.length).toBe(HEAD_CHARS + TAIL_CHARS + 2);
  expect(bounded.startsWith("HEAD")).toBe(true);
  expect(bounded.endsWith("TAIL")).toBe(true);
});
