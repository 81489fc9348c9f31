/**
 * The whole data model of the reporter, one source of truth for drizzle-kit.
 *
 * Conventions (see ../shared/design/decisions.md and docs/decisions/):
 * - timestamps are ISO-8601 UTC text ("2026-01-31T10:00:00.000Z");
 * - money is integer paise;
 * - absent values are NULL (the legacy JSON contract writes them as 'none');
 * - soft delete is a deleted_at timestamp on cases, users (clients and staff) and posts.
 */
import { sql } from "drizzle-orm";
import {
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

/** created/modified by/at for everything staff edit. */
const audit = {
  createdAt: text("created_at").notNull().default(now),
  createdBy: integer("created_by"),
  modifiedAt: text("modified_at").notNull().default(now),
  modifiedBy: integer("modified_by"),
};

// ---------------------------------------------------------------- people

/** 1 ADMIN, 2 USER (client), 3 SUPER ADMIN, 4 DATA OPERATOR (decision 1). */
export const roles = sqliteTable("roles", {
  id: integer("id").primaryKey(),
  name: text("name").notNull().unique(),
  tokenDigit: integer("token_digit"),
});

export const countries = sqliteTable("countries", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
});

export const states = sqliteTable(
  "states",
  {
    id: integer("id").primaryKey(),
    countryId: integer("country_id").notNull().references(() => countries.id),
    name: text("name").notNull(),
  },
  (t) => [index("states_country_idx").on(t.countryId, t.name)],
);

export const cities = sqliteTable(
  "cities",
  {
    id: integer("id").primaryKey(),
    stateId: integer("state_id").notNull().references(() => states.id),
    name: text("name").notNull(),
  },
  (t) => [index("cities_state_idx").on(t.stateId, t.name)],
);

/** Clients (role 2) and staff (roles 1, 3, 4) share one table: one login, one e-mail space. */
export const users = sqliteTable(
  "users",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    roleId: integer("role_id").notNull().references(() => roles.id),
    name: text("name").notNull(),
    email: text("email").notNull(),
    mobile: text("mobile").notNull(),
    passwordHash: text("password_hash"),
    designation: text("designation"),
    address: text("address"),
    zipCode: text("zip_code"),
    countryId: integer("country_id").references(() => countries.id),
    stateId: integer("state_id").references(() => states.id),
    cityId: integer("city_id").references(() => cities.id),
    /** userStatus for clients, staffActive for staff. */
    active: integer("active", { mode: "boolean" }).notNull().default(true),
    emailVerifiedAt: text("email_verified_at"),
    mobileVerifiedAt: text("mobile_verified_at"),
    profilePictureKey: text("profile_picture_key"),
    lastLoginAt: text("last_login_at"),
    deletedAt: text("deleted_at"),
    ...audit,
  },
  (t) => [
    uniqueIndex("users_email_uq").on(t.email),
    uniqueIndex("users_mobile_uq").on(t.mobile),
    index("users_role_idx").on(t.roleId, t.deletedAt),
    index("users_name_idx").on(t.name),
  ],
);

/** A session row per login; the cookie holds a random id, the row its SHA-256 (decision 2). */
export const sessions = sqliteTable(
  "sessions",
  {
    idHash: text("id_hash").primaryKey(),
    userId: integer("user_id").notNull().references(() => users.id),
    kind: text("kind", { enum: ["user", "admin"] }).notNull(),
    createdAt: text("created_at").notNull(),
    lastSeenAt: text("last_seen_at").notNull(),
    expiresAt: text("expires_at").notNull(),
    endedAt: text("ended_at"),
    endReason: text("end_reason", { enum: ["logout", "idle", "expired", "revoked"] }),
    ip: text("ip"),
    userAgent: text("user_agent"),
    /** set on a personal API token's session (migration 0035, decision 103): it holds no seat */
    apiTokenId: integer("api_token_id"),
  },
  (t) => [index("sessions_user_live_idx").on(t.userId, t.endedAt, t.lastSeenAt)],
);

export const loginHistory = sqliteTable(
  "login_history",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id").notNull().references(() => users.id),
    sessionIdHash: text("session_id_hash"),
    loginAt: text("login_at").notNull(),
    logoutAt: text("logout_at"),
    activeMinutes: integer("active_minutes"),
    ip: text("ip"),
    userAgent: text("user_agent"),
  },
  (t) => [
    index("login_history_user_idx").on(t.userId, t.loginAt),
    index("login_history_session_idx").on(t.sessionIdHash),
  ],
);

/** One-time passwords for registration and for signing in to a paused account (decision 8): hashed, 10 minutes, 5 tries. */
export const otps = sqliteTable(
  "otps",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    purpose: text("purpose", { enum: ["signup", "login"] }).notNull(),
    mobile: text("mobile").notNull(),
    email: text("email").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: text("expires_at").notNull(),
    consumedAt: text("consumed_at"),
    createdAt: text("created_at").notNull(),
    clientIp: text("client_ip"),
  },
  (t) => [index("otps_mobile_idx").on(t.mobile, t.createdAt)],
);

/** E-mail verification, password reset and set-password links: single use, expiring, hashed. */
export const userTokens = sqliteTable(
  "user_tokens",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id").notNull().references(() => users.id),
    kind: text("kind", { enum: ["verify_email", "reset_password", "set_password", "seat_takeover"] }).notNull(),
    tokenHash: text("token_hash").notNull(),
    email: text("email").notNull(),
    expiresAt: text("expires_at").notNull(),
    usedAt: text("used_at"),
    createdAt: text("created_at").notNull(),
  },
  (t) => [
    uniqueIndex("user_tokens_hash_uq").on(t.tokenHash),
    index("user_tokens_user_idx").on(t.userId, t.kind),
  ],
);

/**
 * Personal API tokens (decision 071): shown once, stored as SHA-256; `prefix` (the first characters)
 * names it in lists. A token in use holds the session row `sessionIdHash` (a seat of the plan).
 */
export const apiTokens = sqliteTable(
  "api_tokens",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id").notNull().references(() => users.id),
    name: text("name").notNull(),
    tokenHash: text("token_hash").notNull(),
    prefix: text("prefix").notNull(),
    createdAt: text("created_at").notNull(),
    lastUsedAt: text("last_used_at"),
    revokedAt: text("revoked_at"),
    sessionIdHash: text("session_id_hash"),
  },
  (t) => [uniqueIndex("api_tokens_hash_uq").on(t.tokenHash), index("api_tokens_user_idx").on(t.userId, t.revokedAt)],
);

/** Fixed-window abuse counters (login failures, OTP sends and tries, reset mails). */
export const rateLimits = sqliteTable(
  "rate_limits",
  {
    key: text("key").notNull(),
    windowStart: text("window_start").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

// ---------------------------------------------------------------- plans, orders, money

export const PLAN_TYPES = ["DAILY", "WEEKLY", "MONTHLY", "YEARLY", "TRIAL", "CUSTOM"] as const;

export const plans = sqliteTable(
  "plans",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    parallelUsers: integer("parallel_users").notNull(),
    type: text("type", { enum: PLAN_TYPES }).notNull(),
    /** whole rupees before GST (decision 9) */
    costRupees: integer("cost_rupees").notNull(),
    /** lines separated by '#' */
    description: text("description").notNull().default(""),
    ...audit,
  },
  (t) => [index("plans_type_idx").on(t.type)],
);

export const ORDER_STATUSES = ["CREATED", "PAID", "FAILED"] as const;
export const PAYMENT_MODES = ["RAZORPAY", "OFFLINE", "ADMIN"] as const;

/** An order; once PAID it carries the subscription period it bought (decision 10, 11). */
export const orders = sqliteTable(
  "orders",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id").notNull().references(() => users.id),
    planId: integer("plan_id").notNull().references(() => plans.id),
    status: text("status", { enum: ORDER_STATUSES }).notNull().default("CREATED"),
    paymentMode: text("payment_mode", { enum: PAYMENT_MODES }).notNull(),
    basePaise: integer("base_paise").notNull(),
    gstPaise: integer("gst_paise").notNull(),
    amountPaise: integer("amount_paise").notNull(),
    /** the provider's order id (order_xxx); ours is `id` */
    providerOrderId: text("provider_order_id"),
    /** the provider's payment id once paid; unique so a payment activates once */
    providerPaymentId: text("provider_payment_id"),
    planStartAt: text("plan_start_at"),
    planEndAt: text("plan_end_at"),
    /** for CUSTOM plans: the end date chosen in the back office */
    customEndAt: text("custom_end_at"),
    /** what was bought, copied from the plan when the order is made: editing a plan never changes a placed order (issue 21 item 9) */
    planName: text("plan_name").notNull().default(""),
    planType: text("plan_type").notNull().default(""),
    planUsers: integer("plan_users").notNull().default(0),
    planDescription: text("plan_description").notNull().default(""),
    paidAt: text("paid_at"),
    failureReason: text("failure_reason"),
    ...audit,
  },
  (t) => [
    uniqueIndex("orders_provider_order_uq").on(t.providerOrderId),
    uniqueIndex("orders_provider_payment_uq").on(t.providerPaymentId),
    index("orders_user_idx").on(t.userId, t.status, t.planEndAt),
    index("orders_status_idx").on(t.status, t.paidAt),
    index("orders_plan_idx").on(t.planId),
    index("orders_created_idx").on(t.createdAt),
  ],
);

/** Each payment attempt or capture reported by the provider (or by staff, mode ADMIN). */
export const payments = sqliteTable(
  "payments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    orderId: integer("order_id").notNull().references(() => orders.id),
    providerPaymentId: text("provider_payment_id").notNull(),
    status: text("status", { enum: ["captured", "failed", "authorized"] }).notNull(),
    method: text("method"),
    amountPaise: integer("amount_paise").notNull(),
    signature: text("signature"),
    source: text("source", { enum: ["checkout", "webhook", "reconcile", "admin"] }).notNull(),
    /** money taken that activated nothing (a second capture for a paid order, a wrong amount): refund review */
    refundReview: integer("refund_review", { mode: "boolean" }).notNull().default(false),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [
    uniqueIndex("payments_provider_uq").on(t.providerPaymentId),
    index("payments_order_idx").on(t.orderId),
  ],
);

/**
 * Random secrets the application makes for itself, one per local state: the offline checkout's
 * signing key (decision 022). Never a provider's key (those are Worker secrets).
 */
export const appSecrets = sqliteTable("app_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: text("created_at").notNull().default(now),
});

/** Webhook events already processed (de-duplication key: the event and its payment id). */
export const webhookEvents = sqliteTable("webhook_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: text("received_at").notNull(),
  processedAt: text("processed_at"),
});

// ---------------------------------------------------------------- master data for cases

/** Journals with the flags the citation forms need (decision 16). */
export const journals = sqliteTable("journals", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  shortName: text("short_name").notNull(),
  isOwnReporter: integer("is_own_reporter", { mode: "boolean" }).notNull().default(false),
  isNeutral: integer("is_neutral", { mode: "boolean" }).notNull().default(false),
  isOnline: integer("is_online", { mode: "boolean" }).notNull().default(false),
  isSelect: integer("is_select", { mode: "boolean" }).notNull().default(false),
  volumeDisabled: integer("volume_disabled", { mode: "boolean" }).notNull().default(false),
  /** JSON array of years for which the volume is required, e.g. [2018,2019] */
  volumeRequiredYears: text("volume_required_years").notNull().default("[]"),
  yearRequired: integer("year_required", { mode: "boolean" }).notNull().default(false),
  sortOrder: integer("sort_order").notNull().default(0),
  /**
   * How the journal's citations are printed (search-index/citation-format.ts, decision 036):
   * round "(2025) 3 SCC 456", square "[2025] 3 SCR 1", air "AIR 2025 SC 1500", online
   * "2025 SCC OnLine SC 999", neutral "2025 INSC 1234", jt "JT 1995 (3) SC 22", manu "MANU/SC/0123/2005".
   */
  citationStyle: text("citation_style", { enum: ["round", "square", "air", "online", "neutral", "jt", "manu", "yearvol", "volyear", "ilr", "courtbracket"] }).notNull().default("round"),
});

export const citationCategories = sqliteTable(
  "citation_categories",
  {
    id: integer("id").primaryKey(),
    journalId: integer("journal_id").references(() => journals.id),
    name: text("name").notNull(),
  },
  (t) => [index("citation_categories_journal_idx").on(t.journalId)],
);

/** Cri, Civ, HC, SC */
export const caseCategories = sqliteTable("case_categories", {
  id: integer("id").primaryKey(),
  name: text("name").notNull().unique(),
});

/** Court types (Supreme Court, High Court of ...). */
export const courts = sqliteTable("courts", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull().unique(),
  isSupremeCourt: integer("is_supreme_court", { mode: "boolean" }).notNull().default(false),
  ...audit,
});

export const courtBranches = sqliteTable(
  "court_branches",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    courtId: integer("court_id").notNull().references(() => courts.id),
    name: text("name").notNull(),
    ...audit,
  },
  (t) => [uniqueIndex("court_branches_court_name_uq").on(t.courtId, t.name)],
);

/** None, Single, Division, Full, Third (three-judge) bench ... */
export const courtBenches = sqliteTable("court_benches", {
  id: integer("id").primaryKey(),
  name: text("name").notNull().unique(),
  code: text("code", { enum: ["NONE", "SINGLE", "DIVISION", "FULL", "THIRD", "CONSTITUTION"] }).notNull(),
});

export const acts = sqliteTable(
  "acts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    wordAbbreviation: text("word_abbreviation"),
    actAbbreviation: text("act_abbreviation"),
    ...audit,
  },
  (t) => [uniqueIndex("acts_name_uq").on(t.name)],
);

/**
 * Act names as judgments write them that staff merged into an act (the acts screen's "Names in
 * judgments", decision 034): the import maps a record's acts_cited through them, so a re-import
 * keeps the merge. `alias` compares without case.
 */
export const actAliases = sqliteTable("act_aliases", {
  alias: text("alias").primaryKey(),
  target: text("target").notNull(),
  createdBy: integer("created_by"),
  createdAt: text("created_at").notNull(),
});

export const topics = sqliteTable("topics", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull().unique(),
});

// ---------------------------------------------------------------- cases

/** Atomic counters, e.g. 'doc_id' (decision 13). */
export const counters = sqliteTable("counters", {
  name: text("name").primaryKey(),
  value: integer("value").notNull(),
});

export const cases = sqliteTable(
  "cases",
  {
    docId: integer("doc_id").primaryKey(),
    appellant: text("appellant").notNull(),
    respondent: text("respondent"),
    judgementType: text("judgement_type", { enum: ["Judgement", "Order"] }).notNull().default("Judgement"),
    judgeName: text("judge_name"),
    /** sanitised HTML */
    judgementOrder: text("judgement_order").notNull().default(""),
    caseResult: text("case_result"),
    remarkable: text("remarkable"),
    live: integer("live", { mode: "boolean" }).notNull().default(true),
    overruled: integer("overruled", { mode: "boolean" }).notNull().default(false),
    caseCategoryId: integer("case_category_id").references(() => caseCategories.id),
    courtId: integer("court_id").references(() => courts.id),
    courtBranchId: integer("court_branch_id").references(() => courtBranches.id),
    courtBenchId: integer("court_bench_id").references(() => courtBenches.id),
    allJudges: text("all_judges"),
    counsel: text("counsel", { enum: ["double", "single"] }).notNull().default("double"),
    advocateForAppellant: text("advocate_for_appellant"),
    advocateForRespondent: text("advocate_for_respondent"),
    extraCounselDetails: text("extra_counsel_details"),
    petitionerName: text("petitioner_name"),
    caseNumber: text("case_number"),
    caseYear: integer("case_year"),
    decidedDay: integer("decided_day"),
    decidedMonth: integer("decided_month"),
    decidedYear: integer("decided_year"),
    /** YYYY-MM-DD, derived from the three parts (NULL when unknown) */
    decidedDate: text("decided_date"),
    notes: text("notes"),
    /** where an imported judgment came from (unique), e.g. 'aila2019:C1' */
    sourceId: text("source_id"),
    /** search order key: grows with the decision date (see search-index) */
    searchKey: integer("search_key"),
    deletedAt: text("deleted_at"),
    ...audit,
    /** who wrote it last when not staff: the import file's name ('' = an import before this was kept); NULL when staff did */
    modifiedVia: text("modified_via"),
  },
  (t) => [
    uniqueIndex("cases_source_uq").on(t.sourceId),
    index("cases_live_date_idx").on(t.live, t.decidedDate),
    // The search listing's covering index: the judgment text sits before these columns, so a
    // search that read them from the table would walk the text's overflow pages for every match.
    // live = 1 then search_key order is "newest first" straight from the index.
    index("cases_listing_idx").on(t.live, t.searchKey, t.deletedAt, t.decidedYear, t.decidedDate, t.courtId),
    index("cases_appellant_idx").on(t.appellant),
    index("cases_category_idx").on(t.caseCategoryId),
    index("cases_court_idx").on(t.courtId, t.courtBranchId),
    index("cases_bench_idx").on(t.courtBenchId),
    index("cases_overruled_idx").on(t.overruled),
    index("cases_modified_idx").on(t.modifiedAt),
    index("cases_decided_year_idx").on(t.decidedYear),
    index("cases_case_number_idx").on(t.caseNumber),
    uniqueIndex("cases_search_key_uq").on(t.searchKey),
    // The back office's cases list (decision 040): one covering index per sort, one for its count.
    index("cases_admin_doc_idx").on(t.deletedAt, t.docId, t.searchKey, t.live, t.overruled, t.caseCategoryId, t.courtId, t.modifiedBy, t.modifiedAt, t.modifiedVia),
    index("cases_admin_date_idx").on(t.deletedAt, t.searchKey, t.live, t.overruled, t.caseCategoryId, t.courtId, t.modifiedBy, t.modifiedAt, t.modifiedVia),
    index("cases_admin_title_idx").on(t.deletedAt, sql`${t.appellant} collate nocase`, t.docId, t.searchKey, t.live, t.overruled, t.caseCategoryId, t.courtId, t.modifiedBy, t.modifiedAt, t.modifiedVia),
    index("cases_admin_modified_idx").on(t.deletedAt, t.modifiedAt, t.docId, t.searchKey, t.live, t.overruled, t.caseCategoryId, t.courtId, t.modifiedBy, t.modifiedVia),
    index("cases_admin_count_idx").on(t.deletedAt, t.live, t.overruled, t.caseCategoryId, t.courtId),
    index("cases_created_by_idx").on(t.createdBy),
  ],
);

/** Citation rows: position 1-4 are the form's four rows; imports may add more equivalents. */
export const caseCitations = sqliteTable(
  "case_citations",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    docId: integer("doc_id").notNull().references(() => cases.docId),
    position: integer("position").notNull(),
    journalId: integer("journal_id").references(() => journals.id),
    citationCategoryId: integer("citation_category_id").references(() => citationCategories.id),
    year: integer("year"),
    volume: text("volume"),
    pageNumber: text("page_number"),
    otherCitation: text("other_citation"),
    neutralCitation: text("neutral_citation"),
    /** the citation as written, when imported */
    raw: text("raw"),
    /** normalised key for lookup (citation parser), e.g. 'SCC|1988|2|12' */
    normalized: text("normalized"),
  },
  (t) => [
    uniqueIndex("case_citations_pos_uq").on(t.docId, t.position),
    index("case_citations_journal_idx").on(t.journalId, t.year, t.volume, t.pageNumber),
    index("case_citations_norm_idx").on(t.normalized),
    index("case_citations_neutral_idx").on(t.neutralCitation),
  ],
);

export const caseParties = sqliteTable(
  "case_parties",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    docId: integer("doc_id").notNull().references(() => cases.docId),
    position: integer("position").notNull(),
    appellant: text("appellant"),
    respondent: text("respondent"),
    caseNumber: text("case_number"),
    extraCaseAndYear: text("extra_case_and_year"),
  },
  (t) => [index("case_parties_doc_idx").on(t.docId, t.position)],
);

export const headnotes = sqliteTable(
  "headnotes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    docId: integer("doc_id").notNull().references(() => cases.docId),
    position: integer("position").notNull(),
    /** A-Z or NULL */
    priority: text("priority"),
    /** sanitised HTML */
    headnote: text("headnote").notNull(),
    paragraph: text("paragraph"),
    topic: text("topic"),
  },
  (t) => [index("headnotes_doc_idx").on(t.docId, t.position)],
);

/** Up to four act/section/order/rule/article references per headnote. */
export const headnoteRefs = sqliteTable(
  "headnote_refs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    docId: integer("doc_id").notNull().references(() => cases.docId),
    /** the headnote's position within its case (headnotes are rewritten with their case) */
    headnotePosition: integer("headnote_position").notNull(),
    slot: integer("slot").notNull(),
    actName: text("act_name"),
    section: text("section"),
    orderNo: text("order_no"),
    rule: text("rule"),
    article: text("article"),
  },
  (t) => [
    index("headnote_refs_doc_idx").on(t.docId, t.headnotePosition, t.slot),
    index("headnote_refs_act_idx").on(t.actName, t.section),
  ],
);

/**
 * Every distinct act name used in case_acts or headnote_refs (written in the case batch). Statute
 * search matches the typed name against this short list, then looks cases up by exact name.
 */
export const statuteNames = sqliteTable("statute_names", {
  name: text("name").primaryKey(),
});

/**
 * Section texts of bare acts (issue 26, decision 069; migration 0025, generated from the source it
 * names): what Find Precedents ranks to say which sections likely apply to a fact situation. Its
 * full-text index `statute_sections_fts` (title, body; external content) is outside Drizzle, like case_fts.
 */
export const statuteSections = sqliteTable(
  "statute_sections",
  {
    id: integer("id").primaryKey(),
    /** canonical act name (search-index/acts-canon.ts) */
    act: text("act").notNull(),
    section: text("section").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    /** where the text came from: repository@commit:file */
    source: text("source").notNull(),
    /** amendment footnotes as the source gives them (migration 0033, decision 101); null when none */
    notes: text("notes"),
  },
  (t) => [uniqueIndex("statute_sections_act_section_uq").on(t.act, t.section)],
);

/** Statutes a judgment cites (from imports: acts_cited), besides the headnote references. */
export const caseActs = sqliteTable(
  "case_acts",
  {
    docId: integer("doc_id").notNull().references(() => cases.docId),
    actName: text("act_name").notNull(),
  },
  (t) => [primaryKey({ columns: [t.docId, t.actName] }), index("case_acts_act_idx").on(t.actName)],
);

/**
 * Statute references of a case (issue 17, decision 033): the staff's headnote references and those
 * found in the headnote and judgment text (search-index/statute-refs.ts), acts by their canonical
 * names. Derived rows, rewritten with the case's index rows; statute and main search read them.
 */
export const caseStatuteRefs = sqliteTable(
  "case_statute_refs",
  {
    docId: integer("doc_id").notNull().references(() => cases.docId),
    act: text("act").notNull(),
    /** s section, a article, o order (its rule in `sub`) */
    kind: text("kind", { enum: ["s", "a", "o"] }).notNull(),
    num: text("num").notNull(),
    /** sub-sections and clauses, or an order's rule; '' when none */
    sub: text("sub").notNull().default(""),
    /** h: the headnotes (the staff's references or their text), j: the judgment text only */
    src: text("src", { enum: ["h", "j"] }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.docId, t.act, t.kind, t.num, t.sub] }), index("case_statute_refs_lookup_idx").on(t.act, t.kind, t.num, t.docId)],
);

export const caseTopics = sqliteTable(
  "case_topics",
  {
    docId: integer("doc_id").notNull().references(() => cases.docId),
    position: integer("position").notNull(),
    topic: text("topic").notNull(),
  },
  (t) => [primaryKey({ columns: [t.docId, t.position] }), index("case_topics_topic_idx").on(t.topic)],
);

export const casesReferred = sqliteTable(
  "cases_referred",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    docId: integer("doc_id").notNull().references(() => cases.docId),
    position: integer("position").notNull(),
    casesReferred: text("cases_referred").notNull(),
    partyName: text("party_name"),
    /** a link that may cross shards: no foreign key (migration 0040, db/case-tables.ts CROSS_SHARD_LINKS) */
    linkedDocId: integer("linked_doc_id"),
  },
  (t) => [
    index("cases_referred_doc_idx").on(t.docId, t.position),
    index("cases_referred_linked_idx").on(t.linkedDocId),
  ],
);

/** Every citation a case carries, by its normalised key (decision 053): what references resolve against. */
export const caseCitationKeys = sqliteTable(
  "case_citation_keys",
  {
    key: text("key").notNull(),
    docId: integer("doc_id").notNull().references(() => cases.docId),
  },
  (t) => [primaryKey({ columns: [t.key, t.docId] }), index("case_citation_keys_doc_idx").on(t.docId)],
);

/**
 * The citation graph (decision 053): each reference a judgment makes (its cases referred and the
 * citations found in its text), one row per cited key, resolved to the case carrying that citation
 * (`cited_doc_id`) or kept unresolved with its key.
 */
export const caseReferences = sqliteTable(
  "case_references",
  {
    /** the citing case */
    docId: integer("doc_id").notNull().references(() => cases.docId),
    /** order of first appearance */
    position: integer("position").notNull(),
    /** normalised key: the citation parser's, or 'text|…' for a form it does not know */
    citedKey: text("cited_key").notNull(),
    /** the key without its volume, for a case whose own citation has none (search-index/citation-graph.ts looseKey) */
    looseKey: text("loose_key"),
    /** a link that may cross shards: no foreign key (migration 0040, db/case-tables.ts CROSS_SHARD_LINKS) */
    citedDocId: integer("cited_doc_id"),
    asWritten: text("as_written").notNull(),
    partyName: text("party_name"),
    /** referred: the case's cases referred; text: found in the judgment only */
    source: text("source", { enum: ["referred", "text"] }).notNull(),
    /**
     * citation: by the cited case's citation; citation-no-volume: by it less the volume; equal-citation: by a citation some
     * judgment writes beside it (case_citation_equals); name-year: by the case name and year (case_name_keys, one case
     * only); name-cited: by the case name (year ± 1) other judgments write beside a citation of one case (decision 078);
     * staff: linked by hand on the case form; null: unresolved
     */
    resolvedBy: text("resolved_by", { enum: ["citation", "citation-no-volume", "equal-citation", "name-year", "name-cited", "staff"] }),
    /** 1-based paragraph of the judgment where it first occurs, its offset in the plain text, and the sentence around it */
    paragraph: integer("paragraph"),
    charOffset: integer("char_offset"),
    snippet: text("snippet"),
    /** the citing judgment's paragraph label at that block ("23", "23.1"; search-index/paragraphs.ts), its anchor #para-… (migration 0024) */
    pinpoint: text("pinpoint"),
    /** how the citing judgment treats the cited case (search-index/treatment.ts, decision 060), the block whose sentence says so, and that sentence */
    treatment: text("treatment", { enum: ["overruled", "larger-bench", "doubted", "distinguished", "explained", "approved", "followed", "relied", "referred"] }).notNull().default("referred"),
    treatmentParagraph: integer("treatment_paragraph"),
    treatmentSentence: text("treatment_sentence"),
    /** the case name written before the citation and the citation's year (search-index/citation-graph.ts nameKey; migration 0028) */
    nameKey: text("name_key"),
  },
  (t) => [
    primaryKey({ columns: [t.docId, t.position] }),
    uniqueIndex("case_references_key_uq").on(t.docId, t.citedKey),
    index("case_references_cited_key_idx").on(t.citedKey),
    index("case_references_loose_key_idx").on(t.looseKey),
    index("case_references_cited_doc_idx").on(t.citedDocId, t.docId),
    index("case_references_cited_treatment_idx").on(t.citedDocId, t.treatment),
    index("case_references_name_key_idx").on(t.nameKey),
  ],
);

/**
 * The incoming rows (decision 133, migration 0041): each reference of a judgment in another case
 * shard that links to a case of this shard, kept in the cited case's shard with what Cited by shows
 * of the citing judgment, so Cited by is one lookup there. Written by app/services/graph/incoming.server.ts.
 */
export const caseIncoming = sqliteTable(
  "case_incoming",
  {
    /** the cited case (this shard's) */
    citedDocId: integer("cited_doc_id").notNull().references(() => cases.docId),
    /** the citing case, in another shard: a link that may cross shards, no foreign key (db/case-tables.ts CROSS_SHARD_LINKS) */
    docId: integer("doc_id").notNull(),
    /** the reference's position in the citing judgment */
    position: integer("position").notNull(),
    /** the citing case's row, as of its last write */
    appellant: text("appellant").notNull(),
    respondent: text("respondent"),
    courtId: integer("court_id"),
    courtBranchId: integer("court_branch_id"),
    decidedDate: text("decided_date"),
    searchKey: integer("search_key"),
    allJudges: text("all_judges"),
    /** the citing case was a copy of another judgment (decision 064) when written: Cited by leaves it out */
    copy: integer("copy", { mode: "boolean" }).notNull().default(false),
    /** the reference's columns (case_references) */
    asWritten: text("as_written").notNull(),
    resolvedBy: text("resolved_by"),
    paragraph: integer("paragraph"),
    pinpoint: text("pinpoint"),
    snippet: text("snippet"),
    treatment: text("treatment").notNull().default("referred"),
    treatmentParagraph: integer("treatment_paragraph"),
    treatmentSentence: text("treatment_sentence"),
  },
  (t) => [primaryKey({ columns: [t.citedDocId, t.docId, t.position] }), index("case_incoming_doc_idx").on(t.docId)],
);

/** Equal citations a judgment writes side by side ("[1963] INSC 197; [1964] 5 SCR 12"), both ways, by the judgment stating them (decision 062; migration 0028). */
export const caseCitationEquals = sqliteTable(
  "case_citation_equals",
  {
    key: text("key").notNull(),
    equalKey: text("equal_key").notNull(),
    docId: integer("doc_id").notNull().references(() => cases.docId),
  },
  (t) => [primaryKey({ columns: [t.key, t.equalKey, t.docId] }), index("case_citation_equals_equal_idx").on(t.equalKey), index("case_citation_equals_doc_idx").on(t.docId)],
);

/** A case's title with the year it was decided and the next, as name keys (decision 062): references resolve by name and year against it. */
export const caseNameKeys = sqliteTable(
  "case_name_keys",
  {
    key: text("key").notNull(),
    docId: integer("doc_id").notNull().references(() => cases.docId),
  },
  (t) => [primaryKey({ columns: [t.key, t.docId] }), index("case_name_keys_doc_idx").on(t.docId)],
);

/** A sample of the hashes of a judgment's 12-word windows (decision 064): near-identical texts share most of them. */
export const caseShingles = sqliteTable(
  "case_shingles",
  {
    hash: integer("hash").notNull(),
    docId: integer("doc_id").notNull().references(() => cases.docId),
  },
  (t) => [primaryKey({ columns: [t.hash, t.docId] }), index("case_shingles_doc_idx").on(t.docId)],
);

/**
 * One judgment under two source ids (decision 064): the later copy (`doc_id`) is the same judgment as `same_as`.
 * linked: found at import, shown once (as the earlier); merged: staff confirmed it; separate: staff said they differ.
 */
export const caseDuplicates = sqliteTable(
  "case_duplicates",
  {
    docId: integer("doc_id").primaryKey().references(() => cases.docId),
    /** a link that may cross shards: no foreign key (migration 0040, db/case-tables.ts CROSS_SHARD_LINKS) */
    sameAs: integer("same_as").notNull(),
    similarity: real("similarity").notNull(),
    status: text("status", { enum: ["linked", "merged", "separate"] }).notNull().default("linked"),
    decidedBy: integer("decided_by"),
    decidedAt: text("decided_at"),
    foundAt: text("found_at").notNull().default(now),
  },
  (t) => [index("case_duplicates_same_as_idx").on(t.sameAs)],
);

export const PDF_TYPES = ["civil", "cri", "mat", "acc", "court"] as const;

/** PDFs in R2 under cases/{docId}/{type}.pdf (decision 20). */
export const caseFiles = sqliteTable(
  "case_files",
  {
    docId: integer("doc_id").notNull().references(() => cases.docId),
    type: text("type", { enum: PDF_TYPES }).notNull(),
    r2Key: text("r2_key").notNull(),
    size: integer("size").notNull(),
    uploadedAt: text("uploaded_at").notNull().default(now),
    uploadedBy: integer("uploaded_by"),
  },
  (t) => [primaryKey({ columns: [t.docId, t.type] })],
);

// ---------------------------------------------------------------- subscriber things

export const libraryEntries = sqliteTable(
  "library_entries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id").notNull().references(() => users.id),
    /** the directory's (migration 0039): the case may live in any shard */
    docId: integer("doc_id").notNull().references(() => caseDirectory.docId),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [uniqueIndex("library_user_doc_uq").on(t.userId, t.docId), index("library_user_idx").on(t.userId, t.id)],
);

export const posts = sqliteTable(
  "posts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    heading: text("heading").notNull(),
    body: text("body").notNull(),
    /** the directory's (migration 0039): the case may live in any shard */
    linkedDocId: integer("linked_doc_id").references(() => caseDirectory.docId),
    deletedAt: text("deleted_at"),
    ...audit,
  },
  (t) => [index("posts_created_idx").on(t.deletedAt, t.id)],
);

/** type 1 post-case, 2 general, 3 user-specific (user_id set). */
export const notifications = sqliteTable(
  "notifications",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    type: integer("type").notNull(),
    category: text("category", { enum: ["CASE", "OTHER"] }).notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    /** the directory's (migration 0039): the case may live in any shard */
    docId: integer("doc_id").references(() => caseDirectory.docId),
    userId: integer("user_id").references(() => users.id),
    createdAt: text("created_at").notNull().default(now),
    createdBy: integer("created_by"),
    /** a watch alert's link: the citing judgment's paragraph (/viewCase/12#para-23; migration 0029) */
    link: text("link"),
    /** a watch alert's kind ('watch': a watched case cited, 'search': a saved search matched) and the watched doc id or saved search id its stop button stops */
    alertKind: text("alert_kind", { enum: ["watch", "search"] }),
    alertTarget: integer("alert_target"),
  },
  (t) => [index("notifications_user_idx").on(t.userId, t.id)],
);

export const notificationReads = sqliteTable(
  "notification_reads",
  {
    notificationId: integer("notification_id").notNull().references(() => notifications.id),
    userId: integer("user_id").notNull().references(() => users.id),
    readAt: text("read_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.notificationId, t.userId] })],
);

/**
 * A notification in one subscriber's in-site list (the bell): written by the jobs queue's fan-out,
 * one row per notification and subscriber (the key makes a redelivered or retried job harmless).
 * Read marks stay in notification_reads.
 */
export const notificationDeliveries = sqliteTable(
  "notification_deliveries",
  {
    notificationId: integer("notification_id").notNull().references(() => notifications.id),
    userId: integer("user_id").notNull().references(() => users.id),
    deliveredAt: text("delivered_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.notificationId, t.userId] }), index("notification_deliveries_user_idx").on(t.userId, t.notificationId)],
);

/**
 * An accepted send of a notification (migration 0032, decision 100): written with the notification,
 * before its fan-out is queued; `done_at` when the fan-out finished. The cron's sweep queues the
 * fan-out again for a send left open (a lost message), at most a few `sweeps`.
 */
export const notificationSends = sqliteTable(
  "notification_sends",
  {
    notificationId: integer("notification_id")
      .primaryKey()
      .references(() => notifications.id, { onDelete: "cascade" }),
    acceptedAt: text("accepted_at").notNull(),
    sweeps: integer("sweeps").notNull().default(0),
    doneAt: text("done_at"),
  },
  (t) => [index("notification_sends_open_idx").on(t.doneAt, t.acceptedAt)],
);

// ---------------------------------------------------------------- watches and alerts (migration 0029, decisions 080–081)

/** A subscriber watching a case; `stop_token` is the capability of the alert's stop link. */
export const caseWatches = sqliteTable(
  "case_watches",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id").notNull().references(() => users.id),
    /** the directory's (migration 0039): the case may live in any shard */
    docId: integer("doc_id").notNull().references(() => caseDirectory.docId),
    stopToken: text("stop_token").notNull(),
    createdAt: text("created_at").notNull(),
  },
  (t) => [uniqueIndex("case_watches_user_doc_uq").on(t.userId, t.docId), index("case_watches_doc_idx").on(t.docId, t.userId)],
);

/** A saved search: the search page's URL parameters (its link; parsed again to match each new judgment) and its label. */
export const savedSearches = sqliteTable(
  "saved_searches",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id").notNull().references(() => users.id),
    mode: text("mode").notNull(),
    params: text("params").notNull(),
    label: text("label").notNull(),
    stopToken: text("stop_token").notNull(),
    createdAt: text("created_at").notNull(),
  },
  (t) => [uniqueIndex("saved_searches_user_params_uq").on(t.userId, t.params)],
);

/** The (citing, watched) pairs already told, per watched case: level 1 cited, 2 overruled or doubted. */
export const watchSeen = sqliteTable(
  "watch_seen",
  {
    docId: integer("doc_id").notNull(),
    citedDocId: integer("cited_doc_id").notNull(),
    level: integer("level").notNull(),
  },
  (t) => [primaryKey({ columns: [t.citedDocId, t.docId] })],
);

/** Cases created unpublished: announced to saved searches when a write first finds them readable. */
export const watchPendingCases = sqliteTable("watch_pending_cases", {
  docId: integer("doc_id").primaryKey(),
});

/** What a case write found to tell (written in its batch), waiting for the queue's fan-out. */
export const watchEvents = sqliteTable(
  "watch_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** cited: `doc_id` cites the watched `cited_doc_id`; new: `doc_id` is a newly readable judgment (saved searches) */
    kind: text("kind", { enum: ["cited", "new"] }).notNull(),
    docId: integer("doc_id").notNull(),
    citedDocId: integer("cited_doc_id"),
    treatment: text("treatment"),
    pinpoint: text("pinpoint"),
    /** the shared bell notification of a cited event, once written */
    notificationId: integer("notification_id"),
    createdAt: text("created_at").notNull(),
    queuedAt: text("queued_at"),
  },
  (t) => [index("watch_events_doc_idx").on(t.docId, t.id), index("watch_events_queued_idx").on(t.queuedAt, t.id)],
);

/** One row per subscriber and alert: the key de-duplicates (a re-import tells nobody twice); `emailed_at` once in a digest. */
export const alertLog = sqliteTable(
  "alert_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id").notNull().references(() => users.id),
    /** cited, negative (overruled/doubted), search */
    kind: text("kind", { enum: ["cited", "negative", "search"] }).notNull(),
    /** the watched doc id, or the saved search id */
    targetId: integer("target_id").notNull(),
    /** the citing or matching judgment */
    docId: integer("doc_id").notNull(),
    notificationId: integer("notification_id"),
    createdAt: text("created_at").notNull(),
    emailedAt: text("emailed_at"),
  },
  (t) => [uniqueIndex("alert_log_uq").on(t.userId, t.kind, t.targetId, t.docId), index("alert_log_pending_idx").on(t.emailedAt, t.userId)],
);

/** When each subscriber's last alert digest was e-mailed (at most one a day). */
export const watchDigests = sqliteTable("watch_digests", {
  userId: integer("user_id").primaryKey().references(() => users.id),
  lastSentAt: text("last_sent_at").notNull(),
});

// ---------------------------------------------------------------- jobs

/** Every e-mail and SMS the product sends; in offline mode this is where they land. */
export const outbox = sqliteTable(
  "outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    channel: text("channel", { enum: ["email", "sms"] }).notNull(),
    to: text("to").notNull(),
    subject: text("subject"),
    body: text("body").notNull(),
    /** idempotency: the job id that produced it */
    jobId: text("job_id").notNull(),
    status: text("status", { enum: ["queued", "sent", "offline", "failed"] }).notNull(),
    provider: text("provider"),
    providerId: text("provider_id"),
    error: text("error"),
    createdAt: text("created_at").notNull().default(now),
    sentAt: text("sent_at"),
  },
  (t) => [uniqueIndex("outbox_job_channel_uq").on(t.jobId, t.channel), index("outbox_to_idx").on(t.to, t.id)],
);

/** Messages that exhausted their retries (written by the dead-letter consumer). */
export const deadLetters = sqliteTable("dead_letters", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  queue: text("queue").notNull(),
  messageId: text("message_id").notNull(),
  body: text("body").notNull(),
  attempts: integer("attempts").notNull(),
  createdAt: text("created_at").notNull().default(now),
});

// ---------------------------------------------------------------- bulk import (back office)

/**
 * A JSON Lines file uploaded in the back office (R2 key imports/{id}.jsonl), imported by the jobs
 * queue one batch of lines at a time from `nextOffset` (a byte offset). The counts move only in
 * the same D1 statement that moves `nextOffset` on, so a retried batch is never counted twice.
 */
export const bulkImports = sqliteTable("bulk_imports", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  fileName: text("file_name").notNull(),
  r2Key: text("r2_key").notNull(),
  size: integer("size").notNull(),
  status: text("status", { enum: ["queued", "running", "done", "failed"] }).notNull(),
  nextOffset: integer("next_offset").notNull().default(0),
  nextLine: integer("next_line").notNull().default(1),
  linesRead: integer("lines_read").notNull().default(0),
  imported: integer("imported").notNull().default(0),
  updated: integer("updated").notNull().default(0),
  unchanged: integer("unchanged").notNull().default(0),
  rejected: integer("rejected").notNull().default(0),
  /** records whose source differs from a field the staff edited (kept; decision 037) */
  kept: integer("kept").notNull().default(0),
  error: text("error"),
  createdBy: integer("created_by").notNull(),
  createdAt: text("created_at").notNull().default(now),
  updatedAt: text("updated_at").notNull().default(now),
  finishedAt: text("finished_at"),
});

/** Each rejected line of a bulk import, with its line number and reason. */
export const bulkImportRejections = sqliteTable(
  "bulk_import_rejections",
  {
    importId: integer("import_id").notNull().references(() => bulkImports.id),
    line: integer("line").notNull(),
    reason: text("reason").notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.line] })],
);

/**
 * A batch of a bulk import begun: which of its record ids had no case yet. A retry of the batch
 * (after its cases went in but before its counts did) still counts them as imported.
 */
export const bulkImportBatches = sqliteTable(
  "bulk_import_batches",
  {
    importId: integer("import_id").notNull().references(() => bulkImports.id),
    offset: integer("offset").notNull(),
    freshIds: text("fresh_ids").notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.offset] })],
);

/**
 * Each record of a bulk import whose source differs from a field the staff edited (the staff's
 * value was kept, decision 037): its line, case and the fields (JSON array of field names).
 */
export const bulkImportKept = sqliteTable(
  "bulk_import_kept",
  {
    importId: integer("import_id").notNull().references(() => bulkImports.id),
    line: integer("line").notNull(),
    docId: integer("doc_id").notNull(),
    fields: text("fields").notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.line] })],
);

/**
 * Where a case's source field last came from (decision 037): `source` (the import; also the
 * meaning of no row), `extracted` (machine-extracted from the text) or `staff`, ranked in that
 * order — a write never replaces a field of a higher origin. `sourceValue`/`sourceSeenAt`: the
 * source's value, when it differs from a field the staff set (JSON of the value; seen null = none).
 */
export const caseFieldOrigins = sqliteTable(
  "case_field_origins",
  {
    docId: integer("doc_id").notNull().references(() => cases.docId),
    field: text("field").notNull(),
    origin: text("origin", { enum: ["source", "extracted", "staff"] }).notNull(),
    changedBy: integer("changed_by").references(() => users.id),
    changedAt: text("changed_at").notNull(),
    sourceValue: text("source_value"),
    sourceSeenAt: text("source_seen_at"),
  },
  (t) => [primaryKey({ columns: [t.docId, t.field] })],
);

/**
 * Version stamps of cached data (decision 056). `case_views`: the subscriber case page's cached
 * case data is stamped with it, and every write to a case adds one (writeCase/writeCases).
 */
export const cacheVersions = sqliteTable("cache_versions", {
  name: text("name").primaryKey(),
  version: integer("version").notNull().default(0),
});

/**
 * The directory of cases (issue 36, decision 122): one slim row a case in the catalogue — the shard
 * it lives in (0: the catalogue itself), what lists and resolution need, and the write's state:
 * `writing` from the first step of a write to a shard until its last (never shown), then `live`.
 */
export const caseDirectory = sqliteTable(
  "case_directory",
  {
    docId: integer("doc_id").primaryKey(),
    shardId: integer("shard_id").notNull().default(0),
    courtId: integer("court_id"),
    decidedDate: text("decided_date"),
    searchKey: integer("search_key"),
    /** "Appellant v. Respondent", cut at 200 characters */
    title: text("title").notNull().default(""),
    /** the case's own live flag (staff's) */
    live: integer("live", { mode: "boolean" }).notNull().default(true),
    state: text("state", { enum: ["writing", "live"] }).notNull().default("live"),
    deleted: integer("deleted", { mode: "boolean" }).notNull().default(false),
    updatedAt: text("updated_at").notNull(),
    /** the record id an import gave the case (`cases.source_id`; migration 0038): the import's lookup */
    sourceId: text("source_id"),
  },
  (t) => [index("case_directory_writing_idx").on(t.docId).where(sql`${t.state} = 'writing'`), uniqueIndex("case_directory_source_uq").on(t.sourceId)],
);

/**
 * The case writes' outbox (decision 122 "Writes"): a write to a shard, recorded in the catalogue
 * before it is made, done after; `completeCaseWrites` (the cron) re-runs those left half-way.
 * `payload`: the write as JSON (input, actor, options, time), emptied once done.
 */
export const caseWrites = sqliteTable(
  "case_writes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    docId: integer("doc_id").notNull(),
    shardId: integer("shard_id").notNull(),
    /** the shard the case leaves when the write moves it (its court or year changed), else null */
    fromShardId: integer("from_shard_id"),
    payload: text("payload"),
    createdAt: text("created_at").notNull(),
    attempts: integer("attempts").notNull().default(0),
    doneAt: text("done_at"),
    lastError: text("last_error"),
  },
  (t) => [index("case_writes_pending_idx").on(t.createdAt).where(sql`${t.doneAt} is null`), index("case_writes_doc_idx").on(t.docId, t.id)],
);
