/**
 * The back office's screens: the case form, clients, the desk, lists, masters.
 * A group of parts (`*.part.ts`), each run from fresh storage in one workerd runtime
 * (tests/integration/part.ts, decision 125).
 */
import { part } from "./part";

part("admin-case-form", () => import("./admin-case-form.part"));
part("admin-clients", () => import("./admin-clients.part"));
part("admin-create", () => import("./admin-create.part"));
part("admin-desk", () => import("./admin-desk.part"));
part("admin-ids-by-kind", () => import("./admin-ids-by-kind.part"));
part("admin-posts-dashboard", () => import("./admin-posts-dashboard.part"));
part("acts-lists", () => import("./acts-lists.part"));
part("act-names", () => import("./act-names.part"));
part("court-labels", () => import("./court-labels.part"));
part("court-long-name", () => import("./court-long-name.part"));
part("case-list", () => import("./case-list.part"));
part("case-list-courts", () => import("./case-list-courts.part"));
part("sorting", () => import("./sorting.part"));
part("newest-order", () => import("./newest-order.part"));
