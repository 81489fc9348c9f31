import { expect, test } from "vitest";
import { sectionKey } from "./facts";
import { vocabularyHits } from "./legal-vocabulary";
import { porterStem } from "./porter";
import { rankSections, type SectionRow } from "./statute-suggest";

test("rankSections: text, vocabulary and the top precedents' votes, each kept as a reason", () => {
  const rows: SectionRow[] = [
    { id: 1, act: "Indian Penal Code, 1860", section: "304B", title: "Dowry death", body: "Where the death of a woman is caused by any burns", score: -4 },
    { id: 2, act: "Indian Penal Code, 1860", section: "302", title: "Punishment for murder", body: "Whoever commits murder", score: -2 },
    { id: 3, act: "Indian Evidence Act, 1872", section: "113B", title: "Presumption as to dowry death", body: "", score: null },
  ];
  const terms = [{ term: "dowry", stem: porterStem("dowry"), tf: 1, df: 1, weight: 1 }];
  const hits = vocabularyHits("kerosene");
  const ranked = rankSections(rows, terms, hits, [{ docId: 7, sections: [sectionKey("Indian Evidence Act, 1872", "113B")] }]);
  expect(ranked.map((s) => s.section)).toEqual(["304B", "113B", "302"]);
  expect(ranked[0]).toMatchObject({ words: ["dowry"], phrases: ["kerosene"], counterpart: { act: "Bharatiya Nyaya Sanhita, 2023", sections: ["80"] } });
  expect(ranked[1].precedents).toEqual([7]);
});

