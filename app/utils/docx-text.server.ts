/**
 * The text of a .docx file (a zip of XML parts) in the Worker, without a library: the central
 * directory names `word/document.xml`, which is stored or deflated; DecompressionStream
 * ("deflate-raw", in workerd and browsers) inflates it, and each paragraph (<w:p>) becomes a line.
 * Returns null for anything that is not such a file.
 */
const decoder = new TextDecoder();

export async function docxText(file: Uint8Array<ArrayBuffer>, maxOut = 4 * 1024 * 1024): Promise<string | null> {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  // End of central directory: the last 22+ bytes, signature 0x06054b50.
  let eocd = -1;
  for (let i = file.length - 22; i >= Math.max(0, file.length - 22 - 65_535); i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const entries = view.getUint16(eocd + 10, true);
  let at = view.getUint32(eocd + 16, true);
  for (let n = 0; n < entries && at + 46 <= file.length; n++) {
    if (view.getUint32(at, true) !== 0x02014b50) return null;
    const method = view.getUint16(at + 10, true);
    const compressed = view.getUint32(at + 20, true);
    const nameLen = view.getUint16(at + 28, true);
    const extraLen = view.getUint16(at + 30, true);
    const commentLen = view.getUint16(at + 32, true);
    const local = view.getUint32(at + 42, true);
    const name = decoder.decode(file.subarray(at + 46, at + 46 + nameLen));
    at += 46 + nameLen + extraLen + commentLen;
    if (name !== "word/document.xml") continue;
    if (local + 30 > file.length || view.getUint32(local, true) !== 0x04034b50) return null;
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    const data = file.subarray(start, start + compressed);
    const xml = method === 0 ? decoder.decode(data) : method === 8 ? await inflate(data, maxOut) : null;
    return xml === null ? null : xmlText(xml);
  }
  return null;
}

async function inflate(data: Uint8Array<ArrayBuffer>, maxOut: number): Promise<string | null> {
  try {
    const stream = new Blob([data]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
    const reader = stream.getReader();
    const parts: Uint8Array<ArrayBuffer>[] = [];
    let total = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.length;
      // A zip bomb stops here.
      if (total > maxOut) {
        await reader.cancel();
        return null;
      }
      parts.push(value as Uint8Array<ArrayBuffer>);
    }
    return decoder.decode(await new Blob(parts).arrayBuffer());
  } catch {
    return null;
  }
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/**
 * A numeric character reference's character, or nothing for one no string can hold (past U+10FFFF,
 * a lone surrogate: `&#99999999;` made String.fromCodePoint throw, issue 33 item 8).
 */
function charRef(digits: string, radix: number): string {
  const code = parseInt(digits, radix);
  return code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : "";
}

function xmlText(xml: string): string {
  return (
    xml
      .replace(/<w:tab\/>/g, "\t")
      .replace(/<w:br\/>|<\/w:p>/g, "\n")
      // No "<" inside a tag (XML escapes it in text): a run of "<" without ">" is scanned once.
      .replace(/<[^<>]*>/g, "")
      // One pass, so "&amp;#99;" stays the text "&#99;" rather than being decoded twice.
      .replace(/&(?:(amp|lt|gt|quot|apos)|#(\d+)|#[xX]([0-9a-fA-F]+));/g, (_, e: string | undefined, d: string | undefined, h: string | undefined) =>
        e ? ENTITIES[e] : d ? charRef(d, 10) : charRef(h!, 16),
      )
      .replace(/\n{3,}/g, "\n\n")
      .trim()
  );
}
