// Texts of the home page (public-area.md §2). The home page's JavaScript must stay small: only these.

export const HOME_TEXTS = {
  description:
    'Le droit burkinabè à portée de main : lois, décrets, codes, actes uniformes OHADA, jurisprudence et actualités juridiques.',
  title: 'Le droit burkinabè à portée de main',
  lead: 'Lois, décrets, actes uniformes OHADA, jurisprudence et actualités juridiques, réunis et consultables en ligne.',
  /** Search needs an account (a free one): the words say so. */
  searchFree: 'Rechercher avec un compte gratuit',
  seeNews: 'Voir les actualités',
  why: (product: string) => `Pourquoi ${product} ?`,
  features: [
    {
      title: 'Recherche en français',
      text: 'Majuscules, accents et pluriels ne comptent pas : « decret » trouve « décrets ». Expressions exactes entre guillemets.',
    },
    {
      title: 'Textes structurés',
      text: 'Livres, titres, chapitres et articles : une table des matières et un lien direct vers chaque article.',
    },
    {
      title: 'Droit OHADA et national',
      text: 'Actes uniformes, traités, lois, décrets et décisions de justice applicables au Burkina Faso.',
    },
    {
      title: 'Pensé pour le mobile',
      text: 'Des pages légères qui se chargent vite, même avec une connexion modeste.',
    },
  ],
  latestNews: 'Dernières actualités',
  allNews: 'Toutes les actualités ',
  loadingNews: 'Chargement des actualités…',
  tools: 'Outils professionnels',
  soon: 'Bientôt disponible',
  /** The announced tools, in order: acts generator, legal calendar, case files. */
  toolList: [
    {
      name: "Générateur d'actes",
      text: 'Des modèles de contrats, statuts et actes courants, à compléter en quelques minutes.',
    },
    {
      name: 'Calendrier juridique',
      text: "Les délais de procédure et les échéances légales, avec des rappels avant l'expiration.",
    },
    {
      name: 'Gestion de dossiers',
      text: 'Vos dossiers, pièces et textes de référence réunis au même endroit.',
    },
  ],
} as const;
