/** The translate widget, hydrated when first used (app/components/deferred.tsx; issue 22 item 11). */
import { deferredComponent } from "./deferred";

const translate = deferredComponent("translate", () => import("./translate-widget").then((m) => m.TranslateWidget));

export const TranslateWidgetDeferred = translate.Deferred;
export const provideTranslateWidget = translate.provide;
