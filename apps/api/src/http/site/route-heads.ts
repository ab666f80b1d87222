import type { FastifyInstance } from 'fastify';
import type { HeadTags } from './head-tags';

/** A provider answers the head tags for paths it knows (e.g. /actualites/{id}), or null. */
export type HeadProvider = (app: FastifyInstance, path: string) => Promise<HeadTags | null> | HeadTags | null;

/** The id in a path such as /document/{id}, when it is a plausible one. */
export const positiveId = (raw: string) => (/^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null);

/** The head of a page that does not exist (status 404, not indexed). */
export function notFoundHead(path: string): HeadTags {
  return {
    title: 'Page non trouvée',
    description: "La page demandée n'existe pas ou n'est plus disponible.",
    path,
    noindex: true,
    status: 404,
  };
}

const website = (productName: string, publicUrl: string) => ({
  '@context': 'https://schema.org',
  '@type': 'WebSite',
  name: productName,
  url: publicUrl,
  inLanguage: 'fr',
  potentialAction: {
    '@type': 'SearchAction',
    target: `${publicUrl}/recherche?q={search_term_string}`,
    'query-input': 'required name=search_term_string',
  },
});

/** Head tags for the fixed routes; dynamic routes (news, documents) come from the providers. */
export async function headForPath(
  app: FastifyInstance,
  path: string,
  providers: readonly HeadProvider[],
): Promise<HeadTags> {
  for (const provider of providers) {
    const tags = await provider(app, path);
    if (tags) return tags;
  }
  const { productName, publicUrl } = app.deps.config;
  const site = website(productName, publicUrl);
  const fixed: Record<string, Omit<HeadTags, 'path'>> = {
    '/': {
      title: productName,
      description:
        'Le droit burkinabè à portée de main : lois, décrets, codes, actes uniformes OHADA, jurisprudence et actualités juridiques.',
      keywords: 'droit burkinabè, Burkina Faso, lois, décrets, OHADA, jurisprudence, codes',
      jsonLd: site,
    },
    '/recherche': {
      title: 'Recherche juridique',
      description:
        'Recherchez dans les lois, décrets, codes, actes uniformes OHADA et la jurisprudence applicables au Burkina Faso.',
      jsonLd: site,
    },
    '/actualites': {
      title: 'Actualités juridiques',
      description:
        'Réformes législatives, jurisprudence, annonces officielles et événements du droit burkinabè.',
      jsonLd: site,
    },
    '/contact': {
      title: 'Contact',
      description: `Contactez l'équipe ${productName} : questions, partenariats, assistance.`,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'ContactPage',
        name: `Contact ${productName}`,
        url: `${publicUrl}/contact`,
      },
    },
    '/about': {
      title: 'À propos',
      description: `La mission, l'histoire et les valeurs de ${productName}.`,
      jsonLd: site,
    },
    '/legal': { title: 'Mentions légales', description: `Mentions légales de ${productName}.`, jsonLd: site },
    '/terms': {
      title: "Conditions générales d'utilisation",
      description: `Conditions d'utilisation de ${productName}.`,
      jsonLd: site,
    },
    '/privacy': {
      title: 'Politique de confidentialité',
      description: `Protection des données personnelles sur ${productName}.`,
      jsonLd: site,
    },
    '/cookies': {
      title: 'Politique des cookies',
      description: `Les cookies utilisés par ${productName}.`,
      jsonLd: site,
    },
  };
  const known = fixed[path];
  if (known) return { ...known, path };
  return {
    title: productName,
    description: 'Base de données juridique du Burkina Faso.',
    path,
    noindex: ['/admin', '/reset-password', '/verify-email', '/profile'].some((p) => path.startsWith(p)),
  };
}
