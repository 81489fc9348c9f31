import { expect, test } from "vitest";
import { planQuery } from "./d1-backend";
import { meiliRequest } from "./meilisearch-backend";
import type { SearchQuery } from "./types";

/**
 * What each search hands on to highlighting (issue 13 item 6): an Exact phrase is one term (the
 * phrase), never its words one by one; word lists and the short fields are words.
 */
const both = (q: SearchQuery) => [planQuery(q).terms, meiliRequest(q, { page: 1, perPage: 10, dateOrder: "d" }).terms];

test("an Exact phrase is one highlight term, on both backends", () => {
  for (const terms of both({ mode: "word", text: 'accused "Sobran" and Durvin!', method: "exact", section: "judgment" })) expect(terms).toEqual(["accused sobran and durvin"]);
  for (const terms of both({ mode: "main", judgementText: "last seen together", headnoteText: "Dowry death", judge: "Ruma Pal" })) {
    expect([...terms].sort()).toEqual(["dowry death", "last seen together", "pal", "ruma"]);
  }
});

test("All Word and Freeword hand on their words", () => {
  for (const method of ["all", "any"] as const) {
    for (const terms of both({ mode: "word", text: "bail and jail", method, section: "both" })) expect(terms).toEqual(["bail", "and", "jail"]);
  }
});
