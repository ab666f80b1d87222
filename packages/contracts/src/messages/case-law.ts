/**
 * Case law: the validation messages of a decision's fields (shared by the back-office form and the server)
 * and the labels of the courts' kinds, the decisions' parts and the sources' attribution.
 */
export const CASE_LAW_MESSAGES = {
  courtRequired: 'La juridiction est requise',
  unknownCourt: 'Juridiction inconnue',
  chamberTooLong: 'Le nom de la chambre est trop long (120 caractères au plus)',
  numberRequired: 'Le numéro de la décision est requis',
  numberTooLong: 'Le numéro de la décision est trop long (120 caractères au plus)',
  dateInvalid: 'Date de la décision invalide (format attendu AAAA-MM-JJ)',
  natureInvalid: 'Nature de décision invalide (arrêt, jugement, décision, avis ou ordonnance)',
  solutionInvalid: 'Solution invalide',
  partiesTooLong: 'Les parties sont trop longues (1 000 caractères au plus)',
  summaryTooLong: 'Le sommaire est trop long (20 000 caractères au plus)',
  keywordInvalid: 'Mot-clé invalide (1 à 1 000 caractères)',
  tooManyKeywords: 'Trop de mots-clés (50 au plus)',
  unknownChamber: 'Chambre inconnue pour cette juridiction',
  notADecisionType:
    'Les champs de la décision ne valent que pour un type de la catégorie Jurisprudence (jugement, arrêt, décision…)',
} as const;

/** Labels of COURT_KINDS (case-law.ts). */
export const COURT_KIND_LABELS = {
  constitutional: 'Juridiction constitutionnelle',
  supreme: 'Cour suprême',
  cassation: 'Cour de cassation',
  administrative: 'Juridiction administrative suprême',
  audit: 'Juridiction financière',
  appeal: "Cour d'appel",
  'first-instance': 'Tribunal de première instance',
  commercial: 'Tribunal de commerce',
  labour: 'Tribunal du travail',
  community: 'Juridiction communautaire',
} as const;

/** Labels of COURT_COUNTRIES (case-law.ts): a State, or the community whose court it is. */
export const COURT_COUNTRY_LABELS = {
  BF: 'Burkina Faso',
  FR: 'France',
  OHADA: 'OHADA',
  UEMOA: 'UEMOA',
  CEDEAO: 'CEDEAO',
} as const;

/** Labels of DECISION_PART_KINDS (case-law.ts), for a decision's table of contents. */
export const DECISION_PART_LABELS = {
  header: 'En-tête',
  visas: 'Visas',
  motifs: 'Motifs',
  dispositif: 'Dispositif',
  signatures: 'Signatures',
  annexes: 'Annexes',
} as const;

/** 'avis juridique' for the Conseil constitutionnel's opinions; the nature's own word otherwise. */
const natureWord = (courtId: string, nature: string) =>
  courtId === 'bf-conseil-constitutionnel' && nature === 'avis' ? 'avis juridique' : nature;
/** 'n°22', or 'dossier n°09' when the decision has no number of its own. */
const numberWords = (number: string) =>
  number.startsWith('dossier ') ? `(dossier n°${number.slice(8)})` : `n°${number}`;
const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Short names of courts and chambers in usual citations ('Cass. crim.', 'CS, ch. jud.', 'CCJA'). */
const CITED_COURTS: Record<string, string> = {
  'bf-cour-de-cassation': 'Cass.',
  'bf-cour-supreme': 'CS',
  'ohada-ccja': 'CCJA',
};
const CITED_CHAMBERS: Record<string, string> = {
  'Chambre criminelle': 'crim.',
  'Chambre civile': 'civ.',
  'Chambre commerciale': 'com.',
  'Chambre sociale': 'soc.',
  'Chambre judiciaire': 'ch. jud.',
};

/** A decision's title and usual citation, from its fields ('26 mai 2005' is the date as French writes it). */
export const CASE_LAW_FORMATS = {
  title: (
    court: { id: string; name: string },
    chamber: string | null,
    nature: string,
    number: string,
    date: string,
  ) =>
    `${court.name}${chamber ? `, ${chamber.toLowerCase()}` : ''}, ${natureWord(court.id, nature)} ${numberWords(number)} du ${date}`,
  citation: (
    court: { id: string; name: string },
    chamber: string | null,
    nature: string,
    number: string,
    date: string,
  ) => {
    if (court.id === 'bf-conseil-constitutionnel')
      return `${capitalised(natureWord(court.id, nature))} ${numberWords(number)} du ${date}`;
    const cited = CITED_COURTS[court.id];
    if (!cited) return `${court.name}, ${nature} ${numberWords(number)} du ${date}`;
    const chamberShort = chamber ? CITED_CHAMBERS[chamber] : undefined;
    const head = chamberShort
      ? cited === 'Cass.'
        ? `${cited} ${chamberShort}`
        : `${cited}, ${chamberShort}`
      : cited;
    return `${head}, ${nature} ${numberWords(number)} du ${date}`;
  },
};
