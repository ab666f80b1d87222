// Texts of the 404 page (public-area.md §4). The router renders it without a round trip, so it is in the
// entry chunk: this file holds nothing else (a module goes whole into one chunk).

export const NOT_FOUND_TEXTS = {
  title: 'Page non trouvée',
  description: "La page demandée n'existe pas ou a été déplacée.",
  text: "La page que vous cherchez n'existe pas, a été déplacée ou son adresse est incorrecte.",
  home: "Retour à l'accueil",
  search: 'Rechercher un document',
  suggestions: 'Suggestions',
  /** Links to the search, the news and the about page, in that order. */
  suggestionList: [
    'Rechercher une loi, un décret ou une décision de justice',
    'Lire les dernières actualités juridiques',
    'Découvrir la plateforme et ses offres',
  ],
  mistake: "Vous pensez qu'il s'agit d'une erreur ? ",
  report: 'Signalez-la-nous',
} as const;
