import { SEARCH_QUERY_LIMITS } from '../document-constants';

/** The OpenAPI description served at /api/docs: what each call does. */
export const API_DOCS = {
  description: 'API de la base de données juridique.',
  serverDescription: 'Ce serveur',
  health: 'État du service et de la base de données',
  healthReady:
    'Prêt à recevoir du trafic : 200 quand le moteur de recherche de ce processus est construit et à jour des derniers documents enregistrés, 503 avant (démarrage) ou si la base ne répond pas',
  search: 'Recherche plein texte et filtres sur les documents publiés',
  /** The `q` parameter of the search, with the limits of what one search reads (docs/search-engine.md). */
  searchQueryField: `Texte recherché : mots (tous requis), "phrase exacte", -mot exclu, OR, début de mot*, références d'articles (« article 36 code du travail », « articles 5 à 7 »). Jusqu'à 10 000 caractères acceptés ; la recherche en lit les ${SEARCH_QUERY_LIMITS.characters} premiers, au plus ${SEARCH_QUERY_LIMITS.tokens} mots et ${SEARCH_QUERY_LIMITS.referenceArticles} numéros d'article (une plage en nomme au plus ${SEARCH_QUERY_LIMITS.rangeLength}), dans un budget de calcul fixe par recherche. Au-delà, la réponse donne les meilleurs résultats trouvés dans ces limites avec partial: true.`,
  /** The answer's `partial` flag. */
  searchPartialField:
    "Vrai quand la recherche n'a pas tout cherché : requête au-delà des limites décrites pour q (caractères, mots, numéros d'article, plage), ou budget de calcul de la recherche atteint ; les résultats sont alors les meilleurs trouvés jusque-là.",
  documentCount: 'Nombre de documents publiés',
  document: 'Un document, ses blocs et sa table des matières (si long : premiers blocs, table à part)',
  documentToc: "La table des matières entière d'un document (envoyée à part pour un document long)",
  documentBlocks: "Une fenêtre de blocs d'un document long",
  documentOutline:
    "Ce qu'un visiteur voit d'un document partagé : titre, référence, type, date et plan (sans le texte)",
  documentPdf: 'Le PDF du document (Premium et administrateurs)',
  documentCitations:
    "Ce qui cite un document (les autres textes) ou l'un de ses articles, et ce qu'il cite (« cité par »)",
  documentVersions: "Les versions consolidées d'un texte, avec leurs dates de validité",
  documentVersionsCompare:
    "Les articles ajoutés, supprimés ou modifiés entre deux versions d'un texte (les autres sont omis)",
  docTypes: 'Types de documents avec leur catégorie',
  courts: 'Les juridictions, avec le nombre de leurs décisions publiées',
  domaines: 'Domaines du droit',
  /** The groups of operations, named as in the API reference (api.md). */
  tags: {
    Accounts: 'Inscription, connexion, profil, mot de passe oublié, contact',
    Documents:
      'Recherche, lecture et téléchargement des textes ; gestion des documents et des listes de référence',
    News: 'Actualités publiques et leur gestion',
    'Back-office': "Session d'administration, jeton CSRF, utilisateurs, tableau de bord, journal d'audit",
    Operations: 'Exploitation du service',
    Library: 'Bibliothèque personnelle : favoris et dossiers, téléchargements',
    Alerts: 'Bibliothèque personnelle : recherches enregistrées et alertes par courriel',
  },
  security: {
    readerBearer: 'Jeton de session d’un utilisateur connecté (POST /api/auth/login), tout rôle',
    premiumBearer:
      'Jeton de session d’un utilisateur Premium ou administrateur (rôles ROLE_PREMIUM, ROLE_ADMIN, ROLE_SUPER_ADMIN)',
    adminBearer:
      'Jeton de session du back-office (POST /api/admin/auth/login), rôle ROLE_ADMIN ou ROLE_SUPER_ADMIN',
    superAdminBearer: 'Jeton de session du back-office d’un super administrateur (ROLE_SUPER_ADMIN)',
    csrfToken:
      'Jeton CSRF lié à la session du back-office (GET /api/admin/tokens/csrf), exigé pour toute modification',
  },
  errorSchema:
    'Enveloppe de toutes les erreurs : message en français (error et message), code stable, et errors champ par champ quand la requête est invalide',
  errorFields: 'Les champs refusés et la raison de chacun (erreurs de validation)',
  responses: {
    200: 'Succès',
    201: 'Créé',
    304: 'Inchangé depuis la version que le client possède (If-None-Match)',
    400: 'Requête invalide : champs refusés (code VALIDATION_ERROR, liste errors), JSON illisible ou lien invalide',
    401: 'Session absente, expirée ou identifiants refusés',
    403: 'Rôle insuffisant, jeton CSRF absent ou invalide, ou compte non autorisé',
    404: 'Introuvable',
    409: 'Conflit avec les données existantes (nom ou adresse déjà pris, élément encore utilisé)',
    413: 'Corps de requête ou fichier trop volumineux',
    415: 'Type de contenu non pris en charge',
    429: 'Trop de requêtes : réessayer après le délai indiqué (Retry-After)',
    500: 'Erreur interne',
    503: 'Service momentanément indisponible (base de données injoignable) : réessayer après Retry-After',
  },
  retryAfter: 'Secondes à attendre avant de réessayer',
  currentPasswordField:
    "Le mot de passe actuel : exigé pour changer d'adresse e-mail ou de numéro de téléphone, le changement ne prenant effet qu'une fois confirmé depuis la nouvelle adresse ou le nouveau numéro",
  pdfFile: 'Le fichier PDF (10 Mo au plus, commençant par %PDF-)',
  pdfAnswer: 'Le fichier PDF, en pièce jointe (Content-Disposition)',
} as const;

/**
 * What the summary of an accounts operation cannot say: its security rules (issue 29), as the OpenAPI
 * document's `description` of the operation.
 */
export const ACCOUNT_OPERATION_DETAILS = {
  login:
    "Un mot de passe juste pose le cookie d'appareil `lexfaso_device` (HttpOnly, SameSite=Strict, chemin /api, 180 jours). Les essais sont comptés avant la vérification, avec une attente qui grandit (une minute, un quart d'heure, la journée) par compte et par client ; au-delà de 30 échecs en 15 minutes sur un compte, tout client inconnu reçoit 429, mais un navigateur qui s'est déjà connecté à ce compte (ou y a réinitialisé le mot de passe) garde son propre budget. Par téléphone sans code : comme request-otp.",
  confirmEmailChange:
    "Exige la session du compte qui a demandé le changement (401 sans session, 403 OTHER_ACCOUNT pour une session d'un autre compte, le lien restant alors valable). Ouvrir la page du lien ne change rien : seul cet appel, fait par le bouton de la page, change l'adresse. Il ferme les autres sessions du compte (pas celle-ci), annule tous ses liens en attente (réinitialisation, confirmation, autre changement) et envoie à l'ancienne adresse un lien « Ce n'était pas moi ».",
  reportNotMe:
    "Le lien « Ce n'était pas moi » envoyé à l'ancienne adresse (ou à l'ancien numéro) après un changement : usage unique, lié à ce changement, valable 7 jours. Il rétablit l'ancien identifiant, ferme toutes les sessions, oublie les appareils connus, annule les liens en attente, désactive le mot de passe, bloque tout changement d'identifiant jusqu'à une réinitialisation et envoie un lien de réinitialisation à l'identifiant rétabli. 400 pour un lien inconnu, utilisé ou expiré.",
  updateProfile:
    "Changer ou retirer l'e-mail ou le téléphone exige `currentPassword` ; 409 IDENTIFIERS_LOCKED quand les identifiants du compte sont bloqués (après « Ce n'était pas moi », jusqu'à une réinitialisation) ou ont changé il y a moins de 7 jours. Rien n'est enregistré dans ces cas.",
  confirmPhoneChange:
    "Le code reçu par SMS, saisi par le compte connecté qui a demandé le changement. Comme pour l'e-mail : les autres sessions sont fermées, les liens en attente annulés, et l'e-mail du compte (ou, sans e-mail, l'ancien numéro) reçoit un lien « Ce n'était pas moi ».",
  requestOtp:
    "Limité par client (10 par heure) et par client et numéro (3 par quart d'heure) : 429 à ce client seulement. Un numéro reçoit au plus 10 SMS par jour à la demande des clients inconnus, au-delà rien n'est envoyé et la réponse reste la même ; un navigateur connu du compte de ce numéro a sa propre allocation. Un nouveau code n'annule pas ceux en cours, valables jusqu'à leur expiration ou à l'usage de l'un d'eux.",
  confirmPasswordReset:
    "Le nouveau mot de passe ferme toutes les sessions, lève tous les verrous du compte et ses identifiants bloqués ; le navigateur reçoit le cookie d'appareil `lexfaso_device`, qui le garde hors des verrous posés par d'autres.",
} as const;

/** One line per operation of the API, keyed by its operationId (what generated clients name their methods). */
export const API_OPERATION_SUMMARIES = {
  // Operations
  getHealth: API_DOCS.health,
  getHealthReady: API_DOCS.healthReady,
  // Accounts
  register: 'Créer un compte avec une adresse e-mail (confirmée par le lien envoyé)',
  verifyEmail: 'Confirmer une adresse e-mail avec le lien reçu et ouvrir une session',
  resendVerification: "Renvoyer le lien de confirmation d'une inscription",
  login: 'Se connecter (e-mail et mot de passe, ou téléphone et code reçu par SMS)',
  logout: 'Se déconnecter (révoque la session en cours)',
  getMe: 'Le compte de la session en cours',
  updateProfile:
    'Modifier son profil (une adresse e-mail ou un téléphone est exigé ; en changer demande le mot de passe actuel et une confirmation)',
  confirmEmailChange:
    "Confirmer une nouvelle adresse e-mail avec le lien qui lui a été envoyé, connecté au compte qui l'a demandée",
  reportNotMe:
    "« Ce n'était pas moi » : annuler et bloquer un changement d'adresse ou de numéro depuis l'ancien identifiant",
  confirmPhoneChange: 'Confirmer un nouveau numéro de téléphone avec le code reçu par SMS',
  forgotPassword: 'Demander un lien de réinitialisation du mot de passe',
  validatePasswordReset: 'Vérifier un lien de réinitialisation du mot de passe',
  confirmPasswordReset: 'Choisir un nouveau mot de passe avec un lien de réinitialisation',
  requestOtp: 'Recevoir un code de connexion par SMS',
  registerPhone: 'Créer un compte avec un numéro de téléphone (code envoyé par SMS)',
  verifyPhone: 'Confirmer un numéro de téléphone avec le code reçu et ouvrir une session',
  sendContactMessage: "Envoyer un message à l'équipe",
  // Documents
  searchDocuments: API_DOCS.search,
  getDocument: API_DOCS.document,
  getDocumentBlocks: API_DOCS.documentBlocks,
  getDocumentToc: API_DOCS.documentToc,
  getDocumentOutline: API_DOCS.documentOutline,
  downloadDocumentPdf: API_DOCS.documentPdf,
  countDocuments: API_DOCS.documentCount,
  listDocTypes: API_DOCS.docTypes,
  listDomaines: API_DOCS.domaines,
  listDomainesJson: 'Domaines du droit (ancienne adresse, même réponse)',
  adminListDocuments: 'Documents du back-office, brouillons compris (filtres et pagination)',
  adminGetDocument: 'Un document avec son contenu entier, pour le back-office',
  createDocument: 'Créer un document (JSON)',
  updateDocument: 'Modifier un document (JSON)',
  deleteDocument: 'Supprimer un document',
  createDocumentWithPdf: 'Créer un document avec son PDF (formulaire multipart)',
  updateDocumentWithPdf: 'Modifier un document et son PDF (formulaire multipart)',
  uploadDocumentPdf: "Joindre ou remplacer le PDF d'un document",
  deleteDocumentPdf: "Retirer le PDF d'un document",
  getDocumentCitations: API_DOCS.documentCitations,
  listCourts: API_DOCS.courts,
  getDocumentVersions: API_DOCS.documentVersions,
  compareDocumentVersions: API_DOCS.documentVersionsCompare,
  setArticleStatus: "Le statut d'un article (en vigueur, modifié, abrogé) et ce qui l'a changé",
  addDocumentVersion:
    'Une nouvelle version consolidée (texte et/ou PDF) ; la précédente est close la veille et reste consultable',
  createDomaine: 'Créer un domaine',
  getDomaine: 'Un domaine',
  updateDomaine: 'Renommer un domaine',
  deleteDomaine: "Supprimer un domaine qu'aucun document n'utilise",
  getDomaineStats: 'Statistiques des domaines',
  listOrganismes: 'Organismes émetteurs (pagination et recherche)',
  createOrganisme: 'Créer un organisme',
  getOrganisme: 'Un organisme',
  updateOrganisme: 'Renommer un organisme',
  deleteOrganisme: "Supprimer un organisme qu'aucun document n'utilise",
  getOrganismeStats: 'Statistiques des organismes',
  createDocType: 'Créer un type de document',
  getDocType: 'Un type de document',
  updateDocType: 'Modifier un type de document',
  deleteDocType: "Supprimer un type de document qu'aucun document n'utilise",
  getDocTypeStats: 'Statistiques des types de documents',
  getMetadata: 'Listes de référence des formulaires : domaines, organismes, types de documents',
  // News
  listActualityCategories: "Catégories d'actualités",
  listActualities: 'Actualités publiées (filtres et pagination)',
  listRecentActualities: 'Dernières actualités publiées',
  listPinnedActualities: 'Actualités publiées épinglées',
  getActuality: 'Une actualité publiée',
  adminListActualities: 'Actualités du back-office, brouillons compris',
  adminGetActuality: 'Une actualité, pour le back-office',
  createActuality: 'Créer une actualité',
  updateActuality: 'Modifier une actualité',
  deleteActuality: 'Supprimer une actualité',
  adminListActualityCategories: "Catégories d'actualités du back-office",
  getActualityCategory: "Une catégorie d'actualités",
  createActualityCategory: "Créer une catégorie d'actualités",
  updateActualityCategory: "Modifier une catégorie d'actualités",
  deleteActualityCategory: "Supprimer une catégorie d'actualités qu'aucune actualité n'utilise",
  // Personal library
  listFavorites: 'Mes favoris (documents et articles), par dossier, avec les textes retirés depuis',
  addFavorite:
    'Ajouter un document ou un article à ses favoris (le même une seconde fois : le favori existant)',
  updateFavorite: 'Classer un favori dans un dossier ou changer sa note',
  deleteFavorite: 'Retirer un favori',
  listFolders: 'Mes dossiers de favoris',
  createFolder: 'Créer un dossier (nom unique, casse et accents mis à part)',
  renameFolder: 'Renommer un dossier',
  deleteFolder: 'Supprimer un dossier ; ses favoris restent, hors dossier',
  listDownloads: 'Mes téléchargements de PDF, du plus récent au plus ancien',
  getSimilarTexts:
    "Jusqu'à 5 textes publiés sur le même sujet, avec la raison (même domaine, citations, termes communs)",
  // Back-office
  adminLogin: 'Ouvrir une session du back-office (administrateurs seulement)',
  adminLogout: 'Fermer la session du back-office',
  getCsrfToken: 'Obtenir un jeton CSRF pour les modifications du back-office',
  listUsers: 'Utilisateurs (recherche, filtres et pagination)',
  createUser: 'Créer un utilisateur',
  getUser: 'Un utilisateur',
  updateUser: 'Modifier un utilisateur (les rôles, par un super administrateur seulement)',
  deleteUser: 'Supprimer un utilisateur',
  getUserStats: 'Statistiques des utilisateurs',
  getDashboard: 'Chiffres du tableau de bord',
  listAuditEntries: "Journal d'audit : qui a changé quoi, quand (super administrateurs)",
  // Personal library
  listSavedSearches:
    'Mes recherches enregistrées, leur alerte et les nouveaux textes depuis ma dernière visite',
  createSavedSearch: 'Enregistrer une recherche (texte, filtres, alerte)',
  updateSavedSearch: 'Renommer une recherche enregistrée, changer ses filtres ou son alerte',
  deleteSavedSearch: 'Supprimer une recherche enregistrée',
  unsubscribeAlert:
    "Arrêter l'alerte d'une recherche enregistrée depuis le lien du courriel (sans connexion)",
} as const;
export type ApiOperationId = keyof typeof API_OPERATION_SUMMARIES;
export type ApiTag = keyof typeof API_DOCS.tags;
