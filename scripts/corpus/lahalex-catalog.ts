/**
 * Editorial metadata for the 67 lahalex-v0 documents, keyed by their folder name. The archive's
 * metadata.json only has a coarse `type` (ohada, codes, cemac...), so type, domain and issuing body
 * are set here. Dates are only those the title or metadata description states (quoted in comments).
 */
export interface CatalogEntry {
  key: string;
  docType: string;
  domaine: string;
  organisme: string;
  jurisdiction?: 'OHADA';
  publishedAt?: string;
  /** Replaces the metadata title when it lost its accents, is a slug, or names another text. */
  title?: string;
  /** Why the document is left out of the demo corpus (reported in SOURCES.md). */
  skip?: string;
}

const BENIN = 'République du Bénin';
const OHADA = { organisme: 'OHADA', jurisdiction: 'OHADA' } as const;
const CCJA = { organisme: 'CCJA (OHADA)', jurisdiction: 'OHADA' } as const;
const CEMAC = { organisme: 'CEMAC', domaine: 'Droit communautaire' } as const;
const BENIN_CODE = { docType: 'Code', organisme: BENIN } as const;
const SOCIAL_PARTNERS = {
  docType: 'Accord',
  domaine: 'Droit du travail',
  organisme: 'Partenaires sociaux (Bénin)',
} as const;

export const LAHALEX_CATALOG: Record<string, CatalogEntry> = {
  // OHADA
  // title: 'Acte uniforme OHADA du 15 décembre 2010'
  'acte-uniforme-ohada-2010': {
    key: 'ohada-audcg-2010',
    docType: 'Acte Uniforme',
    domaine: 'Droit commercial',
    ...OHADA,
    publishedAt: '2010-12-15',
    // The metadata title does not name the act; its content is the general commercial law act.
    title: 'Acte uniforme OHADA du 15 décembre 2010 portant sur le droit commercial général',
  },
  // title: '... du 15 décembre 2010 relatif au droit des sociétés coopératives'
  'acte-uniforme-ohada-societes-cooperatives': {
    key: 'ohada-auscoop-2010',
    docType: 'Acte Uniforme',
    domaine: 'Droit des affaires',
    ...OHADA,
    publishedAt: '2010-12-15',
  },
  'aupc-ohada': {
    key: 'ohada-aupcap-2015',
    docType: 'Acte Uniforme',
    domaine: 'Droit des affaires',
    ...OHADA,
  },
  'acte-uniforme-arbitrage-ohada': {
    key: 'ohada-au-arbitrage',
    docType: 'Acte Uniforme',
    domaine: 'Arbitrage et médiation',
    ...OHADA,
  },
  'acte-uniforme-mediation-ohada': {
    key: 'ohada-au-mediation',
    docType: 'Acte Uniforme',
    domaine: 'Arbitrage et médiation',
    ...OHADA,
  },
  // The folder is named and titled as the accounting act, but its articles are those of the
  // Uniform Act on securities (sûretés personnelles, gage, nantissement, privilèges, hypothèques).
  'acte-uniforme-comptable-information-ohada': {
    key: 'ohada-aus',
    docType: 'Acte Uniforme',
    domaine: 'Droit des affaires',
    ...OHADA,
    title: 'Acte uniforme portant organisation des sûretés',
  },
  'acte-uniforme-comptabilite-ohada': {
    key: 'ohada-au-comptabilite',
    docType: 'Acte Uniforme',
    domaine: 'Droit comptable',
    ...OHADA,
  },
  'acte-uniforme-transport-marchandises-ohada': {
    key: 'ohada-aucmtr',
    docType: 'Acte Uniforme',
    domaine: 'Droit des transports',
    ...OHADA,
  },
  'acte-uniforme-transport-ohada': {
    key: 'ohada-au-transport',
    docType: 'Acte Uniforme',
    domaine: 'Droit des transports',
    ...OHADA,
  },
  // description: 'Traité signé à Port-Louis (Île Maurice) le 17 octobre 1993'
  'traite-ohada-1993': {
    key: 'ohada-traite-1993',
    docType: 'Traité',
    domaine: 'Droit communautaire',
    ...OHADA,
    publishedAt: '1993-10-17',
  },
  // description: '... modifié par le Traité de Québec le 17 octobre 2008'
  'traite-ohada-quebec': {
    key: 'ohada-traite-quebec-2008',
    docType: 'Traité',
    domaine: 'Droit communautaire',
    ...OHADA,
    publishedAt: '2008-10-17',
  },
  // description: 'publié au Journal Officiel de l'OHADA n°20 du 1er novembre 2009'
  'traite-ohada-revision-2009': {
    key: 'ohada-traite-revision',
    docType: 'Traité',
    domaine: 'Droit communautaire',
    ...OHADA,
    publishedAt: '2009-11-01',
  },
  'reglement-arbitrage-ccja-ohada': {
    key: 'ccja-reglement-arbitrage',
    docType: 'Règlement',
    domaine: 'Arbitrage et médiation',
    ...CCJA,
  },
  'reglement-procedure-ccja': {
    key: 'ccja-reglement-procedure',
    docType: 'Règlement',
    domaine: 'Procédure civile',
    ...CCJA,
  },
  'statut-ersuma-ohada': {
    key: 'ohada-statut-ersuma',
    docType: 'Règlement',
    domaine: 'Droit communautaire',
    ...OHADA,
  },

  // Other African communities and organisations
  'traite-modifie-uemoa': {
    key: 'uemoa-traite',
    docType: 'Traité',
    domaine: 'Droit communautaire',
    organisme: 'UEMOA',
  },
  'traite-revise-cedeao-1993': {
    key: 'cedeao-traite-revise-1993',
    docType: 'Traité',
    domaine: 'Droit communautaire',
    organisme: 'CEDEAO',
  },
  'accord-de-bangui-oapi': {
    key: 'oapi-accord-bangui',
    docType: 'Accord',
    domaine: 'Propriété intellectuelle',
    organisme: 'OAPI',
  },
  'charte-africaine-droits-homme-peuples': {
    key: 'ua-charte-africaine-dhp',
    docType: 'Convention internationale',
    domaine: "Droits de l'homme",
    organisme: 'Union africaine',
  },
  'traite-revise-ceeac': {
    key: 'ceeac-traite-revise',
    docType: 'Traité',
    domaine: 'Droit communautaire',
    organisme: 'CEEAC',
  },
  'protocole-copax-ceeac': {
    key: 'ceeac-protocole-copax',
    docType: 'Protocole',
    domaine: 'Droit communautaire',
    organisme: 'CEEAC',
  },
  'traite-revise-cemac': { key: 'cemac-traite-revise', docType: 'Traité', ...CEMAC },
  'additif-transformation-secretariat-cemac': {
    key: 'cemac-additif-commission',
    docType: 'Traité',
    ...CEMAC,
  },
  'assistante-cemac': { key: 'cemac-convention-assistance', docType: 'Convention internationale', ...CEMAC },
  'cour-des-comptes-cemac': {
    key: 'cemac-convention-cour-comptes',
    docType: 'Convention internationale',
    ...CEMAC,
  },
  'cours-de-justice-cemac': {
    key: 'cemac-convention-cour-justice',
    docType: 'Convention internationale',
    ...CEMAC,
  },
  'parlement-communautaire-cemac': {
    key: 'cemac-convention-parlement',
    docType: 'Convention internationale',
    ...CEMAC,
  },
  ueac: { key: 'cemac-convention-ueac', docType: 'Convention internationale', ...CEMAC },
  umac: {
    key: 'cemac-convention-umac',
    docType: 'Convention internationale',
    ...CEMAC,
    title: "Convention régissant l'Union monétaire de l'Afrique centrale (UMAC)",
  },
  'trait-portant-cration-de-la-cima-cima': {
    key: 'cima-traite',
    docType: 'Traité',
    domaine: 'Droit des assurances',
    organisme: 'CIMA',
  },
  'cima-code-assurances-benin': {
    key: 'cima-code-assurances',
    docType: 'Code',
    domaine: 'Droit des assurances',
    organisme: 'CIMA',
  },

  // International texts
  cedh: {
    key: 'coe-cedh',
    docType: 'Convention internationale',
    domaine: "Droits de l'homme",
    organisme: "Conseil de l'Europe",
  },
  ddh: {
    key: 'onu-dudh',
    docType: 'Déclaration',
    domaine: "Droits de l'homme",
    organisme: 'Organisation des Nations unies',
  },
  'convention-geneve-1949': {
    key: 'geneve-convention-iv-1949',
    docType: 'Convention internationale',
    domaine: 'Droit international humanitaire',
    organisme: 'Conférence diplomatique de Genève',
    title: 'Convention de Genève relative à la protection des personnes civiles en temps de guerre (1949)',
  },
  omc: {
    key: 'omc-accords',
    docType: 'Accord',
    domaine: 'Droit du commerce international',
    organisme: 'Organisation mondiale du commerce',
    skip: 'titled as the WTO agreements but holds the Beninese organic law on the Cour des comptes, already included from lois-organiques-cour-constitutionnelle-lois-organiques',
  },

  // Bénin
  'constitution-benin-2019': {
    key: 'benin-constitution-2019',
    docType: 'Constitution',
    domaine: 'Droit constitutionnel',
    organisme: BENIN,
  },
  // The two folders' names are swapped relative to their content: titles follow the content.
  'lois-organiques-98-030-cour-des-comptes-lois-organiques': {
    key: 'benin-loi-organique-cour-constitutionnelle',
    docType: 'Loi',
    domaine: 'Droit constitutionnel',
    organisme: BENIN,
    title: 'Loi organique sur la Cour constitutionnelle (Bénin)',
  },
  'lois-organiques-cour-constitutionnelle-lois-organiques': {
    key: 'benin-loi-organique-cour-des-comptes',
    docType: 'Loi',
    domaine: 'Droit administratif',
    organisme: BENIN,
    title: 'Loi organique sur la Cour des comptes (Bénin)',
  },
  codepenalbenin: {
    key: 'benin-code-penal',
    ...BENIN_CODE,
    domaine: 'Droit pénal',
    title: 'Code pénal en République du Bénin',
  },
  codeprocedurepenalbenin: { key: 'benin-code-procedure-penale', ...BENIN_CODE, domaine: 'Procédure pénale' },
  'coode-personnes-familles': {
    key: 'benin-code-personnes-famille',
    ...BENIN_CODE,
    domaine: 'Droit de la famille',
  },
  codedutavail: { key: 'benin-code-travail', ...BENIN_CODE, domaine: 'Droit du travail' },
  'code-general-impots-2025': { key: 'benin-cgi-2025', ...BENIN_CODE, domaine: 'Droit fiscal' },
  'code-douane': { key: 'benin-code-douanes', ...BENIN_CODE, domaine: 'Droit fiscal' },
  'code-electoral': { key: 'benin-code-electoral', ...BENIN_CODE, domaine: 'Droit constitutionnel' },
  'code-admin-territorial': {
    key: 'benin-code-administration-territoriale',
    ...BENIN_CODE,
    domaine: 'Droit administratif',
  },
  'code-enfant-benin': { key: 'benin-code-enfant', ...BENIN_CODE, domaine: 'Droit de la famille' },
  // description: 'Loi n°2013-01 du 14 janvier 2013 portant Code foncier et domanial'
  'code-foncier-et-domanial-en-rpublique-du-bnin-codes': {
    key: 'benin-code-foncier-domanial',
    ...BENIN_CODE,
    domaine: 'Droit foncier',
    publishedAt: '2013-01-14',
  },
  'code-gestion-eau-benin': { key: 'benin-code-eau', ...BENIN_CODE, domaine: "Droit de l'environnement" },
  'code-marche-public': {
    key: 'benin-code-marches-publics-a',
    ...BENIN_CODE,
    domaine: 'Droit administratif',
    title: 'Code des marchés publics',
  },
  codemarchepublic: { key: 'benin-code-marches-publics', ...BENIN_CODE, domaine: 'Droit administratif' },
  'code-numerique-benin': { key: 'benin-code-numerique', ...BENIN_CODE, domaine: 'Droit du numérique' },
  codedelinformation: { key: 'benin-code-information', ...BENIN_CODE, domaine: 'Droit de la communication' },
  codeforestierbenin: {
    key: 'benin-code-forestier',
    ...BENIN_CODE,
    domaine: "Droit de l'environnement",
    title: 'Code forestier du Bénin',
  },
  // description: 'Loi n°202002 du 20 mars 2020 portant Code des investissements'
  codeinvestissementbenin: {
    key: 'benin-code-investissements',
    ...BENIN_CODE,
    domaine: 'Droit des affaires',
    publishedAt: '2020-03-20',
  },
  codenationalitébenin: { key: 'benin-code-nationalite', ...BENIN_CODE, domaine: 'Droit civil' },
  codepensions: { key: 'benin-code-pensions', ...BENIN_CODE, domaine: 'Droit social' },
  codesecuritesocialebenin: { key: 'benin-code-securite-sociale', ...BENIN_CODE, domaine: 'Droit social' },
  'coode-aviation': { key: 'benin-code-aviation-civile', ...BENIN_CODE, domaine: 'Droit des transports' },
  // description: 'La loi n° 2022-04 du 16 février 2022 modernise le Code de l'hygiène publique'
  'coode-hygiene': {
    key: 'benin-code-hygiene-publique',
    ...BENIN_CODE,
    domaine: 'Droit de la santé',
    publishedAt: '2022-02-16',
    title: "Code de l'hygiène publique en République du Bénin",
  },
  'coode-maritime': { key: 'benin-code-maritime', ...BENIN_CODE, domaine: 'Droit des transports' },
  'convention-collective-cnss-benin': { key: 'benin-convention-collective-cnss', ...SOCIAL_PARTNERS },
  'convention-collective-du-travail-applicable-aux-entreprises-du-secteur-des-manutentions-portuaires-conventions-collectives':
    { key: 'benin-convention-collective-manutentions-portuaires', ...SOCIAL_PARTNERS },
  'convention-collective-generale-benin': { key: 'benin-convention-collective-generale', ...SOCIAL_PARTNERS },
  'convention-collective-presse-benin': { key: 'benin-convention-collective-presse', ...SOCIAL_PARTNERS },
  'conventions-collectives-secteur-prive-para-public-benin': {
    key: 'benin-conventions-collectives-prive-parapublic',
    ...SOCIAL_PARTNERS,
  },
};
