/**
 * The account schemas for loaders and actions. A route imports them from here, not from
 * ./user-validation, so its browser bundle does not carry zod (≈ 90 KB gzip): the browser build
 * leaves `.server` modules out, and a form's own check loads the schema on demand
 * (app/utils/lazy-validation.ts; issue 22 item 11, docs/decisions/051).
 */
export * from "./user-validation";
