/** Prints the demo accounts (used by npm start and the README). */
import { DEMO_PASSWORD, DEMO_USERS } from "./lib/demo-seed";

const rows = DEMO_USERS.map((u) => `    ${u.label.padEnd(32)} ${u.email.padEnd(34)} ${u.mobile}`);
console.log(`  Demo logins (password for all: ${DEMO_PASSWORD})\n${rows.join("\n")}`);
