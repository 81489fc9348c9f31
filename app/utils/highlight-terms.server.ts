/** The loader's side of highlighting: a .server module, so the case page's bundle does not carry the highlighter. */
export { parseTerms } from "./highlight";
