/**
 * The one search interface for the five modes (quick, main, citation, statute, word) and the
 * shared controls. Backends: D1 full-text (default) and Meilisearch. Knows nothing of Remix.
 */
import type { WordMethod } from "./query-compiler";
import type { Shortened } from "./ranking";
import type { SnippetPart } from "./snippets";

export type SortOrder = "a" | "d";

export type Controls = {
  /** A-Z: the appellant's name starts with this letter */
  startsWith?: string | null;
  /** appellant name order */
  nameOrder?: SortOrder | null;
  /** decision date order; newest first when nothing else is chosen */
  dateOrder?: SortOrder | null;
  /**
   * The user chose the date order (Newest or Oldest): the list is then exactly in date order. Only
   * the default order puts a party named exactly as typed first (quick search; issue 22 item 5).
   */
  dateOrderChosen?: boolean;
  /** best match first (bm25); an option, never the default */
  relevance?: boolean;
  /** most cited first: the number of judgments in the reporter citing each (the citation graph, decision 063); then newest first */
  mostCited?: boolean;
  /** only cases of this court (courts.id), in every mode (decision 099) */
  courtId?: number | null;
  /** only cases of this bench or seat (court_branches.id), in every mode (decision 099) */
  branchId?: number | null;
  page: number;
  perPage: number;
};

export type WordSection = "judgment" | "headnote" | "both";

export type StatuteRow = {
  actName?: string | null;
  section?: string | null;
  order?: string | null;
  rule?: string | null;
  article?: string | null;
  /** how this row joins the next: 1 And, 2 Or */
  condition?: 1 | 2 | null;
  /** also the counterpart in the old or new criminal code (IPC 302 ↔ BNS 103; search-index/code-map.ts) */
  counterpart?: boolean;
};

export type MainQuery = {
  mode: "main";
  courtId?: number | null;
  caseNumber?: string | null;
  appellant?: string | null;
  respondent?: string | null;
  actName?: string | null;
  section?: string | null;
  judgementText?: string | null;
  headnoteText?: string | null;
  advocate?: string | null;
  judge?: string | null;
  caseResult?: string | null;
  topic?: string | null;
  yearFrom?: number | null;
  yearTo?: number | null;
  /** YYYY-MM-DD */
  decisionDate?: string | null;
  decisionYear?: number | null;
};

export type CitationQuery = {
  mode: "citation";
  /** a neutral citation chosen from the suggestions, e.g. "2024 INSC 640" or "2023:DHC:2720" */
  neutral?: string | null;
  journalId?: number | null;
  categoryId?: number | null;
  year?: number | null;
  volume?: string | null;
  page?: string | null;
};

export type SearchQuery =
  | { mode: "quick"; text: string }
  | MainQuery
  | CitationQuery
  | { mode: "statute"; rows: StatuteRow[] }
  | { mode: "word"; text: string; section: WordSection; method: WordMethod };

export type SearchHit = {
  docId: number;
  appellant: string;
  respondent: string | null;
  decidedDate: string | null;
  caseNumber: string | null;
  court: string | null;
  judgeName: string | null;
  citation: string | null;
  overruled: boolean;
  /** a statute search's references that matched ("IPC s. 302 (headnote)"; issue 17) */
  matched?: string[];
  /** a text search's passage of the judgment around a match, matched words marked (issue 16) */
  snippet?: SnippetPart[];
};

export type SearchResult = {
  items: SearchHit[];
  page: number;
  perPage: number;
  /** matches counted, up to COUNT_CAP */
  total: number;
  /** true when there are more matches than were counted */
  totalCapped: boolean;
  pages: number;
  /** what to highlight in the results and the case view: words, and Exact phrases as their words joined by a space */
  terms: string[];
  /** the typed text had more words than a search takes: how many, and the ones kept (search-index/ranking.ts) */
  shortened?: Shortened | null;
  /** Best match was asked for a search whose every word half the judgments or more hold: bm25 has nothing to rank by, so the list is newest first (decision 045) */
  commonWords?: boolean;
};

/** Counting stops here: a page count over 100 pages is shown as "100+" (keeps broad phrase searches fast). */
export const COUNT_CAP = 1000;

export interface SearchBackend {
  readonly name: "d1" | "meilisearch";
  search(query: SearchQuery, controls: Controls): Promise<SearchResult>;
}

/** What the index holds for one case (both backends). */
export type SearchDocument = {
  docId: number;
  searchKey: number;
  live: boolean;
  deleted: boolean;
  appellant: string;
  respondent: string;
  judgment: string;
  headnotes: string;
  judges: string;
  advocates: string;
  acts: string;
  topics: string;
  caseNumber: string;
  courtId: number | null;
  /** the bench or seat (court_branches.id), for the bench filter (decision 099) */
  courtBranchId?: number | null;
  caseCategoryId: number | null;
  decidedDate: string | null;
  decidedYear: number | null;
  caseResult: string | null;
  citationKeys: string[];
  neutralCitations: string[];
  statuteRefs: { actName: string | null; section: string | null; order: string | null; rule: string | null; article: string | null }[];
  overruled: boolean;
};
