import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/cloudflare";
import type { z } from "zod";

/** Parses a form with its shared zod schema; on failure throws the 400 reply conform understands. */
export function parseForm<S extends z.ZodType>(formData: FormData, schema: S) {
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") {
    throw data({ result: submission.reply({ hideFields: ["password", "confirmPassword"] }) }, { status: 400 });
  }
  return submission;
}

/** Only same-site paths may be redirect targets. */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback: string): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  return to;
}
