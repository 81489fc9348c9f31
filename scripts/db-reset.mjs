#!/usr/bin/env node
// npm run db:reset — deletes the local state (D1, R2, queues), migrates and loads the demo data.
import { rmSync } from "node:fs";
import { run } from "./lib/run.mjs";
import { migrateLocal } from "./lib/setup.mjs";

const dir = process.env.LAW_REPORTER_STATE ?? ".wrangler/state";
rmSync(dir, { recursive: true, force: true });
await migrateLocal(dir);
await run("npx", ["tsx", "scripts/seed.ts"]);
