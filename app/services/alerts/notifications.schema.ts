/**
 * The inputs of the notifications service: 'Send Notification' of the back office (§2, §5) and the
 * subscriber's list (its page and the mark-as-read form). A plain module (no `.server`): the pages'
 * actions reach it through notifications.server.ts, the form's client check loads it on first use,
 * an API route imports the same objects (decision 058).
 */
import { z } from "zod";
import { notificationMessages } from "../../utils/copy";
import { IdSchema } from "../fields.schema";

const text = (required: string, max: number, long: string) => z.string({ error: required }).trim().min(1, required).max(max, long);

/**
 * 'Send Notification' (§2, §5): type 1 Post Case (DocId numeric, fewer than 10 characters),
 * 2 General, 3 User Specific (the select's value is the client's e-mail). The fields a type does
 * not use are ignored.
 */
export const NotificationSchema = z
  .object({
    type: z.enum(["1", "2", "3"], { error: notificationMessages.failed }).transform((v) => Number(v) as 1 | 2 | 3),
    title: text(notificationMessages.titleRequired, 150, notificationMessages.titleLong),
    body: text(notificationMessages.bodyRequired, 2000, notificationMessages.bodyLong),
    docId: z.string().trim().max(100, notificationMessages.docIdFormat).optional(),
    userEmail: z.string().trim().max(100, notificationMessages.userUnknown).optional(),
  })
  .superRefine((v, issue) => {
    if (v.type === 1 && !v.docId) issue.addIssue({ code: "custom", path: ["docId"], message: notificationMessages.docIdRequired });
    else if (v.type === 1 && !/^\d{1,9}$/.test(v.docId ?? "")) issue.addIssue({ code: "custom", path: ["docId"], message: notificationMessages.docIdFormat });
    if (v.type === 3 && !v.userEmail) issue.addIssue({ code: "custom", path: ["userEmail"], message: notificationMessages.userRequired });
  });

/** The subscriber's list: its page (?page=, 1 when absent or bad) and the mark-as-read form. */
export const InboxPageSchema = z.coerce.number().int().min(1).max(1_000_000).catch(1);
export const InboxReadSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("read"), id: IdSchema }),
  z.object({ intent: z.literal("readAll") }),
]);
