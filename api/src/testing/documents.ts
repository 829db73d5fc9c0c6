import { crc32, deflateRawSync } from 'node:zlib';

/**
 * Documents made in memory for upload tests and the extraction bench: real PDFs (valid xref, Helvetica text
 * layer) and real .docx files (a zip holding word/document.xml, deflated as Word writes it).
 */

/** A PDF with one page per entry of `pages`, each page holding its lines as text. */
export function makePdf(pages: readonly (readonly string[])[]): Buffer {
  const escape = (line: string) => line.replace(/[()\\]/g, '\\$&');
  const pageCount = pages.length;
  // Objects: 1 catalog, 2 page tree, 3 font, then per page: the page and its content stream.
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const kids: string[] = [];
  pages.forEach((lines, i) => {
    const pageId = 4 + i * 2;
    kids.push(`${pageId} 0 R`);
    const text = lines.map((l, n) => `BT /F1 12 Tf 72 ${720 - n * 16} Td (${escape(l)}) Tj ET`).join('\n');
    objects.push(
      `<< /Type /Page /Parent 2 0 R /Contents ${pageId + 1} 0 R >>`,
      `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    );
  });
  // Pages inherit their size and font from the page tree, which keeps a PDF of thousands of pages small.
  objects[1] = `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${pageCount} /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> >>`;
  const chunks: string[] = ['%PDF-1.4\n'];
  let length = chunks[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(length);
    const chunk = `${i + 1} 0 obj\n${body}\nendobj\n`;
    chunks.push(chunk);
    length += Buffer.byteLength(chunk, 'latin1');
  });
  const xref = length;
  chunks.push(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`);
  for (const offset of offsets) chunks.push(`${String(offset).padStart(10, '0')} 00000 n \n`);
  chunks.push(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return Buffer.from(chunks.join(''), 'latin1');
}

/** A zip of the given entries, deflated (method 8) unless `stored`. */
export function makeZip(files: readonly { name: string; data: Buffer; stored?: boolean }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const f of files) {
    const body = f.stored ? f.data : deflateRawSync(f.data);
    const method = f.stored ? 0 : 8;
    const name = Buffer.from(f.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc32(f.data), 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(f.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc32(f.data), 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(f.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const cd = Buffer.concat(centrals);
  const eocd = Buffer.alloc(22);
  eocd.writeUInt32LE(0x06054b50, 0);
  eocd.writeUInt16LE(files.length, 8);
  eocd.writeUInt16LE(files.length, 10);
  eocd.writeUInt32LE(cd.length, 12);
  eocd.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, eocd]);
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const ROOT_RELS =
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';

/** A minimal .docx whose body holds one paragraph per entry. */
export function makeDocx(paragraphs: readonly string[]): Buffer {
  const xml = `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraphs
    .map((p) => `<w:p><w:r><w:t>${p.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</w:t></w:r></w:p>`)
    .join('')}</w:body></w:document>`;
  return makeZip([
    { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES) },
    { name: '_rels/.rels', data: Buffer.from(ROOT_RELS) },
    { name: 'word/document.xml', data: Buffer.from(xml) },
  ]);
}

export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
