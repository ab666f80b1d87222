import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import type { DecisionFields } from '@lexfaso/contracts';

/**
 * One decision of the shipped case law, apps/api/demo-data/case-law.json.gz (built by
 * scripts/corpus/build-case-law.ts): the Burkinabè decisions first (Juricaf's 2015 CSV), then the CCJA's.
 * Every text is cleaned and pseudonymised; every field is read from the text.
 */
export interface DemoDecision {
  /** Stable unique id: 'bf-cour-de-cassation-2005-05-26-29', 'ohada-ccja-2009-02-26-007-2009'. */
  key: string;
  /** 'Cour de cassation, chambre criminelle, arrêt n°29 du 26 mai 2005'. */
  title: string;
  /** How users cite it: 'Cass. crim., 26 mai 2005, arrêt n°29', 'Décision n°2005-007/CC/EPF du 14 octobre 2005'. */
  reference: string;
  /** Exactly one of the `jurisprudence` types of DOC_TYPE_CATEGORIES. */
  docType: string;
  decision: DecisionFields;
  /** Plain text: paragraphs separated by a blank line. */
  content: string;
  /**
   * The reference line a CCJA page gives before the decision, as the court's Recueil prints it ("Cour Commune de
   * Justice et d'Arbitrage (C.C.J.A), Arrêt N° 007/2009 du 26 février 2009, … Affaire : … contre …"),
   * pseudonymised; null when the page has none.
   */
  publishedReference: string | null;
  /** The CCJA pages' "involving Burkina Faso" mark (raw/ccja-juricaf/INDEX.md); false for the Burkinabè ones. */
  involvesBurkinaFaso: boolean;
  /** 'Source : Juricaf (AHJUCAF), ODbL 1.0'. */
  attribution: string;
  source: {
    /** Matches a heading of apps/api/demo-data/SOURCES.md. */
    name: 'juricaf-burkina-2015' | 'ccja-juricaf';
    file: string;
    /** Rows of the CSV (1 = the first row after the header) or Juricaf's id; two when a duplicate was merged. */
    records: { row?: number; juricafId: string; juricafDate: string }[];
  };
  /**
   * Fields not read from the text, and why: empty (a source that stops before its dispositif) or taken from the
   * source's own metadata (a page whose text lacks its title line). Absent when every field comes from the text.
   */
  fieldNotes?: { field: keyof DecisionFields; note: string }[];
}

const gunzipAsync = promisify(gunzip);

export async function readCaseLawFile(path: string): Promise<DemoDecision[]> {
  return JSON.parse((await gunzipAsync(await readFile(path))).toString('utf8')) as DemoDecision[];
}
