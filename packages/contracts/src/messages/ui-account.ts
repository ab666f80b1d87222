// Texts of the contact page and the profile page (public-area.md §2, §5).

export const CONTACT_TEXTS = {
  title: 'Contact',
  description: (product: string) =>
    `Contactez l'équipe ${product} : questions, suggestions, partenariats, offre Premium.`,
  jsonLdName: (product: string) => `Contact ${product}`,
  heading: 'Contactez-nous',
  lead: "Une question sur un texte, une suggestion, une erreur à signaler ou un intérêt pour l'offre Premium ? Écrivez-nous.",
  details: 'Nos coordonnées',
  email: 'Email',
  location: 'Localisation',
  country: 'Burkina Faso',
  support: 'Support',
  supportText: 'Par email, en réponse à votre message',
  help: "Besoin d'aide ?",
  helpSearch: [
    'Pour trouver un texte, utilisez la ',
    'recherche',
    ' : les accents et les pluriels ne comptent pas.',
  ],
  helpPassword: ['Mot de passe oublié ? ', 'Réinitialisez-le ici', '.'],
  helpAbout: ['Pour en savoir plus sur la plateforme, consultez la page ', 'À propos', '.'],
  disclaimer: 'Les informations publiées sont informatives et ne constituent pas un conseil juridique.',
  form: {
    title: 'Envoyez-nous un message',
    name: 'Nom complet',
    email: 'Email',
    subject: 'Sujet',
    message: 'Message',
    counter: (length: number, max: number, min: number) => `${length} / ${max} caractères (au moins ${min})`,
    sending: 'Envoi en cours…',
    send: 'Envoyer le message',
  },
} as const;

export const PROFILE_TEXTS = {
  title: 'Mon profil',
  description: 'Gérez vos informations personnelles et la sécurité de votre compte.',
  signIn: 'Se connecter',
  tabs: { info: 'Informations personnelles', security: 'Sécurité', preferences: 'Préférences' },
  sections: 'Sections du profil',
  /** What the account may do, which its role decides (the plan alone gives no right). */
  premium: 'Accès Premium',
  free: 'Accès gratuit',
  memberSince: (date: string) => `Membre depuis le ${date}`,
  password: 'Mot de passe',
  passwordText: 'Pour changer votre mot de passe, nous vous envoyons un lien de réinitialisation',
  to: ' à ',
  passwordAfter: '. Après le changement, toutes vos sessions actives sont déconnectées.',
  changePassword: 'Changer mon mot de passe',
  session: 'Session',
  sessionText: 'Vous êtes connecté sur cet appareil.',
  signOut: 'Se déconnecter',
  form: {
    firstname: 'Prénom',
    lastname: 'Nom de famille',
    email: 'Email',
    phone: 'Téléphone',
    statut: 'Statut',
    profession: 'Profession',
    organization: 'Organisation',
    specialties: 'Spécialités',
    specialtiesHint: 'Séparées par des virgules, par exemple : Droit OHADA, Droit du travail',
    save: 'Enregistrer les modifications',
    cancel: 'Annuler',
    currentPassword: 'Mot de passe actuel',
    currentPasswordHint:
      "Requis pour changer d'email ou de téléphone : le changement prendra effet une fois confirmé depuis la nouvelle adresse ou le nouveau numéro.",
  },
  /** After a new email or phone was asked for: what waits for its confirmation. */
  pending: {
    title: 'En attente de confirmation',
    email: (email: string) =>
      `Nouvelle adresse ${email} : ouvrez le lien que nous venons d'y envoyer, connecté à ce compte, et confirmez. Votre adresse actuelle reste valable jusque-là.`,
    phone: (phone: string) => `Nouveau numéro ${phone} : saisissez le code reçu par SMS.`,
    code: 'Code reçu par SMS',
    confirm: 'Confirmer le numéro',
  },
  /**
   * The page of the link mailed to a new address: /change-email/{selector}/{token}. Opening it changes nothing:
   * the account that asked, signed in, confirms with the button (issue 29).
   */
  emailChange: {
    title: 'Confirmer votre nouvelle adresse email',
    description: 'Confirmez la nouvelle adresse email de votre compte.',
    signInFirst:
      "Pour confirmer ce changement, connectez-vous au compte qui l'a demandé : vous reviendrez ici pour confirmer.",
    notAsked: "Vous n'avez rien demandé ? Fermez simplement cette page : rien ne changera.",
    lead: (account: string) =>
      `Vous êtes connecté au compte ${account}. En confirmant, l'adresse qui a reçu ce lien deviendra l'adresse de connexion de ce compte et ses autres sessions seront fermées.`,
    confirm: "Confirmer le changement d'adresse",
    invalid: 'Lien invalide',
    otherAccount: 'Ce lien concerne un autre compte',
    validity:
      "Un lien de confirmation est valable 24 heures et ne sert qu'une seule fois. Demandez un nouveau changement depuis votre profil.",
    toProfile: 'Aller à mon profil',
  },
  /** The "ce n'était pas moi" page: /not-me/{selector}/{token}, from the notice sent to the previous address. */
  notMe: {
    title: "Ce n'était pas moi",
    description: "Bloquer un changement d'adresse email ou de numéro que vous n'avez pas fait.",
    lead: "L'adresse email ou le numéro de téléphone de votre compte vient d'être changé. Si ce n'était pas vous, bloquez ce changement :",
    effects: [
      "l'ancien identifiant est rétabli et le changement bloqué ;",
      'toutes les sessions du compte sont fermées ;',
      'le mot de passe est désactivé : un lien pour en choisir un nouveau vous est envoyé ;',
      "aucun autre changement d'adresse ou de numéro n'est possible avant ce nouveau mot de passe.",
    ],
    wasMe: "C'était vous ? Fermez simplement cette page : rien ne changera.",
    submit: "Ce n'était pas moi : bloquer le changement",
    done: 'Changement bloqué',
    invalid: 'Lien invalide',
    validity: (days: number) =>
      `Ce lien est valable ${days} jours après le changement et ne sert qu'une seule fois.`,
    toHome: "Retour à l'accueil",
  },
} as const;
