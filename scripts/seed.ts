/** npm run db:seed [-- --if-empty] — loads the demo data into the local D1 and R2 (idempotent). */
import { caseShardsOf } from "../app/utils/case-shards.server";
import { createContext, createDb } from "../app/utils/context.server";
import { linkEveryShard } from "../app/services/search/search-sync.server";
import { users } from "../db/schema";
import { seedDemo } from "./lib/demo-seed";
import { openPlatform, stateDir } from "./lib/platform";

const platform = await openPlatform();
try {
  const db = createDb(platform.env.DB);
  if (process.argv.includes("--if-empty") && (await db.$count(users)) > 0) {
    console.log(`Local database in ${stateDir()} already has data; demo data not reloaded (npm run db:reset starts afresh).`);
  } else {
    // CASE_SHARDS in the environment overrides wrangler.toml's ("" = every case in DB, as the benches' one-database server reads).
    const env = process.env.CASE_SHARDS === undefined ? platform.env : { ...platform.env, CASE_SHARDS: process.env.CASE_SHARDS };
    const result = await seedDemo({ db, files: platform.env.FILES, now: new Date(), shards: caseShardsOf(env) });
    // Each database's cases were written on their own: the links between shards (a High Court judgment citing a Supreme
    // Court case, and its row in the cited case's Cited by), as a reindex makes them.
    await linkEveryShard(createContext(env, undefined));
    console.log(`Demo data ready in ${stateDir()}: ${result.cases} cases, ${result.users} accounts.`);
  }
} finally {
  await platform.dispose();
}
