/**
 * Our words for watches, saved searches and their alerts (issue 25 item 5, decisions 080–081; the
 * spec has none). Apart from copy.ts so the search page, which loads copy.ts, does not carry them
 * (page weight, decision 051); the controls' own words are `watchWords` in copy-core.ts.
 */
import { watchWords } from "./copy-core";

export const watchMessages = {
  ...watchWords,
  watched: "You will be told when a new judgment cites this case.",
  unwatched: "You no longer watch this case.",
  needPlan: "Watching cases and saving searches need an active plan.",
  tooMany: (n: number) => `You can watch at most ${n} cases. Stop watching one first.`,
  searchesTooMany: (n: number) => `You can save at most ${n} searches. Delete one first.`,
  searchSaved: "Search saved. New judgments that match it will be on your bell.",
  searchAlreadySaved: "This search is already saved.",
  searchNotSavable: "Run a search first, then save it.",
  searchDeleted: "Saved search deleted.",
  notFound: "This watch or saved search was not found.",
  watchedHeading: "Watched cases",
  noWatches: "You watch no cases. Open a case and choose Watch.",
  searchesHeading: "Saved searches",
  noSearches: "No saved searches. Run a search and choose Save this search.",
  stopHeading: "Stop alerts",
  stopConfirm: (what: string) => `Stop the alerts for ${what}?`,
  stopped: (what: string) => `Stopped. You will get no more alerts for ${what}.`,
  stopGone: "These alerts were already stopped.",
  stopBadLink: "This stop link is not valid. Open the alert from your notifications to stop it.",
} as const;
