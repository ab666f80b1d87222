/** The personal library (api.md "Personal library"): server messages. */
export const LIBRARY_MESSAGES = {
  favoriteNotFound: 'Favori introuvable',
  folderNotFound: 'Dossier introuvable',
  folderNameTaken: 'Vous avez déjà un dossier de ce nom',
  favoritesFull: (max: number) =>
    `Vous avez atteint la limite de ${max} favoris : retirez-en avant d'en ajouter d'autres`,
  foldersFull: (max: number) =>
    `Vous avez atteint la limite de ${max} dossiers : supprimez-en avant d'en créer d'autres`,
  favoriteSaved: 'Ajouté à vos favoris',
  favoriteAlreadySaved: 'Déjà dans vos favoris',
  favoriteUpdated: 'Favori mis à jour',
  favoriteDeleted: 'Retiré de vos favoris',
  folderCreated: 'Dossier créé',
  folderRenamed: 'Dossier renommé',
  folderDeleted: 'Dossier supprimé ; ses favoris restent dans vos favoris, hors dossier',
  /** A favourite whose text was deleted, or withdrawn from publication. */
  documentDeleted: (title: string) =>
    `« ${title} » a été supprimé de la base : il n'est plus dans vos favoris`,
  documentWithdrawn: (title: string) =>
    `« ${title} » n'est plus publié : il n'apparaît plus dans vos favoris tant qu'il ne l'est pas de nouveau`,
  /** A favourite article that an edit of its text removed. */
  articleGone: (label: string) => `${label} n'existe plus dans la version actuelle de ce texte`,
  /** Why a text is shown among the similar ones. */
  similarDomain: (domain: string) => `Même domaine : ${domain}`,
  similarCites: 'Ce texte le cite',
  similarCitedBy: 'Il cite ce texte',
  similarTerms: (terms: readonly string[]) => `Termes communs : ${terms.join(', ')}`,
} as const;
