/**
 * The treatment labels (decision 060) as readers see them; data only, so the case view's bundle
 * takes these words and not the classifier (search-index/treatment.ts).
 */
export const TREATMENTS = ["overruled", "larger-bench", "doubted", "distinguished", "explained", "approved", "followed", "relied", "referred"] as const;
export type Treatment = (typeof TREATMENTS)[number];

export const TREATMENT_LABEL: Record<Treatment, string> = {
  overruled: "Overruled",
  "larger-bench": "Referred to a larger bench",
  doubted: "Doubted",
  distinguished: "Distinguished",
  explained: "Explained",
  approved: "Approved",
  followed: "Followed",
  relied: "Relied on",
  referred: "Referred to",
};

/** Treatments that put the cited case's authority in question (the case view's warning). */
export const NEGATIVE_TREATMENTS: readonly Treatment[] = ["overruled", "doubted"];
