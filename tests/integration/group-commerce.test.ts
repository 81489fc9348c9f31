/**
 * Plans, orders and payments.
 * A group of parts (`*.part.ts`), each run from fresh storage in one workerd runtime
 * (tests/integration/part.ts, decision 125).
 */
import { part } from "./part";

part("payments", () => import("./payments.part"));
part("payments-hardening", () => import("./payments-hardening.part"));
part("api-user-payments", () => import("./api-user-payments.part"));
part("plans-orders-grants", () => import("./plans-orders-grants.part"));
