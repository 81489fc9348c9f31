/**
 * The first two quoted values of a row line of a generated statutes migration ("('act', 'section', …"):
 * act and section (a doubled quote is a quote), or null when the line is not a row. A line of a
 * section's text may begin like a row too: an act's name ends with its year (or "India").
 */
export function actAndSection(line: string): [string, string] | null {
  if (!line.startsWith("('")) return null;
  const values: string[] = [];
  let i = 1;
  while (values.length < 2 && line[i] === "'") {
    let j = i + 1;
    while (j < line.length && !(line[j] === "'" && line[j + 1] !== "'")) j += line[j] === "'" ? 2 : 1;
    values.push(line.slice(i + 1, j).split("''").join("'"));
    i = j + 3; // past "', "
  }
  return values.length === 2 && /^[A-Z].*(?:\d{4}|India)$/.test(values[0]) ? [values[0], values[1]] : null;
}
