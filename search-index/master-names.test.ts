import { describe, expect, test } from "vitest";
import { courtNamed, readMasterNamesRow } from "./master-names";

describe("the catalogue's masters' names (decision 128)", () => {
  const names = readMasterNamesRow({
    courts: JSON.stringify([
      [1, "Supreme Court"],
      [3, "High Court of Bombay"],
      [4, "High Court of Madras"],
    ]),
    branches: JSON.stringify([
      [2, 3, "Mumbai"],
      [3, 3, "Nagpur"],
      [7, 4, "Madurai"],
      [90, 3, "Zqseat"],
    ]),
    citationMasters: JSON.stringify({ journals: [[8, "All India Reporter", "AIR", "plain", 0, 0]], categories: [[13, "Bom"]] }),
  });

  test("a court with its bench, the principal seat as the court alone, a bench the staff added as given", () => {
    expect(courtNamed(names, 3, 3)).toBe("High Court of Bombay (Nagpur Bench)");
    expect(courtNamed(names, 3, 2)).toBe("High Court of Bombay");
    expect(courtNamed(names, 3, 90)).toBe("High Court of Bombay (Zqseat Bench)");
    expect(courtNamed(names, 1, null)).toBe("Supreme Court");
  });

  test("a bench of another court is no bench of the case's court; an unknown court is no name", () => {
    expect(courtNamed(names, 3, 7)).toBe("High Court of Bombay");
    expect(courtNamed(names, 99, 3)).toBeNull();
    expect(courtNamed(names, null, null)).toBeNull();
  });

  test("the citation masters come with them; an empty row reads as no masters", () => {
    expect(names.citation.journals.get(8)?.abbr).toBe("AIR");
    expect(names.citation.categories.get(13)).toBe("Bom");
    const none = readMasterNamesRow(null);
    expect(none.courts.size + none.branches.size + none.citation.journals.size).toBe(0);
  });
});
