/**
 * Accounts and the pages every visitor meets: sign-in, seats, tokens, the pages without JavaScript.
 * A group of parts (`*.part.ts`), each run from fresh storage in one workerd runtime
 * (tests/integration/part.ts, decision 125).
 */
import { part } from "./part";

part("accounts", () => import("./accounts.part"));
part("api-user-account", () => import("./api-user-account.part"));
part("api-tokens-page", () => import("./api-tokens-page.part"));
part("seat-takeover", () => import("./seat-takeover.part"));
part("version", () => import("./version.part"));
part("pages", () => import("./pages.part"));
part("mobile-layout", () => import("./mobile-layout.part"));
part("no-js-forms", () => import("./no-js-forms.part"));
