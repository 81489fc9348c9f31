/**
 * The inputs of the watch service (issue 25 item 5, decisions 080–081): watching a case, saving a
 * search, deleting one, and the stop link of an alert. A plain module (no `.server`): the pages'
 * actions reach it through watch.server.ts, an API route imports the same objects (decision 058).
 */
import { z } from "zod";
import { watchMessages } from "../../utils/copy-watch";
import { IdSchema } from "../fields.schema";

/** Watch or stop watching a case (the case view's toggle, the library's list). */
export const WatchToggleSchema = z.object({
  intent: z.enum(["watch", "unwatch"], { error: watchMessages.notFound }),
  docId: IdSchema,
});

/** "Save this search": the search page's URL parameters, as the page's address carries them. */
export const SaveSearchSchema = z.object({
  params: z.string({ error: watchMessages.searchNotSavable }).trim().min(1, watchMessages.searchNotSavable).max(8000, watchMessages.searchNotSavable),
});

/** Delete one of the subscriber's saved searches. */
export const SavedSearchIdSchema = z.object({ id: IdSchema });

/** The stop link of an alert: a watch (`w`) or a saved search (`s`) by id, and its stop token. */
export const StopLinkSchema = z
  .object({
    w: IdSchema.optional(),
    s: IdSchema.optional(),
    t: z.string().regex(/^[0-9a-f]{32}$/),
  })
  .refine((v) => (v.w === undefined) !== (v.s === undefined));

export type StopLink = { kind: "watch" | "search"; id: number; token: string };

/** The stop link's parameters as a target, or null when they are malformed. */
export function parseStopLink(params: URLSearchParams | FormData): StopLink | null {
  const get = (k: string) => {
    const v = params.get(k);
    return typeof v === "string" && v !== "" ? v : undefined;
  };
  const parsed = StopLinkSchema.safeParse({ w: get("w"), s: get("s"), t: get("t") });
  if (!parsed.success) return null;
  return parsed.data.w !== undefined ? { kind: "watch", id: parsed.data.w, token: parsed.data.t } : { kind: "search", id: parsed.data.s!, token: parsed.data.t };
}

/** The in-site stop button of an alert (the bell's list): the kind and the watched case or saved search. */
export const StopAlertSchema = z.object({
  kind: z.enum(["watch", "search"]),
  target: IdSchema,
});
