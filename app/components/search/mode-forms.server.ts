/** The server renders the active search mode's form (or Find Precedents) in the first HTML: it gets them all at start (mode-forms.tsx). */
import { CitationForm } from "./citation-form";
import { MainForm } from "./main-form";
import { CourtFilter } from "./form-parts";
import { citationForm, courtFilter, mainForm, precedentsPanel, statuteForm, wordForm } from "./mode-forms";
import { PrecedentsPanel } from "./precedents-panel";
import { StatuteForm } from "./statute-form";
import { WordForm } from "./word-form";

mainForm.provide(MainForm);
citationForm.provide(CitationForm);
statuteForm.provide(StatuteForm);
wordForm.provide(WordForm);
precedentsPanel.provide(PrecedentsPanel);
courtFilter.provide(CourtFilter);
