import { initiatePayment } from "../api/calls/payments.server";
import { serve } from "../api/serve.server";

export const { loader, action } = serve(initiatePayment);
