import { getScCasePdf } from "../api/calls/cases.server";
import { serve } from "../api/serve.server";

export const { loader, action } = serve(getScCasePdf);
