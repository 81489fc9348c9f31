import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { actAndSection } from "../scripts/lib/sql-rows";
import { LIBRARY_ACTS } from "./statute-library-acts";
import { actSlug, compareProvisions, onePerProvision, parseProvisionSlug, provisionLabel, provisionPath, provisionSlug, referencePath, refKeyOf, typedProvision, withinActMatch } from "./statute-pages";

/** The (act, section) rows of the library's migrations. */
function libraryRows(): [string, string][] {
  const rows: [string, string][] = [];
  for (const file of ["db/migrations/0025_statute_sections.sql", "db/migrations/0034_statutes_library.sql"])
    for (const line of readFileSync(new URL(`../${file}`, import.meta.url), "utf8").split("\n")) {
      const row = actAndSection(line);
      if (row) rows.push(row);
    }
  return rows;
}

test("the pages' URLs are stable and readable (issue 35 item 2)", () => {
  expect(provisionPath("Constitution of India", "21")).toBe("/statutes/constitution-of-india/article-21");
  expect(provisionPath("Bharatiya Nyaya Sanhita, 2023", "103")).toBe("/statutes/bharatiya-nyaya-sanhita-2023/section-103");
  expect(provisionPath("IPC", "498A")).toBe("/statutes/indian-penal-code-1860/section-498a");
  expect(provisionPath("Code of Civil Procedure, 1908", "21A.")).toBe("/statutes/code-of-civil-procedure-1908/section-21a");
  expect(provisionPath("Limitation Act, 1963", "Schedule Article 52")).toBe("/statutes/limitation-act-1963/schedule-article-52");
  expect(provisionPath("Constitution of India", "Schedule 7 List I (2)")).toBe("/statutes/constitution-of-india/schedule-7-list-i-2");
  expect(provisionSlug("Constitution of India", "Preamble")).toBe("preamble");
  expect(actSlug("Scheduled Castes and the Scheduled Tribes (Prevention of Atrocities) Act, 1989")).toBe("scheduled-castes-and-the-scheduled-tribes-prevention-of-atrocities-act-1989");
  expect(provisionLabel("Constitution of India", "226")).toBe("Article 226");
  expect(provisionLabel("Code of Civil Procedure, 1908", "35A.")).toBe("Section 35A");
});

test("every provision of the library has its own URL, and the library's acts list is the migrations'", () => {
  const rows = libraryRows();
  expect(new Set(rows.map(([a]) => a))).toEqual(LIBRARY_ACTS);
  const seen = new Map<string, string>();
  const clashes: string[] = [];
  for (const act of LIBRARY_ACTS) {
    const kept = onePerProvision(act, rows.filter(([a]) => a === act).map(([, section]) => ({ section })));
    for (const { section } of kept) {
      const path = provisionPath(act, section);
      if (seen.has(path)) clashes.push(`${path}: ${seen.get(path)} / ${section}`);
      seen.set(path, section);
      expect(parseProvisionSlug(provisionSlug(act, section)), `${act} ${section}`).not.toBeNull();
    }
  }
  expect(clashes).toEqual([]);
  // The CPC's sections held twice ("21A." and "21A") meet at one URL, India Code's row kept.
  expect(onePerProvision("Code of Civil Procedure, 1908", [{ section: "21A." }, { section: "21A" }, { section: "22" }])).toEqual([{ section: "21A" }, { section: "22" }]);
  expect(new Set(rows.map(([a]) => actSlug(a))).size).toBe(LIBRARY_ACTS.size);
});

test("a provision meets the judgments' references by kind and number", () => {
  expect(refKeyOf("Constitution of India", "226")).toEqual({ kind: "a", num: "226" });
  expect(refKeyOf("Indian Penal Code, 1860", "304B")).toEqual({ kind: "s", num: "304B" });
  expect(refKeyOf("Code of Civil Procedure, 1908", "21A.")).toEqual({ kind: "s", num: "21A" });
  expect(refKeyOf("Limitation Act, 1963", "Schedule Article 52")).toEqual({ kind: "a", num: "52" });
  expect(refKeyOf("Constitution of India", "Preamble")).toBeNull();
  expect(refKeyOf("Constitution of India", "Schedule 7 List I (2)")).toBeNull();
  expect(parseProvisionSlug("section-498a")).toEqual({ ref: { kind: "s", num: "498A" }, slug: "section-498a" });
  expect(parseProvisionSlug("order-xxxix-rule-1")).toEqual({ ref: { kind: "o", num: "39", sub: "1" }, slug: "order-xxxix-rule-1" });
  expect(parseProvisionSlug("preamble")).toEqual({ ref: null, slug: "preamble" });
  expect(parseProvisionSlug("../etc")).toBeNull();
});

test("a judgment's reference opens its provision's page", () => {
  expect(referencePath("Constitution of India", "Art. 226")).toBe("/statutes/constitution-of-india/article-226");
  expect(referencePath("Indian Penal Code, 1860", "s. 302")).toBe("/statutes/indian-penal-code-1860/section-302");
  expect(referencePath("Hindu Marriage Act, 1955", "s. 13(1)(ia)")).toBe("/statutes/hindu-marriage-act-1955/section-13");
  expect(referencePath("Limitation Act, 1963", "Art. 52")).toBe("/statutes/limitation-act-1963/schedule-article-52");
  expect(referencePath("Code of Civil Procedure, 1908", "O. 39 r. 1")).toBe("/statutes/code-of-civil-procedure-1908/order-39-rule-1");
  // An act outside the library has the same shape of link; its page sends the reader to statute search.
  expect(referencePath("Land Acquisition Act, 1894", "s. 4")).toBe("/statutes/land-acquisition-act-1894/section-4");
  expect(referencePath("Constitution of India", "Schedule")).toBeNull();
});

test("provisions sort as the statute book has them; a number typed in an act's search is that provision", () => {
  expect(["21A", "Preamble", "Schedule 2", "21", "3", "Schedule 10 (1)"].sort(compareProvisions)).toEqual(["Preamble", "3", "21", "21A", "Schedule 2", "Schedule 10 (1)"]);
  expect(typedProvision("Constitution of India", "Art. 21A")).toBe("article-21a");
  expect(typedProvision("Indian Penal Code, 1860", "s 498 A")).toBe("section-498a");
  expect(typedProvision("Indian Penal Code, 1860", "cruelty by husband")).toBeNull();
  expect(withinActMatch('cruelty OR "husband"')).toBe('"cruelty" AND "or" AND "husband"');
});
