import { describe, expect, test } from "vitest";
import { cleanJson, cleanText, JSON_MAX_DEPTH, JsonTooDeepError } from "./clean-text";

/** Issue 33 item 8: a deep JSON body is refused with a message, never a stack overflow; the regexes are linear. */
describe("cleanJson's depth", () => {
  const nested = (depth: number): unknown => {
    let v: unknown = "x\u0000y";
    for (let i = 0; i < depth; i++) v = i % 2 ? { k: v } : [v];
    return v;
  };

  test("as deep as JSON_MAX_DEPTH is cleaned; one level more throws JsonTooDeepError", () => {
    let out = cleanJson(nested(JSON_MAX_DEPTH));
    for (let i = 0; i < JSON_MAX_DEPTH; i++) out = Array.isArray(out) ? out[0] : (out as { k: unknown }).k;
    expect(out).toBe("x y");
    expect(() => cleanJson(nested(JSON_MAX_DEPTH + 1))).toThrow(JsonTooDeepError);
  });

  test("a million levels (far past any stack) throw the same error, not a RangeError", () => {
    expect(() => cleanJson(JSON.parse("[".repeat(1_000_000) + "]".repeat(1_000_000)))).toThrow(JsonTooDeepError);
  });

  test("keys are cleaned, '__proto__' stays a plain key, order and values kept", () => {
    const out = cleanJson(JSON.parse('{"b\\u0000":1,"__proto__":{"polluted":true},"a":[null,false,"t\\tu"]}')) as Record<string, unknown>;
    expect(Object.keys(out)).toEqual(["b", "__proto__", "a"]);
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect((out as { polluted?: boolean }).polluted).toBeUndefined();
    expect(out.a).toEqual([null, false, "t\tu"]);
  });
});

describe("cleanText's control runs in linear time", () => {
  test("100,000 spaces with no control after them: well under a second", () => {
    const started = performance.now();
    expect(cleanText(" ".repeat(100_000) + "a")).toHaveLength(100_001);
    expect(cleanText(`a ${" ".repeat(50_000)}\u0000   b`)).toBe("a b");
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
