import { neutralNameMasterSearch } from "../api/calls/search.server";
import { serve } from "../api/serve.server";

export const { loader, action } = serve(neutralNameMasterSearch);
