/**
 * The case view's Similar Cases list, hydrated when first used (app/components/deferred.tsx; issue
 * 22 item 11): links shown from the server's HTML, its code shared with the search page's Find
 * Precedents not loaded with the case.
 */
import { deferredComponent } from "./deferred";

const similar = deferredComponent("similar-cases", () => import("./search/precedents").then((m) => m.PrecedentList));

export const SimilarCasesListDeferred = similar.Deferred;
export const provideSimilarCasesList = similar.provide;
