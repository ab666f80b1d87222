/**
 * French messages of the accounts area (public-area.md §5 and §8), written once and used by the
 * server's validation and by the screens, so both always say the same thing.
 */
export const AUTH_MESSAGES = {
  // Registration (public-area.md §5)
  namesRequired: 'Prénom et nom sont requis',
  emailPasswordRequired: 'Email et mot de passe sont requis',
  passwordTooShort: 'Le mot de passe doit contenir au moins 8 caractères',
  passwordTooLong: 'Le mot de passe ne peut pas dépasser 128 caractères',
  passwordsMismatch: 'Les mots de passe ne correspondent pas',
  phoneRequired: 'Numéro de téléphone requis',
  otpRequired: 'Code OTP requis',
  statutInvalid: 'Statut invalide (particulier, professionnel, etudiant ou entreprise)',
  registrationSuccess: 'Inscription réussie !',
  registrationPhoneDone: 'Inscription terminée avec succès !',
  /**
   * The one answer of an email registration, new address or not (no enumeration): the account is only usable
   * once the mailed link is opened.
   */
  registrationPending:
    'Inscription enregistrée. Consultez votre boîte mail : un lien de confirmation vient de vous être envoyé pour activer votre compte.',

  // Email confirmation (the link mailed at registration)
  emailVerified: 'Inscription terminée avec succès !',
  verificationInvalid: 'Lien de confirmation invalide ou expiré',
  verificationResent:
    "Si un compte en attente existe pour cette adresse, un nouveau lien de confirmation vient d'être envoyé.",
  emailNotVerified:
    "Veuillez confirmer votre adresse email : un lien vous a été envoyé lors de l'inscription.",

  // Login (public-area.md §5, §8)
  loginPhoneRequired: 'Veuillez saisir votre numéro de téléphone',
  invalidCredentials: 'Email ou mot de passe incorrect',
  loginSuccess: 'Connexion réussie !',
  accountInactive: 'Votre compte est désactivé. Contactez le support.',
  loginLocked: (wait: string) => `Trop de tentatives de connexion. Veuillez réessayer dans ${wait}.`,
  logoutSuccess: 'Déconnexion réussie',
  authRequired: 'Authentification requise',

  // OTP (public-area.md §5, §8)
  otpFormat: 'Le code OTP doit contenir 6 chiffres',
  otpSent: 'Code OTP envoyé à votre téléphone',
  otpInvalid: 'Code OTP invalide',
  otpTooManyAttempts: 'Trop de tentatives. Veuillez demander un nouveau code.',
  otpTooManyRequests: (wait: string) => `Trop de demandes de code. Veuillez réessayer dans ${wait}.`,

  // Profile (public-area.md §5, §8)
  firstnameRequired: 'Le prénom est requis',
  firstnameTooShort: 'Le prénom doit contenir au moins 2 caractères',
  lastnameRequired: 'Le nom de famille est requis',
  lastnameTooShort: 'Le nom de famille doit contenir au moins 2 caractères',
  emailInvalid: "Format d'email invalide",
  phoneInvalid: 'Format de téléphone invalide (format burkinabé attendu)',
  emailOrPhoneRequired: 'Au moins un email ou un numéro de téléphone est requis',
  emailTaken: 'Cet email est déjà utilisé par un autre compte',
  phoneTaken: 'Ce numéro de téléphone est déjà utilisé par un autre compte',
  profileNotSignedIn: 'Vous devez être connecté pour modifier votre profil',
  sessionExpired: 'Session expirée, veuillez vous reconnecter',
  profilePageReconnect: 'Veuillez vous reconnecter.',
  profileSignedOut: 'Vous devez être connecté pour accéder à votre profil.',
  profileUpdated: 'Profil mis à jour avec succès !',
  profileUpdateFailed: 'Erreur lors de la mise à jour du profil',
  profileNeedsEmail: "Veuillez d'abord ajouter un email à votre profil pour changer votre mot de passe.",

  // Password reset (public-area.md §5, §8)
  identifierRequired: 'Veuillez saisir votre email ou numéro de téléphone',
  resetNeutral:
    'Si cette adresse email ou ce numéro existe, vous recevrez les instructions de réinitialisation.',
  tokenInvalid: 'Token invalide ou expiré',
  tokenValid: 'Token valide',
  passwordWeak: 'Le mot de passe ne respecte pas les critères de sécurité',
  resetDone: 'Votre mot de passe a été réinitialisé avec succès. Vous pouvez maintenant vous connecter.',
} as const;

/** Client-side messages of public-area.md §8 (what the screens say when a call fails). */
export const CLIENT_MESSAGES = {
  connection: 'Erreur de connexion. Vérifiez votre connexion internet.',
  timeout: 'Délai de connexion dépassé. Veuillez réessayer.',
  network: 'Impossible de contacter le serveur. Vérifiez que le serveur backend est démarré.',
  certificate:
    "Le certificat de sécurité du serveur n'est pas reconnu par votre navigateur. Acceptez-le puis réessayez.",
  login: 'Erreur de connexion',
  register: "Erreur d'inscription",
  otpSend: "Erreur lors de l'envoi de l'OTP",
  verify: 'Erreur de vérification',
  update: 'Erreur lors de la mise à jour',
  registerPhone: "Erreur lors de l'inscription",
  otpInvalid: 'Code OTP invalide',
  registerNetwork: "Erreur d'inscription. Vérifiez votre connexion internet.",
  serverStatus: (status: number) => `Erreur serveur (${status})`,
  unexpected: "Une erreur inattendue s'est produite",
  // Password reset (public-area.md §8)
  resetNetwork: 'Erreur de connexion. Vérifiez votre connexion internet et réessayez.',
  resetValidation: 'Erreur de validation du token',
  resetConnection: 'Erreur de connexion lors de la réinitialisation',
  resetFailed: 'Erreur lors de la réinitialisation',
  resetUnexpected: "Une erreur inattendue s'est produite. Veuillez réessayer.",
  comingSoon: 'Bientôt disponible !',
} as const;
