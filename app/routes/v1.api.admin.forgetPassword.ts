import { adminForgetPassword } from "../api/calls/admin-account.server";
import { serve } from "../api/serve.server";

export const { loader, action } = serve(adminForgetPassword);
