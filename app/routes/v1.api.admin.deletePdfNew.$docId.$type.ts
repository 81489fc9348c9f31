import { deletePdfNew } from "../api/calls/admin-case-write.server";
import { serve } from "../api/serve.server";

export const { loader, action } = serve(deletePdfNew);
