/** How each answer of the citation check reads on the page, in the CSV and the summary (zod-free: the page imports it). */
const STATUS_TEXT = { found: "Found", "found-by-name": "Found by name only", "not-found": "Not in the reporter", malformed: "Malformed" } as const;
export type CheckStatus = keyof typeof STATUS_TEXT;
export const checkStatusText = (s: CheckStatus) => STATUS_TEXT[s];
