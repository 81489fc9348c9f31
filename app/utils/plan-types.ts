/**
 * The plan types the 'Create New Plan' form offers (back-office §3); TRIAL and CUSTOM exist but are
 * not created there. A module of its own, without zod, so the page renders the list and the schema
 * (app/services/commerce/plans.schema.ts) and the service check against the same one.
 */
export const CREATABLE_PLAN_TYPES = ["DAILY", "WEEKLY", "MONTHLY", "YEARLY"] as const;
export type CreatablePlanType = (typeof CREATABLE_PLAN_TYPES)[number];
