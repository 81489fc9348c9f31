/** The server renders the active search mode's form (or Find Precedents, or the too-long offer) in the first HTML: it gets them all at start (mode-forms.tsx). */
import { CitationForm } from "./citation-form";
import { MainForm } from "./main-form";
import { citationForm, mainForm, precedentsPanel, quickForm, statuteForm, wordForm } from "./mode-forms";
import { PrecedentsPanel } from "./precedents-panel";
import { QuickForm } from "./quick-form";
import { StatuteForm } from "./statute-form";
import { tooLongOffer } from "./too-long-offer";
import { TooLongOfferForm } from "./too-long-offer-form";
import { WordForm } from "./word-form";

mainForm.provide(MainForm);
citationForm.provide(CitationForm);
statuteForm.provide(StatuteForm);
wordForm.provide(WordForm);
precedentsPanel.provide(PrecedentsPanel);
quickForm.provide(QuickForm);
tooLongOffer.provide(TooLongOfferForm);
