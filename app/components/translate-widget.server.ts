/** The server renders the translate widget in the first HTML: it gets the component at start. */
import { TranslateWidget } from "./translate-widget";
import { provideTranslateWidget } from "./translate-widget-deferred";

provideTranslateWidget(TranslateWidget);
