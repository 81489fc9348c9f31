import { getStateMasterData } from "../api/calls/masters.server";
import { serve } from "../api/serve.server";

export const { loader, action } = serve(getStateMasterData);
