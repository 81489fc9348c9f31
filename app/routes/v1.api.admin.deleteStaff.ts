import { deleteStaffCall } from "../api/calls/admin-staff.server";
import { serve } from "../api/serve.server";

export const { loader, action } = serve(deleteStaffCall);
