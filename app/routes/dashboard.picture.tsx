import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getProfilePicture } from "../services/accounts/account.server";
import { requireUser } from "../utils/auth.server";

/** The caller's own profile picture from R2 (no one else's can be asked for). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context.app, request);
  const object = await getProfilePicture(context.app, user.userId);
  if (!object) return new Response("No picture", { status: 404 });
  return new Response(object.body, {
    headers: {
      "Content-Type": object.httpMetadata?.contentType ?? "application/octet-stream",
      "Cache-Control": "private, max-age=300",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
