import { copy } from "../utils/copy-core";

/** The server-error view of list screens (subscriber §8, back-office §8). */
export function ServerErrorView() {
  return (
    <section className="error-view" role="alert">
      <h1>{copy.errors.serverError}</h1>
      <p>{copy.errors.serversDown}</p>
    </section>
  );
}

/** The error view of the subscriber's own lists (login history, notifications): "Something went wrong". */
export function SomethingWrongView() {
  return (
    <p className="alert error" role="alert">
      {copy.errors.somthingWrong}
    </p>
  );
}
