import { expect, test } from "vitest";
import { pageWindow } from "./pager";

test("pages are at least one, and the asked page is brought within them", () => {
  expect(pageWindow(0, 10, 1)).toEqual({ pages: 1, page: 1 });
  expect(pageWindow(25, 10, 2)).toEqual({ pages: 3, page: 2 });
  expect(pageWindow(25, 10, 9)).toEqual({ pages: 3, page: 3 });
  expect(pageWindow(25, 10, 0)).toEqual({ pages: 3, page: 1 });
});
