/** Messages of the documents API besides the spec's (documents.ts, ADMIN_MESSAGES). */
export const DOCUMENTS_API_MESSAGES = {
  created: 'Document créé avec succès',
  updated: 'Document mis à jour avec succès',
  deleted: 'Document supprimé avec succès',
  contentRequired: 'Le contenu est requis',
  unknownDomaine: "Le domaine sélectionné n'existe pas",
  unknownOrganisme: "L'organisme sélectionné n'existe pas",
  unknownDocType: "Le type de document sélectionné n'existe pas",
  pdfUploaded: 'PDF téléversé avec succès',
  /** The PDF's text could not be read within the time and memory limits (issue 19). */
  pdfStoredWithoutText:
    "PDF téléversé, mais son texte n'a pas pu être extrait : le fichier est trop lourd à analyser. Le document garde son contenu actuel ; saisissez le texte si nécessaire.",
  pdfTextTooCostly:
    "Le texte du PDF n'a pas pu être extrait : le fichier est trop lourd à analyser. Saisissez le contenu du document.",
  pdfDeleted: 'PDF supprimé avec succès',
  noPdf: "Ce document n'a pas de PDF",
  /** Search filters naming what does not exist. */
  filterUnknownDocType: 'Type de document inconnu',
  filterUnknownDomaine: 'Domaine inconnu',
  filterUnknownCategory: 'Catégorie de type inconnue',
  searchWithoutAnswer: 'Recherche sans réponse',
  /** The engine thread's errors (logged; the reader gets the general 500 message). */
  searchEngineNotBuilt: "Le moteur de recherche n'est pas construit",
  searchEngineStopped: 'Le moteur de recherche est arrêté',
  searchEngineThreadExited:
    "Le fil du moteur de recherche s'est arrêté ; il est relancé à la recherche suivante",
} as const;
