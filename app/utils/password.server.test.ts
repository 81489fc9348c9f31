import { expect, test } from "vitest";
import { hashPassword, PBKDF2_ITERATIONS, verifyPassword } from "./password.server";

test("PBKDF2 is pinned at no more than 100,000 iterations per call (production Workers refuse more)", async () => {
  expect(PBKDF2_ITERATIONS).toBeLessThanOrEqual(100_000);
  const stored = await hashPassword("Secret@123");
  const [scheme, iterations] = stored.split("$");
  expect(scheme).toBe("pbkdf2-sha256");
  expect(Number(iterations)).toBe(PBKDF2_ITERATIONS);
});

test("a password verifies against its own hash only, with a fresh salt each time", async () => {
  const a = await hashPassword("Secret@123");
  const b = await hashPassword("Secret@123");
  expect(a).not.toBe(b);
  expect(await verifyPassword("Secret@123", a)).toBe(true);
  expect(await verifyPassword("Secret@124", a)).toBe(false);
  expect(await verifyPassword("Secret@123", null)).toBe(false);
  expect(await verifyPassword("Secret@123", "md5$1$x$y")).toBe(false);
});

test("a stored hash claiming more iterations than allowed is refused rather than computed", async () => {
  const stored = (await hashPassword("Secret@123")).replace("$100000$", "$200000$");
  expect(await verifyPassword("Secret@123", stored)).toBe(false);
});
