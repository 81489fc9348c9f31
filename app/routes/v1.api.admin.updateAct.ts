import { updateActCall } from "../api/calls/admin-acts.server";
import { serve } from "../api/serve.server";

export const { loader, action } = serve(updateActCall);
