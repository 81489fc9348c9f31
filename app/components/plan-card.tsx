import { planCardMessages } from "../utils/copy-screens";

/** Subscriber §9: a plan description over 15 characters is shortened with '..', 25 characters shown. */
export const PLAN_LINE_SHOWN = 25;

export type PlanLine = { text: string; full: string; cut: boolean };

/**
 * The card's description (§2.7: split on '#' into lines; §9: the cut). Each line is cut on its own,
 * so every line keeps its place on the card. A line of 16 to 25 characters loses nothing, so it
 * gets no '..' (the two dots would say something is missing); longer lines show their first 25
 * characters and '..' (decision 117). Blank lines ('a##b', a trailing '#') are dropped.
 */
export function planLines(description: string): PlanLine[] {
  return description
    .split("#")
    .map((l) => l.trim())
    .filter((l) => l.length > 0)
    .map((full) => {
      const chars = Array.from(full); // never cut a character in two
      const cut = chars.length > PLAN_LINE_SHOWN;
      return { full, cut, text: cut ? `${chars.slice(0, PLAN_LINE_SHOWN).join("").trimEnd()}..` : full };
    });
}

/**
 * The plan card's description: the cut lines, and (when a line was cut) the whole description
 * under "Full description", a disclosure that works without JavaScript.
 */
export function PlanDescription({ lines }: { lines: PlanLine[] }) {
  const anyCut = lines.some((l) => l.cut);
  return (
    <div className="plan-description">
      <ul className="plan-lines">
        {lines.map((line, i) => (
          <li key={`${i}:${line.full}`} title={line.cut ? line.full : undefined}>
            {line.text}
          </li>
        ))}
      </ul>
      {anyCut ? (
        <details className="plan-full" style={{ padding: "0 1rem 1rem" }}>
          <summary>{planCardMessages.fullDescription}</summary>
          <ul>
            {lines.map((line, i) => (
              <li key={`${i}:${line.full}`}>{line.full}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
