// Texts of the shared controls only lazy pages use (dialogs, pagination): apart from ui-common, whose
// module is in the entry chunk.

export const CONTROLS_TEXTS = {
  close: 'Fermer',
  previous: 'Précédent',
  next: 'Suivant',
  page: (n: number) => `Page ${n}`,
  pagination: 'Pagination',
  /** A 404 answer of the documents' and search's calls (public-area.md §8). */
  notFound: 'Ressource non trouvée',
} as const;
