import type { AppDeps } from '../../deps';
import { ensureReference } from '../reference-data/seed/reference-data';
import { createDocument, setDocumentPdf } from './document-store';

// Real texts (excerpts of the Code du travail of Benin, OHADA Uniform Acts and Treaty, the African
// Charter, from the shared corpus) plus two made-up test documents (markup, draft), inserted through
// createDocument like any saved document. Dates are test data: some are relative to today so the
// period presets have something to find.

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

export interface Fixture {
  key: string;
  title: string;
  docType: string;
  domaine: string;
  organisme: string;
  jurisdiction: string | null;
  publishedAt: string | null;
  preambule?: string;
  content: string;
  pdf?: boolean;
}

export const FIXTURES: Fixture[] = [
  {
    key: 'travail',
    title: 'Code du travail (extraits)',
    docType: 'Code',
    domaine: 'Droit du travail',
    organisme: 'Assemblée nationale',
    jurisdiction: 'Tribunal du travail',
    publishedAt: '2008-05-13',
    preambule: "L'Assemblée nationale a délibéré et adopté la loi dont la teneur suit.",
    content: `TITRE III : DES DÉLÉGUÉS DU PERSONNEL

Article 115
Tout licenciement d’un délégué du personnel, titulaire ou suppléant, doit être soumis à l’autorisation préalable de l’inspecteur du travail
Il en est de même du licenciement d’un ancien délégué du personnel pendant les douze mois suivant l’expiration de son mandat.

Article 116
Lorsque le motif du licenciement envisagé par l’employeur consiste en une faute lourde commise par le salarié et rendant immédiatement impossible son maintien dans l’entreprise, l’employeur peut, sur le champ, prononcer une mise à pied conservatoire.

Article 117
A compter de la réception de la demande d’autorisation du licenciement, l’inspecteur du travail dispose d’un délai de vingt et un jours pour, après enquête contradictoire, prendre sa décision.
L’absence de réponse dans ce délai vaut autorisation implicite de licenciement.`,
  },
  {
    key: 'arbitrage',
    title: "Acte uniforme relatif au droit de l'arbitrage",
    docType: 'Acte Uniforme',
    domaine: 'Arbitrage et médiation',
    organisme: 'OHADA',
    jurisdiction: 'OHADA',
    publishedAt: '2017-11-23',
    pdf: true,
    content: `CHAPITRE PREMIER : CHAMP D'APPLICATION

Article premier
Le présent Acte uniforme a vocation à s'appliquer à tout arbitrage lorsque le siège du tribunal arbitral se trouve dans l'un des Etats Parties.

Article 2
Toute personne physique ou morale peut recourir à l'arbitrage sur les droits dont elle a la libre disposition.

Article 3
L'arbitrage peut être fondé sur une convention d'arbitrage ou sur un instrument relatif aux investissements, notamment un code des investissements ou un traité bilatéral.`,
  },
  {
    key: 'traite',
    title: "Traité relatif à l'harmonisation du droit des affaires en Afrique",
    docType: 'Traité',
    domaine: 'Droit des affaires',
    organisme: 'OHADA',
    jurisdiction: null,
    publishedAt: '1993-10-17',
    content: `Article 1er
Le présent Traité a pour objet l’harmonisation du droit des affaires dans les Etats Parties par l’élaboration et l’adoption de règles communes simples, modernes et adaptées à la situation de leurs économies, et par l’encouragement au recours à l’arbitrage pour le règlement des différends contractuels.

Article 2
Entrent dans le domaine du droit des affaires l’ensemble des règles relatives au droit des sociétés et au statut juridique des commerçants.`,
  },
  {
    key: 'charte',
    title: "Charte africaine des droits de l'homme et des peuples",
    docType: 'Convention internationale',
    domaine: "Droits de l'homme",
    organisme: 'Union africaine',
    jurisdiction: null,
    publishedAt: daysAgo(100),
    content: `Article 2
Toute personne a droit à la jouissance des droits et libertés reconnus et garantis dans la présente Charte sans distinction aucune, notamment de race, d'ethnie, de couleur, de sexe, de langue, de religion.`,
  },
  {
    key: 'cooperatives',
    title: 'Acte uniforme relatif au droit des sociétés coopératives',
    docType: 'Acte Uniforme',
    domaine: 'Droit des sociétés',
    organisme: 'OHADA',
    jurisdiction: null,
    publishedAt: daysAgo(10),
    content: `Article 1
Toute société coopérative, toute union ou fédération de sociétés coopératives, dont le siège social est situé sur le territoire de l’un des Etats Parties, est soumise aux dispositions du présent Acte uniforme.`,
  },
  {
    key: 'markup',
    title: 'Arrêt <b>balisé</b> de test',
    docType: 'Arrêt',
    domaine: 'Droit civil',
    organisme: 'Gouvernement du Burkina Faso',
    jurisdiction: 'Cour de cassation',
    publishedAt: '2021-03-02',
    content: 'Le champ contenait <script>alert("x")</script> & du texte qui ne doit jamais être interprété.',
  },
  {
    key: 'draft',
    title: 'Projet de décret sur le licenciement (brouillon)',
    docType: 'Décret',
    domaine: 'Droit du travail',
    organisme: 'Gouvernement du Burkina Faso',
    jurisdiction: null,
    publishedAt: null,
    content: 'Article 1\nLe licenciement économique est encadré.',
  },
];

export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** Inserts the fixtures; returns their ids by key. */
export async function insertFixtures(deps: AppDeps): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  for (const f of FIXTURES) {
    const type = await deps.db
      .selectFrom('doc_types')
      .select('id')
      .where('type', '=', f.docType)
      .executeTakeFirstOrThrow();
    ids[f.key] = await createDocument(deps.db, {
      title: f.title,
      content: f.content,
      preambule: f.preambule ?? null,
      publishedAt: f.publishedAt,
      docTypeId: type.id,
      domaineId: await ensureReference(deps.db, 'domaines', f.domaine),
      organismeId: await ensureReference(deps.db, 'organismes', f.organisme),
      jurisdiction: f.jurisdiction,
    });
    if (f.pdf) {
      const key = await deps.storage.put(PDF_BYTES, 'pdf');
      await setDocumentPdf(deps.db, ids[f.key], { path: key, name: 'arbitrage.pdf', size: PDF_BYTES.length });
    }
  }
  return ids;
}
