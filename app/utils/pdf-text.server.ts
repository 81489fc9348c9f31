/**
 * The text layer of a PDF in the Worker (decision 084): unpdf's serverless build of Mozilla's pdf.js,
 * run in the request (no web worker, no eval). Server-only: pdf.js is ≈ 1.6 MB and never reaches a
 * page. Pages are read in order until the text passes `maxChars` (the caller's limit then refuses
 * it), so a long PDF costs no more than the text it may check; at most `maxPages` pages.
 */
import { getDocumentProxy } from "unpdf";

export type PdfText = { ok: true; text: string } | { ok: false; reason: "unreadable" | "no-text" };

export async function pdfText(file: Uint8Array, { maxChars = 70_000, maxPages = 300 } = {}): Promise<PdfText> {
  // Not a PDF at all (pdf.js would search the whole file for a header first).
  if (new TextDecoder().decode(file.subarray(0, 1024)).indexOf("%PDF-") < 0) return { ok: false, reason: "unreadable" };
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    pdf = await getDocumentProxy(file, { verbosity: 0, stopAtErrors: false });
  } catch {
    // Damaged, or locked with a password.
    return { ok: false, reason: "unreadable" };
  }
  try {
    const pages: string[] = [];
    let length = 0;
    for (let n = 1; n <= Math.min(pdf.numPages, maxPages) && length <= maxChars; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      const text = content.items
        .map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : "") : ""))
        .join("")
        .trim();
      page.cleanup();
      pages.push(text);
      length += text.length + 2;
    }
    const text = pages.join("\n\n").trim();
    // Scanned pages are images: no characters at all (or only stray marks).
    if (text.replace(/\s/g, "").length < 3) return { ok: false, reason: "no-text" };
    return { ok: true, text };
  } catch {
    return { ok: false, reason: "unreadable" };
  } finally {
    await pdf.destroy();
  }
}
