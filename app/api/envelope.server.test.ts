import { describe, expect, test } from "vitest";
import { fromIndiaStamp, ok, toIndiaStamp } from "./envelope.server";

describe("the envelope's stamps on India's clock (decision 115)", () => {
  test("a stored UTC stamp becomes India's, the offset written, the first ten characters the Indian date", () => {
    expect(toIndiaStamp("2026-11-26T20:40:00.000Z")).toBe("2026-11-27T02:10:00.000+05:30");
    expect(toIndiaStamp("2026-12-31T18:30:00Z")).toBe("2027-01-01T00:00:00+05:30");
    expect(toIndiaStamp("2026-11-26T05:00Z")).toBe("2026-11-26T10:30:00+05:30");
  });

  test("calendar dates, other text and malformed stamps are unchanged; the India stamp goes back to the stored text", () => {
    for (const v of ["2026-11-26", "none", "2026-13-45T99:99:00Z", "Decided 2026-11-26T20:40:00.000Z", "2026-11-26T20:40:00.000+01:00"]) expect(toIndiaStamp(v)).toBe(v);
    for (const v of ["2026-11-26T20:40:00.000Z", "2026-02-28T23:59:59.123Z"]) expect(fromIndiaStamp(toIndiaStamp(v))).toBe(v);
    expect(fromIndiaStamp("2026-11-26T20:40:00.000Z")).toBe("2026-11-26T20:40:00.000Z");
  });

  test("every stamp of an answer, however deep, is converted", async () => {
    const body = await ok({ a: [{ at: "2026-11-26T20:40:00.000Z", day: "2026-11-26" }], note: "x" }).json();
    expect(body).toEqual({ responseStatus: { statusCode: "0" }, responseData: { a: [{ at: "2026-11-27T02:10:00.000+05:30", day: "2026-11-26" }], note: "x" } });
  });
});
