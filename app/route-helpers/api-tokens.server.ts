import { data } from "@remix-run/cloudflare";
import type { ApiTokensReply } from "../components/api-tokens-card";
import { CreateApiTokenSchema, RevokeApiTokenSchema } from "../services/accounts/api-tokens.schema";
import { createApiToken, revokeApiToken } from "../services/accounts/api-tokens.server";
import type { AppContext } from "../utils/context.server";
import { parseForm } from "../utils/forms.server";

/** The API tokens section's two forms (create, revoke), through the tokens service. */
export async function tokenAction(ctx: AppContext, userId: number, formData: FormData) {
  const reply = (tokens: ApiTokensReply["tokens"], status = 200) => data<ApiTokensReply>({ tokens }, { status });
  if (formData.get("intent") === "revokeToken") {
    const parsed = parseForm(formData, { schema: RevokeApiTokenSchema });
    if (parsed.status !== "success") return reply({ ok: false, message: "Choose a token." }, 400);
    return (await revokeApiToken(ctx, { userId, tokenId: parsed.value.tokenId })) ? reply({ ok: true, message: "Token revoked." }) : reply({ ok: false, message: "No such token." }, 404);
  }
  const name = String(formData.get("name") ?? "").slice(0, 200);
  const parsed = parseForm(formData, { schema: CreateApiTokenSchema });
  if (parsed.status !== "success") return reply({ ok: false, message: parsed.error?.name?.[0] ?? "Please give the token a name.", name }, 400);
  const made = await createApiToken(ctx, { userId, name: parsed.value.name });
  if (!made.ok) return reply({ ok: false, message: made.message, name }, 409);
  return reply({ ok: true, message: "Copy the token now: it will not be shown again.", token: made.token });
}
