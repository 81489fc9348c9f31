import { expect, test } from "vitest";
import { matchOneStatement } from "./match-one";

test("a text search is pinned to the one case's full-text row, never a walk over every match", () => {
  const s = matchOneStatement({ mode: "word", text: "quindecimvir estoppel", section: "both", method: "all" }, 42)!;
  expect(s.sql).toMatch(/^select exists \(/);
  expect(s.sql).toContain("f.rowid = (select search_key from cases where doc_id = ?)");
  expect(s.sql).toContain("case_fts match ?");
  expect(s.sql).not.toContain("case_pair_fts");
  expect(s.params).toContain(42);
});

test("a party search pins the short fields' row; a search by doc id is the case itself; the letter filter stays", () => {
  const party = matchOneStatement({ mode: "quick", text: "Quorlin Mills" }, 7, "Q")!;
  expect(party.sql).toMatch(/g\.rowid = \(select search_key from cases where doc_id = \?\)|f\.rowid = \(select search_key/);
  expect(party.sql).toContain("c.appellant like ?");
  expect(party.params.indexOf(7)).toBeLessThan(party.params.indexOf("Q%"));
  const byId = matchOneStatement({ mode: "quick", text: "1001" }, 1001)!;
  expect(byId.sql).toContain("c.doc_id = ?");
});
