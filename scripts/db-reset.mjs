#!/usr/bin/env node
// npm run db:reset — deletes the local state (D1, R2, queues), migrates and loads the demo data.
import { rmSync } from "node:fs";
import { run } from "./lib/run.mjs";

const dir = process.env.LAW_REPORTER_STATE ?? ".wrangler/state";
rmSync(dir, { recursive: true, force: true });
await run("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", dir]);
await run("npx", ["tsx", "scripts/seed.ts"]);
