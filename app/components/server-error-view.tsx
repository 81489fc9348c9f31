import { copy } from "../utils/copy-core";

/**
 * The server-error view of list screens (subscriber §8, back-office §2/§8): the server-down image
 * ("list screens show a server-down image": public/server-down.svg, a static file the assets layer
 * serves, so it shows when the Worker fails and costs the pages' JavaScript nothing; decorative,
 * the words say the same), 'Server Error, Please Try Again' and 'Servers are not responding at the
 * moment, Please bear with us.'; `detail` adds a list's own failure words.
 */
export function ServerErrorView({ detail }: { detail?: string }) {
  return (
    <section className="error-view server-down" role="alert">
      <img className="server-down-image" src="/server-down.svg" alt="" width={160} height={120} />
      <h1>{copy.errors.serverError}</h1>
      <p>{copy.errors.serversDown}</p>
      {detail ? <p className="muted">{detail}</p> : null}
    </section>
  );
}
