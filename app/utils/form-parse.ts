import type { Intent } from "@conform-to/dom";
import { parseWithZod } from "@conform-to/zod/v4";
import type { $ZodType } from "zod/v4/core";
import { cleanFormData } from "./clean-text";

/**
 * The one form parser: conform's parseWithZod on the form's fields with control characters
 * removed first (app/utils/clean-text.ts; issue 21 item 11), so every form gets the same cleaning
 * on the server and in the browser. `multiline` names the fields that keep tab and newline.
 */
export function parseForm<Schema extends $ZodType>(
  payload: FormData | URLSearchParams,
  options: { schema: Schema | ((intent: Intent | null) => Schema); multiline?: readonly string[] },
) {
  return parseWithZod(cleanFormData(payload, options.multiline), { schema: options.schema });
}
