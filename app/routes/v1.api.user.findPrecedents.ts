import { findPrecedents } from "../api/calls/precedents.server";
import { serve } from "../api/serve.server";

export const { loader, action } = serve(findPrecedents);
