import { placeNewOrder } from "../api/calls/admin-orders.server";
import { serve } from "../api/serve.server";

export const { loader, action } = serve(placeNewOrder);
