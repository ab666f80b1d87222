import { writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { foldWord, wordCheckerFrom } from '../documents/official-text/cleanliness';
import { OfficialTextCorrections } from '../documents/official-text/corrections';
import { LEGAL_WORDS } from '../documents/official-text/legal-words';
import { extractOfficialText } from '../documents/official-text/official-text';
import { parseDocumentStructure } from '../documents/structure';

const require = createRequire(import.meta.url);
const words = wordCheckerFrom(require('an-array-of-french-words') as string[], LEGAL_WORDS);
const pdf = await readFile(
  '/work/shared/corpus/raw/burkina/wendtoinissaka-chatbot-front/public/download/burkina_faso_2015_legislation_external_constitution_national_government_region_french.pdf',
);
const corrections = OfficialTextCorrections.parse(JSON.parse(process.argv[2] ?? '{}'));
const t = await extractOfficialText(
  process.env.TEXT ? { text: await readFile(process.env.TEXT, 'utf8') } : { pdf },
  corrections,
  { isWord: (w: string) => words.isWord(foldWord(w)) },
);
writeFileSync('/tmp/i31/c2015.txt', t.content);
writeFileSync('/tmp/i31/c2015-pre.txt', t.preamble ?? '');
const arts = parseDocumentStructure(t.content).blocks.filter((b) => b.kind === 'article');
console.log(
  arts.length,
  arts.slice(0, 5).map((a) => a.label),
  arts.slice(-5).map((a) => a.label),
  t.warnings.slice(0, 5),
);
