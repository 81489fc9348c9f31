/// <reference types="@cloudflare/vitest-pool-workers/types" />
import type { D1Migration } from "cloudflare:test";
import type { Env as AppEnv } from "../../app/utils/env.server";

declare global {
  namespace Cloudflare {
    interface Env extends AppEnv {
      TEST_MIGRATIONS: D1Migration[];
      /** The case shards' migrations (db/case-migrations, decision 126), the statutes library left out. */
      TEST_CASE_MIGRATIONS: D1Migration[];
      /** two case shards beside the catalogue (vitest.config.ts; decision 122) */
      CASES_1: D1Database;
      CASES_2: D1Database;
    }
  }
}
