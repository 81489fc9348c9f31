import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { MAX_IMPORT_BYTES, startBulkImport } from "../services/cases/bulk-import.server";
import { requireStaff } from "../utils/auth.server";
import { bulkImportMessages as m } from "../utils/copy";

/**
 * The Import Judgments page's upload with JavaScript: the file itself is the request body (not a
 * form), so it streams into R2 without being held, up to MAX_IMPORT_BYTES; its name comes in
 * X-File-Name. Answers JSON. Without JavaScript the page's own action takes a form (decision 028).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const staff = await requireStaff(context.app, request, "import");
  const refuse = async (status: number, message: string) => {
    await request.body?.cancel().catch(() => undefined);
    return Response.json({ ok: false, message }, { status });
  };
  if (request.method !== "POST") return refuse(405, m.selectFile);
  const declared = request.headers.get("content-length");
  if (declared === null || !/^\d+$/.test(declared)) return refuse(411, m.lengthRequired);
  const size = Number(declared);
  if (size === 0 || !request.body) return refuse(400, m.selectFile);
  if (size > MAX_IMPORT_BYTES) return refuse(413, m.tooLarge(MAX_IMPORT_BYTES / 1024 / 1024));
  let fileName = "";
  try {
    fileName = decodeURIComponent(request.headers.get("x-file-name") ?? "");
  } catch {
    fileName = "";
  }
  const result = await startBulkImport(context.app, { actorId: staff.userId, fileName, size, body: request.body });
  if (!result.ok) return refuse(result.status, result.message);
  return Response.json({ ok: true, id: result.id, message: m.started, next: `/admin/import?id=${result.id}&started=1` });
}

export async function loader({ request, context }: ActionFunctionArgs) {
  await requireStaff(context.app, request, "import");
  return new Response("Not found", { status: 404 });
}
