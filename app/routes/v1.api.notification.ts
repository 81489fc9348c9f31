import { getNotifications } from "../api/calls/admin-notifications.server";
import { serve } from "../api/serve.server";

export const { loader, action } = serve(getNotifications);
