/**
 * A text over the search's limit (decision 047): the message and the offer to Find Precedents
 * (too-long-offer-form.tsx), whose code loads when it is shown, as it seldom is (decision 087: the
 * search page's own chunk is loaded by every mode's page). The server renders it in the first HTML.
 */
import { lazyComponent } from "../lazy-component";

export const tooLongOffer = lazyComponent<{ text: string; message: string }>("search-too-long", () => import("./too-long-offer-form").then((m) => m.TooLongOfferForm));
export const TooLongOffer = tooLongOffer.Lazy;
