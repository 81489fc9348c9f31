import { copy } from "../utils/copy-core";
import { ServerErrorView } from "./server-error-view";

/**
 * The subscriber's own lists (login history, notifications): the server-down view with their
 * 'Somthing went wrong, Please Try Again later.' (§8). A module of its own, so the pages that use
 * only ServerErrorView (search) load none of it.
 */
export function SomethingWrongView() {
  return <ServerErrorView detail={copy.errors.somthingWrong} />;
}
