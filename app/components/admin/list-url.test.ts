import { describe, expect, test } from "vitest";
import { afterWrite, listSearch, queryOf } from "./list-url";
import { noticeFromUrl, toastOf } from "./notice";
import { adminMessages } from "../../utils/copy";

describe("list URLs", () => {
  test("listSearch keeps search, filters and page, drops dialogs and notices, applies changes", () => {
    const current = new URLSearchParams("q=ram&live=NO&page=3&confirm=12&notice=deleted&dialog=add&edit=4");
    expect(listSearch(current)).toBe("?q=ram&live=NO&page=3");
    expect(listSearch(current, { confirm: 7 })).toBe("?q=ram&live=NO&page=3&confirm=7");
    expect(listSearch(current, { page: null, q: null, live: null })).toBe("?");
  });

  test("afterWrite returns to the list the action came from, with the notice key and the changes", () => {
    expect(afterWrite("http://x/admin/cases?q=a&page=4&confirm=9&index", "updated", { page: 1 })).toBe("/admin/cases?q=a&page=1&notice=updated");
  });

  test("queryOf leaves blanks out so they take the schema's defaults", () => {
    expect(queryOf(new URL("http://x/?q=&live=YES&page="))).toEqual({ live: "YES" });
  });
});

describe("notices", () => {
  test("only known notice keys are shown; anything else in the URL shows nothing", () => {
    expect(noticeFromUrl(new URLSearchParams("notice=deleted"))).toEqual({ kind: "success", text: adminMessages.deleted });
    expect(noticeFromUrl(new URLSearchParams("notice=You%20won"))).toBeNull();
    expect(noticeFromUrl(new URLSearchParams("notice=toString"))).toBeNull();
  });

  test("a failure without a title or text takes the toast defaults of §8", () => {
    expect(toastOf({ kind: "error" })).toEqual({ kind: "error", title: "System Error", text: "Something went wrong please try after sometime." });
    expect(toastOf({ kind: "error", title: "Error While Deleting", text: "x" })).toEqual({ kind: "error", title: "Error While Deleting", text: "x" });
  });
});
