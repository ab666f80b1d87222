/**
 * The text layer of a PDF, page after page, read with pdf.js (legacy build: the one meant for Node). This runs in
 * a thread of its own (extract-text.ts). Scanned PDFs have no text layer: the answer is then ''. A broken file
 * is not an error here: the upload was already checked, extraction only helps when it can.
 */
const MAX_PAGES = 2000;
const MAX_CHARS = 5_000_000;

interface TextItemLike {
  str?: string;
  hasEOL?: boolean;
}

export default async function readPdfText(data: Uint8Array): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = getDocument({
    data,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  });
  try {
    const pdf = await task.promise;
    const pages: string[] = [];
    let length = 0;
    for (let n = 1; n <= Math.min(pdf.numPages, MAX_PAGES) && length < MAX_CHARS; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      const text = (content.items as TextItemLike[])
        .map((item) => (item.str ?? '') + (item.hasEOL ? '\n' : ''))
        .join('');
      page.cleanup();
      pages.push(text);
      length += text.length;
    }
    return normalise(pages.join('\n\n')).slice(0, MAX_CHARS);
  } catch {
    return '';
  } finally {
    await task.destroy().catch(() => {});
  }
}

/** Joins pdf.js fragments into plain paragraphs: no trailing spaces, at most one blank line. */
function normalise(text: string) {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
