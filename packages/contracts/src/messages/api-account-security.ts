/**
 * Messages of the accounts' defences added by the attack review (issue 19): confirmation of registrations and
 * of new sign-in identifiers, brute-force and abuse limits, request bodies. Shared by the API and the screens.
 */
export const ACCOUNT_SECURITY_MESSAGES = {
  /** Names go into mails' greetings: one line, no link (issue 19). */
  nameInvalid: 'Le prénom et le nom tiennent sur une ligne, sans adresse web ni lien',
  verificationPasswordRequired: "Saisissez le mot de passe choisi lors de l'inscription",
  /** The confirmation link is fine but the password typed is not the one chosen at registration. */
  verificationPasswordWrong:
    "Mot de passe incorrect : saisissez le mot de passe choisi lors de l'inscription. Si vous n'êtes pas à l'origine de cette inscription, inscrivez-vous à nouveau avec votre propre mot de passe.",

  // A new email or phone on the profile (decisions.md §5: owned, never claimed)
  currentPasswordRequired:
    "Saisissez votre mot de passe actuel pour changer d'email ou de numéro de téléphone",
  currentPasswordWrong: 'Mot de passe actuel incorrect',
  currentPasswordMissing:
    "Votre compte n'a pas encore de mot de passe : choisissez-en un avec « Mot de passe oublié » avant de changer d'email ou de numéro.",
  keepOneProvedIdentifier:
    'Gardez au moins une adresse email ou un numéro de téléphone confirmé pour pouvoir vous connecter.',
  /** The one answer of a profile update that asks for a new email, taken or not (no enumeration). */
  emailChangePending: (email: string) =>
    `Profil mis à jour. Un lien de confirmation a été envoyé à ${email} : votre adresse email changera lorsque vous l'ouvrirez (valable 24 heures).`,
  phoneChangePending: (phone: string) =>
    `Profil mis à jour. Un code de confirmation a été envoyé au ${phone} : saisissez-le pour que votre numéro change (valable 5 minutes).`,
  emailAndPhoneChangePending: (email: string, phone: string) =>
    `Profil mis à jour. Un lien de confirmation a été envoyé à ${email} et un code au ${phone} : chacun change une fois confirmé.`,
  emailChangeInvalid: 'Lien de confirmation invalide ou expiré',
  emailChangeDone:
    'Votre adresse email a été modifiée. Utilisez-la désormais pour vous connecter ; vos autres sessions ont été fermées.',
  /** The link was opened in a browser signed in to another account than the one that asked (issue 29). */
  emailChangeOtherAccount:
    "Ce lien a été demandé depuis un autre compte que celui auquel vous êtes connecté : il ne peut rien changer au vôtre. Pour le confirmer, connectez-vous au compte qui a demandé ce changement. Si vous n'avez rien demandé, ignorez-le : votre adresse ne sera rattachée à aucun compte.",
  /** The account's email and phone cannot change (a "ce n'était pas moi" was sent, or a change is recent). */
  identifiersLocked:
    "Les identifiants de connexion de ce compte sont bloqués après un signalement « Ce n'était pas moi ». Choisissez un nouveau mot de passe avec « Mot de passe oublié » pour les débloquer.",
  identifiersRecentlyChanged: (date: string) =>
    `L'adresse email ou le numéro de ce compte a changé récemment : par sécurité, un nouveau changement sera possible à partir du ${date}.`,
  notMeInvalid: 'Lien invalide, expiré ou déjà utilisé',
  notMeDone:
    "Le changement a été annulé et les identifiants du compte sont bloqués. Toutes ses sessions ont été fermées et son mot de passe désactivé : choisissez-en un nouveau avec le lien que nous venons d'envoyer.",
  phoneChangeNone: 'Aucun changement de numéro en attente de confirmation',
  phoneChangeDone: 'Votre numéro de téléphone a été modifié et confirmé.',
} as const;
