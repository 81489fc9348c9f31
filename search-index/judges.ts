/**
 * Judges' names as the sources write them (walk report finding 4). Pure: no I/O.
 *
 * - A bench string without the source's empty brackets: the IRLeD texts give "CHANDRACHUD, Y.V. ("
 *   (a "(CJ)" cut short), which printed as "CHANDRACHUD, Y.V. (; BHAGWATI, P.N.".
 * - A name written as one word or two ("KRISHNAIYER, V.R.", "V.R. Krishna Iyer"): the index holds
 *   every two adjacent words of a name also joined, so a one-word query finds the two-word
 *   spelling; the query side (query-compiler `namePrefixes`) tries adjacent words joined.
 */

/** Empty brackets and a bracket left open at the end of a judge's name, with the space before them. */
export function cleanJudgeName(name: string): string {
  return name
    .replace(/(?<!\s)\s*[([]\s*[)\]]/g, "")
    .replace(/(?<!\s)\s*[([]\s*$/, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** The bench as stored: the names cleaned, empty ones dropped, joined by "; ". Null when none is left. */
export function benchOf(judges: readonly string[]): string | null {
  const names = judges.map(cleanJudgeName).filter(Boolean);
  return names.length ? names.join("; ") : null;
}

/**
 * A stored bench as shown: empty brackets and a bracket left open before the next name (";") or at
 * the end taken out ("CHANDRACHUD, Y.V. (; BHAGWATI, P.N." → "CHANDRACHUD, Y.V.; BHAGWATI, P.N.").
 */
export function cleanBench(bench: string | null): string | null {
  if (bench === null) return null;
  return bench
    .replace(/(?<!\s)\s*[([]\s*[)\]]/g, "")
    .replace(/(?<!\s)\s*[([]\s*(?=;|$)/g, "")
    .replace(/[ \t]+/g, " ")
    .trim();
}

/** Shorter words are initials ("V.R.", "J"): never joined. */
const MIN_JOINED_PART = 3;
const WORD = /[\p{L}\p{N}]+/gu;

/**
 * Each two adjacent words of each name joined ("V.R. Krishna Iyer, J." → "krishnaiyer"), for the
 * index: a judge written in two words is found by the one word. Words are joined within a line or a
 * ";"- or ","-part ("SEN, AMARENDRA NATH": "amarendranath", never "senamarendra").
 */
export function joinedNameWords(names: string): string[] {
  const out = new Set<string>();
  for (const name of names.split(/[;,\n]/)) {
    const words = (name.normalize("NFKC").toLowerCase().match(WORD) ?? []);
    for (let i = 1; i < words.length; i++) {
      if (words[i - 1].length >= MIN_JOINED_PART && words[i].length >= MIN_JOINED_PART) out.add(words[i - 1] + words[i]);
    }
  }
  return [...out];
}
