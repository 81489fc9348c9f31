/**
 * The case view's translate widget (subscriber §4; issue 22 item 7, docs/decisions/050): the
 * judgment the subscriber is reading, whole, translated in the page by Google's website
 * translator into the Indian languages it offers. The translator runs in the subscriber's
 * browser on the page already loaded, so it needs no session of its own (its URL proxy fetched
 * the guest page, which holds 1,500 characters). Its script (translate.google.com) is loaded only
 * when a language is chosen; the case page's CSP allows its hosts (entry.server.tsx). This module
 * itself hydrates when the control is first used (translate-widget-deferred.tsx).
 */
import { useRef, useState } from "react";

/**
 * The Indian languages Google Translate offers (code: Google's, name: as the language writes itself,
 * then in English). The 13 of 2019 and the 8 added in May 2022; change here when Google adds more.
 */
export const TRANSLATE_LANGUAGES: { code: string; name: string }[] = [
  { code: "as", name: "অসমীয়া (Assamese)" },
  { code: "bn", name: "বাংলা (Bengali)" },
  { code: "bho", name: "भोजपुरी (Bhojpuri)" },
  { code: "doi", name: "डोगरी (Dogri)" },
  { code: "gu", name: "ગુજરાતી (Gujarati)" },
  { code: "hi", name: "हिन्दी (Hindi)" },
  { code: "kn", name: "ಕನ್ನಡ (Kannada)" },
  { code: "gom", name: "कोंकणी (Konkani)" },
  { code: "mai", name: "मैथिली (Maithili)" },
  { code: "ml", name: "മലയാളം (Malayalam)" },
  { code: "mni-Mtei", name: "ꯃꯩꯇꯩꯂꯣꯟ (Manipuri)" },
  { code: "mr", name: "मराठी (Marathi)" },
  { code: "lus", name: "Mizo ṭawng (Mizo)" },
  { code: "ne", name: "नेपाली (Nepali)" },
  { code: "or", name: "ଓଡ଼ିଆ (Odia)" },
  { code: "pa", name: "ਪੰਜਾਬੀ (Punjabi)" },
  { code: "sa", name: "संस्कृतम् (Sanskrit)" },
  { code: "sd", name: "سنڌي (Sindhi)" },
  { code: "ta", name: "தமிழ் (Tamil)" },
  { code: "te", name: "తెలుగు (Telugu)" },
  { code: "ur", name: "اردو (Urdu)" },
];

/** Google's website translator: its loader and the callback it calls once loaded. */
export const TRANSLATE_SCRIPT = "https://translate.google.com/translate_a/element.js?cb=sarTranslateReady";
const ELEMENT_ID = "google-translate-element";

type GoogleTranslate = { translate: { TranslateElement: new (options: Record<string, unknown>, id: string) => unknown } };
declare global {
  interface Window {
    google?: GoogleTranslate;
    sarTranslateReady?: () => void;
  }
}

let ready: Promise<void> | null = null;

/** Loads the translator once and creates its (hidden) element, limited to TRANSLATE_LANGUAGES. */
function loadTranslator(): Promise<void> {
  ready ??= new Promise<void>((resolve, reject) => {
    window.sarTranslateReady = () => {
      const g = window.google;
      if (!g?.translate?.TranslateElement) return reject(new Error("the translator did not load"));
      new g.translate.TranslateElement(
        { pageLanguage: "en", includedLanguages: TRANSLATE_LANGUAGES.map((l) => l.code).join(","), autoDisplay: false },
        ELEMENT_ID,
      );
      resolve();
    };
    const script = document.createElement("script");
    script.src = TRANSLATE_SCRIPT;
    script.async = true;
    script.onerror = () => {
      ready = null;
      reject(new Error("the translator could not be reached"));
    };
    document.head.appendChild(script);
  });
  return ready;
}

/** Waits for the translator's own language list and picks a language in it (as a person would). */
async function choose(code: string) {
  for (let i = 0; i < 100; i++) {
    const combo = document.getElementById(ELEMENT_ID)?.querySelector("select.goog-te-combo") as HTMLSelectElement | null | undefined;
    if (combo && [...combo.options].some((o) => o.value === code)) {
      combo.value = code;
      combo.dispatchEvent(new Event("change"));
      return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("the translator offered no such language");
}

/** Back to the English original: the translator keeps its choice in a cookie, so clear it and reload. */
function showOriginal() {
  for (const domain of ["", `; domain=${location.hostname}`, `; domain=.${location.hostname}`]) {
    document.cookie = `googtrans=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain}`;
  }
  location.reload();
}

export function TranslateWidget() {
  const [state, setState] = useState<{ busy: boolean; error: string | null; language: string }>({ busy: false, error: null, language: "" });
  const translated = useRef(false);
  return (
    <div className="translate" translate="no">
      <label>
        <span>Translate</span>
        <select
          value={state.language}
          disabled={state.busy}
          aria-describedby={state.error ? "translate-error" : undefined}
          onChange={(e) => {
            const code = e.target.value;
            if (!code) {
              if (translated.current) showOriginal();
              setState({ busy: false, error: null, language: "" });
              return;
            }
            setState({ busy: true, error: null, language: code });
            loadTranslator()
              .then(() => choose(code))
              .then(() => {
                translated.current = true;
                setState({ busy: false, error: null, language: code });
              })
              .catch((err: unknown) => setState({ busy: false, error: err instanceof Error ? err.message : String(err), language: "" }));
          }}
        >
          <option value="">English (original)</option>
          {TRANSLATE_LANGUAGES.map((l) => (
            <option key={l.code} value={l.code}>{l.name}</option>
          ))}
        </select>
      </label>
      {state.error ? <span id="translate-error" className="field-error" role="alert">Translation is not available now: {state.error}.</span> : null}
      <div id={ELEMENT_ID} hidden />
    </div>
  );
}
