import { makePost } from "../api/calls/admin-posts.server";
import { serve } from "../api/serve.server";

export const { loader, action } = serve(makePost);
