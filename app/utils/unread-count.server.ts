import { sql, type SQL } from "drizzle-orm";
import { notificationDeliveries, notificationReads } from "../../db/schema";

/**
 * The bell's number — a subscriber's notifications delivered and not read — as a SQL fragment, so
 * the session look-up reads it in the same query as the session and the plan (decision 095): every
 * subscriber page shows the bell, and a D1 round trip of its own cost the case page an eighth of
 * its throughput. Here, on the helpers' floor, as activePlanSql is (decision 058);
 * app/services/alerts/notifications.server.ts counts with it too.
 */
export function unreadCountSql(userId: SQL | number): SQL<number> {
  return sql<number>`(select count(*) from ${notificationDeliveries} d
     where d.user_id = ${userId}
       and not exists (select 1 from ${notificationReads} r where r.notification_id = d.notification_id and r.user_id = ${userId}))`;
}
