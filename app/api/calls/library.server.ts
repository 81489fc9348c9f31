/** The personal library through the API (subscriber §7): list, add, delete — the library page's and case view's services. */
import { z } from "zod";
import { addToLibrary, LIBRARY_PAGE_SIZE, listLibrary, removeFromLibrary } from "../../services/accounts/library.server";
import { caseMessages } from "../../utils/copy";
import { toastMessages } from "../../utils/copy-screens";
import { defineCall } from "../define";
import { announce, fail, list, listOf, MessageSchema } from "../envelope.server";
import { PageQuerySchema } from "./search.server";

export const DocIdSchema = z.coerce.number({ error: caseMessages.oops }).int(caseMessages.oops).positive(caseMessages.oops).max(2_000_000_000, caseMessages.oops);

const LibraryEntrySchema = z
  .object({ docId: z.number().int(), startNumber: z.number().int(), caseRepresentation: z.string().meta({ description: "title and snippet joined by '#'" }) })
  .meta({ id: "LibraryEntry" });

export const getMyLibraryCaseList = defineCall({
  method: "GET",
  path: "/user/getMyLibraryCaseList",
  tag: "Library",
  summary: "One page of My Library (8 entries a page), newest first",
  description: "The page size is the library's own (8); perPageLimit is read as the spec sends it and must be 8 or less.",
  auth: ["user"],
  query: PageQuerySchema,
  response: listOf(LibraryEntrySchema, { totalCount: z.number().int() }),
  handle: async ({ ctx, user, query }) => {
    if (query.perPageLimit !== undefined && query.perPageLimit > LIBRARY_PAGE_SIZE) return fail(`perPageLimit is at most ${LIBRARY_PAGE_SIZE}.`, 400, {}, "Validation", undefined, { field: "perPageLimit" });
    const lib = await listLibrary(ctx, user.userId, query.pageNumber ?? 1);
    const items = lib.items.map((i) => ({ docId: i.docId, startNumber: i.startNumber, caseRepresentation: i.caseRepresentation }));
    return list(items, lib.pages, { totalCount: lib.total });
  },
});

export const deleteCaseFromMyLibrary = defineCall({
  method: "GET",
  path: "/user/deleteCaseFromMyLibrary/{docId}",
  tag: "Library",
  summary: "Delete a case from My Library",
  description: "A GET that deletes (as the spec has it) is taken only with the token in the Authorization header, never on a browser's cookie alone, so a link on another site cannot delete an entry.",
  auth: ["user"],
  changesState: true,
  params: z.object({ docId: DocIdSchema }),
  response: MessageSchema,
  errors: { 403: "sent with a cookie and without the Authorization header", 404: "'Something Went Wrong Unable to Delete Case right now' (not in the library)" },
  handle: async ({ ctx, user, params }) =>
    (await removeFromLibrary(ctx, { userId: user.userId, docId: params.docId })) ? announce(toastMessages.removedFromLibrary) : fail(caseMessages.deleteFailed, 404, {}, "NotFound"),
});

export const addCaseToMyLibrary = defineCall({
  method: "POST",
  path: "/user/addCaseToMyLibrary",
  pathChosen: true,
  tag: "Library",
  summary: "Add a case to My Library (adding it twice keeps one entry)",
  auth: ["plan"],
  body: z.object({ docId: DocIdSchema }).meta({ id: "AddToLibraryBody" }),
  response: z.object({ message: z.string(), added: z.boolean() }),
  errors: { 402: "no active plan (the full case view, where a case is added, needs one)", 404: "no such case" },
  handle: async ({ ctx, user, body }) => {
    const result = await addToLibrary(ctx, { userId: user.userId, docId: body.docId });
    if (result === "not-found") return fail(caseMessages.oops, 404, {}, "NotFound");
    return announce(result === "added" ? caseMessages.addedToLibrary : caseMessages.alreadyInLibrary, { added: result === "added" });
  },
});
