import { expect, test } from "vitest";
import { pagerItems, pagerShown } from "./pager";

const show = (current: number, pages: number) =>
  pagerItems(current, pages)
    .map((i) => (i.kind === "gap" ? "…" : String(i.page)))
    .join(" ");

test("up to six pages every number is listed", () => {
  expect(show(1, 1)).toBe("1");
  expect(show(3, 6)).toBe("1 2 3 4 5 6");
});

test("beyond six pages: first, ellipsis, a window around the current page, ellipsis, last", () => {
  expect(show(1, 10)).toBe("1 2 … 10");
  expect(show(5, 10)).toBe("1 … 4 5 6 … 10");
  expect(show(10, 10)).toBe("1 … 9 10");
  expect(show(3, 7)).toBe("1 2 3 4 … 7");
});

test("the pager shows above 1 page; the clients list's above 0 (back-office §9, B137)", () => {
  expect([0, 1, 2].map((n) => pagerShown(n))).toEqual([false, false, true]);
  expect([0, 1, 2].map((n) => pagerShown(n, 0))).toEqual([false, true, true]);
});
