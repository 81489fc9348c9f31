/** The citation check through the API (issue 25 item 4): POST user/citationCheck {text}. */
import { z } from "zod";
import { CitationCheckSchema, checkCitations } from "../../services/graph/citation-check.server";
import { defineCall } from "../define";
import { fail, list } from "../envelope.server";

const FoundCaseSchema = z.object({
  docId: z.number().int(),
  title: z.string(),
  decidedDate: z.string().nullable(),
  court: z.string().nullable(),
  bench: z.string().nullable(),
  citation: z.string().nullable(),
  equalCitations: z.array(z.string()),
  overruled: z.boolean(),
  warning: z.object({ treatment: z.string(), docId: z.number().int(), title: z.string(), decidedDate: z.string().nullable(), paragraph: z.number().nullable() }).nullable(),
});

const CheckRowSchema = z
  .object({
    written: z.string(),
    count: z.number().int(),
    status: z.enum(["found", "found-by-name", "not-found", "malformed"]),
    normalised: z.string().nullable(),
    problem: z.string().nullable(),
    cases: z.array(FoundCaseSchema),
  })
  .meta({ id: "CitationCheckRow" });

export const citationCheck = defineCall({
  method: "POST",
  path: "/user/citationCheck",
  tag: "Search",
  summary: "Check every citation of a brief (up to 64 KB of text, 250 citations)",
  description: "Each citation once, in order of first appearance: found (with the cases), found-by-name (the citation is not in the reporter but the case name written just before it is: the cases, and the problem says so), not-found (well formed, not in the reporter) or malformed (with the problem). 60 checks an hour per account.",
  auth: ["plan"],
  body: CitationCheckSchema,
  bodyLimit: 512 * 1024,
  response: z.object({
    ojectList: z.array(CheckRowSchema),
    objectList: z.array(CheckRowSchema),
    totalNumberOfPagesAsPerGivenPageLimit: z.number(),
    totalCitations: z.number().int(),
    truncated: z.boolean(),
  }),
  errors: { 402: "no active plan", 429: "more than 60 checks in an hour, or 60 calls in a minute" },
  handle: async ({ ctx, user, body }) => {
    const result = await checkCitations(ctx, { userId: user.userId, text: body.text });
    if (!result.ok) return fail(result.message, result.status, {}, result.status === 429 ? "Limit" : "Error");
    return list(result.rows, 1, { totalCitations: result.total, truncated: result.truncated });
  },
});
