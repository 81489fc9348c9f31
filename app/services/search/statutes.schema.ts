/**
 * The inputs of the statutes library's pages (issue 35 item 2, decision 108): the act and provision
 * slugs of the URL, the search within an act and the judgments' page. A plain module (no `.server`).
 */
import { z } from "zod";

/** An act's or a provision's slug: lower-case words joined by hyphens (a bad one is simply not found). */
export const StatuteSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(200)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

/** ?q= of an act's page: the words searched within the act ('' when absent). */
export const WithinActQuerySchema = z.string().trim().max(200).catch("");

/** ?page= of the judgments that apply a provision: 1 when absent or not a page number. */
export const JudgmentsPageSchema = z.coerce.number().int().min(1).max(10_000).catch(1);
