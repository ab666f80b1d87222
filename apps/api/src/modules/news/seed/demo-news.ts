import { SEED_MESSAGES } from '@lexfaso/contracts';
import type { AppDeps } from '../../../deps';
import { withTransaction } from '../../../platform/transaction';
import { createActuality } from '../actuality-store';

interface DemoNews {
  title: string;
  description: string;
  excerpt: string;
  content: string;
  category: string;
  pinned?: boolean;
  draft?: boolean;
  /** Days before the seeding day: the platform's publication date, not the date of the event told. */
  daysAgo: number;
}

/**
 * Demo news: only facts anyone can check in the official texts of the OHADA (ohada.org) and in this
 * project itself. No invented event, figure, name or quote.
 */
const DEMO_NEWS = (productName: string): DemoNews[] => [
  {
    title: `Lancement de ${productName}, base de données juridique pour le Burkina Faso`,
    description: `${productName} ouvre l'accès en ligne aux textes juridiques applicables au Burkina Faso, avec une recherche en français et des actualités juridiques.`,
    excerpt:
      'Recherche plein texte en français, lecture article par article et actualités : la plateforme est ouverte.',
    content: [
      `${productName} est une plateforme d'information juridique en langue française consacrée au droit applicable au Burkina Faso.`,
      "Les visiteurs peuvent consulter les actualités et les pages d'information. Après inscription, la recherche porte sur le texte intégral des documents : elle ne tient compte ni des majuscules ni des accents, reconnaît les pluriels et accepte les expressions exactes entre guillemets.",
      "Le corpus de démonstration livré avec la plateforme réunit des textes officiels, notamment les traités et actes uniformes de l'OHADA, qui s'appliquent au Burkina Faso comme dans les autres États membres.",
      'Les informations publiées ont une valeur informative et ne constituent pas un conseil juridique.',
    ].join('\n\n'),
    category: 'Mise à jour plateforme',
    pinned: true,
    daysAgo: 0,
  },
  {
    title: "Le Traité de l'OHADA, signé à Port-Louis le 17 octobre 1993",
    description:
      "Le Traité relatif à l'harmonisation du droit des affaires en Afrique a été signé le 17 octobre 1993 à Port-Louis (Maurice) et révisé le 17 octobre 2008 à Québec (Canada).",
    excerpt: "Le texte fondateur de l'OHADA, dont le Burkina Faso est État membre, et sa révision de 2008.",
    content: [
      "Le Traité relatif à l'harmonisation du droit des affaires en Afrique, qui institue l'Organisation pour l'harmonisation en Afrique du droit des affaires (OHADA), a été signé à Port-Louis (Maurice) le 17 octobre 1993.",
      'Il a été révisé par un traité signé à Québec (Canada) le 17 octobre 2008.',
      "Le Burkina Faso est État membre de l'OHADA : les actes uniformes adoptés par le Conseil des ministres de l'organisation y sont directement applicables.",
    ].join('\n\n'),
    category: 'Actualités juridiques',
    pinned: true,
    daysAgo: 2,
  },
  {
    title: "L'Acte uniforme relatif à la médiation, adopté le 23 novembre 2017",
    description:
      "Le Conseil des ministres de l'OHADA a adopté à Conakry, le 23 novembre 2017, l'Acte uniforme relatif à la médiation.",
    excerpt:
      'Un cadre commun pour la médiation conventionnelle et judiciaire dans les États membres de l’OHADA.',
    content: [
      "L'Acte uniforme relatif à la médiation a été adopté à Conakry (Guinée) le 23 novembre 2017, en même temps que la révision de l'Acte uniforme relatif au droit de l'arbitrage.",
      "Il s'applique à la médiation dans les États membres de l'OHADA, dont le Burkina Faso.",
    ].join('\n\n'),
    category: 'Réforme législative',
    pinned: true,
    daysAgo: 4,
  },
  {
    title: 'Droit des sociétés commerciales : l’Acte uniforme révisé à Ouagadougou',
    description:
      "L'Acte uniforme relatif au droit des sociétés commerciales et du groupement d'intérêt économique a été révisé à Ouagadougou le 30 janvier 2014.",
    excerpt:
      'La révision de 2014 de l’Acte uniforme sur les sociétés commerciales a été adoptée au Burkina Faso.',
    content: [
      "Le Conseil des ministres de l'OHADA, réuni à Ouagadougou, a adopté le 30 janvier 2014 l'Acte uniforme révisé relatif au droit des sociétés commerciales et du groupement d'intérêt économique.",
      "Ce texte régit la constitution, le fonctionnement et la dissolution des sociétés commerciales dans les États membres de l'OHADA.",
    ].join('\n\n'),
    category: 'Réforme législative',
    daysAgo: 6,
  },
  {
    title: "Droit comptable : l'Acte uniforme adopté à Brazzaville le 26 janvier 2017",
    description:
      "L'Acte uniforme relatif au droit comptable et à l'information financière a été adopté à Brazzaville le 26 janvier 2017.",
    excerpt: "Les règles comptables communes aux États membres de l'OHADA.",
    content: [
      "L'Acte uniforme relatif au droit comptable et à l'information financière a été adopté à Brazzaville (Congo) le 26 janvier 2017.",
      "Il fixe les règles de comptabilité et d'information financière applicables dans les États membres de l'OHADA.",
    ].join('\n\n'),
    category: 'Actualités juridiques',
    daysAgo: 9,
  },
  {
    title: "Procédures collectives : l'Acte uniforme révisé à Grand-Bassam le 10 septembre 2014",
    description:
      "L'Acte uniforme portant organisation des procédures collectives d'apurement du passif a été révisé à Grand-Bassam le 10 septembre 2014.",
    excerpt: 'Conciliation, règlement préventif, redressement judiciaire et liquidation des biens.',
    content: [
      "L'Acte uniforme portant organisation des procédures collectives d'apurement du passif a été révisé à Grand-Bassam (Côte d'Ivoire) le 10 septembre 2014.",
      'Il organise la conciliation, le règlement préventif, le redressement judiciaire et la liquidation des biens des entreprises en difficulté.',
    ].join('\n\n'),
    category: 'Réforme législative',
    daysAgo: 13,
  },
  {
    title: 'Recouvrement des créances : l’Acte uniforme adopté à Libreville le 10 avril 1998',
    description:
      "L'Acte uniforme portant organisation des procédures simplifiées de recouvrement et des voies d'exécution a été adopté à Libreville le 10 avril 1998.",
    excerpt: 'Injonction de payer, injonction de délivrer ou de restituer, saisies.',
    content: [
      "L'Acte uniforme portant organisation des procédures simplifiées de recouvrement et des voies d'exécution a été adopté à Libreville (Gabon) le 10 avril 1998.",
      "Il régit notamment l'injonction de payer et les saisies dans les États membres de l'OHADA.",
    ].join('\n\n'),
    category: 'Actualités juridiques',
    draft: true,
    daysAgo: 1,
  },
  {
    title: 'Guide de la recherche avancée',
    description: 'Expressions exactes, exclusions, alternatives et préfixes : mode d’emploi de la recherche.',
    excerpt: 'Les opérateurs de recherche acceptés par le moteur, avec des exemples.',
    content: [
      'Des guillemets cherchent une expression exacte : "acte uniforme".',
      'Un tiret exclut un mot : médiation -arbitrage.',
      'OR propose une alternative : société OR groupement.',
      'Une étoile cherche un préfixe : command*.',
    ].join('\n\n'),
    category: 'Mise à jour plateforme',
    draft: true,
    daysAgo: 0,
  },
];

/** Loads the demo news into an empty news table, in one transaction. */
export async function seedDemoNews(deps: AppDeps, log: (msg: string) => void) {
  const existing = await deps.db.selectFrom('actualities').select('id').limit(1).executeTakeFirst();
  if (existing) return;
  const categories = await deps.db.selectFrom('actuality_categories').select(['id', 'name']).execute();
  const categoryId = new Map(categories.map((c) => [c.name, c.id]));
  const items = DEMO_NEWS(deps.config.productName);
  const now = Date.now();
  await withTransaction(deps.db, async (trx) => {
    for (const item of items) {
      // One hour before the seeding moment, so the newest item is not dated in the future.
      const publishedAt = new Date(now - item.daysAgo * 86_400_000 - 3_600_000).toISOString();
      await createActuality(trx, deps.dialect, {
        title: item.title,
        description: item.description,
        excerpt: item.excerpt,
        content: item.content,
        author: `Rédaction ${deps.config.productName}`,
        categoryId: categoryId.get(item.category) ?? null,
        isPinned: item.pinned ?? false,
        isPublished: !item.draft,
        publishedAt: item.draft ? null : publishedAt,
        metadata: { demo: true },
      });
    }
  });
  log(SEED_MESSAGES.newsLoaded(items.length, items.filter((i) => i.draft).length));
}
