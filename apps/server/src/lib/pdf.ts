import PDFDocument from 'pdfkit';

/** A4 with pdfkit's standard fonts (Helvetica): nothing to embed, so documents stay small. */
export function newPdf(info: { Title: string }) {
  return new PDFDocument({ size: 'A4', margin: 50, info: { ...info, Author: 'Partnerly' } });
}

/** The document's bytes once `doc.end()` has been called and pdfkit has written them all. */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
