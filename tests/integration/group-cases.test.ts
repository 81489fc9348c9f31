/**
 * Cases: the view, limits, titles, provenance, the schema, the seed and the import.
 * A group of parts (`*.part.ts`), each run from fresh storage in one workerd runtime
 * (tests/integration/part.ts, decision 125).
 */
import { part } from "./part";

part("case-view", () => import("./case-view.part"));
part("case-size-limit", () => import("./case-size-limit.part"));
part("case-titles", () => import("./case-titles.part"));
part("provenance", () => import("./provenance.part"));
part("schema", () => import("./schema.part"));
part("seed", () => import("./seed.part"));
part("import", () => import("./import.part"));
part("import-paragraphs", () => import("./import-paragraphs.part"));
part("import-reimport", () => import("./import-reimport.part"));
part("numbered-paragraphs", () => import("./numbered-paragraphs.part"));
part("high-courts", () => import("./high-courts.part"));
part("judge-search", () => import("./judge-search.part"));
part("titles-as-cited", () => import("./titles-as-cited.part"));
part("case-shards-import", () => import("./case-shards-import.part"));
