import { z } from "zod";

/** The most text one check reads (issue 25 item 4): 64 KB, a long brief. */
export const CITATION_CHECK_MAX_BYTES = 64 * 1024;
/** An uploaded brief's largest file (a .docx is zipped XML, a PDF carries fonts: their text is far smaller). */
export const CITATION_CHECK_MAX_FILE = 2 * 1024 * 1024;

export const citationCheckMessages = {
  empty: "Paste the text of your brief, or choose a .txt, .docx or .pdf file.",
  tooLong: "The text is over 64 KB. Check a long brief in parts.",
  fileType: "Choose a .txt, .docx or .pdf file.",
  fileTooLarge: "The file is over 2 MB.",
  unreadable: "The file could not be read as a .txt, .docx or .pdf document.",
  pdfUnreadable: "The PDF could not be read (it may be damaged or locked with a password). Paste its text instead.",
  pdfNoText: "This PDF has no text to read: it looks like a scanned image. Paste the brief's text, or upload the PDF after running it through text recognition (OCR).",
  tooMany: "You have checked many briefs in the last hour. Please try again later.",
} as const;

const bytes = (s: string) => new TextEncoder().encode(s).length;

/** The citation check's text (page and POST user/citationCheck). */
export const CitationCheckSchema = z
  .object({
    text: z
      .string({ error: citationCheckMessages.empty })
      .trim()
      .min(1, citationCheckMessages.empty)
      .refine((t) => bytes(t) <= CITATION_CHECK_MAX_BYTES, citationCheckMessages.tooLong),
  })
  .meta({ id: "CitationCheckRequest" });

