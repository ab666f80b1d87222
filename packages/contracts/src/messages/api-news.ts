/** Messages of the news API besides the spec's (NEWS_MESSAGES). */
export const NEWS_API_MESSAGES = {
  created: 'Actualité créée avec succès !',
  updated: 'Actualité mise à jour avec succès !',
  deleted: 'Actualité supprimée',
  categoryNotFound: 'Catégorie non trouvée',
  categoryMissing: 'Catégorie introuvable',
  categoryDeleted: 'Catégorie supprimée',
  categoryInUse: (n: number) => `Cette catégorie est utilisée par ${n} actualité${n > 1 ? 's' : ''}`,
} as const;
