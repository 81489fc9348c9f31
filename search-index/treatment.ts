/**
 * Treatment (issue 24 item 4, decision 060): how a judgment treats a case it cites — followed,
 * relied on, approved, referred to, explained, distinguished, doubted, overruled, referred to a
 * larger bench — read from the sentence around each place it cites it. Precision first: a
 * sentence that does not say so plainly, in the citing court's own voice, leaves "referred".
 * Pure: no I/O. The AIR citator's codes are only the benchmark's answer key
 * (scripts/bench-citator.ts), never read here.
 */

import { TREATMENTS, type Treatment } from "./treatment-labels";

export { NEGATIVE_TREATMENTS, TREATMENT_LABEL, TREATMENTS, type Treatment } from "./treatment-labels";

/** The stronger of two findings (the order of TREATMENTS; "referred" is the weakest). */
export function strongerTreatment(a: Treatment, b: Treatment): Treatment {
  return TREATMENTS.indexOf(a) <= TREATMENTS.indexOf(b) ? a : b;
}

/** The sentence kept with a finding is at most this long. */
export const SENTENCE_LENGTH = 400;

/** A place in the text: the citation at [start, end). */
export type Span = { start: number; end: number };

/** What the classifier found for one reference: the label, and where the sentence that says so starts (null for "referred"). */
export type TreatmentFinding = { treatment: Treatment; at: number | null; sentence: string | null; by?: "list" | "voice" };

// A sentence ends at . ? ! followed by a space and a capital, a digit or a bracket, unless the
// dot closes an abbreviation or an initial (the citation parser's own set is richer; this is
// only to bound the window).
const NO_END = new Set("v vs ltd co ors anr no nos pvt j jj cj mr mrs ms dr st art arts s ss sec secs p pp para paras cl viz ie eg etc supp suppl vol ed edn corpn govt hon'ble honble smt sri shri r rr w u o m/s mohd bros dept scr scc air cri supp".split(" "));

function isSentenceEnd(text: string, i: number): boolean {
  const ch = text[i];
  if (ch !== "." && ch !== "?" && ch !== "!" && ch !== ";" && ch !== ":") return false;
  if (ch === ";" || ch === ":") return false;
  // A closing quote or bracket may follow the stop ('… stands overruled." In …').
  const next = /["'”’)\]]/.test(text[i + 1] ?? "") ? text[i + 2] : text[i + 1];
  if (!/\s/.test(next ?? " ")) return false;
  if (ch !== ".") return true;
  const word = /([A-Za-z'/]{1,12})$/.exec(text.slice(Math.max(0, i - 12), i))?.[1] ?? "";
  if (!word) return !/[\d\])]/.test(text[i - 1] ?? "") || /^\s+[A-Z]/.test(text.slice(i + 1, i + 4));
  if (word.length === 1 || NO_END.has(word.toLowerCase())) return false;
  if (/^[A-Z]{1,4}$/.test(word) && text[i - word.length - 1] === ".") return false;
  return true;
}

/** [from, to) of the sentence around [start, end), at most `room` characters each side. */
export function sentenceBounds(text: string, start: number, end: number, room = 700): Span {
  let from = Math.max(0, start - room);
  for (let i = start - 1; i >= Math.max(0, start - room); i--) {
    if (text[i] === "\n" || (isSentenceEnd(text, i) && i < start - 1)) {
      from = i + (/["'”’)\]]/.test(text[i + 1] ?? "") && text[i] !== "\n" ? 2 : 1);
      break;
    }
  }
  let to = Math.min(text.length, end + room);
  for (let i = end; i < Math.min(text.length, end + room); i++) {
    if (text[i] === "\n" || isSentenceEnd(text, i)) {
      to = i + (/["'”’)\]]/.test(text[i + 1] ?? "") ? 2 : 1);
      break;
    }
  }
  return { start: from, end: to };
}

// ---------------------------------------------------------------- the patterns

/**
 * The reporter's own word after a list of authorities, as the SCR headnotes print it:
 * "Jamuna Prasad Mukhariya v. Lachhi Ram, [1955] 1 S.C.R. 608, distinguished." The word (or two
 * joined by "and": "explained and distinguished") follows the citation after nothing but list
 * material — other citations, case names, pinpoints, "and", "at p." — and a comma or nothing
 * ("[1966] 3 SCR 557] distinguished"). A "not approved" or "disapproved" of the Supreme Court is
 * its end as authority: read as overruled. "Followed by / in" and "overruled by / in" name another
 * judgment's act, not the list's.
 */
const LIST_WORDS: [RegExp, Treatment | null][] = [
  [/^over[\s-]?ruled\b|^(?:dis|not\s+)approved\b/, "overruled"],
  [/^(?:doubted|dissented\s+from|not\s+followed)\b/, "doubted"],
  [/^(?:distinguished|(?:held\s+)?in\s?applicable)\b/, "distinguished"],
  [/^explained\b/, "explained"],
  [/^approved\b/, "approved"],
  [/^(?:followed|applied)\b/, "followed"],
  [/^relied\s+(?:up)?on\b/, "relied"],
  [/^(?:referred(?:\s+to)?|considered|cited|noticed|mentioned|discussed|reversed|affirmed|modified|set\s+aside|quoted|reiterated)\b/, null],
];

/** Lower-case words a list of authorities holds besides names (case names in capitals, citations blanked). */
const LIST_GLUE = new Set(
  "and v vs versus of the at p pp page pages para paras paragraph to etc ors anr others another in re ex parte de la da du der van von bin case cases supra decided on dated no nos of per also see cf infra ibid id a an for with".split(" "),
);

const LIST_WORD = /\b(?:over[\s-]?ruled|(?:dis|not\s+)approved|doubted|dissented\s+from|not\s+followed|distinguished|(?:held\s+)?in\s?applicable|explained|approved|followed|applied|relied\s+(?:up)?on|referred(?:\s+to)?|considered|cited|noticed|mentioned|discussed|reversed|affirmed|modified|set\s+aside|quoted|reiterated)\b/i;

/** `s` with the words OCR broke at line ends joined ("distin- guished", "re- ferred"), and where each character came from. */
function joinBroken(s: string): { text: string; at: number[] } {
  let text = "";
  const at: number[] = [];
  for (let i = 0; i < s.length; i++) {
    if (s[i] === "-" && /[a-z]/i.test(s[i - 1] ?? "")) {
      let j = i + 1;
      while (j < s.length && /\s/.test(s[j])) j++;
      if (j > i + 1 && /[a-z]/.test(s[j] ?? "")) {
        i = j - 1;
        continue;
      }
    }
    text += s[i];
    at.push(i);
  }
  return { text, at };
}

/**
 * The treatment the closing word of its list gives a citation, that word, and where it ends in
 * `after` (the text after the citation, other citations blanked). Null: no such word, or "referred to".
 */
function listWord(after: string): { treatment: Treatment; word: string; end: number } | null {
  const { text: tail, at } = joinBroken(after);
  const word = LIST_WORD.exec(tail);
  if (!word) return null;
  const gap = tail.slice(0, word.index);
  // The gap holds a list, not prose: no sentence ends in it, no lower-case word but the list's own,
  // and no court as the verb's subject ("…, AIR 1989 SC 142 the Constitution Bench overruled …").
  for (let i = 0; i < gap.length; i++) if (isSentenceEnd(gap + " X", i) || /[?!]/.test(gap[i])) return null;
  for (const w of gap.match(/[A-Za-z][A-Za-z'/]*/g) ?? []) if (/^[a-z]/.test(w) && !LIST_GLUE.has(w.toLowerCase())) return null;
  if (/\b(?:the|this|that|a|larger|full|constitution|division|special)\s+(?:[A-Z][a-z]+\s+)?(?:Bench|Court)\b/i.test(gap)) return null;
  // "explained and distinguished", "distinguished and held inapplicable": the stronger of the two.
  let rest = tail.slice(word.index + word[0].length);
  const words = [word[0]];
  const second = new RegExp(`^\\s*(?:,\\s*)?and\\s+(${LIST_WORD.source.slice(2, -2)})\\b`, "i").exec(rest);
  if (second) {
    words.push(second[1]);
    rest = rest.slice(second[0].length);
  }
  // The word closes the list: the end, a stop, a bracket or a reason follows — never an object
  // ("overruled the earlier decision", "distinguished the decision in …"), nor "by"/"in" another
  // judgment ("followed in Y", "overruled by Y": that judgment's act).
  if (!/^\s*(?:$|[.,;:)\]\[(\-–—=]|(?:because|as|since|for|but|though|although|insofar|so|in\s+so\s+far|to\s+the\s+(?:extent|facts|present|instant|case)|on\s+(?:the\s+)?facts)\b)/i.test(rest)) return null;
  let found: Treatment | null = null;
  for (const w of words) {
    const t = LIST_WORDS.find(([re]) => re.test(w.toLowerCase().replace(/\s+/g, " ")))?.[1] ?? null;
    if (t && (!found || strongerTreatment(found, t) === t)) found = t;
  }
  const end = at[tail.length - rest.length - 1] + 1;
  return found ? { treatment: found, word: words.join(" and "), end } : null;
}

/**
 * The sentence in the citing court's own voice. Each pattern is tried on the sentence with the
 * citation in it; the first class (in TREATMENTS order) that matches wins. Every pattern names
 * the court's act ("we overrule", "is distinguishable"), never another court's ("was overruled
 * in", "the High Court distinguished").
 */
const VOICE: [RegExp, Treatment][] = [
  // overruled
  // Present or to come, in this court's voice: "is overruled", "stands overruled", "must be overruled" ("was overruled" tells history).
  [/\b(?:is|are|stands?|be|hereby|must\s+be|should\s+be|to\s+be)\s+(?:hereby\s+|accordingly\s+|therefore\s+)?overruled\b(?!\s+(?:by|in|on)\b)/i, "overruled"],
  [/\bwe\s+(?:would\s+)?(?:hereby\s+|therefore\s+)?overrule\b/i, "overruled"],
  [/\b(?:do(?:es)?|did)\s+not\s+lay\s+down\s+(?:the\s+)?(?:correct|good|right|sound)\s+law\b/i, "overruled"],
  [/\b(?:is|was|are|were)\s+(?:no\s+longer|not)\s+(?:a\s+)?good\s+law\b/i, "overruled"],
  [/\b(?:was|were|has\s+been|have\s+been)\s+(?:not\s+correctly|wrongly|incorrectly)\s+decided\b/i, "overruled"],
  // referred to a larger bench
  [/\b(?:we\s+(?:would\s+|therefore\s+)?|(?:should|must|ought\s+to|deserves?\s+to|needs?\s+to|may|is|are|be)\s+(?:be\s+)?)(?:refer(?:red)?|place[ds]?)\s+(?:(?:the|this|these|all\s+the)\s+(?:matter|question|case|issue|appeal|petition|reference)s?\s+)?(?:before|to)\s+(?:a\s+|the\s+)?(?:larger|full|constitution)\s+bench\b/i, "larger-bench"],
  [/\b(?:requires?|needs?|calls?\s+for|deserves?)\s+(?:re-?consideration|a\s+fresh\s+look)\s+by\s+(?:a\s+)?(?:larger|full|constitution)\s+bench\b/i, "larger-bench"],
  // doubted
  [/\b(?:we\s+(?:have|entertain)\s+(?:our\s+|some\s+|serious\s+|grave\s+)?doubts?|(?:doubt|question)\s+the\s+correctness)\b/i, "doubted"],
  [/\b(?:we\s+are|i\s+am)\s+(?:unable|not\s+able)\s+to\s+(?:agree|accept|subscribe)\s+(?:with\s+)?(?:the\s+)?(?:view|decision|reasoning|ratio|conclusion|opinion)s?\s+(?:taken|expressed|in|of)\b/i, "doubted"],
  [/\bwe\s+(?:respectfully\s+)?(?:dissent|differ)\s+from\b/i, "doubted"],
  [/\b(?:with\s+(?:great\s+|utmost\s+|all\s+)?respect\b[^.]{0,40})?\b(?:we\s+are|i\s+am)\s+(?:unable|not\s+able)\s+to\s+follow\b/i, "doubted"],
  // distinguished
  [/\b(?:case|cases|decision|decisions|judgment|judgments|ruling|rulings|authority|authorities|precedents?|supra\)?|\])[,\s]*(?:\([^)]{0,20}\)\s*)?(?:relied\s+(?:up)?on[^.]{0,40}?\s)?(?:is|are|was|were)\s+(?:clearly\s+|easily\s+|quite\s+|therefore\s+|thus\s+|plainly\s+|also\s+)?distinguishable\b/i, "distinguished"],
  [/\bdistinguishable\s+on\s+(?:the\s+)?facts\b/i, "distinguished"],
  [/\b(?:case|cases|decision|decisions|judgment|judgments|ruling|rulings|authority|authorities|supra\)?|\])[,\s]*(?:can|could|may|must|has\s+to|have\s+to)\s+(?:easily\s+|clearly\s+|readily\s+)?be\s+distinguished\b/i, "distinguished"],
  [/\b(?:case|cases|decision|decisions|judgment|judgments|ruling|rulings|authority|authorities|supra\)?|\])[,\s]*(?:is|are)\s+(?:clearly\s+|easily\s+)?distinguished\b(?!\s+(?:by|in)\b)/i, "distinguished"],
  [/\bwe\s+(?:would\s+)?distinguish\b/i, "distinguished"],
  [/\b(?:ha[sv]e?|can\s+have|could\s+have)\s+no\s+(?:application|bearing|relevance)\b(?=[^.;]{0,40}\b(?:present|instant|this\s+case|these\s+cases|facts|here|question|issue|case\s+before|matter\s+before|controversy)\b)/i, "distinguished"],
  [/\b(?:do(?:es)?|can|could|would)\s+not\s+(?:apply|help|assist|advance|support)\b[^.]{0,60}\b(?:present|instant|this|the\s+facts)\b/i, "distinguished"],
  [/\b(?:is|are|was|were)\s+(?:not\s+applicable|inapplicable|of\s+no\s+(?:assistance|help|avail|application))\b/i, "distinguished"],
  [/\bdecided\s+on\s+(?:its|their)\s+own\s+(?:peculiar\s+)?facts\b|\bon\s+(?:entirely|quite|wholly|totally)\s+different\s+facts\b|\bfacts\s+(?:of\s+th(?:at|is|ose)\s+cases?\s+)?(?:are|were)\s+(?:entirely|quite|wholly|totally|materially|clearly)\s+different\b/i, "distinguished"],
  // explained
  [/\b(?:must|should|has\s+to|have\s+to|is\s+to)\s+be\s+(?:understood|read|confined)\b[^.]{0,40}\b(?:context|facts|limited|light)\b/i, "explained"],
  [/\bwe\s+(?:would\s+)?(?:explain|clarify)\b/i, "explained"],
  // approved
  [/\bwe\s+(?:respectfully\s+|entirely\s+|fully\s+)?approve\b/i, "approved"],
  [/\b(?:was|were|has\s+been|have\s+been)\s+rightly\s+decided\b|\b(?:lays?|laid)\s+down\s+the\s+(?:correct|right)\s+(?:law|position|principle)\b|\bcorrectly\s+(?:lays?|laid)\s+down\b/i, "approved"],
  // followed
  [/\bwe\s+(?:would\s+|respectfully\s+|must\s+|shall\s+)?(?:follow|are\s+bound\s+by|are\s+in\s+respectful\s+agreement)\b/i, "followed"],
  [/\b(?:is|are)\s+binding\s+on\s+us\b|\b(?:squarely|directly|fully|clearly)\s+(?:covered|governed|applies|apply|applicable)\b|\bon\s+all\s+fours\b|\bcovered\s+by\s+the\s+(?:decision|judgment|ratio)\b/i, "followed"],
  [/\b(?:respectfully\s+)?following\s+(?:the|that|this|these)\s+(?:decision|judgment|view|ratio|principle|dictum|law)s?\b/i, "followed"],
  // relied on: the court's own reliance, not counsel's
  [/\bwe\s+(?:would\s+|may\s+|also\s+)?(?:rely|place\s+reliance)\b/i, "relied"],
  [/\b(?:reliance|support)\s+(?:is|may\s+be|can\s+be|was)\s+(?:placed|derived|drawn)\b(?![^.]{0,60}\b(?:by|on\s+behalf\s+of)\b[^.]{0,20}\b(?:counsel|appellant|respondent|petitioner|state)\b)/i, "relied"],
  [/\b(?:we\s+(?:find|derive|draw)\s+support|fortified\s+by|supported\s+by\s+the\s+(?:decision|judgment))\b/i, "relied"],
];

/** A sentence in another voice: what a court below, counsel or the cited case itself said. */
const OTHER_VOICE = /\b(?:high\s+court|tribunal|trial\s+(?:court|judge)|appellate\s+(?:court|authority)|learned\s+(?:single\s+)?judges?|division\s+bench|full\s+bench|counsel|advocate|solicitor|attorney|contended|contention|submitted|submission|argued|urged|it\s+was\s+held|held\s+that|observed\s+that|the\s+court\s+(?:below|held|observed)|as\s+(?:observed|held|laid\s+down|pointed\s+out|stated|noticed|explained)\s+(?:by|in)|(?:held|observed|said|stated|ruled)\s+as\s+(?:follows|under))\b/i;

/** The text between `a` and `b` with other citations blanked (so a list of authorities reads as one). */
function blankOthers(text: string, from: number, to: number, others: Span[]): string {
  let s = text.slice(from, to);
  for (const o of others) {
    if (o.end <= from || o.start >= to) continue;
    const a = Math.max(o.start, from) - from;
    const b = Math.min(o.end, to) - from;
    s = s.slice(0, a) + " ".repeat(b - a) + s.slice(b);
  }
  return s;
}

/** The finding for one place the judgment cites the case (`span`), or null (referred). */
type Found = { treatment: Treatment; sentence: Span; by: "list" | "voice" };

function atOccurrence(text: string, span: Span, others: Span[]): Found | null {
  const sentence = sentenceBounds(text, span.start, span.end);
  // 1. The reporter's word closing a list of authorities.
  const listed = listWord(blankOthers(text, span.end, Math.min(text.length, span.end + 700), others));
  if (listed) {
    // "Observations in X …, disapproved": the observations, not the decision — doubted.
    const partial = /approved/i.test(listed.word) && listed.treatment === "overruled" && /\b(?:observations?|dict(?:a|um)|remarks?)\b/i.test(text.slice(sentence.start, span.start));
    // The sentence kept runs to the word (a list the bounds cut at "A.I.R. 1944 Mad." goes on).
    const to = span.end + listed.end;
    return { treatment: partial ? "doubted" : listed.treatment, sentence: { start: sentence.start, end: Math.max(sentence.end, to + (/[.;,]/.test(text[to] ?? "") ? 1 : 0)) }, by: "list" };
  }
  // 2. The court's own words in the sentence. The verb must not sit past another case's
  //    citation (that case's treatment), and the sentence must not be another voice's.
  const nextOther = others.filter((o) => o.start >= span.end && o.start < sentence.end).reduce((m, o) => Math.min(m, o.start), sentence.end);
  const prevOther = others.filter((o) => o.end <= span.start && o.end > sentence.start).reduce((m, o) => Math.max(m, o.end), sentence.start);
  // The words must sit near the citation (not in a long quotation that follows it).
  const scopeStart = Math.max(prevOther, span.start - 250);
  const own = voiceIn(text, sentence, scopeStart, Math.min(nextOther, span.end + 200), span);
  if (own) return { treatment: own, sentence, by: "voice" };
  // 3. The next sentence, when it opens by pointing back at the case and cites none ("… A, B and C.
  //    The principles of these cases will have no application to the facts of this case."). A
  //    singular "that case" only when no other case is cited after this one in its sentence.
  let nextStart = sentence.end;
  // (at most 200 spaces: a page of blanks is no sentence's opening, and the reading stays within its room)
  while (nextStart < text.length && nextStart < sentence.end + 200 && /\s/.test(text[nextStart])) nextStart++;
  const back = BACK_REFERENCE.exec(text.slice(nextStart, nextStart + 80));
  if (!back) return null;
  if (!/^(?:these|those)$/i.test(back[1]) && others.some((o) => o.start >= span.end && o.start < sentence.end)) return null;
  const next = { start: nextStart, end: sentenceBounds(text, nextStart, nextStart + back[0].length).end };
  if (others.some((o) => o.start < next.end && o.end > next.start)) return null;
  const found = voiceIn(text, next, next.start, Math.min(next.end, next.start + 300), null);
  return found ? { treatment: found, sentence: next, by: "voice" } : null;
}

/** A sentence's opening words that point back at the case(s) just cited. */
const BACK_REFERENCE = /^(?:(?:The|In)\s+(?:ratio|principles?|facts|observations?|view)\s+(?:of|in|laid\s+down\s+in)\s+)?(that|this|these|those|the\s+said)\s+(?:case|cases|decision|decisions|judgment|judgments|ruling|rulings|authority|authorities)\b/i;

/**
 * The label the court's own words give, in `text` from `scopeStart` to `scopeEnd` (inside
 * `sentence`), or null. `span` is the citation when it is in that sentence.
 */
function voiceIn(text: string, sentence: Span, scopeStart: number, scopeEnd: number, span: Span | null): Treatment | null {
  const scope = text.slice(scopeStart, scopeEnd);
  if (OTHER_VOICE.test(text.slice(sentence.start, sentence.end))) return null;
  // "overruled by / in" another decision: this judgment only reports it.
  const reportsOverruling = /\boverruled\s+(?:by|in)\b/i.test(text.slice(sentence.start, sentence.end));
  for (const [re, t] of VOICE) {
    const m = re.exec(scope);
    if (!m) continue;
    if (t === "overruled" && reportsOverruling) continue;
    // A negation or a question right before the words ("need not be overruled", "not distinguishable",
    // "cannot be distinguished", "whether X is distinguishable") turns them around.
    const before = scope.slice(Math.max(0, m.index - 20), m.index);
    if (/\b(?:not|never|cannot|no|nor)\s*$/i.test(before)) continue;
    if (/\b(?:whether|if|unless)\b[^.;:]{0,100}$/i.test(scope.slice(0, m.index))) continue;
    if (/\bnot\b/i.test(m[0]) && (t === "distinguished" || t === "followed" || t === "approved") && !/no\s+(?:application|bearing|relevance)|not\s+(?:apply|help|assist|advance|support|applicable)/i.test(m[0])) continue;
    // Another case named between the citation and the words is the one they speak of
    // ("In X [cit] … Y's case (supra) stands overruled": X is the court that overruled).
    // (Before the citation, its own "X v. Y" is allowed.)
    if (span) {
      const a = span.start - scopeStart;
      const b = span.end - scopeStart;
      const after = m.index >= b;
      const between = after ? scope.slice(b, m.index) : m.index + m[0].length <= a ? scope.slice(m.index + m[0].length, a) : "";
      if (/\(supra\)|'s\s+case/.test(between) || (between.match(/\sv(?:s)?\.?\s+[A-Z]/g) ?? []).length > (after ? 0 : 1)) continue;
    }
    // Words inside a quotation are the quoted court's.
    const upTo = text.slice(sentence.start, scopeStart + m.index);
    if ((upTo.match(/"/g) ?? []).length % 2 === 1 || (upTo.match(/“/g) ?? []).length > (upTo.match(/”/g) ?? []).length) continue;
    return t;
  }
  return null;
}

/**
 * The treatment of one cited case: the strongest finding over every place the judgment cites
 * it (`spans`, in the judgment's plain text; `others` are the places it cites other cases).
 */
export function classifyTreatment(text: string, spans: Span[], others: Span[]): TreatmentFinding {
  // A parallel citation right beside this one ("[1960] INSC 229; [1961] 2 S.C.R. 679") is the same case: one span.
  // Others are looked up by position (sorted, searched by halves), never scanned whole per span:
  // a judgment of thousands of citations stays linear (issue 32 item 1, decision 098).
  const rest = [...others].sort((a, b) => a.start - b.start);
  const used = new Uint8Array(rest.length);
  const longest = rest.reduce((m, o) => Math.max(m, o.end - o.start), 0);
  /** The index of the first other starting at or after `pos`. */
  const from = (pos: number) => {
    let lo = 0;
    let hi = rest.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (rest[mid].start < pos) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  /** The others (not joined) that may touch [a, b): starting before b and ending after a. */
  const near = (a: number, b: number) => {
    const out: Span[] = [];
    for (let i = from(a - longest), stop = from(b); i < stop; i++) if (!used[i] && rest[i].end > a) out.push(rest[i]);
    return out;
  };
  const glue = (a: number, b: number) => b - a <= 6 && /^[\s;,=\[\]()]*$/.test(text.slice(a, b));
  const joined = spans.map((s) => ({ ...s }));
  for (const span of joined) {
    for (let grew = true; grew; ) {
      grew = false;
      for (let i = from(span.start - 6 - longest), stop = from(span.end + 7); i < stop; i++) {
        if (used[i]) continue;
        const o = rest[i];
        const after = o.start >= span.end && glue(span.end, o.start);
        const before = o.end <= span.start && glue(o.end, span.start);
        if (after || before) {
          span.start = Math.min(span.start, o.start);
          span.end = Math.max(span.end, o.end);
          used[i] = 1;
          grew = true;
          break;
        }
      }
    }
  }
  let best: Found | null = null;
  for (const span of joined) {
    // atOccurrence reads at most 700 characters before the citation and its sentence, the next one and their room after it.
    const found = atOccurrence(text, span, near(span.start - 1_000, span.end + 2_500));
    if (found && (!best || strongerTreatment(found.treatment, best.treatment) === found.treatment && found.treatment !== best.treatment)) best = found;
  }
  if (!best) return { treatment: "referred", at: null, sentence: null };
  const end = best.sentence.end;
  let start = best.sentence.start;
  // A sentence the size of a page (a long list of authorities) is kept to its last SENTENCE_LENGTH characters, where the word is.
  const cut = end - start > SENTENCE_LENGTH;
  if (cut) start = text.indexOf(" ", end - SENTENCE_LENGTH) + 1 || end - SENTENCE_LENGTH;
  return { treatment: best.treatment, at: best.sentence.start, sentence: `${cut ? "… " : ""}${text.slice(start, end).replace(/\s+/g, " ").trim()}`, by: best.by };
}
