import { createToken, listTokens } from "../api/calls/session.server";
import { serve } from "../api/serve.server";

export const { loader } = serve(listTokens);
export const { action } = serve(createToken);
