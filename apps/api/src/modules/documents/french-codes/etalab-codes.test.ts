import { createWriteStream, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip, gzipSync } from 'node:zlib';
import { pack } from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DIALECT } from '../../../../test/support';
import {
  type CorpusRecord,
  countEtalabArticles,
  describeArchiveError,
  readEtalabCodes,
} from './etalab-codes.js';
import { importEtalabArchive } from './import-etalab.js';

// A miniature of codes-en-vigueur.tar.gz: two codes, folders with README headings and link order
// that differs from alphabetical order, one article body carrying HTML like the real export.
const FILES: Record<string, string> = {
  'codes-en-vigueur/README.md':
    '# Codes en vigueur\n\n- [Code civil](code-civil)\n- [Code du travail](code-du-travail)\n',
  'codes-en-vigueur/code-civil/README.md': '# Code civil\n\n- [Livre Ier : Des personnes](livre-ier)\n',
  'codes-en-vigueur/code-civil/livre-ier/README.md':
    '# Livre Ier : Des personnes\n\n- [Chapitre II : Du domicile](chapitre-ii)\n',
  'codes-en-vigueur/code-civil/livre-ier/chapitre-ii/README.md':
    '# Chapitre II : Du domicile\n\n- [Article 103](article-103.md)\n- [Article 102](article-102.md)\n',
  'codes-en-vigueur/code-civil/livre-ier/chapitre-ii/article-102.md':
    '# Article 102\n\nLe domicile de tout Français est au lieu de son principal établissement.\n',
  'codes-en-vigueur/code-civil/livre-ier/chapitre-ii/article-103.md':
    '# Article 103\n\n<div align="left">Le changement de domicile s\'opère.<br/>Second alinéa.</div>\n',
  'codes-en-vigueur/code-du-travail/README.md':
    '# Code du travail.\n\n- [Partie législative](partie-legislative)\n',
  'codes-en-vigueur/code-du-travail/partie-legislative/README.md':
    '# Partie législative\n\n- [Section 1 : Principes](section-1)\n',
  'codes-en-vigueur/code-du-travail/partie-legislative/section-1/README.md':
    '# Section 1 : Principes\n\n- [Article L1234-5](article-l1234-5.md)\n',
  'codes-en-vigueur/code-du-travail/partie-legislative/section-1/article-l1234-5.md':
    "# Article L1234-5\n\nLorsque le salarié n'exécute pas le préavis,\nil a droit à une indemnité.\n",
  'README.md': '# Codes juridiques français\n',
};

let dir: string;
let archive: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'etalab-codes-'));
  archive = join(dir, 'codes.tar.gz');
  const tar = pack();
  const written = pipeline(tar, createGzip(), createWriteStream(archive));
  // Sorted paths, as in the real archive (README.md sorts before lower-case folder names).
  for (const name of Object.keys(FILES).sort()) tar.entry({ name }, FILES[name]);
  tar.finalize();
  await written;
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function collect(mode: 'article' | 'code', codes?: string[]): Promise<CorpusRecord[]> {
  const records: CorpusRecord[] = [];
  for await (const record of readEtalabCodes(archive, { mode, codes })) records.push(record);
  return records;
}

describe('readEtalabCodes', () => {
  it('yields one record per article file in article mode', async () => {
    const records = await collect('article');
    expect(records.map((r) => r.title)).toEqual([
      'Code civil, article 102',
      'Code civil, article 103',
      'Code du travail, article L1234-5',
    ]);
    const travail = records[2];
    expect(travail.content).toBe(
      "Article L1234-5\n\nLorsque le salarié n'exécute pas le préavis, il a droit à une indemnité.",
    );
    expect(travail).toMatchObject({
      docType: 'Code',
      domaine: 'Droit du travail',
      organisme: 'République française',
      publishedAt: null,
      sourcePath: 'codes-en-vigueur/code-du-travail/partie-legislative/section-1/article-l1234-5.md',
    });
    expect(records[1].content).toBe("Article 103\n\nLe changement de domicile s'opère.\n\nSecond alinéa.");
    expect(new Set(records.map((r) => r.key)).size).toBe(3);
  });

  it('assembles whole codes with headings and README link order in code mode', async () => {
    const records = await collect('code');
    expect(records.map((r) => r.title)).toEqual(['Code civil', 'Code du travail']);
    expect(records[0].content.split('\n\n')).toEqual([
      'LIVRE Ier : Des personnes',
      'CHAPITRE II : Du domicile',
      'Article 103',
      "Le changement de domicile s'opère.",
      'Second alinéa.',
      'Article 102',
      'Le domicile de tout Français est au lieu de son principal établissement.',
    ]);
    expect(records[1].content.split('\n\n').slice(0, 3)).toEqual([
      'PARTIE LÉGISLATIVE',
      'Section 1 : Principes',
      'Article L1234-5',
    ]);
  });

  it('keeps only the requested codes', async () => {
    const records = await collect('code', ['code-du-travail']);
    expect(records.map((r) => r.key)).toEqual(['fr-code-du-travail']);
  });

  it('counts article files', async () => {
    expect(await countEtalabArticles(archive)).toBe(3);
  });

  it('rejects a missing or damaged archive instead of crashing the process', async () => {
    await expect(countEtalabArticles(join(dir, 'absent.tar.gz'))).rejects.toThrow(/ENOENT/);
    const damaged = join(dir, 'damaged.tar.gz');
    writeFileSync(damaged, 'pas une archive gzip');
    const gunzipError = await countEtalabArticles(damaged).catch((err: unknown) => err);
    expect(describeArchiveError(gunzipError)).toBe(
      "l'archive n'est pas un .tar.gz lisible (incorrect header check)",
    );
    // A gzip of something that is not a tar: tar-stream's own words.
    const notTar = join(dir, 'not-tar.tar.gz');
    writeFileSync(notTar, gzipSync(Buffer.alloc(1024, 'x')));
    expect(describeArchiveError(await countEtalabArticles(notTar).catch((err: unknown) => err))).toMatch(
      /^l'archive n'est pas un \.tar\.gz lisible \(Invalid tar header/,
    );
    // Other failures keep their own words, even when they name a .tar.gz.
    expect(describeArchiveError(new Error('archive introuvable : codes.tar.gz'))).toBe(
      'archive introuvable : codes.tar.gz',
    );
    const records: CorpusRecord[] = [];
    await expect(
      (async () => {
        for await (const r of readEtalabCodes(damaged, { mode: 'article' })) records.push(r);
      })(),
    ).rejects.toThrow(/header/i);
    expect(records).toEqual([]);
  });
});

describe(`importEtalabArchive under another identity (${TEST_DIALECT})`, () => {
  it('imports the records again as new documents, their keys together, and a re-run imports nothing', async () => {
    const t = await createTestApp();
    try {
      const { db, dialect } = t.deps.handle;
      const first = await importEtalabArchive(db, dialect, { archivePath: archive, mode: 'article' });
      const copy = await importEtalabArchive(db, dialect, {
        archivePath: archive,
        mode: 'article',
        identity: 'copie-2',
      });
      const again = await importEtalabArchive(db, dialect, {
        archivePath: archive,
        mode: 'article',
        identity: 'copie-2',
      });
      expect([first.imported, copy.imported, again.imported]).toEqual([3, 3, 0]);
      const sources = (
        await db.selectFrom('documents').select('source').where('source', 'like', 'etalab:%').execute()
      ).map((r) => r.source ?? '');
      // The copy's keys begin with its identity: in the source index they follow one another, not each
      // record's key in the first import.
      expect(sources.filter((s) => s.startsWith('etalab:copie-2/fr-')).sort()).toEqual(
        sources
          .filter((s) => s.startsWith('etalab:fr-'))
          .map((s) => s.replace('etalab:', 'etalab:copie-2/'))
          .sort(),
      );
      expect(sources).toHaveLength(6);
    } finally {
      await t.close();
    }
  });
});
