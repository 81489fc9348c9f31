import { z } from "zod";

/** The most live tokens an account may hold (decision 071). */
export const MAX_API_TOKENS = 10;

/** Create a personal API token: a name the owner will recognise (My Account, POST user/apiTokens). */
export const CreateApiTokenSchema = z.object({
  name: z
    .string({ error: "Please give the token a name." })
    .trim()
    .min(1, "Please give the token a name.")
    .max(60, "A token's name may be at most 60 characters."),
});

/** Revoke one of one's own tokens. */
export const RevokeApiTokenSchema = z.object({
  tokenId: z.coerce.number({ error: "Choose a token." }).int().positive("Choose a token."),
});
