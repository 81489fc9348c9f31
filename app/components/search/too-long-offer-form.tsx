import { Form } from "@remix-run/react";
import { searchNotices } from "../../utils/copy-search";

/**
 * A text over the search's limit (decision 047): the message, and the text offered to Find
 * Precedents (a POST, as that form is), so nothing typed is lost. Loaded when shown (too-long-offer.tsx).
 */
export function TooLongOfferForm({ text, message }: { text: string; message: string }) {
  return (
    <div className="search-error too-long" role="alert">
      <p>*{message}</p>
      <Form method="post" action="/search?mode=precedents">
        <input type="hidden" name="text" value={text} />
        <button type="submit" className="button primary">{searchNotices.textTooLongButton}</button>
      </Form>
    </div>
  );
}
