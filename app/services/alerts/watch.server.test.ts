import { describe, expect, test } from "vitest";
import {
  alertLink,
  citedAlertText,
  DIGEST_INTERVAL_MS,
  digestDue,
  digestEmail,
  newStopToken,
  nextCursor,
  normalizeSearchParams,
  parseStopLink,
  sameToken,
  searchAlertText,
  searchLabel,
  stopLink,
} from "./watch.server";

const cited = { title: "Quorlin Mills v. Workmen", court: "Supreme Court", decidedDate: "1987-03-01" };
const citing = { title: "Zentor Mills v. State", court: "Supreme Court", decidedDate: "2024-05-06" };

describe("the fan-out's pages", () => {
  test("a full page carries on after its last subscriber; a short one is the end", () => {
    expect(nextCursor([3, 5, 9], 3)).toBe(9);
    expect(nextCursor([3, 5], 3)).toBeNull();
    expect(nextCursor([], 100)).toBeNull();
  });
});

describe("the digest goes at most once a day", () => {
  const now = new Date("2026-11-24T10:00:00.000Z");
  test("never sent, or sent a day ago or more: due", () => {
    expect(digestDue(null, now)).toBe(true);
    expect(digestDue(new Date(now.getTime() - DIGEST_INTERVAL_MS).toISOString(), now)).toBe(true);
    expect(digestDue("2026-11-20T10:00:00.000Z", now)).toBe(true);
  });
  test("sent less than a day ago: not due", () => {
    expect(digestDue(new Date(now.getTime() - DIGEST_INTERVAL_MS + 1000).toISOString(), now)).toBe(false);
    expect(digestDue("2026-11-24T09:59:00.000Z", now)).toBe(false);
  });

  test("each alert is listed with its link and its own stop link; the rest are counted, the subject says how many", () => {
    const mail = digestEmail({
      name: "Asha",
      appName: "SAR Online",
      publicUrl: "https://sar.example.com/",
      items: [
        { title: "Overruled: A v. B", body: "A v. B, which you watch, is overruled in C v. D.", link: "/viewCase/12#para-23", stop: "https://sar.example.com/alerts/stop?w=4&t=ab" },
        { title: "New judgment for your search X", body: "E v. F matches.", link: "/viewCase/13", stop: "https://sar.example.com/alerts/stop?s=2&t=cd" },
      ],
      more: 3,
    });
    expect(mail.subject).toBe("SAR Online: 5 new alerts on your watched cases and searches");
    expect(mail.text).toContain("Dear Asha,");
    expect(mail.text).toContain("1. Overruled: A v. B\n   A v. B, which you watch, is overruled in C v. D.\n   Read it: https://sar.example.com/viewCase/12#para-23\n   Stop these alerts: https://sar.example.com/alerts/stop?w=4&t=ab");
    expect(mail.text).toContain("2. New judgment for your search X");
    expect(mail.text).toContain("Stop these alerts: https://sar.example.com/alerts/stop?s=2&t=cd");
    expect(mail.text).toContain("3 more on your notifications page: https://sar.example.com/notifications");
    expect(digestEmail({ name: "A", appName: "S", publicUrl: "http://x", items: [{ title: "t", body: "b", link: null, stop: "s" }], more: 0 }).subject).toBe("S: 1 new alert on your watched cases and searches");
  });
});

describe("the alert's words and links", () => {
  test("overruled and doubted are called out in the title; others are 'Cited' with their treatment in the body", () => {
    expect(citedAlertText({ cited, citing, treatment: "overruled", pinpoint: "23" })).toEqual({
      title: "Overruled: Quorlin Mills v. Workmen",
      body: "Quorlin Mills v. Workmen, which you watch, is overruled in Zentor Mills v. State (Supreme Court, 06-05-2024), para 23.",
    });
    expect(citedAlertText({ cited, citing, treatment: "doubted", pinpoint: null }).title).toBe("Doubted: Quorlin Mills v. Workmen");
    const followed = citedAlertText({ cited, citing: { ...citing, court: null, decidedDate: null }, treatment: "relied", pinpoint: "4.1" });
    expect(followed).toEqual({ title: "Cited: Quorlin Mills v. Workmen", body: "Quorlin Mills v. Workmen, which you watch, is relied on in Zentor Mills v. State, para 4.1." });
    expect(citedAlertText({ cited: { ...cited, title: "x".repeat(400) }, citing, treatment: "referred", pinpoint: null }).title.length).toBe(150);
  });
  test("a citing judgment without paragraph numbers: the reporter's count is said as such, never as the court's para (decision 102)", () => {
    const body = citedAlertText({ cited, citing, treatment: "explained", pinpoint: "[11]" }).body;
    expect(body).toBe("Quorlin Mills v. Workmen, which you watch, is explained in Zentor Mills v. State (Supreme Court, 06-05-2024), SAR para 11 (the judgment has no paragraph numbers).");
    expect(body).not.toContain(", para 11");
    expect(alertLink(12, "[11]")).toBe("/viewCase/12#para-11");
  });
  test("a saved search's alert names the search and the judgment", () => {
    expect(searchAlertText({ label: 'Word Search: "estoppel"', judgment: citing })).toEqual({
      title: 'New judgment for your search Word Search: "estoppel"',
      body: 'Zentor Mills v. State (Supreme Court, 06-05-2024) matches your saved search Word Search: "estoppel".',
    });
  });
  test("links go to the citing paragraph; stop links carry the watch or search and its token", () => {
    expect(alertLink(12, "23")).toBe("/viewCase/12#para-23");
    expect(alertLink(12, null)).toBe("/viewCase/12");
    expect(stopLink("https://sar.example.com/", { kind: "watch", id: 4, token: "ab" })).toBe("https://sar.example.com/alerts/stop?w=4&t=ab");
    expect(stopLink("https://sar.example.com", { kind: "search", id: 2, token: "cd" })).toBe("https://sar.example.com/alerts/stop?s=2&t=cd");
  });
});

describe("stop links", () => {
  test("a token is 32 hex digits, fresh each time; comparison is exact", () => {
    const a = newStopToken();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(newStopToken()).not.toBe(a);
    expect(sameToken(a, a)).toBe(true);
    expect(sameToken(a, a.slice(0, 31) + (a.endsWith("0") ? "1" : "0"))).toBe(false);
    expect(sameToken(a, a.slice(0, 31))).toBe(false);
  });
  test("a link names exactly one of a watch or a saved search, with a well-formed token", () => {
    const t = "0123456789abcdef0123456789abcdef";
    expect(parseStopLink(new URLSearchParams(`w=4&t=${t}`))).toEqual({ kind: "watch", id: 4, token: t });
    expect(parseStopLink(new URLSearchParams(`s=2&t=${t}`))).toEqual({ kind: "search", id: 2, token: t });
    expect(parseStopLink(new URLSearchParams(`w=4&s=2&t=${t}`))).toBeNull();
    expect(parseStopLink(new URLSearchParams(`t=${t}`))).toBeNull();
    expect(parseStopLink(new URLSearchParams("w=4&t=XYZ"))).toBeNull();
    expect(parseStopLink(new URLSearchParams(`w=-1&t=${t}`))).toBeNull();
  });
});

describe("saved searches", () => {
  test("the address is kept without its page and order, its parameters sorted, so one search is saved once", () => {
    const a = normalizeSearchParams(new URLSearchParams("mode=word&text=+estoppel+&section=both&method=all&run=1&page=3&byDate=a&rel=1&byName=d"));
    const b = normalizeSearchParams(new URLSearchParams("text=estoppel&method=all&section=both&mode=word&page=1"));
    expect(a.toString()).toBe("method=all&mode=word&run=1&section=both&text=estoppel");
    expect(b.toString()).toBe(a.toString());
    // The letter filters the matches: it stays.
    expect(normalizeSearchParams(new URLSearchParams("mode=quick&q=bail&letter=S")).get("letter")).toBe("S");
  });
  test("its label is its mode and what was typed or chosen", () => {
    expect(searchLabel(new URLSearchParams("mode=word&text=estoppel&section=both&method=all&run=1"))).toBe('Word Search: "estoppel"');
    expect(searchLabel(new URLSearchParams("mode=main&appellant=Ram&judgement=bail&court=1&run=1"))).toBe('Main Search: "Ram" · "bail"');
    expect(searchLabel(new URLSearchParams("mode=quick&q=" + "a".repeat(100)))).toBe(`Quick Search: "${"a".repeat(59)}…"`);
  });
});
