/** Find Precedents through the API (issue 16): a fact situation or a judgment in, earlier judgments out. */
import { z } from "zod";
import { FindPrecedentsSchema } from "../../services/search/precedents.schema";
import { findPrecedents as find } from "../../services/search/precedents.server";
import { BODY_LIMITS } from "../../utils/body.server";
import { defineCall } from "../define";
import { fail, ok } from "../envelope.server";

const PrecedentSchema = z
  .object({
    docId: z.number().int(),
    appellant: z.string(),
    respondent: z.string(),
    decidedDate: z.string(),
    court: z.string(),
    citation: z.string(),
    overruled: z.boolean(),
    matchedTerms: z.array(z.string()),
    sharedActs: z.array(z.string()),
    applies: z.array(z.string()).meta({ description: "a fact situation's likely sections the case applies" }),
    benchSize: z.number().int().nullable(),
    citedBy: z.number().int(),
  })
  .meta({ id: "Precedent" });

export const findPrecedents = defineCall({
  method: "POST",
  path: "/user/findPrecedents",
  pathChosen: true,
  tag: "Search",
  summary: "Find Precedents: the earlier judgments about the same thing as a text of up to 100 KB",
  auth: ["plan"],
  body: FindPrecedentsSchema,
  bodyLimit: BODY_LIMITS.precedents,
  response: z.object({
    ojectList: z.array(PrecedentSchema),
    mode: z.enum(["facts", "judgment"]),
    detected: z.string().meta({ description: "why the text was read as facts or as a judgment" }),
    terms: z.array(z.string()),
    acts: z.array(z.unknown()),
    statutes: z.array(z.unknown()).meta({ description: "for a fact situation: the sections that likely apply, each with why" }),
    pasted: z
      .object({ docId: z.number().int(), title: z.string(), decidedDate: z.string().nullable(), citation: z.string().nullable() })
      .nullable()
      .meta({ description: "the judgment in the reporter that the text is (its fingerprint matches), left out of the list; null when it is none" }),
  }),
  handle: async ({ ctx, body }) => {
    const bench = ctx.env.DEV_BULK_IMPORT === "1";
    const plain = body.ranking === "plain" && bench;
    const started = performance.now();
    const result = await find(ctx, {
      text: body.text,
      courtId: body.courtId,
      yearFrom: body.yearFrom,
      yearTo: body.yearTo,
      limit: body.limit ?? 10,
      mode: body.mode,
      statutes: body.statutes ?? undefined,
      plain,
      tuning: bench ? body.tuning : undefined,
      factsTuning: bench ? body.factsTuning : undefined,
    });
    const ms = performance.now() - started;
    if (!result.ok) return fail(result.message, 400, {}, "Validation");
    return ok(
      {
        ojectList: result.items.map((i) => ({
          docId: i.docId,
          appellant: i.appellant,
          respondent: i.respondent ?? "none",
          decidedDate: i.decidedDate ?? "none",
          court: i.court ?? "none",
          citation: i.citation ?? "none",
          overruled: i.overruled,
          matchedTerms: i.matchedTerms,
          sharedActs: i.sharedActs,
          applies: i.applies ?? [],
          benchSize: i.benchSize ?? null,
          citedBy: i.citedBy,
        })),
        mode: result.mode,
        detected: result.detected,
        terms: result.terms,
        acts: result.acts,
        statutes: result.statutes,
        pasted: result.pasted ?? null,
      },
      { headers: { "Server-Timing": `precedents;dur=${ms.toFixed(1)}` } },
    );
  },
});
