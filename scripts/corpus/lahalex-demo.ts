/**
 * Which lahalex-v0 documents stay in the demo corpus (the OHADA texts and the other
 * international texts that apply in Burkina Faso) and what is fixed in each, with the reason. Every
 * other document of the catalog is left out, for the reason given in LEFT_OUT.
 */
import type {
  ArticleGap,
  Replacement,
} from '../../apps/api/src/modules/documents/official-text/corrections.js';

export interface LahalexFix {
  /** The key the document had in the previous demo corpus (lahalex-catalog.ts). */
  from: string;
  key: string;
  title: string;
  reference: string;
  publishedAt: string | null;
  /** Where the date (or its absence) comes from. */
  dateSource: string;
  /** Start of the text: what comes before it is left out (a garbled preamble). */
  startAt?: string;
  /** Characters a broken font encoding put in place of others ('rŁglement' for 'règlement'). */
  characters?: Record<string, string>;
  /** Page furniture the source left inside paragraphs (running header, page numbers): removed wherever it is. */
  furniture?: { pattern: string; reason: string }[];
  replacements?: Replacement[];
  expectedGaps?: ArticleGap[];
  /** What was wrong with the document in the previous demo corpus and is fixed here. */
  fixed: string;
}

const R = (find: string, replace: string, reason: string, count = 1): Replacement => ({
  find,
  replace,
  reason,
  count,
  target: 'content',
});

export const LAHALEX_DEMO: LahalexFix[] = [
  {
    from: 'ohada-audcg-2010',
    key: 'ohada-audcg-2010',
    title: 'Acte uniforme OHADA du 15 décembre 2010 portant sur le droit commercial général',
    reference: 'Acte uniforme OHADA du 15 décembre 2010 portant sur le droit commercial général',
    publishedAt: '2010-12-15',
    dateSource: 'Titre de la source : « Acte uniforme OHADA du 15 décembre 2010 ».',
    fixed: 'Mots coupés ou collés réparés.',
  },
  {
    from: 'ohada-auscoop-2010',
    key: 'ohada-auscoop-2010',
    title: 'Acte uniforme OHADA du 15 décembre 2010 relatif au droit des sociétés coopératives',
    reference: 'Acte uniforme OHADA du 15 décembre 2010 relatif au droit des sociétés coopératives',
    publishedAt: '2010-12-15',
    dateSource: 'Titre de la source : « … du 15 décembre 2010 relatif au droit des sociétés coopératives ».',
    fixed: 'Plus de 300 mots coupés en fin de ligne (« coopéra- tive ») recollés.',
    expectedGaps: [
      {
        after: '148',
        next: '150',
        reason: "L'article 149 manque dans la source (lahalex), qui n'en a pas de fichier.",
      },
      {
        after: '157',
        next: '159',
        reason: "L'article 158 manque dans la source (lahalex), qui n'en a pas de fichier.",
      },
      {
        after: '258',
        next: '260',
        reason: "L'article 259 manque dans la source (lahalex), qui n'en a pas de fichier.",
      },
    ],
  },
  {
    from: 'ohada-aupcap-2015',
    key: 'ohada-aus',
    title: 'Acte uniforme OHADA portant organisation des sûretés',
    reference: 'Acte uniforme OHADA portant organisation des sûretés',
    publishedAt: null,
    dateSource: "Le texte ne donne pas sa date d'adoption.",
    replacements: [R('\n\n44', '', 'Numéro de page (44) resté à la fin du dernier article.')],
    fixed:
      "Le dossier « aupc-ohada » de la source est intitulé « Acte uniforme 2015 portant organisation des procédures collectives d'apurement du passif » mais contient l'acte uniforme sur les sûretés : il est publié sous son vrai titre. L'acte sur les procédures collectives n'est dans aucune source : il n'est pas publié.",
  },
  {
    from: 'ohada-au-comptabilite',
    key: 'ohada-audcif-2017',
    title: "Acte uniforme OHADA relatif au droit comptable et à l'information financière",
    reference:
      "Acte uniforme OHADA du 26 janvier 2017 relatif au droit comptable et à l'information financière",
    publishedAt: '2017-01-26',
    dateSource: '« Fait à Brazzaville, le 26 janvier 2017 ».',
    characters: { "50'": "L'" },
    furniture: [
      {
        pattern:
          "ACTE UNIFORME RELATIF AU DROIT COMPTABLE ET À L'INFORMATION FINANCIÈRE Adopté le 26/01/2017 à Brazzaville \\(CONGO\\) Publié au Journal Officiel n° Spécial du 15/02/2017",
        reason: "En-tête courant de l'édition (36 fois), resté au milieu des paragraphes.",
      },
      { pattern: '\\b\\d{1,2} / 40\\b', reason: 'Numéros de page (« 18 / 40 ») restés dans le texte.' },
      { pattern: 'Powered by TCPDF', reason: 'Pied de page du logiciel qui a produit le PDF.' },
    ],
    replacements: [
      ['38', '2'],
      ['58', '4'],
      ['73', '1'],
      ['106', '1'],
      ['108', '1'],
    ].map(([n, note]) =>
      R(
        `Article ${n}-${note}\n\n${note} `,
        `Article ${n}\n\n`,
        `Appel de note (${note}) collé au numéro de l'article ${n} (« Article ${n}-${note} ») et répété en tête du texte ; la note elle-même n'est pas dans la source.`,
      ),
    ),
    fixed:
      "Titre complété (le texte est l'acte de 2017 sur le droit comptable et l'information financière). Le document « Acte uniforme portant organisation des sûretés » du corpus précédent mêlait cet acte et celui sur les sûretés : il n'est plus publié, chacun des deux actes l'est une fois. La lettre « L » suivie d'une apostrophe, lue « 50' » par l'extraction (« 50'entité »), est remise.",
  },
  {
    from: 'ohada-au-arbitrage',
    key: 'ohada-au-arbitrage-2017',
    title: "Acte uniforme OHADA relatif au droit de l'arbitrage",
    reference: "Acte uniforme OHADA du 23 novembre 2017 relatif au droit de l'arbitrage",
    publishedAt: '2017-11-23',
    dateSource: '« Fait à Conakry, le 23 novembre 2017 ».',
    fixed: 'Date tirée du texte.',
  },
  {
    from: 'ohada-au-mediation',
    key: 'ohada-au-mediation-2017',
    title: 'Acte uniforme OHADA relatif à la médiation',
    reference: 'Acte uniforme OHADA du 23 novembre 2017 relatif à la médiation',
    publishedAt: '2017-11-23',
    dateSource: '« Fait à Conakry, le 23 novembre 2017 ».',
    characters: { _: '' },
    replacements: [
      R('Sans an', 'Sansan', "Nom du signataire pour la Côte d'Ivoire coupé par l'extraction."),
      R('Guinée Biss au', 'Guinée Bissau', "Nom d'État coupé par l'extraction."),
      R(
        'Ale xis',
        'Alexis',
        "Prénom du signataire pour la République démocratique du Congo coupé par l'extraction.",
      ),
      R('Sén égal', 'Sénégal', "Nom d'État coupé par l'extraction."),
      R('NDZIGUE Francis 8', 'NDZIGUE Francis', 'Numéro de page (8) resté à la fin des signatures.'),
    ],
    fixed:
      'Date tirée du texte. Les soulignés de mise en forme (« _Fait à Conakry_ ») de la source retirés des signatures.',
  },
  {
    from: 'ohada-au-transport',
    key: 'ohada-aucmtr-2003',
    title: 'Acte uniforme OHADA relatif aux contrats de transport de marchandises par route',
    reference:
      'Acte uniforme OHADA du 22 mars 2003 relatif aux contrats de transport de marchandises par route',
    publishedAt: '2003-03-22',
    dateSource: '« Fait à Yaoundé, le 22 mars 2003 ».',
    fixed:
      "Les deux documents sur le transport du corpus précédent portaient le même acte ; un seul est gardé (l'autre avait en plus des « : : : » parasites), sous le titre de son contenu.",
  },
  {
    from: 'ohada-traite-quebec-2008',
    key: 'ohada-traite-1993-revise-2008',
    title:
      "Traité relatif à l'harmonisation du droit des affaires en Afrique (OHADA), signé à Port-Louis le 17 octobre 1993, révisé à Québec le 17 octobre 2008",
    reference: 'Traité OHADA du 17 octobre 1993, révisé à Québec le 17 octobre 2008',
    publishedAt: '1993-10-17',
    dateSource:
      'Catalogue de la source : « fait à Port-Louis le 17 octobre 1993, modifié par le Traité de Québec le 17 octobre 2008 » ; le texte marque les articles révisés « (Québec 2008) ».',
    startAt: 'TITRE 1 : Dispositions générales',
    fixed:
      'Texte en vigueur du traité (version révisée à Québec), à la place du texte de 1993 dont la source a perdu toutes les lettres « à », « ç », « ô », « î » (seuls « rŁglement » et « mŒme » se voyaient). Mots coupés en fin de ligne recollés. Le préambule, entremêlé dans la source avec la seconde colonne de la page, est laissé de côté.',
  },
  {
    from: 'ccja-reglement-arbitrage',
    key: 'ccja-reglement-arbitrage',
    title: "Règlement d'arbitrage de la Cour commune de justice et d'arbitrage (CCJA)",
    reference: "Règlement d'arbitrage de la CCJA",
    publishedAt: null,
    dateSource: 'Le texte ne donne pas sa date.',
    replacements: [R('\n\n17', '', 'Numéro de page (17) resté à la fin du dernier article.')],
    fixed: 'Mots coupés en fin de ligne recollés.',
  },
  {
    from: 'ohada-statut-ersuma',
    key: 'ohada-statut-ersuma',
    title: "Statut de l'École régionale supérieure de la magistrature (ERSUMA) de l'OHADA",
    reference: "Statut de l'ERSUMA (OHADA)",
    publishedAt: '1995-10-03',
    dateSource: '« adopté par le conseil des ministres à BAMAKO, le 3 octobre 1995 ».',
    replacements: [
      R('du consei1 ', 'du conseil ', "« l » final lu comme un chiffre « 1 » par l'extraction."),
      R(
        'Articles 3 et 4lune ecole',
        'Articles 3 et 4 une école',
        "Espace et accent perdus par l'extraction (« 4lune ecole »).",
      ),
    ],
    fixed: 'Date tirée du texte.',
  },
  {
    from: 'ua-charte-africaine-dhp',
    key: 'ua-charte-africaine-dhp',
    title: "Charte africaine des droits de l'homme et des peuples",
    reference: "Charte africaine des droits de l'homme et des peuples",
    publishedAt: null,
    dateSource:
      'Le texte de la source ne donne pas sa date (adoptée à Nairobi en 1981 selon la description du catalogue, sans jour).',
    fixed: 'Inchangée.',
  },
  {
    from: 'cima-traite',
    key: 'cima-traite-1992',
    title:
      'Traité instituant une organisation intégrée de l’industrie des assurances dans les États africains (CIMA)',
    reference: 'Traité CIMA du 10 juillet 1992',
    publishedAt: '1992-07-10',
    dateSource: '« Fait à Yaoundé, le 10 juillet 1992 ».',
    fixed: 'Date tirée du texte.',
  },
  {
    from: 'onu-dudh',
    key: 'onu-dudh-1948',
    title: "Déclaration universelle des droits de l'homme",
    reference: "Déclaration universelle des droits de l'homme",
    publishedAt: null,
    dateSource:
      'Le texte de la source ne donne pas sa date (adoptée en 1948 selon la description du catalogue, sans jour).',
    replacements: [
      R(
        "a été commis.Article 12 Nul ne sera l'objet",
        "a été commis.\n\nArticle 12\n\nNul ne sera l'objet",
        "L'article 12 est collé à la fin du texte de l'article 11 dans la source : il redevient un article.",
      ),
    ],
    fixed: "L'article 12, collé au texte de l'article 11 dans la source, redevient un article.",
  },
];

/** Documents of the previous demo corpus left out, with the reason (written into SOURCES.md). */
export const LEFT_OUT: Record<string, string> = {
  'ohada-aus':
    'Mélange de deux actes (droit comptable et sûretés, deux « Article 5 », deux « Article 92 ») : chacun est publié une fois sous son titre.',
  'ohada-aucmtr':
    "Doublon de l'acte uniforme sur le transport de marchandises par route (même texte, avec des « : : : » parasites).",
  'ohada-traite-1993': `Texte de 1993 : Le texte de la source a perdu toutes ses lettres « à », « ç », « ô » et « î » (« il fait conna tre sa décision la Cour ») : les remettre serait deviner. Le traité est publié dans sa version révisée à Québec (ohada-traite-1993-revise-2008).`,
  'ohada-traite-revision': `Traité de révision de Québec : Le texte de la source a perdu toutes ses lettres « à », « ç », « ô » et « î » (« il fait conna tre sa décision la Cour ») : les remettre serait deviner. Son contenu est dans la version révisée du traité (ohada-traite-1993-revise-2008).`,
  'ccja-reglement-procedure': `Le texte de la source a perdu toutes ses lettres « à », « ç », « ô » et « î » (« il fait conna tre sa décision la Cour ») : les remettre serait deviner. Aucune autre source ne contient ce règlement.`,
  'uemoa-traite':
    "Le découpage de la source a perdu l'intitulé de 27 articles (16, 19, 20, 25 à 28, 33, 35, 38, 41, 52, 54, 58, 60, 63, 73, 77, 82, 91, 101, 106, 108, 112) dont le texte est fondu dans l'article précédent sans marque (l'article 18 du dossier porte le texte des articles 18 à 20) : la numérotation ne peut pas être rétablie sans le texte officiel. Aucune autre copie du Traité modifié du 29 janvier 2003 n'a été trouvée dans les dépôts publics consultés (recherche dans l'index de dépôts GitHub consulté pour ce projet) : à reprendre depuis uemoa.int.",
  'cedeao-traite-revise-1993':
    "La source mêle au traité (chapitre 22 du dossier) les articles du protocole d'amendement (« Article 1 : nouveau », « Article 3 Paragraphe 1 nouveau »…, d'où des articles 1 à 9 et 21 en double), fond les articles 30, 50 et 88 dans l'article précédent et n'a aucune trace des articles 67, 69, 76 et 80 : le texte complet ne peut pas être rétabli. Aucune autre copie du Traité révisé du 24 juillet 1993 n'a été trouvée dans les dépôts publics consultés (recherche dans l'index de dépôts GitHub consulté pour ce projet) : à reprendre depuis le texte officiel de la CEDEAO.",
  'oapi-accord-bangui':
    "La source entremêle l'Accord et ses dix annexes (chaque annexe numérotée depuis l'article 1) : les articles de plusieurs annexes se suivent dans le désordre. À reprendre depuis le texte officiel de l'OAPI.",
  'cima-code-assurances':
    'Édition « Bénin » du code CIMA dont la source répète des livres entiers (articles 58 à 99 et 200 à 279 deux fois) : à reprendre depuis le texte officiel de la CIMA.',
  'geneve-convention-iv-1949':
    "Le découpage de la source entremêle deux colonnes du texte (« com- international », « ar- protectrices ») et mélange les articles des annexes avec ceux de la convention : illisible en l'état, à refaire depuis le texte officiel du CICR.",
  'coe-cedh': "Convention européenne des droits de l'homme : ne s'applique pas au Burkina Faso.",
};
