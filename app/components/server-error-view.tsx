import { copy } from "../utils/copy-core";

/**
 * The server-down picture (subscriber §8: "list screens show a server-down image"): a server rack
 * with a broken link, drawn inline so it shows when the server itself cannot send a file.
 * Decorative: the words beside it say the same.
 */
export function ServerDownImage() {
  return (
    <svg className="server-down-image" width="160" height="120" viewBox="0 0 160 120" aria-hidden="true" focusable="false">
      <rect x="30" y="10" width="100" height="28" rx="4" fill="#e9e6df" stroke="#5b6472" strokeWidth="2" />
      <rect x="30" y="46" width="100" height="28" rx="4" fill="#e9e6df" stroke="#5b6472" strokeWidth="2" />
      <circle cx="44" cy="24" r="4" fill="#b3261e" />
      <circle cx="44" cy="60" r="4" fill="#b3261e" />
      <path d="M60 24h50M60 60h50" stroke="#5b6472" strokeWidth="3" strokeLinecap="round" />
      <path d="M80 74v14" stroke="#5b6472" strokeWidth="3" />
      <path d="M62 96h14M84 96h14" stroke="#5b6472" strokeWidth="3" strokeLinecap="round" />
      <path d="M76 90l8 12M84 90l-8 12" stroke="#b3261e" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
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
