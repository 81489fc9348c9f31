/**
 * The subscriber's case page renders the case's own parts — the judgment with its header,
 * citations and headnotes, Authorities, Cited by, and Similar Cases — once per case and version
 * (Cited by once per order), not on every view (issue 22 item 12, decision 095). They are the same for every
 * reader, and rendering their hundreds of elements was most of the page's own work. The HTML is
 * kept beside the case's data (it lives as long as the cached data object it was made from), goes
 * into the document once (not into the hydration data, decision 056), and its links are followed
 * in the app (app/utils/in-app-links.ts).
 */
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { CasePageData } from "../services/cases/case-page.server";
import { PlainLinks } from "./app-link";
import { CaseBody } from "./case-body";
import { CitedBy } from "./citation-graph";
import { PrecedentList } from "./search/precedent-list";

/**
 * The case's parts as HTML: `body` (the case, its Authorities and warnings: the same in either
 * order), `citedBy` (Cited by in the order asked) and `similar` (Similar Cases' list, "" when none).
 */
export type CaseBodyHtml = { body: string; citedBy: string; similar: string };

const rendered = new WeakMap<CasePageData["view"], { body: string; similar: string; citedBy: Map<string, string> }>();

const plain = (node: ReactNode) => renderToStaticMarkup(<PlainLinks.Provider value={true}>{node}</PlainLinks.Provider>);

/** The parts of one case page; the same view object (the cached data) and order give the same HTML without rendering again. */
export function caseBodyHtml(page: Pick<CasePageData, "view" | "graph" | "similar">): CaseBodyHtml {
  let parts = rendered.get(page.view);
  if (!parts) {
    parts = {
      body: plain(<CaseBody c={page.view} graph={page.graph} citedBy={false} />),
      similar: page.similar.length ? plain(<PrecedentList items={page.similar} />) : "",
      citedBy: new Map(),
    };
    rendered.set(page.view, parts);
  }
  const order = page.graph.citedByOrder;
  let citedBy = parts.citedBy.get(order);
  if (citedBy === undefined) {
    citedBy = plain(<CitedBy items={page.graph.citedBy} order={order} />);
    parts.citedBy.set(order, citedBy);
  }
  return { body: parts.body, citedBy, similar: parts.similar };
}
