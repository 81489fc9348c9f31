/**
 * The citation graph: citations, Cited by, pinpoints, treatment, the citation check.
 * A group of parts (`*.part.ts`), each run from fresh storage in one workerd runtime
 * (tests/integration/part.ts, decision 125).
 */
import { part } from "./part";

part("citation-check", () => import("./citation-check.part"));
part("citation-graph", () => import("./citation-graph.part"));
part("citations", () => import("./citations.part"));
part("cited-by-bench", () => import("./cited-by-bench.part"));
part("graph-resolution", () => import("./graph-resolution.part"));
part("pinpoints", () => import("./pinpoints.part"));
part("statute-refs", () => import("./statute-refs.part"));
part("treatment", () => import("./treatment.part"));
