/**
 * The 236 porter stems held by half or more of the 2,001 real judgments of
 * ../shared/data/judgments-sample.jsonl (judgment and headnote text, counted as the index stems
 * them). FTS5's bm25 gives a phrase held by half the judgments or more an IDF of 1e-6: nothing to
 * rank by. Best match of a search made only of these words is listed newest first and says so
 * (decision 045); one word outside them and every match is ranked. A fixed list, so the check
 * costs no look-up (counting a common word's judgments in fts5vocab reads its whole position list).
 */
export const HALF_STEMS: ReadonlySet<string> = new Set([
  "1", "10", "11", "12", "13", "14", "15", "16", "2", "3", "4", "5", "6", "7", "8", "9", "a",
  "about", "abov", "accept", "accord", "accordingli", "act", "after", "against", "all", "alleg",
  "allow", "also", "an", "and", "ani", "anoth", "appeal", "appear", "appel", "applic", "ar", "as",
  "asid", "at", "b", "basi", "be", "becaus", "been", "befor", "behalf", "between", "both", "but",
  "by", "c", "came", "can", "cannot", "case", "charg", "circumst", "clear", "come", "concern",
  "conclus", "consid", "consider", "constitut", "contend", "content", "could", "counsel", "court",
  "date", "decis", "did", "differ", "direct", "dismiss", "do", "doe", "down", "dure", "e",
  "effect", "even", "evid", "examin", "fact", "file", "find", "first", "follow", "for", "found",
  "from", "further", "give", "given", "govern", "grant", "ground", "ha", "had", "hand", "have",
  "he", "held", "hi", "high", "him", "hold", "howev", "i", "if", "in", "includ", "into", "is",
  "issu", "it", "judg", "judgment", "law", "learn", "leav", "m", "made", "mai", "make", "matter",
  "mention", "more", "must", "name", "natur", "necessari", "no", "not", "notic", "observ", "of",
  "offic", "on", "onli", "opinion", "or", "order", "other", "our", "out", "p", "part", "parti",
  "pass", "person", "petit", "place", "point", "present", "proceed", "provid", "provis", "purpos",
  "question", "r", "read", "reason", "record", "refer", "regard", "relat", "relev", "report",
  "requir", "respect", "respond", "result", "right", "s", "said", "same", "section", "set",
  "shall", "should", "show", "sinc", "so", "some", "special", "state", "submit", "such", "take",
  "taken", "than", "that", "the", "thei", "their", "them", "then", "there", "therefor", "these",
  "thi", "those", "though", "three", "thu", "time", "to", "trial", "two", "under", "up", "upon",
  "us", "v", "view", "wa", "we", "well", "were", "what", "when", "where", "whether", "which",
  "while", "who", "will", "with", "within", "without", "would", "year",
]);
