import PDFDocument from 'pdfkit';

/**
 * A PDF with one page per entry (an empty entry makes a page with no text), made by the test so
 * the fixture says what it holds. `password` encrypts it.
 */
export function makePdf(pages: string[], opts: { password?: string } = {}): Promise<Buffer> {
  const doc = new PDFDocument({
    autoFirstPage: false,
    ...(opts.password
      ? { userPassword: opts.password, ownerPassword: opts.password, pdfVersion: '1.7' }
      : {}),
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );
  for (const text of pages) {
    doc.addPage();
    if (text) doc.fontSize(11).text(text);
  }
  doc.end();
  return done;
}

/** Pages of filler in the clinic's vocabulary, with facts placed on known pages. */
export const FILLER =
  'Skin care advice for patients covers washing, moisturising, sun protection and follow-up visits. ';
