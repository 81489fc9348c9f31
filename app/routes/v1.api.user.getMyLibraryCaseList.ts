import { getMyLibraryCaseList } from "../api/calls/library.server";
import { serve } from "../api/serve.server";

export const { loader, action } = serve(getMyLibraryCaseList);
