/**
 * The subscriber's case page renders the case's own parts — the judgment with its header,
 * citations and headnotes, Authorities, Cited by, and Similar Cases — once per case, version and
 * Cited by order, not on every view (issue 22 item 12, decision 095). They are the same for every
 * reader, and rendering their hundreds of elements was most of the page's own work. The HTML is
 * kept beside the case's data (it lives as long as the cached data object it was made from), goes
 * into the document once (not into the hydration data, decision 056), and its links are followed
 * in the app (app/utils/in-app-links.ts).
 */
import { renderToStaticMarkup } from "react-dom/server";
import type { CasePageData } from "../services/case-page.server";
import { PlainLinks } from "./app-link";
import { CaseBody } from "./case-body";
import { PrecedentList } from "./search/precedent-list";

/** The case's parts as HTML: `body` (the case and its graph) and `similar` (Similar Cases' list, "" when none). */
export type CaseBodyHtml = { body: string; similar: string };

const rendered = new WeakMap<CasePageData["view"], Map<string, CaseBodyHtml>>();

/** The parts of one case page; the same view object (the cached data) and order give the same HTML without rendering again. */
export function caseBodyHtml(page: Pick<CasePageData, "view" | "graph" | "similar">): CaseBodyHtml {
  let byOrder = rendered.get(page.view);
  if (!byOrder) rendered.set(page.view, (byOrder = new Map()));
  const key = page.graph.citedByOrder;
  let html = byOrder.get(key);
  if (!html) {
    html = {
      body: renderToStaticMarkup(
        <PlainLinks.Provider value={true}>
          <CaseBody c={page.view} graph={page.graph} />
        </PlainLinks.Provider>,
      ),
      similar: page.similar.length ? renderToStaticMarkup(<PrecedentList items={page.similar} />) : "",
    };
    byOrder.set(key, html);
  }
  return html;
}
