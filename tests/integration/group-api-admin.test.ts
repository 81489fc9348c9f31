/**
 * The back office's API calls (back-office §7).
 * A group of parts (`*.part.ts`), each run from fresh storage in one workerd runtime
 * (tests/integration/part.ts, decision 125).
 */
import { part } from "./part";

part("api-admin-case-write", () => import("./api-admin-case-write.part"));
part("api-admin-cases", () => import("./api-admin-cases.part"));
part("api-admin-clients", () => import("./api-admin-clients.part"));
part("api-admin-courts-acts", () => import("./api-admin-courts-acts.part"));
part("api-admin-notifications", () => import("./api-admin-notifications.part"));
part("api-admin-orders", () => import("./api-admin-orders.part"));
part("api-admin-plans", () => import("./api-admin-plans.part"));
part("api-admin-posts", () => import("./api-admin-posts.part"));
part("api-admin-staff", () => import("./api-admin-staff.part"));
part("api-mobile-app", () => import("./api-mobile-app.part"));
part("api-user-content", () => import("./api-user-content.part"));
