import { deleteCaseFromMyLibrary } from "../api/calls/library.server";
import { serve } from "../api/serve.server";

export const { loader, action } = serve(deleteCaseFromMyLibrary);
