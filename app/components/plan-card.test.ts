import { describe, expect, test } from "vitest";
import { planLines, PLAN_LINE_SHOWN } from "./plan-card";

describe("plan card description (subscriber §2.7, §9; decision 117)", () => {
  test("split on '#' into lines, blank lines dropped", () => {
    expect(planLines("One calendar month#Supreme Court and High Courts#Reporter PDFs").map((l) => l.full)).toEqual(["One calendar month", "Supreme Court and High Courts", "Reporter PDFs"]);
    expect(planLines("a##b#").map((l) => l.text)).toEqual(["a", "b"]);
    expect(planLines("")).toEqual([]);
  });
  test("a line over 25 characters shows its first 25 and '..'; up to 25 it is whole, without '..'", () => {
    const [short, mid, long] = planLines("Reporter PDFs#One calendar month#Supreme Court and High Courts");
    expect(short).toEqual({ text: "Reporter PDFs", full: "Reporter PDFs", cut: false });
    expect(mid).toEqual({ text: "One calendar month", full: "One calendar month", cut: false });
    expect(long.cut).toBe(true);
    expect(long.text).toBe("Supreme Court and High Co..");
    expect(long.text.length).toBe(PLAN_LINE_SHOWN + 2);
    const exactly = "x".repeat(PLAN_LINE_SHOWN);
    expect(planLines(exactly)[0]).toEqual({ text: exactly, full: exactly, cut: false });
  });
  test("the cut never splits a character and drops a trailing space before '..'", () => {
    expect(planLines(`${"ह".repeat(30)}`)[0].text).toBe(`${"ह".repeat(25)}..`);
    expect(planLines("Twenty four characters x and more")[0].text).toBe("Twenty four characters x..");
  });
});
