import { citationCheck } from "../api/calls/citation-check.server";
import { serve } from "../api/serve.server";

export const { loader, action } = serve(citationCheck);
