import { signinTakeover } from "../api/calls/session.server";
import { serve } from "../api/serve.server";

export const { loader, action } = serve(signinTakeover);
