import { sql, type SQL } from "drizzle-orm";
import { orders } from "../../db/schema";

/**
 * A subscriber's active plan as the session reads it. Here, on the helpers' floor, because the
 * session lookup (./session.server.ts) reads it in its own query and a helper imports no service
 * (decision 058); app/services/accounts/subscriptions.server.ts builds on it.
 */
export type ActivePlan = { orderId: number; planId: number; planName: string; parallelUsers: number; startAt: string; endAt: string };

/**
 * The paid order whose period covers now, if any (decision 4, 10), as one JSON value: the plan with
 * the most seats, the one ending first among equals; the plan as it was bought (the order's copy). A SQL fragment, so the session lookup can
 * read the plan in the same query as the session (one D1 round trip per request, not two).
 */
export function activePlanSql(userId: SQL | number, nowIso: string): SQL<string | null> {
  return sql<string | null>`(select json_object('orderId', o.id, 'planId', o.plan_id, 'planName', o.plan_name, 'parallelUsers', o.plan_users, 'startAt', o.plan_start_at, 'endAt', o.plan_end_at)
      from ${orders} o
     where o.user_id = ${userId} and o.status = 'PAID' and o.plan_start_at <= ${nowIso} and o.plan_end_at > ${nowIso}
     order by o.plan_users desc, o.plan_end_at asc limit 1)`;
}

export const parseActivePlan = (json: string | null | undefined): ActivePlan | null => (json ? (JSON.parse(json) as ActivePlan) : null);
