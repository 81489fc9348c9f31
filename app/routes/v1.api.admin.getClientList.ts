import { getClientList } from "../api/calls/admin-clients.server";
import { serve } from "../api/serve.server";

export const { loader, action } = serve(getClientList);
