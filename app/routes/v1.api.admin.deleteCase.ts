import { deleteCaseCall } from "../api/calls/admin-cases.server";
import { serve } from "../api/serve.server";

export const { loader, action } = serve(deleteCaseCall);
