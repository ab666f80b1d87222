/** Words per passage of a text without articles (about a page of a judgment). */
export const CHUNK_WORDS = 300;

const wordCount = (s: string) => s.split(/\s+/).filter(Boolean).length;

/**
 * Splits a text without articles into passages of about CHUNK_WORDS words, at paragraph breaks (a
 * paragraph longer than twice that is cut between sentences, or between words as a last resort). A short
 * text is one passage. A phrase that straddles two passages is not found in either: the cut falls between
 * paragraphs, where a phrase rarely runs on.
 */
export function chunkText(text: string, target = CHUNK_WORDS): string[] {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .flatMap((p) => (wordCount(p) > 2 * target ? splitLong(p, target) : [p]));
  const chunks: string[] = [];
  let current: string[] = [];
  let words = 0;
  for (const paragraph of paragraphs) {
    const n = wordCount(paragraph);
    if (words > 0 && words + n > target) {
      chunks.push(current.join('\n\n'));
      current = [];
      words = 0;
    }
    current.push(paragraph);
    words += n;
  }
  if (current.length > 0) chunks.push(current.join('\n\n'));
  return chunks;
}

function splitLong(paragraph: string, target: number): string[] {
  const sentences = paragraph.match(/[^.!?;]+(?:[.!?;]+|$)/g) ?? [paragraph];
  const out: string[] = [];
  let current = '';
  for (const sentence of sentences) {
    if (current !== '' && wordCount(current) + wordCount(sentence) > target) {
      out.push(current.trim());
      current = '';
    }
    current += sentence;
    while (wordCount(current) > 2 * target) {
      const words = current.trim().split(/\s+/);
      out.push(words.slice(0, target).join(' '));
      current = words.slice(target).join(' ');
    }
  }
  if (current.trim() !== '') out.push(current.trim());
  return out;
}
