import { getCourtForDropDown } from "../api/calls/admin-courts.server";
import { serve } from "../api/serve.server";

export const { loader, action } = serve(getCourtForDropDown);
