import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { courtFilterOptions, listCases } from "../services/cases/case-desk.server";
import { CourtFilterSchema } from "../services/cases/case-desk.schema";
import { PICKER_CATEGORIES, PICKER_PAGE_SIZE, YES_NO } from "../services/cases/case-form.server";
import { IdSchema } from "../services/fields.schema";
import { requireStaff } from "../utils/auth.server";
import type { CourtFilter } from "../utils/case-list-filters";

const oneOf = <T extends string>(values: readonly T[], v: string | null): T => ((values as readonly string[]).includes(v ?? "") ? (v as T) : values[0]);

/**
 * The case picker's data (GET with the query; back-office §2): every staff role may link cases
 * (the Add Case section, which all staff have), subscribers and visitors may not.
 *
 * The filters are the cases list's (decision 099): `court` is ALL, SC (also the spec's 'SUPEREME
 * COURT'), HC (every High Court) or one court's id, and `bench` one of that court's seats or
 * benches (a bench of another court is dropped). With `choices=1` (the overlay) the answer also
 * carries the court and bench choices.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(context.app, request, "addCase");
  const p = new URL(request.url).searchParams;
  const page = Number(p.get("page") ?? "1");
  const courtParam = p.get("court") === "SUPEREME COURT" ? "SC" : (p.get("court") ?? "ALL");
  const parsedCourt = CourtFilterSchema.safeParse(courtParam);
  const court: CourtFilter = parsedCourt.success ? parsedCourt.data : "ALL";
  const courtOptions = await courtFilterOptions(context.app, court);
  const parsedBench = IdSchema.safeParse(p.get("bench") ?? "");
  const bench = parsedBench.success && courtOptions.benches.some((b) => b.id === parsedBench.data) ? parsedBench.data : undefined;
  const list = await listCases(context.app, {
    q: (p.get("q") ?? "").trim().slice(0, 100),
    category: oneOf(PICKER_CATEGORIES, p.get("caseCategory")),
    court,
    bench,
    live: oneOf(YES_NO, p.get("live")),
    overruled: oneOf(YES_NO, p.get("overruled")),
    sort: "modified",
    dir: "desc",
    page: Number.isInteger(page) && page > 0 ? Math.min(10_000, page) : 1,
    perPage: PICKER_PAGE_SIZE,
  });
  const result = {
    rows: list.rows.map((r) => ({ docId: r.docId, lawTitle: r.lawTitle, caseCategory: r.caseCategory ?? "", courtCategory: r.courtCategory ?? "", modifiedAt: r.modifiedAt })),
    page: list.page,
    pages: list.total ? list.pages : 0,
    // The filters' choices when the overlay asks for them (`choices=1`); other callers get the rows as before.
    ...(p.get("choices") === "1" ? { court: String(court), bench: bench === undefined ? "" : String(bench), courts: courtOptions.courts, benches: courtOptions.benches } : {}),
  };
  return Response.json(result, { headers: { "Cache-Control": "private, no-store" } });
}
