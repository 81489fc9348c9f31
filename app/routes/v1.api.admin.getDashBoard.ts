import { getDashBoard } from "../api/calls/admin-dashboard.server";
import { serve } from "../api/serve.server";

export const { loader, action } = serve(getDashBoard);
