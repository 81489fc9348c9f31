import { applyD1Migrations, env, reset } from "cloudflare:test";
import { beforeAll } from "vitest";

// Every test file starts from an empty D1/R2 with the real migrations applied.
beforeAll(async () => {
  await reset();
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
});
