// Texts of the sign-in modal and the accounts pages (public-area.md §2, §4, §5); the accounts' messages
// of the spec are AUTH_MESSAGES and CLIENT_MESSAGES (../messages.ts).

/** The sign-in / registration modal and its forms. */
export const AUTH_FORM_TEXTS = {
  phoneMaintenance:
    "L'authentification par téléphone est temporairement indisponible pour cause de maintenance. Veuillez utiliser votre adresse email.",
  verification: 'Vérification',
  login: 'Connexion',
  register: 'Inscription',
  method: 'Méthode',
  email: 'Email',
  phone: 'Téléphone',
  unavailable: ' (indisponible)',
  useEmail: "Utiliser l'email",
  noAccount: 'Pas encore de compte ? ',
  signUp: "S'inscrire",
  alreadyRegistered: 'Déjà inscrit ? ',
  signIn: 'Se connecter',
  password: 'Mot de passe',
  forgotPassword: 'Mot de passe oublié ?',
  firstname: 'Prénom',
  lastname: 'Nom',
  youAre: 'Vous êtes',
  passwordHint: (min: number) => `Au moins ${min} caractères.`,
  confirmPassword: 'Confirmer le mot de passe',
  createAccount: 'Créer mon compte',
  otpPrompt: (digits: number, to: string | null) =>
    `Saisissez le code à ${digits} chiffres reçu ${to ? `au ${to}` : 'sur votre téléphone'}.`,
  otpCode: 'Code de vérification',
  verify: 'Vérifier',
  resendCode: 'Renvoyer le code',
  edit: 'Modifier',
  showPassword: 'Afficher le mot de passe',
  hidePassword: 'Masquer le mot de passe',
  show: 'Afficher',
  hide: 'Masquer',
  strength: 'Force du mot de passe : ',
  checkOk: ' : respecté',
  checkMissing: ' : non respecté',
  checkEmail: 'Vérifiez votre boîte mail',
  linkValid24h: 'Le lien est valable 24 heures. Pensez à vérifier vos courriers indésirables.',
  backToLogin: 'Retour à la connexion',
  resendLink: 'Renvoyer le lien',
  certificate: {
    title: 'Le navigateur ne parvient pas à joindre le serveur de façon sécurisée.',
    open: 'Ouvrez ',
    newTab: ' dans un nouvel onglet.',
    accept:
      "Si un avertissement de sécurité s'affiche, choisissez « Paramètres avancés » puis « Continuer vers le site ».",
    retry: 'Revenez sur cette page et réessayez.',
  },
} as const;

/** The pages reached from a mailed link or from the modal: forgotten password, reset, email confirmation. */
export const AUTH_PAGES_TEXTS = {
  invalidLink: 'Lien invalide',
  backToLogin: 'Retour à la connexion',
  email: 'Email',
  resendLink: 'Renvoyer le lien',
  forgot: {
    title: 'Mot de passe oublié',
    description: 'Recevez un lien pour réinitialiser votre mot de passe.',
    sent: 'Email envoyé !',
    validity: 'Le lien reçu est valable 1 heure. Pensez à vérifier vos courriers indésirables.',
    resend: 'Renvoyer un email',
    lead: "Saisissez l'adresse email ou le numéro de téléphone de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.",
    identifier: 'Email ou numéro de téléphone',
    submit: 'Envoyer le lien',
  },
  reset: {
    title: 'Nouveau mot de passe',
    description: 'Choisissez un nouveau mot de passe.',
    validating: 'Validation du token en cours...',
    invalid: 'Token invalide ou expiré',
    validity: "Un lien de réinitialisation est valable 1 heure et ne sert qu'une seule fois.",
    newLink: 'Demander un nouveau lien',
    redirecting: 'Redirection vers la connexion…',
    expiresIn: (minutes: number) => `Expire dans ${minutes} minute${minutes > 1 ? 's' : ''}`,
    password: 'Nouveau mot de passe',
    confirm: 'Confirmer le mot de passe',
    after: 'Après la réinitialisation :',
    afterList: [
      'toutes vos sessions actives seront déconnectées ;',
      'un email de confirmation vous sera envoyé ;',
      'ce lien ne pourra plus être utilisé.',
    ],
    submit: 'Réinitialiser le mot de passe',
  },
  verify: {
    title: "Confirmation de l'inscription",
    description: 'Activez votre compte.',
    checking: 'Vérification du lien en cours...',
    done: 'Votre compte est activé et vous êtes connecté.',
    redirecting: 'Redirection vers la recherche…',
    validity:
      "Un lien de confirmation est valable 24 heures et ne sert qu'une seule fois. Demandez-en un nouveau :",
  },
} as const;
