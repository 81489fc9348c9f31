/** How results and the case view name a court and bench (decision 099). */
import { expect, test } from "vitest";
import { COURTS } from "./court-of-head";
import { benchName, courtLabel, isPrincipalSeat } from "./court-label";

test("a bench is named with its court; the principal seat is the court alone", () => {
  expect(courtLabel("High Court of Bombay", "Nagpur")).toBe("High Court of Bombay (Nagpur Bench)");
  expect(courtLabel("High Court of Bombay", "Mumbai")).toBe("High Court of Bombay");
  expect(courtLabel("High Court of Bombay", "Goa at Panaji")).toBe("High Court of Bombay (Goa Bench)");
  expect(courtLabel("High Court of Madras", "Madurai")).toBe("High Court of Madras (Madurai Bench)");
  expect(courtLabel("High Court of Jammu & Kashmir and Ladakh", "Jammu Wing")).toBe("High Court of Jammu & Kashmir and Ladakh (Jammu Wing)");
  expect(courtLabel("Supreme Court", "Supreme Court of India")).toBe("Supreme Court");
  expect(courtLabel("High Court of Delhi", null)).toBe("High Court of Delhi");
  expect(courtLabel(null, "Nagpur")).toBeNull();
  // A court staff added: which branch is its seat is not known, so the branch is given as it is.
  expect(courtLabel("Tribunal of Quillfeather", "Leh")).toBe("Tribunal of Quillfeather (Leh)");
  expect(benchName("Circuit Bench at Jalpaiguri")).toBe("Circuit Bench at Jalpaiguri");
});

test("the principal seats are the courts master's first seats (search-index/court-of-head.ts)", () => {
  for (const c of COURTS) {
    expect(isPrincipalSeat(c.master, c.seats[0].master), c.master).toBe(true);
    for (const s of c.seats.slice(1)) expect(isPrincipalSeat(c.master, s.master), s.master).toBe(false);
  }
});
