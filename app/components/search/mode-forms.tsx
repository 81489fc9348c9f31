/**
 * The search modes' forms (and Find Precedents' panel), each loaded when its mode is shown (issue 22 item 11, decision 087):
 * the page carries no form, not even Quick Search's (the default mode; its court and bench filters
 * made it as heavy as the others, and every mode's page paid for it). The server renders the
 * active mode's form in the first HTML (mode-forms.server.ts provides them all), entry.client loads
 * that one before hydrating, and a switch of mode waits for the next form's chunk beside the
 * loader's data (the route's clientLoader), so the form shows with the page, without a flash.
 */
import type { Mode } from "../../utils/search-form";
import { lazyComponent } from "../lazy-component";
import type { FormProps } from "./form-parts";
import type { PrecedentsPanel } from "./precedents-panel";

/** Shown only if a form's chunk has not come when its mode is rendered (it normally has). */
const loading = (
  <p className="muted form-loading">
    <span className="spinner" aria-label="Loading" />
  </p>
);

export const quickForm = lazyComponent<FormProps>("search-quick", () => import("./quick-form").then((m) => m.QuickForm), loading);
export const mainForm = lazyComponent<FormProps>("search-main", () => import("./main-form").then((m) => m.MainForm), loading);
export const citationForm = lazyComponent<FormProps>("search-citation", () => import("./citation-form").then((m) => m.CitationForm), loading);
export const statuteForm = lazyComponent<FormProps>("search-statute", () => import("./statute-form").then((m) => m.StatuteForm), loading);
export const wordForm = lazyComponent<FormProps>("search-word", () => import("./word-form").then((m) => m.WordForm), loading);
/** Find Precedents, the sixth entry: its form and results. */
export const precedentsPanel = lazyComponent<Parameters<typeof PrecedentsPanel>[0]>("search-precedents", () => import("./precedents-panel").then((m) => m.PrecedentsPanel), loading);

const LAZY: Record<Mode, ReturnType<typeof lazyComponent<FormProps>>> = {
  quick: quickForm,
  main: mainForm,
  citation: citationForm,
  statute: statuteForm,
  word: wordForm,
};

/** Fetches a mode's form ahead (a mode link hovered or focused, the route's clientLoader); never fails. */
export function preloadModeForm(mode: Mode | "precedents"): Promise<unknown> {
  return (mode === "precedents" ? precedentsPanel : LAZY[mode]).load().catch(() => undefined);
}

export function ModeForm({ mode, ...props }: FormProps & { mode: Mode }) {
  const { Lazy } = LAZY[mode];
  return <Lazy {...props} />;
}
