/** The case page's own words (ours, walk-through findings 9 and 16; decision 092): kept out of copy-core so other pages do not carry them. */

/** A pinpoint (?para= or #para-) to a paragraph the judgment does not have; `labels`: its paragraphs in order. */
export function noSuchParagraph(asked: string, labels: readonly string[]): string {
  return labels.length
    ? `Paragraph ${asked} is not in this judgment; it has paragraphs ${labels[0].split(".")[0]}–${labels[labels.length - 1].split(".")[0]}.`
    : `Paragraph ${asked} is not in this judgment; its paragraphs are not numbered.`;
}

/** Cited by's bench sizes. */
export const citedByWords = {
  bench: (judges: number) => (judges === 1 ? "1 judge" : `${judges} judges`),
  benchUnknown: "bench sizes not known for these judgments",
} as const;
