import { CHUNK_WORDS, chunkText } from '../../../search/engine/chunk';
import type { PassageInput } from '../../../search/engine/types';
import { articleKey } from '../../../search/references/article-key';
import { type Block, parseDocumentStructure } from '../structure';

/** A passage as the engine indexes it, with what a search hit shows of it. */
export interface DocumentPassage extends PassageInput {
  /** 'Article 36'; '' for a passage of the text outside articles. */
  label: string;
  /** The block the document page renders it as (its id): the hit's deep link. */
  anchor: string | null;
}

const labelled = (label: string, heading?: string) => (heading ? `${label} ${heading}` : label);
const wordCount = (s: string) => s.split(/\s+/).filter(Boolean).length;

/**
 * A document's passages (docs/search-engine.md): one per article, with the division headings above it, the
 * article's label and the notion it defines (if it does) as its heading; the preamble, the paragraphs outside articles and a text without
 * articles in chunks of about CHUNK_WORDS words, each anchored at its first paragraph.
 */
export function passagesFromBlocks(
  blocks: readonly Block[],
  preambule?: string | null,
  repealed?: ReadonlySet<string>,
): DocumentPassage[] {
  const passages: DocumentPassage[] = [];
  if (preambule?.trim())
    for (const body of chunkText(preambule)) passages.push({ heading: '', body, label: '', anchor: null });
  const divisions: Array<{ level: number; text: string }> = [];
  let loose: Block[] = [];
  let looseWords = 0;
  const flushLoose = () => {
    if (loose.length === 0) return;
    const anchor = loose[0].id;
    for (const body of chunkText(loose.map((b) => b.text).join('\n\n')))
      passages.push({ heading: '', body, label: '', anchor });
    loose = [];
    looseWords = 0;
  };
  for (const block of blocks) {
    if (block.kind === 'paragraph') {
      const words = wordCount(block.text);
      // A new chunk starts at a paragraph, so its anchor is where the reader shows its first words.
      if (looseWords > 0 && looseWords + words > CHUNK_WORDS) flushLoose();
      loose.push(block);
      looseWords += words;
      continue;
    }
    flushLoose();
    if (block.kind === 'article') {
      const defined = definedNotion(block.text);
      const heading = [
        ...divisions.map((d) => d.text),
        labelled(block.label, block.heading),
        ...(defined ? [defined] : []),
      ].join(' — ');
      passages.push({
        heading,
        body: block.text,
        articleKey: articleKey(block.label),
        anchor: block.id,
        label: block.label,
        ...(repealed?.has(block.id) ? { repealed: true } : {}),
      });
      continue;
    }
    while (divisions.length > 0 && divisions[divisions.length - 1].level >= block.level) divisions.pop();
    divisions.push({ level: block.level, text: labelled(block.label, block.heading) });
  }
  flushLoose();
  return passages;
}

/**
 * How an article defining a notion opens, in the drafting of these texts: 'Le gage est le contrat par
 * lequel…', 'L’hypothèque est l’affectation…', 'Est réputé bail à usage professionnel toute convention…',
 * 'Au sens de la présente loi, on entend par…'. Group 1 is the notion. 'Le délai est de trois mois' or
 * 'Le présent code est applicable' are not definitions: the verb must be followed by an article.
 */
const DEFINITIONS = [
  /^(?:les|le|la|l['’])\s*([^,;:.()]{2,60}?)\s+(?:est|sont)\s+(?:(?:les|le|la|un|une|des)\s|l['’])/iu,
  /^(?:est|sont)\s+(?:réputée?s?|considérée?s?)\s+(?:comme\s+)?([^,;:.()]{2,60}?)\s+(?:(?:toute?s?|les|le|la|un|une|celui|celle|ceux|quiconque)\s|l['’])/iu,
  /^(?:[^.]{0,80},\s*)?on entend par\s+([^,;:.()]{2,60})/iu,
];
const MAX_NOTION_WORDS = 6;

/**
 * The notion an article defines, or null. It joins the article's heading, as a title would name it: the
 * article that defines the gage is the answer to `contrat de gage`, before the ones that apply it.
 */
function definedNotion(body: string): string | null {
  for (const re of DEFINITIONS) {
    const m = body.match(re);
    const notion = m?.[1].trim();
    if (notion && notion.split(/\s+/).length <= MAX_NOTION_WORDS) return notion;
  }
  return null;
}

export const passagesOf = (content: string, preambule?: string | null, repealed?: ReadonlySet<string>) =>
  passagesFromBlocks(parseDocumentStructure(content).blocks, preambule, repealed);
