import { DOCUMENT_CONTENT_MAX_CHARS } from '@lexfaso/contracts';
import { frenchWords } from '../official-text/french-words';
import { officialTextOfPdf } from '../official-text/read-official-text';

/** What the process sends back: the text as content and preamble, empty when the PDF has none. */
export interface PdfTextRead {
  content: string;
  preamble: string | null;
}

/** The process's answer to one job: the text read, null when unreadable, `tooLong` past a document's length. */
export type PdfTextAnswer = PdfTextRead | { tooLong: true } | null;

/**
 * The text of a PDF read as an official text (the import's pipeline, ../official-text/): page furniture out,
 * notes kept, headings recognised. This runs in a process of its own (pdf-text-process.ts). Scanned PDFs have no
 * text layer: the answer is then empty. A broken file is not an error here: the upload was already checked,
 * extraction only helps when it can. A text longer than a document may be is not sent to the API process at
 * all: holding it there is what the separate process avoids.
 */
export default async function readPdfText(data: Uint8Array): Promise<PdfTextAnswer> {
  const text = await officialTextOfPdf(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
  const read = { content: text?.content ?? '', preamble: text?.preamble ?? null };
  if (read.content.length + (read.preamble?.length ?? 0) > DOCUMENT_CONTENT_MAX_CHARS)
    return { tooLong: true };
  return read;
}

/** Loads the word list while the process waits for its first PDF rather than during it. */
export async function warmUp() {
  await frenchWords();
}
