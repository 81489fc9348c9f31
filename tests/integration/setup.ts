import { applyD1Migrations, env, reset } from "cloudflare:test";
import { beforeAll } from "vitest";
import { LIBRARY_MIGRATION } from "./statutes-library";

// Every test file starts from an empty D1/R2 with the real migrations applied — all but the statutes
// library's 7,000 rows of master data (0034, ~1.7 s a file): a test that reads them applies them
// itself with applyStatutesLibrary() (decision 101).
beforeAll(async () => {
  await reset();
  await applyD1Migrations(
    env.DB,
    env.TEST_MIGRATIONS.filter((m) => m.name !== LIBRARY_MIGRATION),
  );
});
