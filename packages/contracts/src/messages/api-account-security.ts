/**
 * Messages of the accounts' defences added by the attack review (issue 19): confirmation of registrations and
 * of new sign-in identifiers, brute-force and abuse limits, request bodies. Shared by the API and the screens.
 */
export const ACCOUNT_SECURITY_MESSAGES = {
  /** The confirmation link is fine but the password typed is not the one chosen at registration. */
  verificationPasswordWrong:
    "Mot de passe incorrect : saisissez le mot de passe choisi lors de l'inscription. Si vous n'êtes pas à l'origine de cette inscription, inscrivez-vous à nouveau avec votre propre mot de passe.",
} as const;
