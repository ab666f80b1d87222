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
 * Demo news: they speak of the texts of the demo corpus, and tell only what those texts themselves state
 * (the article or note cited in each item), so anyone can check them in LexFaso. No invented event,
 * figure, name or quote.
 */
const DEMO_NEWS = (productName: string): DemoNews[] => [
  {
    title: `Lancement de ${productName}, base de données juridique du Burkina Faso`,
    description: `${productName} ouvre l'accès en ligne aux textes juridiques du Burkina Faso et aux textes communautaires qui s'y appliquent, avec une recherche en français et des actualités juridiques.`,
    excerpt:
      'La Constitution, les grands codes burkinabè et leurs PDF officiels, les textes OHADA : la plateforme est ouverte.',
    content: [
      `${productName} est une plateforme d'information juridique en langue française consacrée au droit applicable au Burkina Faso.`,
      "Le corpus de démonstration réunit d'abord des textes burkinabè : la Constitution du 2 juin 1991 dans sa version consolidée, le Code des personnes et de la famille, le Code du travail, le Code de procédure pénale de 2019 et celui de 1968 qu'il a remplacé, le Code civil dans son édition burkinabè, la loi sur les données à caractère personnel et des décrets. Chacun est cité par sa référence officielle et accompagné de son PDF officiel, que les abonnés premium peuvent télécharger.",
      "Viennent ensuite les traités et actes uniformes de l'OHADA, qui s'appliquent au Burkina Faso comme dans les autres États membres, et d'autres textes internationaux.",
      'Après inscription, la recherche porte sur le texte intégral : elle ne tient compte ni des majuscules ni des accents, reconnaît les pluriels et accepte les expressions exactes entre guillemets. Les informations publiées ont une valeur informative et ne constituent pas un conseil juridique.',
    ].join('\n\n'),
    category: 'Mise à jour plateforme',
    pinned: true,
    daysAgo: 0,
  },
  {
    title: 'Code de procédure pénale : la loi n°040-2019/AN adoptée le 29 mai 2019',
    description:
      "L'Assemblée nationale a adopté en séance publique à Ouagadougou, le 29 mai 2019, la loi n°040-2019/AN portant code de procédure pénale.",
    excerpt: 'Un code numéroté par livre, de l’article 100-1 à l’article 700-5, qui abroge le code de 1968.',
    content: [
      'La loi n°040-2019/AN portant code de procédure pénale a été « fait[e] et délibéré[e] en séance publique à Ouagadougou le 29 mai 2019 », selon sa formule finale.',
      'Ses articles sont numérotés par livre : il s’ouvre sur l’article 100-1, premier des principes directeurs de la procédure pénale (« La procédure pénale est équitable, contradictoire et préserve l’équilibre entre les parties »), et se termine par l’article 700-5.',
      "Son article 700-4 abroge notamment l'ordonnance 68-7 du 21 février 1968 portant institution d'un code de procédure pénale. Le code de 1968 reste consultable dans la base, marqué comme abrogé.",
    ].join('\n\n'),
    category: 'Réforme législative',
    pinned: true,
    daysAgo: 1,
  },
  {
    title: 'Données personnelles : la loi n°001-2021/AN du 30 mars 2021',
    description:
      "La loi n°001-2021/AN portant protection des personnes à l'égard du traitement des données à caractère personnel a été adoptée en séance publique à Ouagadougou le 30 mars 2021.",
    excerpt:
      'Elle remplace la loi de 2004 et confie le contrôle à la Commission de l’informatique et des libertés.',
    content: [
      "La loi n°001-2021/AN portant protection des personnes à l'égard du traitement des données à caractère personnel a été délibérée en séance publique à Ouagadougou le 30 mars 2021.",
      'Son article 82 abroge la loi n°010-2004/AN du 20 avril 2004 portant protection des données à caractère personnel.',
      "Son article 45 crée la Commission de l'informatique et des libertés (CIL), autorité de contrôle chargée de veiller au respect de la loi.",
    ].join('\n\n'),
    category: 'Actualités juridiques',
    pinned: true,
    daysAgo: 3,
  },
  {
    title: 'Constitution : ce qu’a changé la loi constitutionnelle du 5 novembre 2015',
    description:
      'La version consolidée de la Constitution du 2 juin 1991 signale en note chaque modification apportée par la loi constitutionnelle du 5 novembre 2015.',
    excerpt: 'Candidatures indépendantes, développement durable : les notes de la version consolidée.',
    content: [
      'La Constitution du Burkina Faso du 2 juin 1991 a été révisée à plusieurs reprises ; sa version consolidée indique en note, article par article, ce que chaque loi constitutionnelle a modifié.',
      'La loi constitutionnelle du 5 novembre 2015 a notamment ajouté l’article 13.1 (« Les candidatures indépendantes sont admises pour toutes les élections ») et complété l’article 14 pour prendre en compte le respect du développement durable.',
      "L'article 37 limite à deux le nombre de mandats du Président du Faso, « consécutivement ou par intermittence » ; sa note retrace les modifications successives de cet article.",
    ].join('\n\n'),
    category: 'Actualités juridiques',
    daysAgo: 5,
  },
  {
    title: 'Code des personnes et de la famille : en vigueur depuis le 4 août 1990',
    description:
      'Institué par la zatu an VII 13 du 16 novembre 1989, le Code des personnes et de la famille est entré en vigueur le 4 août 1990 (article 1051).',
    excerpt:
      'Il a abrogé de larges parties du Code civil et mis fin à la force de loi des coutumes dans ses matières.',
    content: [
      'La zatu an VII 13 du 16 novembre 1989 porte institution et application d’un code des personnes et de la famille au Burkina Faso. Selon son article 1051, le code est entré en vigueur à compter du 4 août 1990.',
      "Son article 1066 dispose que les coutumes cessent d'avoir force de loi dans les matières qu'il régit, et son article 1067 abroge notamment les articles 7 à 515, 718 à 1100 et 1387 à 1581 du code civil.",
      "L'édition burkinabè du Code civil présente dans la base signale ces abrogations.",
    ].join('\n\n'),
    category: 'Réforme législative',
    daysAgo: 8,
  },
  {
    title: 'Code du travail : la loi n°028-2008/AN du 13 mai 2008',
    description:
      'Le Code du travail en vigueur au Burkina Faso est la loi n°028-2008/AN du 13 mai 2008, promulguée par le décret 2008-331 du 19 juin 2008.',
    excerpt: 'Un code applicable aux travailleurs et aux employeurs exerçant leur activité au Burkina Faso.',
    content: [
      "La loi n°028-2008/AN du 13 mai 2008 porte code du travail au Burkina Faso ; l'édition présente dans la base indique qu'elle a été promulguée par le décret 2008-331 du 19 juin 2008.",
      'Selon son article 1er, elle est applicable aux travailleurs et aux employeurs exerçant leur activité professionnelle au Burkina Faso.',
    ].join('\n\n'),
    category: 'Actualités juridiques',
    daysAgo: 11,
  },
  {
    title: "L'Acte uniforme OHADA relatif à la médiation, adopté le 23 novembre 2017",
    description:
      "L'Acte uniforme relatif à la médiation a été adopté à Conakry le 23 novembre 2017 ; le Burkina Faso en est signataire.",
    excerpt: 'Un cadre commun pour la médiation dans les États membres de l’OHADA, dont le Burkina Faso.',
    content: [
      "L'Acte uniforme relatif à la médiation a été fait à Conakry (Guinée) le 23 novembre 2017, comme la révision de l'Acte uniforme relatif au droit de l'arbitrage.",
      "Il s'applique dans les États membres de l'OHADA, dont le Burkina Faso, et entre en vigueur quatre-vingt-dix jours après sa publication au Journal officiel de l'OHADA.",
    ].join('\n\n'),
    category: 'Réforme législative',
    daysAgo: 14,
  },
  {
    title: "Le Traité de l'OHADA, signé à Port-Louis le 17 octobre 1993",
    description:
      "Le Traité relatif à l'harmonisation du droit des affaires en Afrique a été signé le 17 octobre 1993 à Port-Louis (Maurice) et révisé le 17 octobre 2008 à Québec (Canada).",
    excerpt: "Le texte fondateur de l'OHADA, dont le Burkina Faso est État membre, et sa révision de 2008.",
    content: [
      "Le Traité relatif à l'harmonisation du droit des affaires en Afrique, qui institue l'Organisation pour l'harmonisation en Afrique du droit des affaires (OHADA), a été signé à Port-Louis (Maurice) le 17 octobre 1993 et révisé à Québec (Canada) le 17 octobre 2008.",
      "Le Burkina Faso est État membre de l'OHADA : les actes uniformes y sont directement applicables.",
    ].join('\n\n'),
    category: 'Actualités juridiques',
    draft: true,
    daysAgo: 2,
  },
  {
    title: 'Guide de la recherche avancée',
    description: 'Expressions exactes, exclusions, alternatives et préfixes : mode d’emploi de la recherche.',
    excerpt: 'Les opérateurs de recherche acceptés par le moteur, avec des exemples.',
    content: [
      'Des guillemets cherchent une expression exacte : "naissent libres et égaux".',
      'Un tiret exclut un mot : procédure pénale -1968.',
      'OR propose une alternative : zatu OR ordonnance.',
      'Une étoile cherche un préfixe : licenci*.',
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
