import { applyD1Migrations, env } from "cloudflare:test";

/** The statutes library's master data (decision 101), left out of the per-file setup for its size. */
export const LIBRARY_MIGRATION = "0034_statutes_library.sql";

/** Applies the statutes library's rows to this file's D1 (after the setup's migrations). */
export async function applyStatutesLibrary() {
  await applyD1Migrations(
    env.DB,
    env.TEST_MIGRATIONS.filter((m) => m.name === LIBRARY_MIGRATION),
  );
}
