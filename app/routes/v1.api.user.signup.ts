import { signup } from "../api/calls/account.server";
import { serve } from "../api/serve.server";

export const { loader, action } = serve(signup);
