/**
 * The customer's own words, verbatim (spelling included, decision 21): the search screen's part
 * of copy.ts (which re-exports it), so the search page loads these and not the back office's
 * words (decision 087).
 */

/** Search screen messages (subscriber §5, §8), verbatim. */
export const searchMessages = {
  noResult: "No Result Found",
  atleastOne: "Enter atleast one value",
  oneMoreFilter: "Please select one more filter",
  mandatory: "Please Fill All Mandatory Fields",
  selectNeutral: "Please search and select Neutral data",
  allInputs: "Please enter all inputs",
  badDate: "Please enter the decision date as DD/MM/YYYY",
  badYearRange: "Year Range From cannot be after Year Range To",
} as const;

/** Best match, Find Precedents and Similar Cases (issue 16; ours: the spec has none of them). */
export const searchNotices = {
  shortened: (typed: number, kept: number) =>
    `Your search had ${typed} words; a search takes at most ${kept}, so it used the ${kept} that tell judgments apart best:`,
  commonWords:
    "Every word of this search is in half the judgments or more, so Best match has nothing to rank them by: they are listed newest first. Add a word that fewer judgments hold to rank every match.",
  precedentsEmpty: "Please paste a fact situation or a judgment.",
  precedentsTooLong: (kb: number) => `The text is longer than ${kb} KB. Please paste the part that states the facts.`,
  precedentsNoTerms: "The text has no words that tell judgments apart (only common words, numbers or punctuation). Please describe the facts in more words.",
  precedentsBadYears: "The year range is not valid. Please check the From and To years.",
  precedentsNone: "No earlier judgment matched this text.",
  /** One limit for a text query (decision 047): said in the box's hint, and over it Find Precedents is offered. */
  textHint: (max: number) => `Up to ${max.toLocaleString("en-IN")} characters. For a longer passage (a fact situation, a judgment), use Find Precedents.`,
  textTooLong: (typed: number, max: number) =>
    `Your text has ${typed.toLocaleString("en-IN")} characters; a search takes up to ${max.toLocaleString("en-IN")}. Find Precedents reads long texts (up to 100 KB) and finds the judgments about the same thing.`,
  textTooLongButton: "Find Precedents with this text",
} as const;
