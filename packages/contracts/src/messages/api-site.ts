// The head tags the server writes into the site's pages (titles, descriptions, keywords of link previews).

interface PageHead {
  title: string;
  description: string;
  keywords?: string;
}

/** The site's fixed pages, by path. */
export const PAGE_HEADS = (productName: string): Record<string, PageHead> => ({
  '/': {
    title: productName,
    description:
      'Le droit burkinabè à portée de main : lois, décrets, codes, actes uniformes OHADA, jurisprudence et actualités juridiques.',
    keywords: 'droit burkinabè, Burkina Faso, lois, décrets, OHADA, jurisprudence, codes',
  },
  '/recherche': {
    title: 'Recherche juridique',
    description:
      'Recherchez dans les lois, décrets, codes, actes uniformes OHADA et la jurisprudence applicables au Burkina Faso.',
  },
  '/actualites': {
    title: 'Actualités juridiques',
    description:
      'Réformes législatives, jurisprudence, annonces officielles et événements du droit burkinabè.',
  },
  '/contact': {
    title: 'Contact',
    description: `Contactez l'équipe ${productName} : questions, partenariats, assistance.`,
  },
  '/about': { title: 'À propos', description: `La mission, l'histoire et les valeurs de ${productName}.` },
  '/legal': { title: 'Mentions légales', description: `Mentions légales de ${productName}.` },
  '/terms': {
    title: "Conditions générales d'utilisation",
    description: `Conditions d'utilisation de ${productName}.`,
  },
  '/privacy': {
    title: 'Politique de confidentialité',
    description: `Protection des données personnelles sur ${productName}.`,
  },
  '/cookies': { title: 'Politique des cookies', description: `Les cookies utilisés par ${productName}.` },
});

export const SITE_TEXTS = {
  contactPageName: (productName: string) => `Contact ${productName}`,
  /** Any other page. */
  defaultDescription: 'Base de données juridique du Burkina Faso.',
  notFoundTitle: 'Page non trouvée',
  notFoundDescription: "La page demandée n'existe pas ou n'est plus disponible.",
  newsKeywords: ['actualité juridique', 'Burkina Faso'],
  documentKeywords: ['droit burkinabè', 'Burkina Faso'],
  /**
   * A document's preview: its type, (shortened) title and the reference users cite (when the title does not
   * already hold it), whether it is repealed; never its text.
   */
  documentDescription: (
    shortTitle: string,
    productName: string,
    type: string | null,
    reference: string | null = null,
    repealed = false,
  ) =>
    `${type ? `${type} : ` : ''}${shortTitle}${reference ? ` (${reference})` : ''}.` +
    `${repealed ? ' Texte abrogé.' : ''} Texte juridique consultable sur ${productName}.`,
  /** The answer of a page when the web app has not been built. */
  notBuilt: "Le site n'est pas encore construit : lancez `npm start` (ou `npm run build`).",
} as const;
