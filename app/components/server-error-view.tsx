import { copy } from "../utils/copy-core";

/**
 * The server-down picture (subscriber §8: "list screens show a server-down image"): a server rack
 * with a broken link, a static file (public/server-down.svg) served by the assets layer, so it
 * shows when the Worker fails and costs the pages' JavaScript nothing. Decorative (alt ""): the
 * words beside it say the same.
 */
export function ServerDownImage() {
  return <img className="server-down-image" src="/server-down.svg" alt="" width={160} height={120} />;
}

/**
 * The server-error view of list screens (subscriber §8, back-office §2/§8): the server-down image,
 * 'Server Error, Please Try Again' and 'Servers are not responding at the moment, Please bear with
 * us.'; `detail` adds a list's own failure words (the library's and login history's 'Somthing went
 * wrong, Please Try Again later.').
 */
export function ServerErrorView({ detail }: { detail?: string } = {}) {
  return (
    <section className="error-view server-down" role="alert">
      <ServerDownImage />
      <h1>{copy.errors.serverError}</h1>
      <p>{copy.errors.serversDown}</p>
      {detail ? <p className="muted">{detail}</p> : null}
    </section>
  );
}

/** The error view of the subscriber's own lists (login history, notifications): the server-down view with their "Somthing went wrong" (§8). */
export function SomethingWrongView() {
  return <ServerErrorView detail={copy.errors.somthingWrong} />;
}
