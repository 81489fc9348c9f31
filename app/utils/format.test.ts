import { describe, expect, test } from "vitest";
import { formatDate, formatDateTime, inIndia, todayInIndia } from "./format";

/** One clock, India Standard Time, for every date and time shown (walk-through finding 11, decision 092). */
describe("dates and times on India time", () => {
  test("a moment just before midnight UTC is the next day in India", () => {
    for (const stored of ["2026-11-24T23:25:00.000Z", "2026-11-24T23:25:00Z", "2026-11-25T04:55:00+05:30", new Date("2026-11-24T23:25:00Z")]) {
      expect(inIndia(stored), String(stored)).toEqual({ date: "2026-11-25", time: "04:55:00" });
      if (typeof stored !== "string") continue;
      expect(formatDate(stored), stored).toBe("25-11-2026");
      expect(formatDateTime(stored), stored).toBe("25-11-2026 04:55");
    }
    expect(todayInIndia(new Date("2026-11-24T23:25:00Z"))).toBe("2026-11-25");
  });

  test("the India day turns at 18:30 UTC", () => {
    expect(formatDateTime("2026-11-24T18:29:59Z")).toBe("24-11-2026 23:59");
    expect(formatDateTime("2026-11-24T18:30:00Z")).toBe("25-11-2026 00:00");
    expect(todayInIndia(new Date("2026-12-31T18:30:00Z"))).toBe("2027-01-01");
  });

  test("a calendar date (a judgment's decision) is not moved; nothing gives blank", () => {
    expect(formatDate("1996-03-05")).toBe("05-03-1996");
    expect(formatDateTime("1996-03-05")).toBe("");
    expect(formatDate(null)).toBe("");
    expect(formatDateTime("not a date")).toBe("");
    expect(inIndia(undefined)).toBeNull();
  });
});
