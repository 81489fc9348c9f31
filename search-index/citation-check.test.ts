import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { caseNameKeys, nameBefore, nameKey } from "./case-names";
import { citationsToCheck, impossibility, MAX_CHECKED_CITATIONS, namesWithYears } from "./citation-check";
import { findCitationMatches, parseCitation } from "./citations";

const YEAR = 2026;

type Sample = { id: string; judgment_text: string; cases_referred?: string[]; appellant?: string; respondent?: string; decision_date?: string };
let sample: Sample[] | null = null;
const readSample = () =>
  (sample ??= readFileSync(path.join(import.meta.dirname, "../../shared/data/judgments-sample.jsonl"), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Sample));

describe("impossibility", () => {
  const reason = (c: string) => impossibility(parseCitation(c)!, YEAR);
  test("a real citation is possible", () => {
    for (const c of ["(1973) 4 SCC 225", "AIR 1973 SC 1461", "[1962] Supp 3 SCR 1", "2023 INSC 123", "2024 SCC OnLine SC 1878"]) expect(reason(c), c).toBeNull();
  });
  test("a year to come, a year before the reporter, a page beyond any volume, a neutral number out of range", () => {
    expect(reason("(2031) 2 SCC 10")).toMatch(/has not come/);
    expect(reason("(1955) 2 SCC 10")).toMatch(/did not exist in 1955/);
    expect(reason("AIR 1947 SC 10")).toMatch(/from 1950/);
    expect(reason("(1999) 4 SCC 9999")).toMatch(/beyond any volume/);
    expect(reason("(1999) 44 SCC 12")).toMatch(/volume 44/);
    expect(reason("2023 INSC 54321")).toMatch(/out of range/);
  });
});

describe("citationsToCheck", () => {
  test("finds each citation once, counts repeats, and answers what looks like a citation but is not one as malformed", () => {
    const text =
      "As held in Kesavananda Bharati v. State of Kerala (1973) 4 SCC 225 and again in (1973) 4 SCC 225, para 23; see AIR 1973 SC 1461. " +
      "Counsel relied on AIR 1973 XYZ 1461 and on (1973) 4 SCC without a page, and on (2031) 2 SCC 10.";
    const { items, total, truncated } = citationsToCheck(text, YEAR);
    expect(truncated).toBe(false);
    expect(total).toBe(items.length);
    const cites = items.filter((i) => i.kind === "citation");
    expect(cites.map((i) => i.kind === "citation" && i.citation.key)).toEqual(["SCC||1973|4|225", "AIR|SC|1973||1461", "SCC||2031|2|10"]);
    expect(cites[0].count).toBe(2);
    expect(cites[2].problem).toMatch(/has not come/);
    const malformed = items.filter((i) => i.kind === "malformed").map((i) => i.written);
    expect(malformed).toContain("AIR 1973 XYZ 1461");
    expect(malformed.some((m) => m.startsWith("(1973) 4 SCC"))).toBe(true);
  });

  test("plain prose with numbers and years is not taken for citations", () => {
    const { items } = citationsToCheck("In 1973, 4 judges sat in Court No. 225 for 12 days; the SCC was not cited. Section 304-B IPC, Article 21.", YEAR);
    expect(items).toEqual([]);
  });

  test(`at most ${MAX_CHECKED_CITATIONS} citations are answered; the rest are counted`, () => {
    const text = Array.from({ length: 300 }, (_, i) => `(2001) 1 SCC ${i + 1}`).join("; ");
    const { items, total, truncated } = citationsToCheck(text, YEAR);
    expect(items).toHaveLength(MAX_CHECKED_CITATIONS);
    expect(total).toBe(300);
    expect(truncated).toBe(true);
  });

  test("on real judgments every citation of cases_referred the parser reads is found, and none is malformed that the parser reads", () => {
    let read = 0;
    for (const r of readSample().slice(0, 150)) {
      const { items } = citationsToCheck(r.judgment_text, YEAR);
      const keys = new Set(items.flatMap((i) => (i.kind === "citation" ? [i.citation.key] : [])));
      for (const c of r.cases_referred ?? []) {
        const p = parseCitation(c);
        if (!p || !r.judgment_text.includes(c)) continue;
        read++;
        expect(keys.has(p.key), `${c} in a real judgment`).toBe(true);
      }
      for (const i of items) if (i.kind === "malformed") expect(parseCitation(i.written), i.written).toBeNull();
    }
    expect(read).toBeGreaterThan(50);
  });
});

describe("case names with years (decision 084)", () => {
  test("a citation carries the case name written just before it, keyed with its year; \"Mohd.\" opens a name, it does not end a sentence (decision 093)", () => {
    const { items } = citationsToCheck("Reliance is placed on Mohd. Iqbal Ansari v. State of Rajasthan, AIR 1990 SC 4999, and on (1999) 3 SCC 412.", 2026);
    expect(items.map((i) => (i.kind === "citation" ? i.name : null))).toEqual([{ appellant: "Mohd. Iqbal Ansari", respondent: "State of Rajasthan", year: 1990, key: "mohd iqbal ansari v state rajasthan|1990" }, null]);
  });
  test("a name with a year and no citation is an item with its key; a name before a citation is the citation's", () => {
    const text =
      "The basic structure doctrine of Kesavananda Bharati v. State of Kerala (1973) binds us. As held in Maneka Gandhi v Union of India, 1978, " +
      "the procedure must be fair; see also A.K. Gopalan v. The State of Madras [1950] and Kesavananda Bharati v. State of Kerala, (1973) 4 SCC 225, para 23. " +
      "Counsel cited Sunil Kumar v. State of Haryana (2031), and K. Nagaraj v. State of A.P. and State of J & K v. Triloki Nath Khosa (1974). Kesavananda Bharati v. State of Kerala (1973) was cited again.";
    const { items } = citationsToCheck(text, YEAR);
    expect(items.map((i) => [i.kind, i.written])).toEqual([
      ["name", "Kesavananda Bharati v. State of Kerala (1973)"],
      ["name", "Maneka Gandhi v Union of India, 1978"],
      ["name", "A.K. Gopalan v. The State of Madras [1950]"],
      ["citation", "(1973) 4 SCC 225"],
      ["name", "Sunil Kumar v. State of Haryana (2031)"],
      ["name", "State of J & K v. Triloki Nath Khosa (1974)"],
    ]);
    const names = items.filter((i) => i.kind === "name");
    expect(names.map((n) => n.key)).toEqual(["kesavananda bharati v state kerala|1973", "maneka gandhi v union india|1978", "a k gopalan v state madras|1950", "sunil kumar v state haryana|2031", "state j k v triloki nath khosa|1974"]);
    expect(names[0].count).toBe(2);
    expect(names[3].problem).toMatch(/has not come/);
  });

  test("on the 2,001 real judgments, a name followed by any report (read or not: Indlaw, L.L.J., AIR (1977) SC, a bracket split over lines) is never taken for a name with a year", () => {
    const found: string[] = [];
    for (const r of readSample()) for (const n of namesWithYears(r.judgment_text, YEAR)) found.push(r.judgment_text.slice(n.index, n.yearAt + 40));
    // The judgments cite by report, so a name with a year alone is rare; what is found must be one.
    for (const f of found) expect(f, f).not.toMatch(/^[^\n]*?(?:\(|\[|,\s*)(?:19|20)\d\d[)\]]?\s*(?:\(?\d|[A-Z][A-Za-z.]*\s*\(?\d|indlaw|supp)/i);
    expect(found.length).toBeLessThan(20);
  });

  test("real sentences of the sample, their report replaced by its year as a brief writes it, meet the cited judgment's own record by name and year, never a later judgment", () => {
    const records = readSample();
    const byKey = new Map<string, Sample[]>();
    for (const r of records) for (const k of caseNameKeys(r.appellant, r.respondent, r.decision_date ? Number(r.decision_date.slice(0, 4)) : null)) byKey.set(k, [...(byKey.get(k) ?? []), r]);
    let met = 0;
    let writtenOtherwise = 0;
    for (const r of records) {
      for (const m of findCitationMatches(r.judgment_text)) {
        const name = nameBefore(r.judgment_text.slice(0, m.index));
        // Names too short to tell cases apart ("Puran etc. v. Rambilas and Anr.") have no key.
        if (!name || !nameKey(name.appellant, name.respondent, m.citation.year)) continue;
        // "… in Laxman v. State of Maharashtra (2002) 6 SCC 710 …" → "… in Laxman v. State of Maharashtra (2002), wherein …",
        // with 200 characters before it, so a name cited just before it ("X v. Y and Z v. W") stays in view as in the judgment.
        const sentence = `${r.judgment_text.slice(Math.max(0, name.start - 200), name.start)}${name.appellant} v. ${name.respondent} (${m.citation.year}), wherein it was held so.`;
        const [cited] = namesWithYears(sentence, YEAR);
        expect(cited?.written, sentence).toBe(`${name.appellant} v. ${name.respondent} (${m.citation.year})`.replace(/\s+/g, " "));
        for (const c of byKey.get(cited.key) ?? []) {
          // A judgment names its own parties when it speaks of the order under appeal ("… titled State of H.P. v. Amar Nath Sharma"): not a citation.
          if (c.id === r.id) continue;
          met++;
          // A judgment cites only judgments before it.
          if (c.decision_date && r.decision_date) expect(c.decision_date <= r.decision_date, `${sentence} → ${c.id}`).toBe(true);
          if (`${c.appellant} v ${c.respondent}` !== `${name.appellant} v ${name.respondent}`) writtenOtherwise++;
        }
      }
    }
    expect(met).toBeGreaterThan(50);
    // "Bhagwan Dass & Ors. v. State of Haryana & Ors." meets the title "Bhagwan Dass and Others v State of Haryana and Others".
    expect(writtenOtherwise).toBeGreaterThan(20);
  });
});
