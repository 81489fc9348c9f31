import { Landing } from "./_index";

/**
 * Any path not listed (spec §2.1): a visitor without a session sees the landing page.
 * (With a session it is the dashboard; that arrives with accounts.)
 */
export default function UnknownPath() {
  return <Landing />;
}
