import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { benchOf, cleanBench, cleanJudgeName, joinedNameWords } from "./judges";
import { namePrefixes } from "./query-compiler";

/** One record of the shared sample, read at test time (never copied into the project). */
function sampleRecord(id: string): { judges?: string[]; author?: string } {
  const line = readFileSync(path.resolve(import.meta.dirname, "../../shared/data/judgments-sample.jsonl"), "utf8")
    .split("\n")
    .find((l) => l.startsWith(`{"id": "${id}"`));
  return JSON.parse(line!);
}

test("the bench of /c/SCC/1980/3/587 (irled2017-prior:prior_case_0258) has no dangling bracket, on import and when shown", () => {
  const judges = sampleRecord("irled2017-prior:prior_case_0258").judges!;
  expect(judges[0]).toBe("CHANDRACHUD, Y.V. ("); // as the source writes it
  expect(benchOf(judges)).toBe("CHANDRACHUD, Y.V.; BHAGWATI, P.N.; KRISHNAIYER, V.R.; TULZAPURKAR, V.D.; SEN, A.P.");
  // A bench stored before the import cleaned it, as shown.
  expect(cleanBench(judges.join("; "))).toBe("CHANDRACHUD, Y.V.; BHAGWATI, P.N.; KRISHNAIYER, V.R.; TULZAPURKAR, V.D.; SEN, A.P.");
});

test("only empty or unclosed brackets go; a bracket with words in it stays", () => {
  expect(cleanJudgeName("SIKRI, S.M. (CJ)")).toBe("SIKRI, S.M. (CJ)");
  expect(cleanJudgeName("HIMA KOHLI ( )")).toBe("HIMA KOHLI");
  expect(cleanBench("SIKRI, S.M. (CJ); SHELAT, J.M. (")).toBe("SIKRI, S.M. (CJ); SHELAT, J.M.");
  expect(cleanBench(null)).toBeNull();
  expect(benchOf(["(", "  "])).toBeNull();
});

test("a name written in two words is indexed joined too, never across initials or a comma", () => {
  // aila2019:C1873 gives the author as "V. R. Krishna Iyer, J."
  expect(joinedNameWords(sampleRecord("aila2019:C1873").author!)).toEqual(["krishnaiyer"]);
  expect(joinedNameWords("SEN, AMARENDRA NATH; REDDY, O. CHINNAPPA")).toEqual(["amarendranath"]);
  expect(joinedNameWords("KRISHNAIYER, V.R.")).toEqual([]);
});

test("a judge's name as typed also tries its adjacent words joined", () => {
  expect(namePrefixes(["krishna", "iyer"])).toBe('("krishna"* "iyer"*) OR ("krishnaiyer"*)');
  expect(namePrefixes(["krishnaiyer"])).toBe('"krishnaiyer"*');
  expect(namePrefixes(["v", "r", "krishna", "iyer"])!.split(" OR ")).toContain('("v" "r" "krishnaiyer"*)');
  expect(namePrefixes(["v", "r", "krishna", "iyer"])!.split(" OR ")).toHaveLength(8);
  // A long name tries one pair at a time.
  expect(namePrefixes(["a", "b", "c", "d", "e", "f"])!.split(" OR ")).toHaveLength(6);
  expect(namePrefixes([])).toBeNull();
});
