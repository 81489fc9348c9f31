/** The server renders the Similar Cases list in the first HTML: it gets the component at start. */
import { provideSimilarCasesList } from "./similar-cases-deferred";
import { PrecedentList } from "./search/precedents";

provideSimilarCasesList(PrecedentList);
