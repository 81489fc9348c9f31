/**
 * Texts of the screens' remaining partials (issue 34 item 5): the subscriber's success toasts the
 * spec leaves unworded, the new case's provisional number, the plan card's full description.
 * The spec's own words stay in copy-core.ts / copy.ts; these are ours (decision 21: one place each).
 */
export const toastMessages = {
  removedFromLibrary: "Case removed from your library",
  pictureUpdated: "Profile picture updated",
} as const;

export const caseNumberMessages = {
  /** '#1234' then this: the number the case is likely to get; it is given on save (decision 116). */
  provisional: "(provisional)",
  provisionalHelp: "The next Doc ID, shown as a forecast: the case gets its number when it is saved, so two people adding cases at once never share one.",
} as const;

export const planCardMessages = {
  fullDescription: "Full description",
} as const;
