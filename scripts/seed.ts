import { createDb } from "../app/utils/context.server";
import { seedDemo } from "../db/seed";
import { openPlatform, stateDir } from "./lib/platform";

const platform = await openPlatform();
try {
  const result = await seedDemo({ db: createDb(platform.env.DB), files: platform.env.FILES, now: new Date() });
  console.log(`Demo data ready in ${stateDir()}: ${result.cases} cases, ${result.users} accounts.`);
} finally {
  await platform.dispose();
}
