// The plain-text mails and SMS the API sends, in French; the layout (greeting, link, signature) is part of the text.

/** What every mail of the accounts area knows about the product and the person. */
export interface MailContext {
  productName: string;
  publicUrl: string;
  contactEmail: string;
  firstname: string;
}

const greeting = (c: MailContext) => `Bonjour ${c.firstname},`;
const signature = (c: MailContext) => `L'équipe ${c.productName}\n${c.publicUrl}`;

export type IdentifierKind = 'email' | 'phone';
const IDENTIFIER_WORDS: Record<IdentifierKind, { of: string; changed: string; removed: string }> = {
  email: {
    of: "d'adresse email",
    changed: "L'adresse email de votre compte a été modifiée",
    removed: "L'adresse email a été retirée de votre compte",
  },
  phone: {
    of: 'de numéro de téléphone',
    changed: 'Le numéro de téléphone de votre compte a été modifié',
    removed: 'Le numéro de téléphone a été retiré de votre compte',
  },
};

export const ACCOUNT_MAILS = {
  resetLink: (c: MailContext, link: string, hours: number) => ({
    subject: `${c.productName} - Réinitialisation de votre mot de passe`,
    text: [
      greeting(c),
      '',
      `Vous avez demandé la réinitialisation du mot de passe de votre compte ${c.productName}.`,
      'Pour choisir un nouveau mot de passe, ouvrez ce lien :',
      '',
      link,
      '',
      `Ce lien expire dans ${hours} heure${hours > 1 ? 's' : ''} et ne peut servir qu'une seule fois.`,
      "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
      '',
      signature(c),
    ].join('\n'),
  }),
  resetDone: (c: MailContext) => ({
    subject: `${c.productName} - Votre mot de passe a été modifié`,
    text: [
      greeting(c),
      '',
      `Le mot de passe de votre compte ${c.productName} vient d'être réinitialisé.`,
      'Par sécurité, toutes vos sessions actives ont été déconnectées et le lien de réinitialisation ne peut plus être utilisé.',
      '',
      `Si vous n'êtes pas à l'origine de ce changement, contactez-nous immédiatement à ${c.contactEmail}.`,
      '',
      signature(c),
    ].join('\n'),
  }),
  verification: (c: MailContext, link: string, hours: number) => ({
    subject: `${c.productName} - Confirmez votre adresse email`,
    text: [
      greeting(c),
      '',
      `Merci pour votre inscription sur ${c.productName}.`,
      'Pour activer votre compte et vous connecter, ouvrez ce lien :',
      '',
      link,
      '',
      `Ce lien expire dans ${hours} heures et ne peut servir qu'une seule fois.`,
      "Si vous n'êtes pas à l'origine de cette inscription, ignorez ce message : le compte ne sera pas activé.",
      '',
      signature(c),
    ].join('\n'),
  }),
  registrationAttempt: (c: MailContext) => ({
    subject: `${c.productName} - Tentative d'inscription avec votre adresse`,
    text: [
      greeting(c),
      '',
      `Quelqu'un a tenté de créer un compte ${c.productName} avec votre adresse email, qui a déjà un compte.`,
      `Si c'était vous, connectez-vous sur ${c.publicUrl} avec votre mot de passe, ou choisissez-en un nouveau ici :`,
      `${c.publicUrl}/forgot-password`,
      '',
      "Si ce n'était pas vous, vous pouvez ignorer ce message : aucun compte n'a été créé.",
      '',
      signature(c),
    ].join('\n'),
  }),
  /** To the new address asked for on a profile: the link that makes the change (24 h, single use). */
  emailChangeLink: (c: MailContext, link: string, hours: number) => ({
    subject: `${c.productName} - Confirmez votre nouvelle adresse email`,
    text: [
      greeting(c),
      '',
      `Le compte ${c.productName} de ${c.firstname} demande que cette adresse devienne son adresse de connexion.`,
      `Si vous confirmez, ce compte se connectera avec cette adresse et recevra ici ses messages (réinitialisation du mot de passe comprise).`,
      '',
      'Pour confirmer, ouvrez ce lien dans un navigateur connecté à ce compte, puis cliquez sur « Confirmer » :',
      '',
      link,
      '',
      `Ce lien expire dans ${hours} heures et ne peut servir qu'une seule fois. L'ouvrir seul ne change rien.`,
      "Si vous n'êtes pas à l'origine de cette demande, ne cliquez sur rien : ignorez ce message, votre adresse ne sera rattachée à aucun compte.",
      '',
      signature(c),
    ].join('\n'),
  }),
  /** To a new address that already has an account: it says nothing of who asked. */
  emailChangeTaken: (c: MailContext) => ({
    subject: `${c.productName} - Demande d'utilisation de votre adresse`,
    text: [
      'Bonjour,',
      '',
      `Quelqu'un a demandé que cette adresse devienne celle d'un autre compte ${c.productName}. Comme elle appartient déjà à votre compte, rien n'a été changé et vous n'avez rien à faire.`,
      '',
      signature(c),
    ].join('\n'),
  }),
  /** To the current address when a new email or phone is asked for (masked), and when it takes effect. */
  identifierChangeRequested: (c: MailContext, what: IdentifierKind, masked: string) => ({
    subject: `${c.productName} - Demande de changement ${IDENTIFIER_WORDS[what].of}`,
    text: [
      greeting(c),
      '',
      `Une demande de changement ${IDENTIFIER_WORDS[what].of} de votre compte ${c.productName} vers ${masked} vient d'être faite.`,
      'Elle ne prendra effet que si elle est confirmée depuis ce nouvel identifiant.',
      '',
      `Si vous n'êtes pas à l'origine de cette demande, changez votre mot de passe sans attendre (${c.publicUrl}/forgot-password) et contactez-nous à ${c.contactEmail}.`,
      '',
      signature(c),
    ].join('\n'),
  }),
  /** To the previous address once a change took effect: no link that undoes it, only "ce n'était pas moi". */
  identifierChanged: (c: MailContext, what: IdentifierKind, masked: string, notMe: string, days: number) => ({
    subject: `${c.productName} - ${IDENTIFIER_WORDS[what].changed}`,
    text: [
      greeting(c),
      '',
      `${IDENTIFIER_WORDS[what].changed} : c'est désormais ${masked}. Les autres sessions du compte ont été fermées.`,
      '',
      "Si c'était vous, vous n'avez rien à faire.",
      '',
      `Si ce n'était pas vous, ouvrez ce lien et cliquez sur « Ce n'était pas moi » (valable ${days} jours, une seule fois) :`,
      '',
      notMe,
      '',
      'Le changement sera annulé et bloqué, toutes les sessions du compte fermées et son mot de passe désactivé ; un lien pour en choisir un nouveau vous sera envoyé.',
      `Vous pouvez aussi nous écrire à ${c.contactEmail}.`,
      '',
      signature(c),
    ].join('\n'),
  }),
  identifierRemoved: (c: MailContext, what: IdentifierKind) => ({
    subject: `${c.productName} - ${IDENTIFIER_WORDS[what].removed}`,
    text: [
      greeting(c),
      '',
      `${IDENTIFIER_WORDS[what].removed}.`,
      '',
      `Si vous n'êtes pas à l'origine de ce changement, contactez-nous immédiatement à ${c.contactEmail}.`,
      '',
      signature(c),
    ].join('\n'),
  }),
} as const;

export const ACCOUNT_SMS = {
  resetLink: (productName: string, link: string) =>
    `${productName} : pour réinitialiser votre mot de passe, ouvrez ${link} (valable 1 heure).`,
  otp: (productName: string, code: string) =>
    `${productName} : votre code de vérification est ${code}. Il expire dans 5 minutes.`,
  phoneChangeCode: (productName: string, code: string) =>
    `${productName} : ${code} est le code qui ajoute ce numéro à un compte ${productName} (5 minutes). Ne le donnez à personne ; si vous n'avez rien demandé, ignorez ce message.`,
  identifierChanged: (productName: string, masked: string, notMe: string) =>
    `${productName} : l'identifiant de votre compte est désormais ${masked}. Si ce n'était pas vous : ${notMe}`,
  identifierChangeRequested: (productName: string, masked: string) =>
    `${productName} : un changement d'identifiant de votre compte vers ${masked} a été demandé. Si ce n'est pas vous, changez votre mot de passe.`,
} as const;

/** A message of the contact form, mailed to the team (header values already on one line). */
export const CONTACT_MAIL = (m: {
  productName: string;
  name: string;
  email: string;
  subject: string;
  message: string;
}) => ({
  subject: `[${m.productName} – Contact] ${m.subject}`,
  text: [
    `Nouveau message reçu depuis le formulaire de contact de ${m.productName}.`,
    '',
    `Nom : ${m.name}`,
    `Email : ${m.email} (répondez à cette adresse)`,
    `Sujet : ${m.subject}`,
    '',
    m.message,
  ].join('\n'),
});
