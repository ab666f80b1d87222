import { LIBRARY_LIMITS } from '../library';

/** The star on documents and articles (search results, document page, table of contents). */
export const FAVORITE_STAR_TEXTS = {
  /** The toggle's name; aria-pressed says whether it is in the favourites. */
  label: (name: string) => `Favori : ${name}`,
  wholeDocument: 'ce document',
  added: 'Ajouté à vos favoris',
  removed: 'Retiré de vos favoris',
  failed: "Le favori n'a pas pu être enregistré. Réessayez.",
} as const;

/** /favorites */
export const FAVORITES_TEXTS = {
  title: 'Mes favoris',
  description: 'Les textes et articles que vous avez mis de côté, classés dans vos dossiers.',
  signedOut: 'Connectez-vous pour retrouver vos favoris.',
  signIn: 'Se connecter',
  empty:
    'Aucun favori ici. Ajoutez un texte ou un article avec l’étoile ☆ d’un résultat de recherche ou d’un document.',
  folders: 'Dossiers',
  all: 'Tous les favoris',
  unfiled: 'Sans dossier',
  newFolder: 'Nouveau dossier',
  folderName: 'Nom du dossier',
  createFolder: 'Créer',
  rename: 'Renommer',
  renameFolder: (name: string) => `Renommer le dossier « ${name} »`,
  save: 'Enregistrer',
  cancel: 'Annuler',
  deleteFolder: (name: string) => `Supprimer le dossier « ${name} »`,
  deleteFolderConfirm: (name: string) =>
    `Supprimer le dossier « ${name} » ? Ses favoris restent dans vos favoris, hors dossier.`,
  delete: 'Supprimer',
  count: (n: number) => (n <= 1 ? `${n} favori` : `${n} favoris`),
  list: 'Liste des favoris',
  moveTo: (title: string) => `Dossier de « ${title} »`,
  noFolder: 'Aucun dossier',
  note: (title: string) => `Note sur « ${title} »`,
  notePlaceholder: 'Ajouter une note…',
  saveNote: 'Enregistrer la note',
  noteSaved: 'Note enregistrée',
  remove: (title: string) => `Retirer « ${title} » des favoris`,
  removeShort: 'Retirer',
  dismiss: 'Retirer de la liste',
  open: 'Ouvrir',
  savedOn: 'Ajouté le ',
  unavailable: 'Textes retirés',
  limits: (favorites: number, folders: number) =>
    `Jusqu'à ${favorites} favoris et ${folders} dossiers ; notes de ${LIBRARY_LIMITS.noteChars} caractères au plus.`,
  loadFailed: 'Vos favoris n’ont pas pu être chargés.',
  retry: 'Réessayer',
} as const;

/** /downloads */
export const DOWNLOADS_TEXTS = {
  title: 'Mes téléchargements',
  description: 'Les documents PDF que vous avez téléchargés, du plus récent au plus ancien.',
  signedOut: 'Connectez-vous pour retrouver vos téléchargements.',
  signIn: 'Se connecter',
  empty:
    'Vous n’avez encore téléchargé aucun PDF. Les abonnés Premium téléchargent le PDF officiel depuis la page d’un document.',
  list: 'Documents téléchargés',
  downloadedOn: 'Téléchargé le ',
  times: (n: number) => (n <= 1 ? '' : ` (${n} fois)`),
  again: (title: string) => `Télécharger de nouveau « ${title} »`,
  againShort: 'Télécharger de nouveau',
  failed: 'Le téléchargement a échoué. Réessayez.',
  loadFailed: 'Vos téléchargements n’ont pas pu être chargés.',
  retry: 'Réessayer',
} as const;

/** The document page's "Documents similaires" block. */
export const SIMILAR_TEXTS = {
  title: 'Documents similaires',
  none: 'Aucun texte proche trouvé pour ce document.',
  failed: 'Les documents similaires n’ont pas pu être chargés.',
  why: 'Pourquoi : ',
} as const;
