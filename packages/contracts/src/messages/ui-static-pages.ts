// Texts of the static pages (public-area.md §2): about, legal notice, terms, privacy, cookies.
// A paragraph may hold **bold**, [a link](route) to another page of the site, and {variables} the page
// fills in ({product}, {mail}, {minLength}, {days}, {hours}). A page only imports its own object.

/** A block of a static page's text. */
export type StaticBlock = { h2: string } | { h3: string } | { p: string } | { ul: readonly string[] };

export const STATIC_PAGE_TEXTS = {
  version: 'Version ',
  updated: 'Dernière mise à jour : ',
  /** Date shown on every legal page (public-area.md §2). */
  lastUpdated: '20 août 2025',
} as const;

export const ABOUT_PAGE = {
  title: 'À propos',
  description:
    '{product}, la base de données juridique du Burkina Faso : mission, histoire, valeurs et offres.',
  lead: "{product} rassemble en un seul endroit les textes juridiques du Burkina Faso, la jurisprudence et l'actualité du droit, pour les professionnels comme pour les citoyens.",
  intro: [
    { h2: 'Notre mission' },
    {
      p: "Rendre le droit burkinabè simple à trouver, à lire et à comprendre. Lois, décrets, ordonnances, actes uniformes OHADA, traités et décisions de justice sont souvent dispersés entre plusieurs sources, parfois difficiles d'accès. {product} les réunit dans une base unique, classée par type de texte, par domaine et par date, et interrogeable en quelques secondes.",
    },
    { h2: 'Notre histoire' },
    {
      p: "{product} est né d'un constat partagé par de nombreux juristes, étudiants et chefs d'entreprise : il est encore trop difficile de retrouver la version d'un texte, l'article précis qui s'applique ou la décision rendue sur une question donnée. Le projet a été conçu à Ouagadougou, avec le souci de servir aussi bien un cabinet d'avocats qu'un citoyen qui souhaite connaître ses droits.",
    },
    {
      p: "La plateforme s'enrichit progressivement : de nouveaux textes, de nouvelles décisions et de nouvelles fonctionnalités sont ajoutés au fil des mois, en tenant compte des besoins exprimés par nos utilisateurs.",
    },
    { h2: 'Nos valeurs' },
  ] as readonly StaticBlock[],
  values: [
    {
      name: 'Fiabilité',
      text: 'Chaque texte est publié avec sa source, sa date et sa référence. Nous corrigeons sans délai toute erreur signalée.',
    },
    {
      name: 'Accessibilité',
      text: 'Des pages légères, lisibles sur un téléphone et avec une connexion modeste, parce que le droit doit être accessible partout au Burkina Faso.',
    },
    {
      name: 'Clarté',
      text: 'Une présentation structurée (livres, titres, chapitres, articles) et une recherche en français qui comprend les accents et les variantes des mots.',
    },
    {
      name: 'Confidentialité',
      text: 'Vos recherches et vos données personnelles ne sont ni vendues ni cédées. Elles servent uniquement à faire fonctionner le service.',
    },
  ],
  offersTitle: 'Nos offres',
  citizens: {
    title: 'Pour les citoyens',
    paragraphs: [
      "**Gratuit :** la Constitution, les codes fondamentaux et les autres textes de la base, avec la recherche, pour tout titulaire d'un compte gratuit.",
      "Les actualités et les pages d'information se consultent sans compte. La recherche et la lecture des textes demandent simplement la création d'un compte gratuit.",
    ],
  },
  professionals: {
    title: 'Pour les professionnels',
    paragraphs: [
      "Avocats, magistrats, notaires, huissiers, juristes d'entreprise et étudiants en droit disposent, avec leur compte, de la **jurisprudence complète**, de la **recherche avancée** (type de texte, juridiction, période, domaine), ainsi que des favoris et des alertes personnalisées, en cours de déploiement.",
      "**L'offre Premium** ajoute les documents premium, le téléchargement des textes en PDF, des alertes sur mesure et un support dédié.",
    ],
  },
  outro: [
    { h2: "Un service d'information" },
    {
      p: "Les contenus publiés sur {product} sont fournis à titre indicatif et ne constituent pas un conseil juridique. Seules les publications officielles, notamment le Journal officiel du Burkina Faso, font foi. Pour une situation particulière, rapprochez-vous d'un professionnel du droit.",
    },
  ] as readonly StaticBlock[],
  ctaText: 'Une question, une suggestion de texte à ajouter ou une demande pour votre organisation ?',
  ctaButton: 'Nous contacter',
} as const;

export const LEGAL_PAGE = {
  title: 'Mentions légales',
  description:
    'Mentions légales de {product} : éditeur, hébergement, réalisation, propriété intellectuelle et responsabilité.',
  blocks: [
    { h2: 'Éditeur du site' },
    {
      p: 'Le site {product} est édité par une société à responsabilité limitée (SARL) de droit burkinabè dont le siège social est situé à Ouagadougou, Burkina Faso.',
    },
    {
      ul: [
        "Numéro d'immatriculation au RCCM et identifiant financier unique (IFU) : communiqués sur demande.",
        'Adresse postale du siège et téléphone : communiqués sur demande.',
        'Directeur de la publication : le gérant de la société.',
        'Contact : {mail}.',
      ],
    },
    { h2: 'Hébergement' },
    {
      p: "Le site et ses données sont hébergés par un prestataire professionnel dans des centres de données situés dans l'Union européenne. La dénomination et les coordonnées de l'hébergeur sont communiquées sur demande adressée à {mail}.",
    },
    { h2: 'Conception et réalisation' },
    {
      p: "La plateforme a été conçue et développée par un prestataire technologique pour le compte de l'éditeur, qui en assure l'exploitation et la maintenance.",
    },
    { h2: 'Propriété intellectuelle' },
    {
      p: "Les textes officiels reproduits (lois, décrets, ordonnances, actes uniformes, traités, décisions de justice) relèvent du domaine public et peuvent être librement réutilisés. En revanche, la structure de la base de données, la présentation, les résumés, les actualités rédigées par l'équipe, les logos et les éléments graphiques sont la propriété de l'éditeur. Leur reproduction, même partielle, ou leur extraction systématique sans autorisation écrite est interdite.",
    },
    { h2: 'Responsabilité' },
    {
      p: "Les informations diffusées sur {product} sont fournies à titre indicatif et ne constituent pas un conseil juridique. Malgré le soin apporté à leur saisie et à leur mise à jour, elles peuvent comporter des erreurs ou ne pas refléter les dernières modifications d'un texte. Seules les publications officielles, notamment le Journal officiel du Burkina Faso, font foi. L'éditeur ne saurait être tenu responsable d'une décision prise sur la seule base des contenus du site.",
    },
    {
      p: "Les liens vers des sites tiers sont proposés pour faciliter vos recherches ; l'éditeur n'exerce aucun contrôle sur leur contenu.",
    },
    { h2: 'Données personnelles et cookies' },
    {
      p: "Le traitement de vos données est décrit dans la [politique de confidentialité](privacy) et l'usage des cookies dans la [politique de cookies](cookies).",
    },
    { h2: 'Droit applicable' },
    {
      p: "Les présentes mentions sont régies par le droit burkinabè. Tout litige relatif à l'utilisation du site relève, à défaut d'accord amiable, des juridictions compétentes de Ouagadougou.",
    },
  ] as readonly StaticBlock[],
} as const;

export const TERMS_PAGE = {
  title: "Conditions générales d'utilisation",
  description:
    "Conditions générales d'utilisation de {product} : accès au service, compte, offre Premium, responsabilités.",
  blocks: [
    { h2: '1. Objet' },
    {
      p: "Les présentes conditions générales d'utilisation (CGU) fixent les règles d'accès et d'utilisation de {product}, plateforme d'information juridique consacrée au droit du Burkina Faso. Utiliser le site vaut acceptation des présentes CGU.",
    },
    { h2: '2. Accès au service' },
    {
      ul: [
        "**Sans compte**, tout visiteur peut consulter la page d'accueil, les actualités juridiques, les pages d'information et contacter l'équipe.",
        "**Avec un compte gratuit**, l'utilisateur peut rechercher dans la base et lire les textes et décisions qu'elle contient.",
        "**Avec un compte Premium**, l'utilisateur peut en outre télécharger les documents au format PDF et accéder aux fonctionnalités réservées à cette offre.",
      ],
    },
    {
      p: "L'éditeur s'efforce d'assurer un accès continu au service mais peut l'interrompre pour maintenance, mise à jour ou en cas de force majeure, sans que sa responsabilité puisse être engagée.",
    },
    { h2: '3. Création et sécurité du compte' },
    {
      p: "L'inscription demande un prénom, un nom, un statut (particulier, professionnel du droit, étudiant ou entreprise), une adresse email et un mot de passe d'au moins {minLength} caractères. L'utilisateur s'engage à fournir des informations exactes et à les tenir à jour depuis son profil.",
    },
    {
      p: "Le compte est personnel. L'utilisateur est responsable de la confidentialité de son mot de passe et de toute activité réalisée avec son compte ; il prévient l'éditeur sans délai en cas d'utilisation frauduleuse. Un mot de passe oublié peut être réinitialisé à tout moment.",
    },
    { h2: "4. Règles d'utilisation" },
    { p: "L'utilisateur s'interdit notamment :" },
    {
      ul: [
        "d'extraire de manière automatisée ou massive le contenu de la base (robots, aspiration) ;",
        'de revendre, louer ou mettre à disposition de tiers son accès ou les contenus obtenus ;',
        'de porter atteinte à la sécurité ou au bon fonctionnement du service ;',
        "d'utiliser le formulaire de contact pour des envois abusifs ou illicites.",
      ],
    },
    { h2: '5. Nature des informations' },
    {
      p: "Les contenus sont fournis à titre indicatif et ne constituent pas un conseil juridique. Seules les publications officielles, notamment le Journal officiel du Burkina Faso, font foi. Pour toute situation particulière, l'utilisateur est invité à consulter un professionnel du droit.",
    },
    { h2: '6. Offre Premium' },
    {
      p: "L'offre Premium donne accès aux documents premium, au téléchargement illimité des documents en PDF, à des alertes sur mesure et à un support dédié. Ses conditions tarifaires et ses modalités de souscription sont communiquées sur demande via la page [Contact](contact).",
    },
    { h2: '7. Propriété intellectuelle' },
    {
      p: "Les textes officiels relèvent du domaine public. La base de données, sa structure, la mise en forme des contenus, les actualités et les éléments graphiques du site restent la propriété de l'éditeur (voir les [mentions légales](legal)).",
    },
    { h2: '8. Suspension et suppression du compte' },
    {
      p: "L'éditeur peut suspendre ou supprimer un compte en cas de manquement aux présentes CGU, après en avoir informé l'utilisateur lorsque c'est possible. L'utilisateur peut à tout moment demander la suppression de son compte.",
    },
    { h2: '9. Données personnelles' },
    { p: 'Les données collectées sont traitées conformément à la [politique de confidentialité](privacy).' },
    { h2: '10. Modification des CGU' },
    {
      p: "L'éditeur peut faire évoluer les présentes CGU. La version en vigueur est celle publiée sur cette page ; en cas de changement important, les utilisateurs inscrits en sont informés.",
    },
    { h2: '11. Droit applicable' },
    {
      p: 'Les présentes CGU sont soumises au droit burkinabè. À défaut de règlement amiable, tout litige relève des juridictions compétentes de Ouagadougou.',
    },
  ] as readonly StaticBlock[],
} as const;

export const PRIVACY_PAGE = {
  title: 'Politique de confidentialité',
  description:
    'Comment {product} collecte, utilise et protège vos données personnelles, et comment exercer vos droits.',
  lead: 'La protection de vos données personnelles est une condition de la confiance que vous nous accordez. Cette politique explique quelles données nous collectons, pourquoi, combien de temps nous les gardons et comment exercer vos droits.',
  beforeRetention: [
    { h2: '1. Responsable du traitement' },
    {
      p: 'Le responsable du traitement est la société éditrice de {product}, SARL établie à Ouagadougou (Burkina Faso), présentée dans les [mentions légales](legal).',
    },
    { h2: '2. Cadre légal' },
    {
      p: "Les traitements sont réalisés conformément à la loi n°010-2004/AN du 20 avril 2004 portant protection des données à caractère personnel au Burkina Faso, qui garantit notamment vos droits d'accès, de rectification et d'opposition.",
    },
    { h2: '3. Données collectées' },
    { h3: "Lors de l'inscription" },
    {
      ul: [
        'votre prénom et votre nom ;',
        'votre adresse email ;',
        "votre profession, si vous choisissez de l'indiquer ;",
        'votre mot de passe, enregistré uniquement sous forme chiffrée : personne, pas même notre équipe, ne peut le lire.',
      ],
    },
    { h3: "Lors de l'utilisation du service" },
    {
      ul: [
        "l'adresse IP et le type de navigateur ;",
        'les pages consultées ;',
        'les recherches effectuées ;',
        'les documents consultés ou téléchargés.',
      ],
    },
    {
      p: 'Les messages envoyés par le formulaire de contact (nom, email, objet, message) sont également conservés pour y répondre.',
    },
    { h2: '4. Finalités' },
    {
      ul: [
        "créer et gérer votre compte, vous authentifier et sécuriser l'accès ;",
        "fournir la recherche, la lecture et, pour l'offre Premium, le téléchargement des documents ;",
        'répondre à vos demandes et vous envoyer les messages liés à votre compte (réinitialisation du mot de passe, par exemple) ;',
        "améliorer le service à partir de statistiques d'utilisation ;",
        'prévenir les abus et respecter nos obligations légales.',
      ],
    },
    { p: 'Vos données ne sont jamais vendues ni utilisées à des fins publicitaires.' },
    { h2: '5. Destinataires et hébergement' },
    {
      p: "Les données sont accessibles aux seules personnes habilitées de l'éditeur et à ses prestataires techniques, tenus à la confidentialité, dans la limite de leurs missions. Elles sont hébergées dans l'Union européenne.",
    },
    { h2: '6. Durées de conservation' },
  ] as readonly StaticBlock[],
  retentionCaption: 'Durées de conservation des données',
  retentionData: 'Données',
  retentionPeriod: 'Durée',
  /** Retention periods stated in public-area.md §9. */
  retention: [
    { data: "Données d'identification (compte)", period: 'Durée du compte, plus 1 an' },
    { data: "Données d'utilisation", period: '25 mois' },
    { data: 'Informations issues des cookies', period: '13 mois' },
    { data: 'Journaux de connexion', period: '12 mois' },
    { data: 'Données soumises à une obligation légale de conservation', period: '5 ans' },
  ],
  afterRetention: [
    { h2: '7. Sécurité' },
    {
      p: "Les échanges avec le site sont chiffrés, les mots de passe ne sont jamais stockés en clair, les sessions expirent et peuvent être révoquées, et l'accès aux outils d'administration est restreint et journalisé.",
    },
    { h2: '8. Vos droits' },
    {
      p: 'Vous pouvez accéder à vos données, les faire rectifier ou supprimer, et vous opposer à leur traitement pour un motif légitime. Une grande partie de ces informations est modifiable directement depuis votre profil. Pour toute demande, écrivez à {mail} : nous y répondons dans un délai de {days} jours.',
    },
    {
      p: "Notre délégué à la protection des données est joignable à la même adresse, {hours}. Si vous estimez que vos droits ne sont pas respectés, vous pouvez saisir l'autorité burkinabè de protection des données personnelles, la Commission de l'informatique et des libertés (CIL).",
    },
    { h2: '9. Cookies' },
    {
      p: "L'usage des cookies et leurs durées de vie sont détaillés dans la [politique de cookies](cookies).",
    },
  ] as readonly StaticBlock[],
  rightsAnswerDays: 30,
  dpoHours: 'du lundi au vendredi, de 9h à 17h',
} as const;

export const COOKIES_PAGE = {
  title: 'Politique de cookies',
  description: 'Les cookies utilisés par {product}, leur finalité et leur durée de vie.',
  notAvailable:
    "La gestion des préférences de cookies n'est pas encore disponible. Elle le sera prochainement.",
  beforeTable: [
    { h2: "Qu'est-ce qu'un cookie ?" },
    {
      p: "Un cookie est un petit fichier déposé sur votre appareil lorsque vous consultez un site. Il permet par exemple de rester connecté d'une page à l'autre ou de mémoriser vos préférences. Certaines informations équivalentes peuvent aussi être conservées dans le stockage local de votre navigateur ; cette politique s'applique à l'ensemble de ces traceurs.",
    },
    { h2: 'Les cookies que nous utilisons' },
    {
      p: "{product} n'utilise aucun cookie publicitaire et ne charge aucun script de réseau social ou de régie publicitaire.",
    },
  ] as readonly StaticBlock[],
  caption: 'Cookies utilisés et durées de vie',
  columns: { name: 'Cookie', purpose: 'Finalité', kind: 'Catégorie', lifetime: 'Durée de vie' },
  /** Cookie lifetimes stated in public-area.md §9. */
  cookies: [
    {
      name: 'Session',
      purpose: 'Maintien de votre connexion et sécurité',
      kind: 'Nécessaire',
      lifetime: 'Durée de la session',
    },
    {
      name: 'Historique de recherche',
      purpose: 'Retrouver vos dernières recherches',
      kind: 'Fonctionnel',
      lifetime: '3 mois',
    },
    {
      name: "Préférences d'affichage",
      purpose: 'Mémoriser vos réglages de lecture',
      kind: 'Fonctionnel',
      lifetime: '6 mois',
    },
    {
      name: 'Favoris',
      purpose: 'Conserver les documents mis de côté',
      kind: 'Fonctionnel',
      lifetime: '12 mois',
    },
    {
      name: 'Choix relatifs aux cookies',
      purpose: 'Mémoriser votre consentement',
      kind: 'Nécessaire',
      lifetime: '12 mois',
    },
    {
      name: "Mesure d'audience",
      purpose: 'Statistiques anonymes de fréquentation',
      kind: 'Analytique',
      lifetime: '25 mois',
    },
  ],
  consent: [
    { h2: 'Votre consentement' },
    {
      p: "Les cookies nécessaires au fonctionnement du site ne demandent pas de consentement. Les cookies fonctionnels et de mesure d'audience ne sont déposés qu'avec votre accord, que vous pouvez retirer à tout moment.",
    },
  ] as readonly StaticBlock[],
  ctaText: 'Vous pouvez modifier vos choix à tout moment.',
  ctaButton: 'Gérer mes préférences',
  afterCta: [
    { h2: 'Paramétrer votre navigateur' },
    {
      p: 'Vous pouvez aussi bloquer ou supprimer les cookies depuis les réglages de votre navigateur (rubrique « Confidentialité » ou « Données de navigation »). Le blocage des cookies nécessaires peut empêcher la connexion à votre compte.',
    },
    { h2: 'En savoir plus' },
    {
      p: 'Le traitement de vos données personnelles est décrit dans la [politique de confidentialité](privacy).',
    },
  ] as readonly StaticBlock[],
} as const;
