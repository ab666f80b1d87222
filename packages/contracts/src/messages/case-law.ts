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
  keywordInvalid: 'Mot-clé invalide (1 à 300 caractères)',
  tooManyKeywords: 'Trop de mots-clés (50 au plus)',
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
