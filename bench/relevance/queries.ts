/**
 * The relevance set of `npm run eval:search` (issue 22, item 6): queries a lawyer would type, written by
 * reading the shipped demo corpus (apps/api/demo-data/demo-corpus.json.gz), each with the text and article
 * that answers it and a line copied from that article. The expectations come from the texts, never from what
 * a search engine returns; queries.test.ts checks every one of them against the corpus.
 */

/** reference: names an article ("article 36 code du travail"); topic: words of the subject; the rest: a topic or
 * a reference written the way people really type it (typo, accents left out, plural, synonym, `AND`). */
export type QueryKind =
  | 'reference'
  | 'topic'
  | 'typo'
  | 'accents'
  | 'plural'
  | 'synonym'
  | 'and'
  /** The name of a text and nothing else ('code civil'): the text itself first, no article expected. */
  | 'name'
  /** Court decisions (issue 32): by their usual citation, by their subject, by their court and subject. */
  | 'decision-citation'
  | 'decision-subject'
  | 'decision-court';

export interface RelevanceQuery {
  id: string;
  q: string;
  kind: QueryKind;
  expected: {
    /**
     * The `key` of the document in the demo corpus, or of the decision in the shipped case law
     * (apps/api/demo-data/case-law.json.gz); its title is what the API answers.
     */
    document: string;
    /**
     * The article label the structure parser gives ('Article 36', 'Article premier'); null for a missing
     * article, a text's name or a decision.
     */
    article: string | null;
    /** A reference to an article the text does not have: the number named, as the query names it. */
    missingArticle?: string;
  };
  /**
   * Copied from the expected article (for a missing article, from the text's last article; for a text's name,
   * from its title; for a decision, from its text).
   */
  evidence: string;
  note?: string;
}

const CT = 'bf-code-du-travail-2008';
const CC = 'bf-code-civil-1804';
const CPF = 'bf-code-personnes-famille-1989';
const CPP = 'bf-code-procedure-penale-2019';
const CPP68 = 'bf-code-procedure-penale-1968';
const CONST = 'bf-constitution-1991';
const DATA = 'bf-loi-001-2021-donnees-personnelles';
const AUDCG = 'ohada-audcg-2010';
const AUS = 'ohada-aus';

const ref = (id: string, q: string, document: string, article: string, evidence: string, note?: string) =>
  ({
    id,
    q,
    kind: 'reference',
    expected: { document, article },
    evidence,
    ...(note ? { note } : {}),
  }) as const;

const missing = (id: string, q: string, document: string, number: string, evidence: string, note: string) =>
  ({
    id,
    q,
    kind: 'reference',
    expected: { document, article: null, missingArticle: number },
    evidence,
    note,
  }) as const;

const about =
  (kind: Exclude<QueryKind, 'reference'>) =>
  (id: string, q: string, document: string, article: string, evidence: string, note?: string) =>
    ({ id, q, kind, expected: { document, article }, evidence, ...(note ? { note } : {}) }) as const;

/** A court decision: the expected document is the decision, no article (its parts are not articles). */
const decision =
  (kind: 'decision-citation' | 'decision-subject' | 'decision-court') =>
  (id: string, q: string, document: string, evidence: string, note?: string) =>
    ({ id, q, kind, expected: { document, article: null }, evidence, ...(note ? { note } : {}) }) as const;

/** A text's name alone: the expected document is that text, no article. */
const name = (id: string, q: string, document: string, evidence: string, note?: string) =>
  ({
    id,
    q,
    kind: 'name',
    expected: { document, article: null },
    evidence,
    ...(note ? { note } : {}),
  }) as const;

const decisionByCitation = decision('decision-citation');
const decisionBySubject = decision('decision-subject');
const decisionByCourt = decision('decision-court');
const topic = about('topic');
const typo = about('typo');
const accents = about('accents');
const plural = about('plural');
const synonym = about('synonym');
const and = about('and');

export const RELEVANCE_QUERIES: readonly RelevanceQuery[] = [
  // References: an article of a named text, by its number.
  ref('ref-ct-36', 'article 36 code du travail', CT, 'Article 36', 'traiter le travailleur avec dignité ;'),
  ref(
    'ref-cc-1382',
    'art. 1382 code civil',
    CC,
    'Article 1382',
    "Tout fait quelconque de l'homme, qui cause à autrui un dommage, oblige celui par la faute duquel il est arrivé à le réparer.",
  ),
  ref(
    'ref-const-1',
    'article premier constitution',
    CONST,
    'Article premier',
    'Tous les Burkinabè naissent libres et égaux en droits.',
  ),
  ref(
    'ref-cc-544',
    'article 544 du code civil',
    CC,
    'Article 544',
    'La propriété est le droit de jouir et disposer des choses de la manière la plus absolue',
  ),
  ref(
    'ref-cc-1134',
    'art 1134 code civil',
    CC,
    'Article 1134',
    'Les conventions légalement formées tiennent lieu de loi à ceux qui les ont faites.',
  ),
  ref(
    'ref-cc-2279',
    'article 2279 code civil',
    CC,
    'Article 2279',
    'En fait de meubles, la possession vaut titre.',
  ),
  ref(
    'ref-cpf-238',
    'article 238 CPF',
    CPF,
    'Article 238',
    "Le mariage ne peut être contracté qu'entre un homme âgé de plus de vingt ans et une femme de plus de dix-sept ans",
  ),
  ref(
    'ref-cpf-244',
    'art. 244 code des personnes et de la famille',
    CPF,
    'Article 244',
    "Le versement d'une dot soit en espèces, soit en nature, soit sous forme de prestations de service est illégal.",
  ),
  ref(
    'ref-cpp-261-79',
    'article 261-79 CPP',
    CPP,
    'Article 261-79',
    'La détention provisoire est une mesure exceptionnelle.',
    'Only the 2019 code numbers its articles 261-79.',
  ),
  ref(
    'ref-cpp-220-3',
    'art. 220-3 code de procédure pénale',
    CPP,
    'Article 220-3',
    "En matière de délit, la prescription de l'action publique est de trois années révolues sauf dispositions particulières.",
  ),
  ref(
    'ref-cpp68-136',
    'article 136 code de procédure pénale 1968',
    CPP68,
    'Article 136',
    'La détention préventive est une mesure exceptionnelle.',
  ),
  ref(
    'ref-const-37',
    'article 37 de la Constitution',
    CONST,
    'Article 37',
    'Le Président du Faso est élu au suffrage universel direct, égal et secret pour un mandat de cinq ans.',
  ),
  ref(
    'ref-const-5-7',
    'articles 5 à 7 constitution',
    CONST,
    'Article 5',
    "La loi pénale n'a pas d'effet rétroactif.",
    'A range: its first article comes first.',
  ),
  ref(
    'ref-ct-152-154',
    'articles 152 à 154 du code du travail',
    CT,
    'Article 152',
    'L’âge minimum d’accès à tout type d’emploi ou de travail ne doit pas être inférieur à seize ans.',
    'A range: its first article comes first.',
  ),
  ref(
    'ref-ct-1er',
    'article 1er code du travail',
    CT,
    'Article 1er',
    'La présente loi est applicable aux travailleurs et aux employeurs exerçant leur activité professionnelle au Burkina Faso.',
  ),
  ref(
    'ref-audcg-103',
    'article 103 AUDCG',
    AUDCG,
    'Article 103',
    'Est réputé bail à usage professionnel toute convention, écrite ou non',
  ),
  ref(
    'ref-audcg-16',
    'AUDCG art. 16',
    AUDCG,
    'Article 16',
    'se prescrivent par cinq ans si elles ne sont pas soumises à des prescriptions plus courtes.',
  ),
  ref(
    'ref-aus-13',
    'AUS art. 13',
    AUS,
    'Article 13',
    'Le cautionnement est un contrat par lequel la caution s’engage, envers le créancier qui accepte',
  ),
  ref(
    'ref-aus-190',
    "article 190 de l'acte uniforme portant organisation des sûretés",
    AUS,
    'Article 190',
    'est l’affectation d’un immeuble déterminé ou déterminable appartenant au constituant',
  ),
  ref(
    'ref-traite-10',
    'article 10 traité OHADA',
    'ohada-traite-1993-revise-2008',
    'Article 10',
    'Les actes uniformes sont directement applicables et obligatoires dans les Etats-Parties',
  ),
  ref(
    'ref-data-1',
    'article 1 loi 001-2021',
    DATA,
    'Article 1',
    'La présente loi a pour objet de protéger les droits et libertés fondamentaux des personnes physiques',
  ),
  ref(
    'ref-data-22',
    'article 22 loi sur les données personnelles',
    DATA,
    'Article 22',
    'La personne concernée dispose d’un droit à l’oubli concernant ses données à caractère personnel qui sont collectées et rendues publiques.',
  ),
  ref(
    'ref-dudh-5',
    "article 5 déclaration universelle des droits de l'homme",
    'onu-dudh-1948',
    'Article 5',
    'Nul ne sera soumis à la torture, ni à des peines ou traitements cruels, inhumains ou dégradants.',
  ),
  ref(
    'ref-charte-8',
    "article 8 charte africaine des droits de l'homme et des peuples",
    'ua-charte-africaine-dhp',
    'Article 8',
    'La liberté de conscience, la profession et la pratique libre de la religion, sont garanties.',
  ),
  ref(
    'ref-arb-4',
    "article 4 acte uniforme relatif au droit de l'arbitrage",
    'ohada-au-arbitrage-2017',
    'Article 4',
    "La convention d'arbitrage est indépendante du contrat principal.",
  ),
  ref(
    'ref-ccja-22',
    "article 22 règlement d'arbitrage CCJA",
    'ccja-reglement-arbitrage',
    'Article 22',
    'toutes les sentences doivent être motivées.',
  ),
  ref(
    'ref-decret-190-2',
    'article 2 décret 2000-190',
    'bf-decret-2000-190-pca',
    'Article 2',
    "Le mandat de Président du Conseil d'Administration est de trois (3) ans renouvelable une seule fois",
  ),
  missing(
    'ref-ct-999',
    'article 999 code du travail',
    CT,
    '999',
    'La présente loi sera exécutée comme loi de l’Etat.',
    'The code ends at Article 433.',
  ),
  missing(
    'ref-cc-3000',
    'art. 3000 code civil',
    CC,
    '3000',
    "Les prescriptions commencées à l'époque de la publication du présent titre sont réglées conformément aux lois anciennes.",
    'The code ends at Article 2281.',
  ),
  missing(
    'ref-const-250',
    'article 250 constitution',
    CONST,
    '250',
    'La promulgation de la Constitution doit intervenir dans les délais prévus à l’article 48 de la présente loi constitutionnelle.',
    'The Constitution ends at Article 169.',
  ),

  // Topics: the words of the subject, as a lawyer types them.
  topic(
    'top-ct-eco',
    'licenciement pour motif économique',
    CT,
    'Article 98',
    'Le licenciement pour motif économique est le licenciement effectué par un employeur pour un ou plusieurs motifs non inhérents à la personne du travailleur',
  ),
  topic(
    'top-ct-essai',
    "durée de la période d'essai",
    CT,
    'Article 42',
    'Le contrat à l’essai ne peut être conclu pour une durée supérieure au délai nécessaire pour mettre à l’épreuve le personnel engagé',
  ),
  topic(
    'top-ct-preavis',
    'durée du délai de préavis',
    CT,
    'Article 66',
    'La durée du délai de préavis est fixée à :',
  ),
  topic(
    'top-ct-abusif',
    'licenciement abusif sans motif légitime',
    CT,
    'Article 71',
    'Au sens de la présente loi, est abusif le licenciement effectué sans motif légitime.',
  ),
  topic(
    'top-ct-maternite',
    'congé de maternité',
    CT,
    'Article 145',
    'La femme enceinte bénéficie d’un congé de maternité de quatorze semaines',
  ),
  topic(
    'top-ct-duree',
    'durée légale du travail quarante heures par semaine',
    CT,
    'Article 137',
    'est de quarante heures par semaine dans tous les établissements publics ou privés.',
  ),
  topic(
    'top-ct-heures-sup',
    'heures supplémentaires majoration de salaire',
    CT,
    'Article 138',
    'Les heures effectuées au-delà de la durée légale hebdomadaire sont considérées comme heures supplémentaires et donnent lieu à une majoration de salaire.',
  ),
  topic(
    'top-ct-harcelement',
    'harcèlement sexuel au travail',
    CT,
    'Article 37',
    'Le harcèlement sexuel dans le cadre du travail est interdit.',
  ),
  topic(
    'top-ct-age',
    "âge minimum d'accès à l'emploi",
    CT,
    'Article 152',
    'L’âge minimum d’accès à tout type d’emploi ou de travail ne doit pas être inférieur à seize ans.',
  ),
  topic(
    'top-ct-enfants',
    'pires formes de travail des enfants',
    CT,
    'Article 153',
    'Les pires formes de travail des enfants sont interdites.',
  ),
  topic(
    'top-ct-conges',
    'congé payé deux jours et demi par mois',
    CT,
    'Article 156',
    'Le travailleur a droit au congé payé à la charge de l’employeur, à raison de deux jours et demi calendaires par mois de service effectif',
  ),
  topic(
    'top-ct-cdd',
    'durée maximale du contrat à durée déterminée',
    CT,
    'Article 54',
    'le contrat de travail à durée déterminée ne peut être conclu pour une durée supérieure à deux ans',
  ),
  topic(
    'top-ct-greve',
    'grève occupation des lieux de travail',
    CT,
    'Article 386',
    'L’exercice du droit de grève ne doit s’accompagner en aucun cas d’occupation des lieux de travail',
  ),
  topic(
    'top-ct-syndicats',
    'constituer librement des syndicats professionnels',
    CT,
    'Article 275',
    'Les travailleurs et les employeurs peuvent constituer librement des syndicats professionnels',
  ),
  topic(
    'top-ct-reglement',
    "règlement intérieur visa de l'inspecteur du travail",
    CT,
    'Article 134',
    'Le règlement intérieur est établi par le chef d’entreprise et soumis au visa de l’inspecteur du travail du ressort.',
  ),
  topic(
    'top-ct-prescription',
    "prescription de l'action en paiement de l'indemnité de licenciement",
    CT,
    'Article 75',
    'L’action en paiement de l’indemnité de licenciement, de l’indemnité de fin de contrat et des dommages et intérêts se prescrit par cinq ans',
  ),
  topic(
    'top-cpf-age',
    'âge minimum pour se marier',
    CPF,
    'Article 238',
    "Le mariage ne peut être contracté qu'entre un homme âgé de plus de vingt ans et une femme de plus de dix-sept ans",
  ),
  topic(
    'top-cpf-dissolution',
    'dissolution du mariage',
    CPF,
    'Article 237',
    "Il ne peut être dissout que par la mort de l'un des époux ou par le divorce légalement prononcé.",
  ),
  topic(
    'top-cpf-consentement',
    'divorce par consentement mutuel',
    CPF,
    'Article 355',
    'Le divorce par consentement mutuel peut avoir lieu sur demande conjointe des époux',
  ),
  topic(
    'top-cpf-pension',
    'pension alimentaire après le divorce',
    CPF,
    'Article 399',
    "Cependant une pension alimentaire peut être allouée à l'époux qui se trouve dans le besoin",
  ),
  topic(
    'top-cpf-dot',
    'versement de la dot',
    CPF,
    'Article 244',
    "Le versement d'une dot soit en espèces, soit en nature, soit sous forme de prestations de service est illégal.",
  ),
  topic(
    'top-cpf-autorite',
    'autorité parentale pendant le mariage',
    CPF,
    'Article 514',
    "Durant le mariage, l'autorité parentale est exercée en commun par les père et mère",
  ),
  topic(
    'top-cpf-succession',
    'ouverture de la succession',
    CPF,
    'Article 705',
    "La succession s'ouvre par la mort et par la déclaration judiciaire du décès",
  ),
  topic(
    'top-cpf-reservataires',
    'héritiers réservataires',
    CPF,
    'Article 862',
    "Sont héritiers réservataires, lorsqu'ils viennent à la succession, les enfants et descendants, le conjoint survivant",
  ),
  topic(
    'top-cpf-quotite',
    'réserve héréditaire et quotité disponible',
    CPF,
    'Article 863',
    "La réserve héréditaire globale est de la moitié de la masse établie à l'article suivant.",
  ),
  topic(
    'top-cpf-monogamie',
    'monogamie forme de droit commun du mariage',
    CPF,
    'Article 232',
    'la monogamie est consacrée comme la forme de droit commun du mariage.',
  ),
  topic(
    'top-cpf-nom',
    'nom de famille',
    CPF,
    'Article 31',
    'Toute personne doit avoir un nom patronymique ou nom de famille, et un ou plusieurs prénoms.',
  ),
  topic(
    'top-cc-vices',
    'garantie des vices cachés',
    CC,
    'Article 1641',
    'Le vendeur est tenu de la garantie à raison des défauts cachés de la chose vendue',
  ),
  topic(
    'top-cc-autrui',
    "vente de la chose d'autrui",
    CC,
    'Article 1599',
    "La vente de la chose d'autrui est nulle",
  ),
  topic(
    'top-cc-fait-autrui',
    'responsabilité du fait des personnes dont on doit répondre',
    CC,
    'Article 1384',
    'mais encore de celui qui est causé par le fait des personnes dont on doit répondre',
  ),
  topic(
    'top-cc-trentenaire',
    'actions prescrites par trente ans',
    CC,
    'Article 2262',
    'Toutes les actions, tant réelles que personnelles, sont prescrites par trente ans',
  ),
  topic(
    'top-cc-decennale',
    'responsabilité des architectes pendant dix ans',
    CC,
    'Article 1792',
    'les architectes et entrepreneurs en sont responsables pendant dix ans.',
  ),
  topic(
    'top-cc-transaction',
    'transaction contestation née ou à naître',
    CC,
    'Article 2044',
    'La transaction est un contrat par lequel les parties terminent une contestation née, ou préviennent une contestation à naître.',
  ),
  topic(
    'top-cc-preuve',
    "preuve de l'exécution d'une obligation",
    CC,
    'Article 1315',
    "Celui qui réclame l'exécution d'une obligation doit la prouver.",
  ),
  topic(
    'top-const-innocence',
    "présomption d'innocence",
    CONST,
    'Article 4',
    "Tout prévenu est présumé innocent jusqu'à ce que sa culpabilité soit établie.",
  ),
  topic(
    'top-const-mandats',
    'nombre de mandats du Président du Faso',
    CONST,
    'Article 37',
    'En aucun cas, nul ne peut exercer plus de deux mandats de Président du Faso consécutivement ou par intermittence.',
  ),
  topic(
    'top-const-greve',
    'le droit de grève est garanti',
    CONST,
    'Article 22',
    "Le droit de grève est garanti. Il s'exerce conformément aux lois en vigueur.",
  ),
  topic(
    'top-const-domicile',
    'inviolabilité du domicile et secret de la correspondance',
    CONST,
    'Article 6',
    'La demeure, le domicile, la vie privée et familiale, le secret de la correspondance de toute personne sont inviolables.',
  ),
  topic(
    'top-const-revision',
    'initiative de la révision de la Constitution',
    CONST,
    'Article 161',
    "L'initiative de la révision de la Constitution appartient concurremment :",
  ),
  topic(
    'top-cpp-detention',
    'détention provisoire',
    CPP,
    'Article 261-79',
    'La détention provisoire est une mesure exceptionnelle.',
  ),
  topic(
    'top-cpp-delit',
    "prescription de l'action publique en matière de délit",
    CPP,
    'Article 220-3',
    "En matière de délit, la prescription de l'action publique est de trois années révolues",
  ),
  topic(
    'top-cpp-partie-civile',
    "se constituer partie civile devant le juge d'instruction",
    CPP,
    'Article 261-10',
    "Toute personne qui se prétend lésée par un crime ou un délit peut, en portant plainte, se constituer partie civile devant le juge d'instruction",
  ),
  topic(
    'top-cpp-mandat',
    "définition du mandat d'arrêt",
    CPP,
    'Article 261-59',
    "Le mandat d'arrêt est l'ordre donné par le juge à la force publique de rechercher la personne",
  ),
  topic(
    'top-cpp-controle',
    'obligations du contrôle judiciaire',
    CPP,
    'Article 261-75',
    "le juge d'instruction peut astreindre le mis en examen à une ou plusieurs des obligations du contrôle judiciaire",
  ),
  topic(
    'top-data-objet',
    'protection des données à caractère personnel',
    DATA,
    'Article 1',
    'La présente loi a pour objet de protéger les droits et libertés fondamentaux des personnes physiques',
  ),
  topic(
    'top-data-acces',
    "droit d'accès aux données conservées",
    DATA,
    'Article 17',
    'Les personnes concernées ont un droit d’accès à leurs données conservées et traitées.',
  ),
  topic(
    'top-data-oubli',
    "droit à l'oubli",
    DATA,
    'Article 22',
    'La personne concernée dispose d’un droit à l’oubli',
  ),
  topic(
    'top-audcg-bail',
    'bail à usage professionnel',
    AUDCG,
    'Article 103',
    'Est réputé bail à usage professionnel toute convention, écrite ou non',
  ),
  topic(
    'top-audcg-fonds',
    'fonds de commerce clientèle enseigne nom commercial',
    AUDCG,
    'Article 136',
    'Le fonds de commerce comprend nécessairement la clientèle et l’enseigne ou la clientèle et le nom commercial',
  ),
  topic(
    'top-audcg-gerance',
    'location-gérance du fonds de commerce',
    AUDCG,
    'Article 138',
    'La location-gérance est une convention par laquelle le propriétaire du fonds de commerce',
  ),
  topic(
    'top-audcg-commercant',
    'définition du commerçant',
    AUDCG,
    'Article 2',
    'Est commerçant celui qui fait de l’accomplissement d’actes de commerce par nature sa profession.',
  ),
  topic(
    'top-audcg-intermediaire',
    'intermédiaire de commerce',
    AUDCG,
    'Article 169',
    'est une personne physique ou morale qui a le pouvoir d’agir, ou entend agir, habituellement et',
  ),
  topic(
    'top-aus-nantissement',
    'nantissement du fonds de commerce',
    AUS,
    'Article 162',
    'Le nantissement du fonds de commerce est la convention par laquelle le constituant affecte en garantie d’une obligation',
  ),
  topic(
    'top-aus-retention',
    'conditions du droit de rétention',
    AUS,
    'Article 68',
    'Le droit de rétention ne peut s’exercer que : si la créance du rétenteur est certaine, liquide et exigible ;',
  ),
  topic(
    'top-aus-gage',
    'contrat de gage',
    AUS,
    'Article 92',
    'Le gage est le contrat par lequel le constituant accorde à un créancier le droit de se faire payer par préférence',
  ),
  topic(
    'top-arb-clause',
    'clause compromissoire ou compromis',
    'ohada-au-arbitrage-2017',
    'Article 3-1',
    "La convention d'arbitrage prend la forme d'une clause compromissoire ou d'un compromis.",
  ),
  topic(
    'top-arb-delai',
    'délai de la mission du tribunal arbitral',
    'ohada-au-arbitrage-2017',
    'Article 12',
    "Si la convention d'arbitrage ne fixe pas de délai, la mission du tribunal arbitral ne peut excéder six (06) mois",
  ),
  topic(
    'top-med-confidentialite',
    'confidentialité de la procédure de médiation',
    'ohada-au-mediation-2017',
    'Article 10',
    'Toutes les informations relatives à la procédure de médiation doivent demeurer confidentielles',
  ),
  topic(
    'top-aucmtr-lettre',
    'mentions de la lettre de voiture',
    'ohada-aucmtr-2003',
    'Article 4',
    'La lettre de voiture doit contenir :',
  ),
  topic(
    'top-traite-ccja',
    "composition de la Cour commune de justice et d'arbitrage",
    'ohada-traite-1993-revise-2008',
    'Article 31',
    'La Cour Commune de Justice et d’Arbitrage est composée de neuf juges.',
  ),
  topic(
    'top-ersuma-siege',
    "siège de l'ERSUMA",
    'ohada-statut-ersuma',
    'Article 2',
    "Le siège de l'ERSUMA est établi à PORTO-NOVO (BENIN).",
  ),
  topic(
    'top-coop-capital',
    'capital variable de la société coopérative',
    'ohada-auscoop-2010',
    'Article 52',
    'Le capital de la société coopérative est variable.',
  ),

  // Typed the way people type: typos, accents left out, plurals, synonyms, AND.
  typo(
    'typo-licenciment',
    'licenciment pour motif économique',
    CT,
    'Article 98',
    'Le licenciement pour motif économique est le licenciement effectué par un employeur',
  ),
  typo(
    'typo-nantissment',
    'nantissment du fonds de commerce',
    AUS,
    'Article 162',
    'Le nantissement du fonds de commerce est la convention par laquelle le constituant affecte en garantie',
  ),
  typo(
    'typo-detension',
    'détension provisoire',
    CPP,
    'Article 261-79',
    'La détention provisoire est une mesure exceptionnelle.',
  ),
  typo(
    'typo-harcelemment',
    'harcèlemment sexuel',
    CT,
    'Article 37',
    'Le harcèlement sexuel dans le cadre du travail est interdit.',
  ),
  typo(
    'typo-hypotheque',
    'hypotèque conventionnelle',
    AUS,
    'Article 203',
    'conventionnelle ne peut être consentie que par celui qui est titulaire du droit réel immobilier',
  ),
  accents(
    'acc-essai',
    'periode d essai duree',
    CT,
    'Article 42',
    'Le contrat à l’essai ne peut être conclu pour une durée supérieure au délai nécessaire',
  ),
  accents(
    'acc-maternite',
    'conge de maternite',
    CT,
    'Article 145',
    'La femme enceinte bénéficie d’un congé de maternité de quatorze semaines',
  ),
  accents(
    'acc-preventive',
    'detention preventive',
    CPP68,
    'Article 136',
    'La détention préventive est une mesure exceptionnelle.',
  ),
  accents(
    'acc-surete',
    'definition de la surete',
    AUS,
    'Article 1',
    'Une sûreté est l’affectation au bénéfice d’un créancier d’un bien',
  ),
  accents(
    'acc-consentement',
    'consentement prealable de la personne concernee',
    DATA,
    'Article 13',
    'Le responsable du traitement doit requérir le consentement préalable de la personne concernée',
  ),
  plural(
    'plu-baux',
    'baux à usage professionnel',
    AUDCG,
    'Article 103',
    'Est réputé bail à usage professionnel toute convention, écrite ou non',
  ),
  plural(
    'plu-travaux-nuit',
    'travaux de nuit des enfants',
    CT,
    'Article 151',
    'Le travail de nuit des enfants est interdit.',
  ),
  plural(
    'plu-heure',
    'heure supplémentaire',
    CT,
    'Article 138',
    'sont considérées comme heures supplémentaires et donnent lieu à une majoration de salaire.',
  ),
  plural(
    'plu-vices',
    'vice caché de la chose vendue',
    CC,
    'Article 1641',
    'Le vendeur est tenu de la garantie à raison des défauts cachés de la chose vendue',
  ),
  synonym(
    'syn-amiable',
    "divorce à l'amiable",
    CPF,
    'Article 355',
    'Le divorce par consentement mutuel peut avoir lieu sur demande conjointe des époux',
    'The code says "consentement mutuel".',
  ),
  synonym(
    'syn-faute-grave',
    'rupture du contrat sans préavis pour faute grave',
    CT,
    'Article 69',
    'peut intervenir sans préavis en cas de faute lourde',
    'The code says "faute lourde".',
  ),
  synonym(
    'syn-caution',
    'engagement de la caution envers le créancier',
    AUS,
    'Article 13',
    'Le cautionnement est un contrat par lequel la caution s’engage, envers le créancier qui accepte',
    'The act names the contract "cautionnement".',
  ),
  synonym(
    'syn-decennale',
    'garantie décennale',
    CC,
    'Article 1792',
    'les architectes et entrepreneurs en sont responsables pendant dix ans.',
    'The 1804 text says "pendant dix ans", never "décennale".',
  ),
  synonym(
    'syn-smig',
    'SMIG',
    CT,
    'Article 187',
    'les salaires minima interprofessionnels garantis',
    'SMIG stands for "salaire minimum interprofessionnel garanti"; the code writes it out in the plural.',
  ),
  synonym(
    'syn-bail-commercial',
    'bail commercial',
    AUDCG,
    'Article 103',
    'Est réputé bail à usage professionnel toute convention, écrite ou non',
    'The 2010 act renamed the commercial lease "bail à usage professionnel".',
  ),
  and(
    'and-bail-professionnel',
    'bail AND professionnel',
    AUDCG,
    'Article 103',
    'Est réputé bail à usage professionnel toute convention, écrite ou non',
  ),
  and(
    'and-garde-vue',
    'garde AND vue AND prolongation',
    CPP,
    'Article 251-22',
    "Le délai prévu à l’alinéa 2 peut être prolongé d'un nouveau délai de quarante-huit heures",
  ),
  and(
    'and-divorce-pension',
    'divorce AND pension',
    CPF,
    'Article 399',
    "Le divorce met fin au devoir de secours prévu à l'article 292.",
  ),
  and(
    'and-hypotheque-immeuble',
    'hypothèque AND immeuble',
    AUS,
    'Article 190',
    'est l’affectation d’un immeuble déterminé ou déterminable appartenant au constituant',
  ),

  // A text's name and nothing else (issue 32): the text itself first, before the decisions that cite it.
  name('name-code-civil', 'code civil', CC, 'Code civil de 1804'),
  name('name-code-travail', 'code du travail', CT, 'portant code du travail au Burkina Faso'),
  name(
    'name-audcg',
    'acte uniforme relatif au droit commercial général',
    AUDCG,
    'portant sur le droit commercial général',
    'The title says "portant sur"; lawyers also write "relatif au".',
  ),
  name('name-constitution', 'constitution', CONST, 'Constitution du Burkina Faso du 2 juin 1991'),
  name('name-cpf', 'code des personnes et de la famille', CPF, 'Code des personnes et de la famille'),
  name(
    'name-cpp',
    'code de procédure pénale',
    CPP,
    'Code de procédure pénale (Loi n°040-2019/AN',
    'The 1968 code, repealed, has the same name: the code in force comes first.',
  ),
  name(
    'name-charte-africaine',
    'charte africaine des droits de l’homme et des peuples',
    'ua-charte-africaine-dhp',
    "Charte africaine des droits de l'homme et des peuples",
  ),
  name(
    'name-traite-ohada',
    'traité OHADA',
    'ohada-traite-1993-revise-2008',
    "Traité relatif à l'harmonisation du droit des affaires en Afrique (OHADA)",
  ),

  // Court decisions (issue 32), written by reading the shipped case law: by the citation a lawyer writes, by a
  // subject only that decision treats, and by its court with a subject.
  decisionByCitation(
    'dec-cite-cc-2006-004',
    'Décision n°2006-004/CC/EM',
    'bf-conseil-constitutionnel-2006-03-14-2006-004-cc-em',
    'sur la requête en interprétation de l’article 246 du Code électoral',
  ),
  decisionByCitation(
    'dec-cite-ccja-043-2005',
    'CCJA, arrêt n°043/2005 du 7 juillet 2005',
    'ohada-ccja-2005-07-07-043-2005',
    'immunité d’exécution des personnes morales de droit public',
  ),
  decisionByCitation(
    'dec-cite-cass-25-2007',
    'Cass. crim., 25 janvier 2007, n°25',
    'bf-cour-de-cassation-2007-01-25-25',
    'Ordonne la restitution des biens suivants ou à défaut leur contre valeur',
  ),
  decisionByCitation(
    'dec-cite-avis-2004-08',
    'avis juridique n°2004-08/CC',
    'bf-conseil-constitutionnel-2004-06-28-2004-08-cc',
    'Biotechnologie créée par acte constitutif du 05 février 1992',
  ),
  decisionBySubject(
    'dec-subj-biotechnologie',
    'statuts de l’agence africaine de biotechnologie',
    'bf-conseil-constitutionnel-2004-06-28-2004-08-cc',
    'Biotechnologie créée par acte constitutif du 05 février 1992',
  ),
  decisionBySubject(
    'dec-subj-ensablement',
    'lutte contre l’ensablement du fleuve Niger',
    'bf-conseil-constitutionnel-2005-02-03-2005-003-cc',
    'ensablement dans le bassin du fleuve Niger',
  ),
  decisionBySubject(
    'dec-subj-article-246',
    'interprétation de l’article 246 du code électoral',
    'bf-conseil-constitutionnel-2006-03-14-2006-004-cc-em',
    'sur la requête en interprétation de l’article 246 du Code électoral',
  ),
  decisionBySubject(
    'dec-subj-sursis-interpretation',
    'sursis à l’exécution forcée d’un arrêt objet d’un recours en interprétation',
    'ohada-ccja-2009-03-05-004-2009-ccja',
    'jusqu’à ce qu’il soit statué sur le mérite du recours en interprétation',
  ),
  decisionByCourt(
    'dec-court-ccja-immunite',
    'CCJA immunité d’exécution des personnes morales de droit public',
    'ohada-ccja-2005-07-07-043-2005',
    'immunité d’exécution des personnes morales de droit public',
  ),
  decisionByCourt(
    'dec-court-cc-kuala-lumpur',
    'Conseil constitutionnel accord de prêt Banque islamique de développement Kuala Lumpur',
    'bf-conseil-constitutionnel-2004-06-29-2004-14-cc',
    'Kuala Lumpur (Malaisie), le 17 octobre 2003 entre le Gouvernement du Burkina Faso et la Banque Islamique de Développement',
  ),
  decisionByCourt(
    'dec-court-cass-situation-juridique',
    'Cour de cassation chambre sociale modification de la situation juridique de l’employeur',
    'bf-cour-de-cassation-2004-09-10-30',
    "la modification de la situation juridique de l'employeur",
    'The Code du travail treats the same subject (its words alone find the code first): named with its court, the decision leads.',
  ),
  decisionByCourt(
    'dec-court-cass-revision-restitution',
    'Cour de cassation révision restitution voiture fusil de chasse',
    'bf-cour-de-cassation-2007-01-25-25',
    'Un fusil de chasse calibre 12 marque',
  ),
];
