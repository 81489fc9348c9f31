/**
 * Every Indian reporter (issue 32 item 3, decision 097): the reporters' table read by the citation
 * parser, on real High Court sentences (../shared/data/high-court-dev/sentences.jsonl, read by id),
 * the written variants, the house styles, permalinks, the citation check and the graph's keys; and
 * sentences where nothing must be found.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { caseCitationList, citationMasters } from "./case-citations";
import { citationsToCheck, impossibility } from "./citation-check";
import { ownCitationKeys, parallelCitations, referenceKey } from "./citation-graph";
import { findCitationMatches, findCitations, parseCitation } from "./citations";
import { permalinkPath, parsePermalink } from "./permalinks";
import { REPORTERS, reporterByAbbreviation } from "./reporters";

type Sentence = { id: string; text: string; spans: { label: string; start: number; end: number; text: string }[] };

const FILE = path.resolve(__dirname, "../../shared/data/high-court-dev/sentences.jsonl");
const SENTENCES = new Map<string, Sentence>(
  readFileSync(FILE, "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Sentence)
    .map((s) => [s.id.split(":").pop()!, s]),
);
const sentence = (id: number) => SENTENCES.get(String(id))!.text;
const keysIn = (id: number) => findCitationMatches(sentence(id)).map((m) => m.citation.key);

describe("the reporters of real High Court sentences", () => {
  test.each([
    // the High Courts' own and regional reports
    [526, "ILR|Bom|1942||26"], // I.L.R. (1942) Bom. 26
    [466, "ILR|Mad|1927|50|130"], // [1927] ILR 50 Mad 130
    [3034, "ILR|Kar|1984|2|1192"], // ILR (1984) 2 Kant 1192
    [7246, "ILR|Kar|2008||1493"], // ILR 2008 Karnataka 1493-
    [1444, "ILR|Kar|1986||1723"], // ILR 1986 KAR 1723
    [7343, "ILR|Trav-Co|1954||453"], // ILR (1954) Trav-Co 453
    [1304, "KLT||2001|2|638"], // [2001 (2) KLT 638]
    [1017, "KLT||1981||21"],
    [2062, "KLT(SN)||1969||48"], // 1969 Ker LT (SN) 48
    [5029, "KHC||2016|2|870"], // (2016 (2) KHC 870)
    [1254, "MLJ||1964|2|426"],
    [4270, "MLJ||1968|1|356"], // (1968) 1 Mad LJ 356
    [3082, "CTC||2009|6|1009"],
    [1394, "MHLJ||1980||372"], // 1980 Mh.L.J. 372
    [2629, "CWN||1909|13|63"], // (1909) 13 Cal WN 63
    [1818, "DLT||2009|157|450"], // 157 (2009) DLT 450
    [2252, "DLT||2008|153|247"], // 2008 (153) DLT 247
    [2769, "DLT||2008|155|383"], // 155 (2008) Delhi Law Times 383
    [2277, "PLR||2004|1|69"], // 2004 (1) Punj. LR 69
    [3267, "RCR(CRI)||2003|4|100"], // 2003 (4) RCR (Criminal) 100
    [7749, "RCR(CRI)||1997|2|808"], // 1997 (2) R.C.R. (Criminal), 808
    [602, "ALLLJ||1968||446"],
    [1951, "MPLJ||1972||510"],
    [4099, "MPLJ||2002|1|458"], // 2002 (1) MPLJ 458
    [3274, "SLT||2000|6|87"], // VI (2000) SLT87 (a Roman volume before the year)
    [6917, "GLH||1998|2|670"],
    [6336, "RLW||1965||340"],
    [1435, "PLJR||2011|3|813"], // 2011(3) P.L.J.R. 813
    [7985, "BLJR||1967||439"],
    [1549, "KARLJ||1967|2|637"], // 1967-2 Mys LJ 637
    // the subject reports
    [3694, "ITR||1979|116|1"], // (1979) 116 ITR 1 (SC)
    [2041, "ITR||1995|211|690"], // (1995) 211-ITR-690 (Guj)
    [2632, "TAXMAN||1980|3|487"], // [1980] 3 Taxman 487
    [2312, "CTR||2009|221|8"],
    [3321, "ITD||1989|29|455"],
    [5369, "TTJ||2003|81|518"], // (2003) 81 TTJ (Cal) 518
    [1900, "ELT||1983|12|725"], // 1983 (12) E.L.T. 725 (Madras)
    [168, "STC||1976|38|11"],
    [1986, "COMPCAS||1966|36|592"],
    [21, "ACJ||1994||1"], // 1994 ACJ 1 (SC)
    [2140, "TAC||2004|2|12"],
    [919, "LLJ||1952|1|195"], // (1952) 1 L.L.J. 195
    [6337, "SLR||1985|1|31"],
    [6309, "CRIMES||2005|1|423"],
    [5026, "CPJ||2007|2|35"],
    [7856, "VST||2012|50|195"],
    // the Supreme Court reporters written otherwise
    [2524, "AIR|SC|1956||404"], // 1956 AIR (SC) 404
    [5529, "AIR|SC|1962||527"], // 1962 AIR(SC) 527
    [455, "AIR|SC|1987||1145"], // AIR 1987 Supreme Court 1145
    [1966, "AIR|KER|1963||18"], // AIR 1963 Kerala 18
    [3095, "AIR|MP|1961||182"], // AIR 1961 Madh Pra 182
    [6041, "AIR|P&H|1999||319"], // AIR 1999 Punjab and Haryana 319
    [4178, "SCC||2003|7|750"], // (2003)7 SCC-750
    [3176, "SCC||2007|3|720"], // (2007) 3 Supreme Court Cases 720
    [453, "SCC||1996|9|284"], // 1996(9) SCC 284
    [6354, "CRILJ||1989||637"], // 1989 Crl.L.J. 637
    [5415, "CRILJ||1961||71"], // 1961 (2) Cri. L. J. 71 (Cal): Cri LJ pages run through the year
    [4460, "MANU|KE|1958||44"], // MANU/KE/0044/1958
    [5168, "JT|1996|8|280"], // 1996 JT (8) SC 280
  ])("sentence %i reads %s", (id, key) => {
    expect(keysIn(id)).toContain(key.replace(/^JT\|/, "JT||"));
  });

  test("every PRECEDENT span of these sentences is where the citation is read", () => {
    for (const id of [3694, 3267, 1818, 3034, 2524]) {
      const s = SENTENCES.get(String(id))!;
      const spans = s.spans.filter((x) => x.label === "PRECEDENT");
      for (const m of findCitationMatches(s.text)) expect(spans.some((x) => m.index >= x.start && m.index < x.end), `${id}: ${m.written}`).toBe(true);
    }
  });
});

describe("the written variants of the brief, whole", () => {
  test.each([
    ["2003 AIR (SC) 282", "AIR|SC|2003||282", "AIR 2003 SC 282"],
    ["(2003) 11 SCC-584", "SCC||2003|11|584", "(2003) 11 SCC 584"],
    ["AIR, 1979 Delhi 271", "AIR|DEL|1979||271", "AIR 1979 Del 271"],
    ["1990 Cri.L.J. 123", "CRILJ||1990||123", "1990 Cri LJ 123"],
    ["(1986) 2 Andh LT 258", "ALT||1986|2|258", "(1986) 2 ALT 258"],
    ["2018 SC OnLine SC 1676", "SCCONLINE|SC|2018||1676", "2018 SCC OnLine SC 1676"],
    ["MANU/MH/0735/2019", "MANU|MH|2019||735", "MANU/MH/0735/2019"],
    ["(2005) 278 ITR 1 (SC)", "ITR||2005|278|1", "(2005) 278 ITR 1"],
    ["[2010] 190 Taxman 22 (Bom)", "TAXMAN||2010|190|22", "[2010] 190 Taxman 22"],
    ["2005 (185) ELT 3 (SC)", "ELT||2005|185|3", "2005 (185) ELT 3"],
    ["2004 (1) KLT 123", "KLT||2004|1|123", "2004 (1) KLT 123"],
    ["(1999) 2 MLJ 45", "MLJ||1999|2|45", "(1999) 2 MLJ 45"],
    ["2001 ACJ 1234", "ACJ||2001||1234", "2001 ACJ 1234"],
    ["ILR 1990 Kar 123", "ILR|Kar|1990||123", "ILR 1990 Kar 123"],
    ["ILR (1985) 2 Del 101", "ILR|Del|1985|2|101", "ILR (1985) 2 Del 101"],
    ["ILR 2008 (3) Kerala 456", "ILR|Ker|2008|3|456", "ILR (2008) 3 Ker 456"],
    ["ILR 1975 Cut 12", "ILR|Cut|1975||12", "ILR 1975 Cut 12"],
    ["(2004) 1 SCC (L&S) 12", "SCC(L&S)||2004|1|12", "(2004) 1 SCC (L&S) 12"],
    ["2010 (2) GSTL 45 (Guj)", "GSTL||2010|2|45", "2010 (2) GSTL 45"],
    ["(2008) 143 Comp Cas 1", "COMPCAS||2008|143|1", "(2008) 143 Comp Cas 1"],
    ["(2009) 92 SCL 1", "SCL||2009|92|1", "(2009) 92 SCL 1"],
    ["2010 (125) FLR 345", "FLR||2010|125|345", "(2010) 125 FLR 345"],
    ["I (2010) DMC 123", "DMC||2010|1|123", "1 (2010) DMC 123"],
    ["2011 (1) Arb LR 123", "ARBLR||2011|1|123", "(2011) 1 Arb LR 123"],
    ["2006 (1) AWC 12", "AWC||2006|1|12", "2006 (1) AWC 12"],
    ["1990 (2) GLR 123", "GLR||1990|2|123", "(1990) 2 GLR 123"],
    ["(2002) 93 Bom LR 45", "BOMLR||2002|93|45", "(2002) 93 Bom LR 45"],
    ["2002 (3) ALD 45", "ALD||2002|3|45", "(2002) 3 ALD 45"],
    ["2005 (3) Kar LJ 45", "KARLJ||2005|3|45", "2005 (3) Kar LJ 45"],
    ["1999 (2) Gau LR 45", "GAULR||1999|2|45", "(1999) 2 Gau LR 45"],
    ["(1995) 80 Cut LT 45", "CLT||1995|80|45", "(1995) 80 Cut LT 45"],
    ["2000 (1) OLR 45", "OLR||2000|1|45", "(2000) 1 OLR 45"],
    ["2005 (2) SLJ 45", "SLJ||2005|2|45", "(2005) 2 SLJ 45"],
    ["2012 (2) DRJ 45", "DRJ||2012|2|45", "2 (2012) DRJ 45"],
    ["2023 LiveLaw (Del) 470", "LIVELAW|DEL|2023||470", "2023 LiveLaw (Del) 470"],
    ["2024 Live Law (SC) 12", "LIVELAW|SC|2024||12", "2024 LiveLaw (SC) 12"],
    ["2023:DHC:1234", "HCN|DHC|2023||1234", "2023:DHC:1234"],
    ["2023:KER:12345", "HCN|KER|2023||12345", "2023:KER:12345"],
    ["2023:BHC-AS:1234", "HCN|BHC-AS|2023||1234", "2023:BHC-AS:1234"],
    ["2023:AHC:12345", "HCN|AHC|2023||12345", "2023:AHC:12345"],
    ["2023:AHC-LKO:123", "HCN|AHC-LKO|2023||123", "2023:AHC-LKO:123"],
    ["2023:MHC:123", "HCN|MHC|2023||123", "2023:MHC:123"],
    ["2023/MHC/4812", "HCN|MHC|2023||4812", "2023:MHC:4812"],
    ["2023:KHC:123", "HCN|KHC|2023||123", "2023:KHC:123"],
    ["2023:KHC-D:12668-DB", "HCN|KHC-D|2023||12668", "2023:KHC-D:12668"],
    ["2025:BHC-OS:19595-DB", "HCN|BHC-OS|2025||19595", "2025:BHC-OS:19595"],
  ])("%s → %s, printed %s", (written, key, display) => {
    const parsed = parseCitation(written);
    expect(parsed?.key).toBe(key);
    expect(parsed?.display).toBe(display);
    // In a sentence too, and printed as read back: one key.
    expect(findCitations(`as held in X v. Y, ${written}, the Court`).map((c) => c.key)).toContain(key);
    expect(parseCitation(parsed!.display)?.key).toBe(key);
  });

  test("a misprint of SCC OnLine, and SCC (Cri) with its volume, read as the core reporters", () => {
    expect(parseCitation("2018 SC OnLine SC 1676")?.key).toBe(parseCitation("2018 SCC OnLine SC 1676")?.key);
    expect(findCitations("State of Haryana Vs. Bhajan Lal (1992 SCC (Cri) 426)").map((c) => c.key)).toEqual(["SCC(CRI)||1992||426"]);
  });

  test("every abbreviation of the table is read back to its own reporter", () => {
    for (const r of REPORTERS) for (const v of [r.abbr, ...r.variants]) expect(reporterByAbbreviation(v)?.journalId, v).toBeDefined();
    expect(new Set(REPORTERS.map((r) => r.journalId)).size).toBe(REPORTERS.length);
    expect(Math.min(...REPORTERS.map((r) => r.journalId))).toBe(16);
  });
});

describe("where nothing must be found", () => {
  test.each([
    1, // Rs. 1,31,37,500 … p. 40 of assessee's paper book
    10, // G.D. No. 7 on 19.8.1998 at 3.05 A.M.
    604, // Section 66/192A & CMVR 138(3)/177 of M.V. Act,1988
    1450, // CWP No.24394 of 2014
    2261, // notification dated 29.7.2011
    3090, // SC No.69/2004
    5347, // deed dated 28.03.1958 and RCA No. 10/14/10 7/41
    6079, // Crime No.99 of 2002 … Sections 448, 427 and 506(2) IPC … C.C.No.100 of 2003
    6998, // Notification No.13/2008-CE(NT) … 01.03.2008
    7986, // M.Cr.C.No.3139/2014 25/07/2014
  ])("real sentence %i", (id) => {
    expect(findCitationMatches(sentence(id))).toEqual([]);
  });

  test.each([
    "an entry of Rs. 1,31,37,500 on the deposit side",
    "under Section 302 IPC, 1860 and Section 34",
    "paragraph 12 of the judgment dated 12-5-1982 Ex. 92",
    "the order of 1990 (3) was set aside",
    "1990 (3)",
    "Writ Petition No. 1234 of 2019 (Karnataka High Court)",
    "MAC. APP. 189/2014 decided on 5.1.2015",
    "(1) [1956] 2 reasons were given",
    "in the year 2004 ITR was filed",
    "Crimes 2005 were reported",
  ])("%s", (text) => {
    expect(findCitationMatches(text)).toEqual([]);
  });

  test("no citation is read inside a DATE or PROVISION span of the 8,399 sentences", () => {
    for (const s of SENTENCES.values()) {
      const spans = s.spans.filter((x) => x.label === "DATE" || x.label === "PROVISION");
      for (const m of findCitationMatches(s.text)) expect(spans.some((x) => m.index >= x.start && m.index < x.end), `${s.id}: ${m.written}`).toBe(false);
    }
  });
});

describe("permalinks, the citation check and the graph for the new reporters", () => {
  test.each([
    ["(1977) 106 ITR 1", "/c/ITR/1977/106/1"],
    ["2001 ACJ 1234", "/c/ACJ/2001/1234"],
    ["2003 (4) RCR (Criminal) 100", "/c/RCR-Cri/2003/4/100"],
    ["ILR 1990 Kar 123", "/c/ILR/1990/Kar/123"],
    ["ILR (1985) 2 Del 101", "/c/ILR/1985/Del/2/101"],
    ["(2004) 1 SCC (L&S) 12", "/c/SCC-LS/2004/1/12"],
    ["2023:DHC:1234", "/c/DHC/2023/1234"],
    ["2023:KHC:123", "/c/HCN/KHC/2023/123"],
    ["2023:KHC-D:12", "/c/HCN/KHC-D/2023/12"],
    ["2004 (1) KHC 123", "/c/KHC/2004/1/123"],
    ["2023 LiveLaw (Del) 470", "/c/LIVELAW/2023/DEL/470"],
  ])("%s → %s and back", (written, link) => {
    const parsed = parseCitation(written)!;
    expect(permalinkPath(parsed)).toBe(link);
    expect(parsePermalink(link.split("/").slice(2))?.key).toBe(parsed.key);
  });

  test("the check reads ILR and High Court neutral citations, and calls what cannot be one malformed", () => {
    const { items } = citationsToCheck("Relied on ILR 1990 Kar 123, 2023:DHC:1234, (2005) 278 ITR 1 (SC), ILR 1990 Xyz 12 and 2023:DHC: of the register.", 2026);
    const read = items.filter((i) => i.kind === "citation").map((i) => (i.kind === "citation" ? i.citation.key : ""));
    expect(read).toEqual(["ILR|Kar|1990||123", "HCN|DHC|2023||1234", "ITR||2005|278|1"]);
    expect(items.filter((i) => i.kind === "citation").every((i) => i.problem === null)).toBe(true);
    expect(items.filter((i) => i.kind === "malformed").map((i) => i.written)).toEqual(["ILR 1990 Xyz 12", "2023:DHC:"]);
    // A running volume (ITR 278) is no impossible volume; a year to come is.
    expect(impossibility(parseCitation("(2005) 278 ITR 1")!, 2026)).toBeNull();
    expect(impossibility(parseCitation("ILR 2030 Kar 1")!, 2026)).toMatch(/not come/);
    expect(impossibility(parseCitation("ILR 1850 Kar 1")!, 2026)).toMatch(/1876/);
  });

  test("a form row of a new journal, its typed citation and the text's citation have one key; equal citations pair", () => {
    const keys = ownCitationKeys([
      { journalId: 16, citationCategoryId: 25, year: 1990, pageNumber: "123" },
      { journalId: 38, citationCategoryId: 47, year: 2003, volume: "4", pageNumber: "100" },
      { journalId: 67, year: 2005, volume: "278", pageNumber: "1" },
      { otherCitation: "2004 (1) KLT 123" },
      { neutralCitation: "2023:DHC:1234" },
    ]);
    expect(keys).toEqual(expect.arrayContaining(["ILR|Kar|1990||123", "RCR(CRI)||2003|4|100", "ITR||2005|278|1", "KLT||2004|1|123", "HCN|DHC|2023||1234"]));
    expect(referenceKey("I.L.R. 1990 Kant. 123")).toBe("ILR|Kar|1990||123");
    // sentence 3512 writes one judgment's citations side by side: "(1999) 6 SCC 667 = AIR 1999 SC 2979 = (1999) 5 JT 237"
    const pairs = parallelCitations("ILR 1990 Kar 123 : 1990 (2) Kar LJ 45 was followed");
    expect(pairs).toContainEqual(["ILR|Kar|1990||123", "KARLJ||1990|2|45"]);
  });

  test("the case page prints a new journal's row in its house style", () => {
    const masters = citationMasters(
      [
        { id: 16, name: "Indian Law Reports", shortName: "ILR", citationStyle: "ilr", isOwnReporter: false, isSelect: false },
        { id: 17, name: "Kerala Law Times", shortName: "KLT", citationStyle: "yearvol", isOwnReporter: false, isSelect: false },
        { id: 34, name: "Delhi Law Times", shortName: "DLT", citationStyle: "volyear", isOwnReporter: false, isSelect: false },
      ],
      [{ id: 25, name: "Kar" }],
    );
    const list = caseCitationList(
      [
        { journalId: 16, citationCategoryId: 25, year: 1990, pageNumber: "123" },
        { journalId: 17, year: 2004, volume: "1", pageNumber: "123" },
        { raw: "155 (2008) Delhi Law Times 383", journalId: 34 },
      ],
      masters,
    );
    expect(list.map((c) => c.text)).toEqual(["ILR 1990 Kar 123", "2004 (1) KLT 123", "155 (2008) DLT 383"]);
  });
});
