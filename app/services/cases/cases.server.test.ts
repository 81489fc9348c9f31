import { expect, test } from "vitest";
import { decidedDateOf, searchKeyOf } from "./cases.server";

test("decidedDateOf builds an ISO date and refuses impossible ones", () => {
  expect(decidedDateOf(5, 3, 1996)).toBe("1996-03-05");
  expect(decidedDateOf(29, 2, 2024)).toBe("2024-02-29");
  expect(decidedDateOf(29, 2, 2023)).toBeNull();
  expect(decidedDateOf(31, 4, 2020)).toBeNull();
  expect(decidedDateOf(null, 4, 2020)).toBeNull();
});

test("the search key grows with the decision date, ties broken by doc id, undated first", () => {
  const older = searchKeyOf("1950-01-26", 999_999);
  const newer = searchKeyOf("1950-01-27", 1);
  expect(newer).toBeGreaterThan(older);
  expect(searchKeyOf("2024-10-25", 5)).toBeGreaterThan(searchKeyOf("2024-10-25", 4));
  expect(searchKeyOf(null, 10_000)).toBeLessThan(searchKeyOf("1800-01-01", 1));
  expect(Number.isSafeInteger(searchKeyOf("2099-12-31", 2 ** 24 - 1))).toBe(true);
});
