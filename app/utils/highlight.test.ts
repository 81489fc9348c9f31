import { expect, test } from "vitest";
import { termsParam, termsPattern } from "./highlight";

test("the highlight pattern matches words starting with a term, any case, and ignores unsafe terms", () => {
  const re = termsPattern(["murder", "bail", "a.b*"])!;
  expect("Murdered on bail; the BAILIFF. rebail".match(re)).toEqual(["Murdered", "bail", "BAILIFF"]);
  expect(termsPattern(["(", "*"])).toBeNull();
  expect(termsParam(["a", "b", "a"])).toBe("a|b");
});
