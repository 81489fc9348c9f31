import { expect, test } from "vitest";
import { caseStatuteGroups, counterpartNote } from "./case-statutes";

const IPC = "Indian Penal Code, 1860";
const CRPC = "Code of Criminal Procedure, 1973";

test("a section of the old or new codes gets its counterpart; other acts and unlisted sections none", () => {
  expect(counterpartNote("IPC", "302")).toBe("now BNS 103(1)");
  expect(counterpartNote(IPC, "420")).toBe("now BNS 318(4)");
  expect(counterpartNote("Cr.P.C.", "482")).toBe("now BNSS 528");
  expect(counterpartNote("Bharatiya Nagarik Suraksha Sanhita, 2023", "482")).toBe("formerly CrPC 438");
  expect(counterpartNote("IPC", "377")).toBe("no counterpart in BNS");
  expect(counterpartNote("Negotiable Instruments Act, 1881", "138")).toBeNull();
  expect(counterpartNote("IPC", "9999")).toBeNull();
  expect(counterpartNote(null, "302")).toBeNull();
  expect(counterpartNote("IPC", "")).toBeNull();
});

test("references are grouped by act, the Constitution first, in statute-book order, once each", () => {
  const groups = caseStatuteGroups([
    { act: IPC, kind: "s", num: "34", sub: "", src: "j" },
    { act: IPC, kind: "s", num: "302", sub: "", src: "j" },
    { act: IPC, kind: "s", num: "302", sub: "", src: "h" },
    { act: IPC, kind: "s", num: "304A", sub: "", src: "j" },
    { act: IPC, kind: "s", num: "304", sub: "", src: "j" },
    { act: "Constitution of India", kind: "a", num: "21", sub: "", src: "j" },
    { act: "Code of Civil Procedure, 1908", kind: "o", num: "XXXIX", sub: "1", src: "j" },
    { act: "Code of Civil Procedure, 1908", kind: "o", num: "VII", sub: "11", src: "j" },
    { act: CRPC, kind: "s", num: "482", sub: "", src: "j" },
  ]);
  expect(groups.map((g) => g.act)).toEqual(["Constitution of India", "Code of Civil Procedure, 1908", CRPC, IPC]);
  expect(groups[0].refs).toEqual([{ label: "Art. 21", counterpart: null, inHeadnote: false }]);
  expect(groups[1].refs.map((r) => r.label)).toEqual(["O. VII r. 11", "O. XXXIX r. 1"]);
  expect(groups[2].refs).toEqual([{ label: "s. 482", counterpart: "now BNSS 528", inHeadnote: false }]);
  expect(groups[3].refs.map((r) => r.label)).toEqual(["s. 34", "s. 302", "s. 304", "s. 304A"]);
  expect(groups[3].refs[1]).toEqual({ label: "s. 302", counterpart: "now BNS 103(1)", inHeadnote: true });
});

test("a judgment citing hundreds of sections lists at most 120", () => {
  const rows = Array.from({ length: 300 }, (_, i) => ({ act: IPC, kind: "s" as const, num: String(i + 1), sub: "", src: "j" as const }));
  const groups = caseStatuteGroups([...rows, { act: "Constitution of India", kind: "a", num: "14", sub: "", src: "j" }]);
  expect(groups.reduce((n, g) => n + g.refs.length, 0)).toBe(120);
  expect(groups[0].act).toBe("Constitution of India");
});
