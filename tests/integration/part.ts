import { applyD1Migrations, env, reset } from "cloudflare:test";
import { beforeAll, describe } from "vitest";
import { LIBRARY_MIGRATION } from "./statutes-library";

/**
 * An empty D1 and R2 (and queue and cache) with the real migrations applied — all but the statutes
 * library's 7,000 rows of master data (0034, ~1.7 s): a test that reads them applies them itself
 * with applyStatutesLibrary() (decision 101).
 */
export async function freshStorage() {
  await reset();
  await applyD1Migrations(
    env.DB,
    env.TEST_MIGRATIONS.filter((m) => m.name !== LIBRARY_MIGRATION),
  );
  // The High Courts' shard (CASE_SHARDS, vitest.config.ts) gets the case migrations (decision 126).
  await applyD1Migrations(env.CASES_1, env.TEST_CASE_MIGRATIONS.filter((m) => m.name !== LIBRARY_MIGRATION));
}

/**
 * A part of a group file (`*.part.ts`): its tests run in a describe of their own, from fresh
 * storage, as if it were a file of its own — but in the group's workerd runtime, which costs its
 * start-up (~4 s, and ~10 s on a loaded machine) once a group instead of once a part (decision 125).
 */
export function part(name: string, load: () => Promise<unknown>) {
  describe(name, async () => {
    beforeAll(freshStorage);
    await load();
  });
}
