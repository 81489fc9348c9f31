import { deletePlanCall } from "../api/calls/admin-plans.server";
import { serve } from "../api/serve.server";

export const { loader, action } = serve(deletePlanCall);
