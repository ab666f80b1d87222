import { frenchWords } from '../official-text/french-words';
import { officialTextOfPdf } from '../official-text/read-official-text';

/** What the thread posts back: the text as content and preamble, empty when the PDF has none. */
export interface PdfTextRead {
  content: string;
  preamble: string | null;
}

/**
 * The text of a PDF read as an official text (the import's pipeline, ../official-text/): page furniture out,
 * notes kept, headings recognised. This runs in a thread of its own (extract-text.ts). Scanned PDFs have no
 * text layer: the answer is then empty. A broken file is not an error here: the upload was already checked,
 * extraction only helps when it can.
 */
export default async function readPdfText(data: Uint8Array): Promise<PdfTextRead> {
  const text = await officialTextOfPdf(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
  return { content: text?.content ?? '', preamble: text?.preamble ?? null };
}

/** Loads the word list while the thread waits for its first PDF rather than during it. */
export async function warmUp() {
  await frenchWords();
}
