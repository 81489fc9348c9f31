/**
 * The case view's translate widget (subscriber §4; issue 22 item 7, docs/decisions/050): the
 * judgment the subscriber is reading, whole, translated in the page by Google's website
 * translator into the Indian languages it offers. The translator runs in the subscriber's
 * browser on the page already loaded, so it needs no session of its own (its URL proxy fetched
 * the guest page, which holds 1,500 characters). Its script (translate.google.com) is loaded only
 * when a language is chosen, with the code that drives it (app/utils/translator.ts); the case
 * page's CSP allows its hosts (entry.server.tsx).
 */
/** `languages`: the Indian languages offered (app/utils/translate-languages.server.ts, through the loader). */
export function TranslateWidget({ languages }: { languages: { code: string; name: string }[] }) {
  return (
    <div className="translate" translate="no">
      <label>
        <span>Translate</span>
        <select
          defaultValue=""
          aria-describedby="translate-error"
          onChange={(e) => {
            const select = e.currentTarget;
            void import("../utils/translator").then((t) => t.translateTo(select, languages.map((l) => l.code)));
          }}
        >
          <option value="">English (original)</option>
          {languages.map((l) => (
            <option key={l.code} value={l.code}>{l.name}</option>
          ))}
        </select>
      </label>
      <span id="translate-error" className="field-error" role="alert" hidden />
      <div id="google-translate-element" hidden />
    </div>
  );
}
