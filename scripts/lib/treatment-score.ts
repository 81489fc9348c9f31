/**
 * Scores the treatment labels of the citation graph against the AIR citator's codes (issue 24
 * item 6; decision 060), for `npm run bench:citator`. Only the benchmark reads the codes.
 *
 * The codes' legend (AIR's citator, as printed in the IRLeD records' `CITATOR INFO` lines): R
 * referred, RF relied on, F followed, E explained, D distinguished, O overruled, NF not followed,
 * APR approved, APL applied, REL relied on, REI reiterated; a pair joined by "&" carries both
 * ("E&D"). The other codes the data holds (MV, C, A, AFR, HO, OPN, MR, AP) are counted under no
 * label (see docs/benchmarks.md).
 */
import type { Treatment } from "../../search-index/treatment";

/** The label each AIR code stands for (none: the code is not one of the product's labels). */
export const CODE_LABEL: Record<string, Treatment> = {
  R: "referred",
  RF: "relied",
  REL: "relied",
  F: "followed",
  APL: "followed",
  REI: "followed",
  E: "explained",
  D: "distinguished",
  O: "overruled",
  NF: "doubted",
  APR: "approved",
};

export type Scored = { codes: string[]; label: Treatment };
export type ClassScore = { label: Treatment; truth: number; predicted: number; correct: number; precision: number | null; recall: number | null; baselinePrecision: number | null; baselineRecall: number | null };

/** The labels a pair's codes stand for ("E&D" → explained and distinguished). */
export function labelsOf(codes: string[]): Set<Treatment> {
  const out = new Set<Treatment>();
  for (const c of codes) for (const part of c.split("&")) if (CODE_LABEL[part]) out.add(CODE_LABEL[part]);
  return out;
}

/**
 * Precision and recall per label over the pairs the graph links, beside the baseline that
 * labels every pair "referred". A prediction is right when the pair's codes include its label.
 */
export function scoreTreatments(pairs: Scored[], labels: readonly Treatment[]): ClassScore[] {
  return labels.map((label) => {
    const truth = pairs.filter((p) => labelsOf(p.codes).has(label)).length;
    const predicted = pairs.filter((p) => p.label === label);
    const correct = predicted.filter((p) => labelsOf(p.codes).has(label)).length;
    const baselinePredicted = label === "referred" ? pairs.length : 0;
    return {
      label,
      truth,
      predicted: predicted.length,
      correct,
      precision: predicted.length ? correct / predicted.length : null,
      recall: truth ? correct / truth : null,
      baselinePrecision: baselinePredicted ? truth / baselinePredicted : null,
      baselineRecall: truth ? (label === "referred" ? 1 : 0) : null,
    };
  });
}
