// Texts of the document page (public-area.md §2, §4, §8): the reader, its table of contents, its PDF.
import type { DocumentStatus } from '../document-constants';

/** How a text's validity reads, on its page, in the search results and in the back office. */
export const DOCUMENT_STATUS_LABELS: Record<DocumentStatus, string> = {
  'in-force': 'En vigueur',
  'partially-repealed': 'Partiellement abrogé',
  repealed: 'Abrogé',
};

/** What the documents' calls say when they fail, beyond COMMON_TEXTS' (public-area.md §8). */
export const DOCUMENTS_CLIENT_MESSAGES = {
  download: 'Erreur lors du téléchargement',
  changed: 'Le document a changé, rechargez la page.',
} as const;

export const DOCUMENT_TEXTS = {
  missingId: 'ID du document manquant',
  backToSearch: 'Retour à la recherche',
  loading: 'Chargement du document…',
  notFound: 'Document non trouvé',
  notFoundDescription: "Ce document n'existe pas ou n'est plus disponible.",
  readingProgress: 'Progression de lecture',
  back: '← Retour',
  copied: 'Copié!',
  share: 'Partager',
  tocAndSearch: 'Sommaire et recherche',
  publicationDate: 'Date de publication',
  undated: 'Date non renseignée',
  draft: 'Non publié (brouillon)',
  body: 'Organisme',
  jurisdiction: 'Juridiction',
  addedOn: "Date d'ajout",
  reference: 'Référence',
  validity: 'Validité',
  /** The notice above a text that is no longer (wholly) in force. */
  statusNotice: (label: string) => `Texte ${label.toLowerCase()}`,
  /** A note of the official edition, under the article or heading it belongs to. */
  note: 'Note :',
  notesOf: (label: string) => `Notes de l'édition officielle : ${label}`,
  preambleLabel: 'préambule',
  longNotice: (sections: number) => `Document long optimisé (${sections} sections)`,
  text: 'Texte du document',
  updatedOn: 'Dernière mise à jour : ',
  newSearch: 'Nouvelle recherche',
  similar: 'Documents similaires',
  similarSoon: 'Cette fonctionnalité est en cours de développement.',
  aside: 'Sommaire et recherche dans le document',
  loadingMore: 'Chargement de la suite…',
} as const;

/** A shared document link opened by a visitor: the document's facts and plan, and the way in. */
export const DOCUMENT_PREVIEW_TEXTS = {
  title: 'Connectez-vous pour lire ce texte',
  text: 'La lecture des textes est réservée aux utilisateurs connectés. Le compte est gratuit et, une fois connecté, vous arrivez au même endroit du texte.',
  signIn: 'Se connecter',
  register: 'Créer un compte',
} as const;

export const DOCUMENT_TOC_TEXTS = {
  find: 'Rechercher dans le document',
  findPlaceholder: "Mot, expression, n° d'article…",
  tooShort: 'Au moins 2 caractères',
  noMatch: 'Aucun résultat',
  previous: 'Résultat précédent',
  next: 'Résultat suivant',
  toc: 'Table des matières',
  tocUnavailable: 'Table des matières indisponible : ',
  retry: 'Réessayer',
  tocLoading: 'Chargement de la table des matières…',
} as const;

/** The PDF button's four states and the messages of public-area.md §8. */
export const DOCUMENT_PDF_TEXTS = {
  states: {
    idle: 'Télécharger le PDF',
    downloading: 'Téléchargement…',
    success: 'Téléchargé !',
    error: 'Erreur',
  },
  signedOut: 'Vous devez être connecté pour télécharger ce document',
  failed: 'Erreur lors du téléchargement du PDF',
  forbidden: "Vous n'avez pas les permissions nécessaires pour télécharger ce document",
} as const;

/** The law as it stands on the reading page: article statuses, links, "cité par", versions (issue 31). */
export const LAW_TEXTS = {
  repealed: 'Abrogé',
  modified: 'Modifié',
  repealedArticle: 'Article abrogé',
  modifiedArticle: 'Article modifié',
  by: 'par',
  on: (date: string) => `le ${date}`,
  citedBy: (n: number) => `Cité par ${n}`,
  citedByTitle: (label: string) => `Textes et articles qui citent ${label}`,
  hideCitedBy: 'Masquer',
  citedByLoading: 'Chargement des citations…',
  citedByNone: 'Aucun texte publié ne cite cet article.',
  documentCitedBy: 'Cité par',
  documentCitedByIntro: (n: number) =>
    n === 1
      ? 'Un article d’un autre texte cite ce document.'
      : `${n} articles d’autres textes citent ce document.`,
  documentCitedByNone: 'Aucun autre texte publié ne cite ce document pour le moment.',
  moreCitations: 'Voir plus',
  linkToArticle: (label: string) => `Aller à ${label}`,
  versionSince: (date: string) => `Version en vigueur depuis le ${date}`,
  versionCurrentUndated: 'Version en vigueur',
  versionBetween: (from: string, to: string) => `Version en vigueur du ${from} au ${to}`,
  versionPast: 'Version antérieure : ce texte a changé depuis.',
  readCurrent: 'Lire la version en vigueur',
  versions: 'Versions de ce texte',
  versionsCount: (n: number) => `${n} versions`,
  shown: '(affichée)',
  compare: 'Comparer deux versions',
  compareFrom: 'Version de départ',
  compareTo: "Version d'arrivée",
  compareRun: 'Comparer',
  compareTitle: (from: string, to: string) => `Ce qui change de « ${from} » à « ${to} »`,
  compareCounts: (added: number, removed: number, modified: number, unchanged: number) =>
    `${modified} article(s) modifié(s), ${added} ajouté(s), ${removed} supprimé(s) ; ${unchanged} inchangé(s).`,
  compareLoading: 'Comparaison en cours…',
  compareNone: 'Aucun article ne change entre ces deux versions.',
  changeAdded: 'Ajouté',
  changeRemoved: 'Supprimé',
  changeModified: 'Modifié',
  before: 'Avant',
  after: 'Après',
  inserted: 'ajouté :',
  deleted: 'supprimé :',
  closeCompare: 'Fermer la comparaison',
} as const;

/** A court decision's facts on its reading page and in a search hit (api.md "Case law"). */
export const DECISION_TEXTS = {
  facts: 'La décision',
  court: 'Juridiction',
  chamber: 'Chambre',
  date: 'Date de la décision',
  number: 'Numéro',
  nature: 'Nature',
  solution: 'Solution',
  parties: 'Parties',
  summary: 'Sommaire',
  keywords: 'Mots-clés',
  /** The solution in a hit's line: 'Solution : rejet'. */
  solutionOf: (solution: string) => `Solution : ${solution}`,
} as const;
