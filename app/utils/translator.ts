/**
 * Google's website translator for the case view's Translate widget (docs/decisions/050), imported
 * when a language is first chosen (app/components/translate-widget.tsx).
 */
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
export function loadTranslator(codes: string[]): Promise<void> {
  ready ??= new Promise<void>((resolve, reject) => {
    window.sarTranslateReady = () => {
      const g = window.google;
      if (!g?.translate?.TranslateElement) return reject(new Error("the translator did not load"));
      new g.translate.TranslateElement(
        { pageLanguage: "en", includedLanguages: codes.join(","), autoDisplay: false },
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
export async function choose(code: string) {
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
export function showOriginal() {
  for (const domain of ["", `; domain=${location.hostname}`, `; domain=.${location.hostname}`]) {
    document.cookie = `googtrans=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain}`;
  }
  location.reload();
}

let translated = false;

/**
 * What choosing in the Translate select does: a language — load the translator (once) and pick it;
 * "English (original)" — back to the original. The select is disabled while it works; a failure
 * is said under it and the select goes back to English.
 */
export async function translateTo(select: HTMLSelectElement, codes: string[]): Promise<void> {
  const error = document.getElementById("translate-error");
  const code = select.value;
  if (error) error.hidden = true;
  if (!code) {
    if (translated) showOriginal();
    return;
  }
  select.disabled = true;
  try {
    await loadTranslator(codes);
    await choose(code);
    translated = true;
  } catch (e) {
    select.value = "";
    if (error) {
      error.textContent = `Translation is not available now: ${e instanceof Error ? e.message : String(e)}.`;
      error.hidden = false;
    }
  } finally {
    select.disabled = false;
  }
}
