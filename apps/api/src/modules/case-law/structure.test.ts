import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readCaseLawFile } from './seed/case-law-file';
import { type DecisionPart, recogniseDecisionParts } from './structure';

const partText = (text: string, parts: DecisionPart[], kind: DecisionPart['kind']) => {
  const p = parts.find((x) => x.kind === kind);
  return p ? text.slice(p.start, p.end) : null;
};

describe('recogniseDecisionParts', () => {
  it('finds the header, visas, motifs, dispositif and signatures in order', () => {
    const text = [
      'COUR DE CASSATION',
      'Arrêt n°29 du 26/5/2005',
      'LA COUR Statuant sur le pourvoi formé le 22 juin 1994 ;',
      'Vu l’ordonnance n°91-0051/PRES ;',
      'Ouï le Conseiller en son rapport ;',
      'SUR LA RECEVABILITE',
      'Attendu que le pourvoi a été fait hors délai ;',
      'PAR CES MOTIFS',
      'Déclare le pourvoi irrecevable ;',
      'Ainsi jugé et prononcé publiquement.',
      'Et ont signé le Président et le Greffier.',
    ].join('\n\n');
    const parts = recogniseDecisionParts(text);
    expect(parts.map((p) => p.kind)).toEqual(['header', 'visas', 'motifs', 'dispositif', 'signatures']);
    expect(partText(text, parts, 'visas')).toBe(
      'Vu l’ordonnance n°91-0051/PRES ;\n\nOuï le Conseiller en son rapport ;',
    );
    expect(partText(text, parts, 'dispositif')).toBe('PAR CES MOTIFS\n\nDéclare le pourvoi irrecevable ;');
    for (let i = 1; i < parts.length; i++) expect(parts[i].start).toBeGreaterThan(parts[i - 1].end);
  });

  it('reads an opinion of the Conseil constitutionnel', () => {
    const text =
      'Avis juridique n° 2005-003/CC\n\nLe Conseil constitutionnel, saisi par lettre ;\n\nVu la Constitution ;\n\nConsidérant que l’accord est régulier ;\n\nEMET L’AVIS SUIVANT :\n\nArticle 1 er L’Accord est conforme.\n\nAinsi délibéré par le Conseil constitutionnel en sa séance du 3 février 2005';
    expect(recogniseDecisionParts(text).map((p) => p.kind)).toEqual([
      'header',
      'visas',
      'motifs',
      'dispositif',
      'signatures',
    ]);
  });

  it('takes the last "PAR CES MOTIFS" (an earlier one quotes the judgment under appeal)', () => {
    const text =
      'Sur le pourvoi\n\nVu le Traité ;\n\nAttendu que l’arrêt attaqué dispose : « PAR CES MOTIFS\n\nInfirme le jugement » ;\n\nAttendu que le moyen n’est pas fondé ;\n\nPAR CES MOTIFS\n\nRejette le pourvoi.';
    const parts = recogniseDecisionParts(text);
    expect(partText(text, parts, 'dispositif')).toBe('PAR CES MOTIFS\n\nRejette le pourvoi.');
  });

  it('keeps an "Attendu" of the account of the case in the header when the visas follow it', () => {
    const text =
      'LA COUR\n\nStatuant sur le pourvoi ;\n\nAttendu que le greffier dressait l’acte de pourvoi.\n\nVu l’ordonnance ;\n\nVu les conclusions ;\n\nAttendu que le requérant se désiste ;\n\nPAR CES MOTIFS\n\nDonne acte.';
    const parts = recogniseDecisionParts(text);
    expect(partText(text, parts, 'visas')).toBe('Vu l’ordonnance ;\n\nVu les conclusions ;');
    expect(partText(text, parts, 'motifs')).toBe('Attendu que le requérant se désiste ;');
  });

  it('does not take a party’s claims ("demande à la cour de : Vu …") for the court’s visas', () => {
    const text =
      'COUR D’APPEL\n\nL’association demande à la cour de :\n\nVu les articles 3 et 7 de la loi du 1 juillet 1901,\n\nInfirmer le jugement.\n\nMOTIFS DE LA DECISION\n\nLe jugement sera confirmé.\n\nPAR CES MOTIFS\n\nConfirme le jugement.';
    expect(recogniseDecisionParts(text).map((p) => p.kind)).toEqual(['header', 'motifs', 'dispositif']);
  });
});

// The Judilibre samples (../shared/corpus, not in the repository) publish each decision's zones: introduction,
// exposé, moyens, motivations, dispositif, annexes. A decision agrees when the recognised dispositif starts where
// the published one does, the recognised motifs cover its motivations, and the visas found are the court's own
// (these decisions have none: the French Cour de cassation's newer style writes none for a rejection, and the
// "Vu" lines of the cour d'appel's decision quote the appellant's claims).
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../..');
const JUDILIBRE = [
  join(repoRoot, '../shared/corpus/raw/judilibre-search-samples/src/data'),
  '/work/shared/corpus/raw/judilibre-search-samples/src/data',
].find(existsSync);

interface Zone {
  start: number;
  end: number;
}
interface Detail {
  id: string;
  jurisdiction: string;
  text: string;
  zones: Record<string, Zone[]> | null;
}

function detailFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? detailFiles(join(dir, e.name))
      : /^sample_detail_.*\.json$/.test(e.name)
        ? [join(dir, e.name)]
        : [],
  );
}

/**
 * The zones' offsets count the line ends of the published file: where they run past the text, that file had
 * CRLF line ends (two characters where the JSON text has one), so an offset is moved back by the LFs before it.
 */
function textZones(text: string, zones: Record<string, Zone[]>): Record<string, Zone[]> {
  const last = Math.max(...Object.values(zones).flatMap((z) => z.map((x) => x.end)));
  if (last <= text.length + 1) return zones;
  const toText = (offset: number) => {
    let crlf = 0;
    let i = 0;
    while (i < text.length && i + crlf < offset) {
      if (text[i] === '\n') crlf++;
      i++;
    }
    return i;
  };
  return Object.fromEntries(
    Object.entries(zones).map(([k, z]) => [
      k,
      z.map((x) => ({ start: toText(x.start), end: toText(x.end) })),
    ]),
  );
}

/** How each of the three parts agrees with the published zones. */
function agreement(detail: Detail) {
  const { text } = detail;
  const zones = textZones(text, detail.zones as Record<string, Zone[]>);
  const parts = recogniseDecisionParts(text);
  const part = (k: DecisionPart['kind']) => parts.find((p) => p.kind === k);
  const published = zones.dispositif[0];
  const dispositif = part('dispositif');
  // (within a few characters: the CRLF count above is off by one in one file)
  const publishedStart =
    published.start + (text.slice(published.start).length - text.slice(published.start).trimStart().length);
  const dispositifAgrees = !!dispositif && Math.abs(dispositif.start - publishedStart) <= 3;
  const motifs = part('motifs');
  const motivationChars = zones.motivations.reduce((n, z) => n + (z.end - z.start), 0);
  const covered = motifs
    ? zones.motivations.reduce(
        (n, z) => n + Math.max(0, Math.min(z.end, motifs.end) - Math.max(z.start, motifs.start)),
        0,
      )
    : 0;
  const motifsAgree =
    !!motifs && covered / motivationChars >= 0.9 && motifs.start >= zones.introduction[0].end;
  const visasAgree = !part('visas');
  return { dispositifAgrees, motifsAgree, visasAgree };
}

describe.skipIf(!JUDILIBRE)('on the Judilibre samples, checked against their published zones', () => {
  const details = detailFiles(JUDILIBRE as string).map((f) => ({
    file: f,
    ...(JSON.parse(readFileSync(f, 'utf8')) as Detail),
  }));
  const zoned = details.filter((d) => d.zones?.dispositif?.length);

  it('finds visas, motifs and dispositif as published for at least 95 % of them', () => {
    const results = zoned.map((d) => ({
      file: d.file.slice((JUDILIBRE as string).length + 1),
      ...agreement(d),
    }));
    const agreeing = results.filter((r) => r.dispositifAgrees && r.motifsAgree && r.visasAgree);
    const distinctTexts = new Set(zoned.map((d) => d.text)).size;
    console.log(
      `Judilibre: ${agreeing.length}/${results.length} decisions agree with their published zones (${distinctTexts} distinct texts): ${JSON.stringify(results)}`,
    );
    expect(results.length).toBeGreaterThan(0);
    expect(agreeing.length / results.length).toBeGreaterThanOrEqual(0.95);
  });

  it('reads the tribunal de commerce’s judgment, which has no zones, the same way', () => {
    for (const d of details.filter((x) => !x.zones?.dispositif?.length)) {
      const parts = recogniseDecisionParts(d.text);
      expect(partText(d.text, parts, 'motifs')?.startsWith('Attendu que')).toBe(true);
      expect(partText(d.text, parts, 'dispositif')?.startsWith('PAR CES MOTIFS')).toBe(true);
    }
  });
});

describe('on every shipped decision', async () => {
  const decisions = await readCaseLawFile(join(repoRoot, 'apps/api/demo-data/case-law.json.gz'));

  it('finds a dispositif wherever the published text reaches it, and visas and motifs in nearly all', () => {
    let all = 0;
    const withoutDispositif: string[] = [];
    for (const d of decisions) {
      const kinds = recogniseDecisionParts(d.content).map((p) => p.kind);
      if (kinds.includes('visas') && kinds.includes('motifs') && kinds.includes('dispositif')) all++;
      if (!kinds.includes('dispositif')) withoutDispositif.push(d.key);
    }
    console.log(`shipped decisions with visas, motifs and dispositif: ${all}/${decisions.length}`);
    // the only ones without a dispositif are those whose published text stops before it
    expect(withoutDispositif.sort()).toEqual(
      decisions
        .filter((d) => d.fieldNotes?.some((n) => n.field === 'solution'))
        .map((d) => d.key)
        .sort(),
    );
    expect(all / decisions.length).toBeGreaterThanOrEqual(0.9);
  });
});
