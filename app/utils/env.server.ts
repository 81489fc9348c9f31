import { z } from "zod";

/** The bindings and variables of both Workers (wrangler.toml, workers/wrangler.toml). */
export type Env = {
  DB: D1Database;
  FILES: R2Bucket;
  JOBS: Queue<JobMessage>;
  ASSETS?: Fetcher;
  APP_NAME?: string;
  PUBLIC_URL?: string;
  HELPLINE?: string;
  /** the footer's About Us link (the publisher's site); empty hides it */
  ABOUT_US_URL?: string;
  /** the footer's mobile app store link; empty hides it */
  APP_STORE_URL?: string;
  EMAIL_FROM?: string;
  RESEND_API_KEY?: string;
  RESEND_BASE_URL?: string;
  SMS_API_KEY?: string;
  SMS_BASE_URL?: string;
  RAZORPAY_KEY_ID?: string;
  RAZORPAY_KEY_SECRET?: string;
  RAZORPAY_WEBHOOK_SECRET?: string;
  RAZORPAY_BASE_URL?: string;
  /**
   * The case shards (decision 122): a JSON list of {id, courts, yearFrom, yearTo}, each read through
   * the D1 binding CASES_{id}. Unset: one shard, the catalogue database itself (DB).
   */
  CASE_SHARDS?: string;
  MEILISEARCH_HOST?: string;
  MEILISEARCH_API_KEY?: string;
  /** "1" only in a local run (npm start, tests): providers without keys work offline (decision 022) */
  OFFLINE_PROVIDERS?: string;
  /** "1" only in local development and tests: enables the developer outbox page */
  DEV_OUTBOX?: string;
  /** "1" only for the benchmark's own local state: enables POST /dev/import */
  DEV_BULK_IMPORT?: string;
  /** calls a session or personal token may make to /v1/api in a minute (default 60, decision 071); the benchmark's own state raises it */
  API_CALLS_PER_MINUTE?: string;
  /** citation checks an account may run in an hour (default 60, decision 077); the benchmark's own state raises it */
  CITATION_CHECKS_PER_HOUR?: string;
};

/** Every message the jobs Worker understands. */
export type JobMessage =
  | { type: "email"; id: string; to: string; subject: string; text: string; html?: string }
  | { type: "sms"; id: string; to: string; text: string }
  | { type: "search-sync"; docId: number }
  /** one batch of a back-office bulk import: the lines from byte `offset` (line number `line`) on */
  | { type: "bulk-import"; importId: number; offset: number; line: number }
  /** the fan-out of a stored notification (app/services/alerts/notifications.server.ts) */
  | { type: "notify"; notificationId: number }
  /** the rest of a large merge of an act name into an act, then of the names merged with it (app/services/masters/act-names.server.ts) */
  | { type: "act-merge"; name: string; target: string; actorId: number; rest?: { name: string; target: string }[] }
  /** a judgment's watch alerts (app/services/alerts/watch.server.ts): its events fanned out a page at a time, from `eventId`/`after` when continued */
  | { type: "watch-alerts"; docId: number; eventId?: number; after?: number }
  /** one subscriber's alert digest e-mail (at most one a day) */
  | { type: "watch-digest"; userId: number }
  | { type: "housekeeping" };

const ConfigSchema = z.object({
  appName: z.string().min(1),
  publicUrl: z.string().url(),
  helpline: z.string().min(1),
  /** an http(s) address, or "" for no link */
  aboutUsUrl: z.union([z.literal(""), z.url({ protocol: /^https?$/ })]),
  appStoreUrl: z.union([z.literal(""), z.url({ protocol: /^https?$/ })]),
  emailFrom: z.string().min(3),
});

/**
 * The footer's destinations (subscriber §2.1: About Us is the publisher's external site; the app
 * link goes to a mobile app store). The spec names no address: About Us defaults to the demo
 * publisher's domain (as EMAIL_FROM), the app link to the store's listing search for the app's
 * name; a deployment sets both in wrangler.toml [vars] (decision 048).
 */
export const DEFAULT_ABOUT_US_URL = "https://sar.example.com/about";
export const DEFAULT_APP_STORE_URL = "https://play.google.com/store/search?q=SAR%20Online%20Law%20Reporter&c=apps";

export type Config = z.infer<typeof ConfigSchema>;

/**
 * Reads the plain variables once per bindings object (an isolate's env). A missing or malformed variable fails loudly with
 * its name; every variable is documented in README.md under "Environment".
 */
export function readConfig(env: Env): Config {
  // The same bindings object (an isolate's env) is read once: parsing it is ~0.5 ms a request.
  const known = configs.get(env);
  if (known) return known;
  const parsed = ConfigSchema.safeParse({
    appName: env.APP_NAME ?? "SAR Online Law Reporter",
    publicUrl: env.PUBLIC_URL ?? "http://127.0.0.1:8787",
    helpline: env.HELPLINE ?? "+91 11 4000 1996",
    aboutUsUrl: (env.ABOUT_US_URL ?? DEFAULT_ABOUT_US_URL).trim(),
    appStoreUrl: (env.APP_STORE_URL ?? DEFAULT_APP_STORE_URL).trim(),
    emailFrom: env.EMAIL_FROM ?? "SAR Online <no-reply@sar.example.com>",
  });
  if (!parsed.success) {
    const names = parsed.error.issues.map((i) => i.path.join(".")).join(", ");
    throw new Error(`Invalid environment (${names}); see README.md, section Environment.`);
  }
  configs.set(env, parsed.data);
  return parsed.data;
}

const configs = new WeakMap<Env, Config>();
