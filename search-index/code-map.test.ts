import { expect, test } from "vitest";
import { counterpartOf } from "./code-map";

const IPC = "Indian Penal Code, 1860";
const BNS = "Bharatiya Nyaya Sanhita, 2023";
const CRPC = "Code of Criminal Procedure, 1973";
const BNSS = "Bharatiya Nagarik Suraksha Sanhita, 2023";
const IEA = "Indian Evidence Act, 1872";
const BSA = "Bharatiya Sakshya Adhiniyam, 2023";

test("the known collisions: CrPC 482 → BNSS 528, and BNSS 482 is the old CrPC 438", () => {
  expect(counterpartOf(CRPC, "482")).toEqual({ act: BNSS, sections: ["528"], isNew: true });
  expect(counterpartOf(BNSS, "482")).toEqual({ act: CRPC, sections: ["438"], isNew: false });
  expect(counterpartOf(CRPC, "438")).toEqual({ act: BNSS, sections: ["482"], isNew: true });
  expect(counterpartOf(BNSS, "528")).toEqual({ act: CRPC, sections: ["482"], isNew: false });
});

test("IPC 302 → BNS 103 and IPC 420 → BNS 318, both ways", () => {
  expect(counterpartOf(IPC, "302")).toEqual({ act: BNS, sections: ["103(1)"], isNew: true });
  expect(counterpartOf(BNS, "103")).toEqual({ act: IPC, sections: ["302"], isNew: false });
  expect(counterpartOf(IPC, "420")).toEqual({ act: BNS, sections: ["318(4)"], isNew: true });
  // BNS 318 gathers cheating (IPC 415) and its punishment (IPC 420): merged.
  expect(counterpartOf(BNS, "318")).toEqual({ act: IPC, sections: ["415", "420"], isNew: false });
});

test("split, merged and dropped sections", () => {
  expect(counterpartOf(IPC, "120B")?.sections).toEqual(["61(2)"]);
  expect(counterpartOf(BNS, "61")?.sections).toEqual(["120A", "120B"]);
  expect(counterpartOf(BSA, "23")?.sections).toEqual(["25", "26", "27"]);
  expect(counterpartOf(IPC, "377")).toEqual({ act: BNS, sections: [], isNew: true });
  expect(counterpartOf(IPC, "498-a")?.sections).toEqual(["85"]);
  expect(counterpartOf(IEA, "65B")?.sections).toEqual(["63"]);
});

test("no counterpart is guessed: another act, or a section not in the tables", () => {
  expect(counterpartOf("Constitution of India", "21")).toBeNull();
  expect(counterpartOf(IPC, "9999")).toBeNull();
  expect(counterpartOf(BNS, "9999")).toBeNull();
});
