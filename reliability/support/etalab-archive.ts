import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { pack } from 'tar-stream';

/**
 * A synthetic codes-en-vigueur.tar.gz in the layout of the etalab export (README headings, one Markdown file
 * per article, paths sorted), large enough for an import to be killed halfway. Returns the article count.
 */
export async function writeEtalabArchive(dir: string, codes = 2, articlesPerCode = 600) {
  const file = path.join(dir, 'codes-en-vigueur.tar.gz');
  const files: Record<string, string> = { 'README.md': '# Codes juridiques français\n' };
  const codeLinks: string[] = [];
  for (let c = 1; c <= codes; c += 1) {
    const slug = `code-essai-${c}`;
    codeLinks.push(`- [Code d'essai ${c}](${slug})`);
    files[`codes-en-vigueur/${slug}/README.md`] = `# Code d'essai ${c}\n\n- [Livre Ier](livre-ier)\n`;
    const links: string[] = [];
    for (let a = 1; a <= articlesPerCode; a += 1) {
      const name = `article-${String(a).padStart(5, '0')}.md`;
      links.push(`- [Article ${a}](${name})`);
      files[`codes-en-vigueur/${slug}/livre-ier/${name}`] =
        `# Article ${a}\n\nrepere${c}x${a} Le présent article ${a} du code d'essai ${c} régit le travail.\n` +
        'Alinéa de remplissage sur les contrats et les obligations des parties.\n'.repeat(20);
    }
    files[`codes-en-vigueur/${slug}/livre-ier/README.md`] = `# Livre Ier\n\n${links.join('\n')}\n`;
  }
  files['codes-en-vigueur/README.md'] = `# Codes en vigueur\n\n${codeLinks.join('\n')}\n`;
  const tar = pack();
  const written = pipeline(tar, createGzip(), createWriteStream(file));
  for (const name of Object.keys(files).sort()) tar.entry({ name }, files[name]);
  tar.finalize();
  await written;
  return { file, articles: codes * articlesPerCode };
}
