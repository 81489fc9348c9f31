/**
 * Notifications through the published API (back-office §2 'Send Notification', §3 Notification
 * payload, §5, §7; decision 030): `notification/send` is the Send Notification form's own schema
 * and service (stored, then fanned out by the jobs queue; type 3 also e-mailed), the Super Admin's
 * as the page is. `GET notification` lists what was sent to staff who may send, and a subscriber's
 * own notifications (the bell's list) to a subscriber.
 */
import { z } from "zod";
import { listInbox, listSentNotifications, NotificationSchema, sendNotificationForm } from "../../services/alerts/notifications.server";
import { notificationMessages } from "../../utils/copy";
import { defineCall } from "../define";
import { announce, fail, list, listOf, none } from "../envelope.server";
import { PageQuerySchema, refused } from "./admin-fields";

const TAG = "Back office: notifications";
const n = NotificationSchema.shape;

const NotificationItemSchema = z
  .object({
    id: z.number().int(),
    type: z.number().int().meta({ description: "1 Post Case, 2 General, 3 User Specific" }),
    category: z.enum(["CASE", "OTHER"]),
    title: z.string(),
    body: z.string(),
    docId: z.union([z.number().int(), z.literal("none")]),
    userEmail: z.string().meta({ description: "type 3: the client it went to; otherwise 'none'" }),
    createdDate: z.string(),
    deliveredCount: z.number().int().optional().meta({ description: "staff: how many subscribers it has reached" }),
    read: z.boolean().optional().meta({ description: "a subscriber: read or not" }),
  })
  .meta({ id: "NotificationItem" });

export const getNotifications = defineCall({
  method: "GET",
  path: "/notification",
  tag: TAG,
  summary: "Notifications, newest first, 20 a page: staff see what was sent; a subscriber sees their own",
  auth: ["staff:notification", "user"],
  query: PageQuerySchema,
  response: listOf(NotificationItemSchema),
  errors: { 404: "'No notifications yet.'" },
  handle: async ({ ctx, caller, user, query }) => {
    if (caller?.kind === "admin") {
      const sent = await listSentNotifications(ctx, query.pageNumber);
      if (!sent.total) return fail(notificationMessages.none, 404, {}, "NotFound");
      return list(
        sent.rows.map((r) => ({
          id: r.id,
          type: r.type,
          category: r.category === "CASE" ? "CASE" : "OTHER",
          title: r.title,
          body: r.body,
          docId: none(r.docId),
          userEmail: none(r.userEmail),
          createdDate: r.createdAt,
          deliveredCount: r.deliveries,
        })),
        sent.pages,
      );
    }
    const inbox = await listInbox(ctx, user.userId, query.pageNumber);
    if (!inbox.total) return fail(notificationMessages.none, 404, {}, "NotFound");
    return list(
      inbox.rows.map((r) => ({
        id: r.id,
        type: r.type,
        category: r.type === 1 ? "CASE" : "OTHER",
        title: r.title,
        body: r.body,
        docId: none(r.docId),
        userEmail: r.type === 3 ? user.email : "none",
        createdDate: r.createdAt,
        read: r.read,
      })),
      inbox.pages,
      { unreadCount: inbox.unread },
    );
  },
});

/** Absent: null, '' or the legacy 'none'. */
const given = (v: string | number | null | undefined) => (v === null || v === undefined || String(v).trim() === "" || String(v).trim() === "none" ? undefined : String(v));

/**
 * The spec's payload: `category` CASE is a Post Case notification (type 1, `docId` a live case);
 * OTHER with a `userEmail` goes to that client alone (type 3), without one to every client (type 2).
 */
export const SendNotificationBodySchema = z
  .object({
    body: n.body,
    title: n.title,
    docId: z.union([z.number().int(), z.string().max(100)]).nullish().meta({ description: "category CASE: a live case's doc id" }),
    userEmail: z.string().max(100).nullish().meta({ description: "category OTHER: the one client it goes to; absent (or 'none') for every client" }),
    category: z.enum(["CASE", "OTHER"], { error: "category must be CASE or OTHER." }),
  })
  .meta({ id: "SendNotificationBody" });

export const sendNotificationCall = defineCall({
  method: "POST",
  path: "/notification/send",
  tag: TAG,
  summary: "Send a notification ('Notification send sucessfully !'): stored, then delivered by the jobs queue",
  auth: ["staff:notification"],
  body: SendNotificationBodySchema,
  response: z.object({ id: z.number().int(), message: z.string() }),
  errors: { 400: "the form's messages: title, message, a live case's DocId, a client's e-mail", 503: "'Notification send failed !' (the queue refused it; nothing is stored)" },
  handle: async ({ ctx, user, body }) => {
    const docId = given(body.docId);
    const userEmail = given(body.userEmail);
    const type = body.category === "CASE" ? "1" : userEmail ? "3" : "2";
    // The form's own schema (its rules and messages) on the form's value.
    const parsed = NotificationSchema.safeParse({ type, title: body.title, body: body.body, docId, userEmail });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return refused({ status: 400, message: issue.message, field: String(issue.path[0] ?? "body") });
    }
    const sent = await sendNotificationForm(ctx, user.userId, parsed.data);
    if (!sent.ok) return sent.status === 400 ? refused(sent) : fail(sent.message, 503, {}, "Error");
    return announce(notificationMessages.sent, { id: sent.id });
  },
});
