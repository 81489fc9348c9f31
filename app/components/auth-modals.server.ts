/**
 * Server side of the lazy auth modals: the server renders an open modal in the first HTML (it must
 * work without JavaScript), so it gets the component at start instead of loading it lazily. Imported
 * for its effect by app/root.tsx; the browser build leaves `.server` modules out.
 */
import { AuthModals } from "./auth-forms";
import { provideAuthModals } from "./auth-modals-lazy";

provideAuthModals(AuthModals);
