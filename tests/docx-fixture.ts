/** Test support (issue 33 item 8): the smallest .docx app/utils/docx-text.server.ts reads. */
/**
 * A .docx of one paragraph: a stored (uncompressed) zip holding word/document.xml, the
 * paragraph's XML text as given (entities and all).
 */
export function docxOf(paragraph: string): Uint8Array<ArrayBuffer> {
  const enc = new TextEncoder();
  const name = enc.encode("word/document.xml");
  const data = enc.encode(
    `<?xml version="1.0"?><w:document><w:body><w:p><w:r><w:t>${paragraph}</w:t></w:r></w:p></w:body></w:document>`
  );
  const local = new Uint8Array(30 + name.length + data.length);
  const lv = new DataView(local.buffer);
  lv.setUint32(0, 0x04034b50, true);
  lv.setUint16(8, 0, true); // stored
  lv.setUint32(18, data.length, true);
  lv.setUint32(22, data.length, true);
  lv.setUint16(26, name.length, true);
  local.set(name, 30);
  local.set(data, 30 + name.length);
  const central = new Uint8Array(46 + name.length);
  const cv = new DataView(central.buffer);
  cv.setUint32(0, 0x02014b50, true);
  cv.setUint16(10, 0, true);
  cv.setUint32(20, data.length, true);
  cv.setUint32(24, data.length, true);
  cv.setUint16(28, name.length, true);
  cv.setUint32(42, 0, true);
  central.set(name, 46);
  const end = new Uint8Array(22);
  const ev = new DataView(end.buffer);
  ev.setUint32(0, 0x06054b50, true);
  ev.setUint16(8, 1, true);
  ev.setUint16(10, 1, true);
  ev.setUint32(12, central.length, true);
  ev.setUint32(16, local.length, true);
  const out: Uint8Array<ArrayBuffer> = new Uint8Array(
    local.length + central.length + end.length
  );
  out.set(local, 0);
  out.set(central, local.length);
  out.set(end, local.length + central.length);
  return out;
}
