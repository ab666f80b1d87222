import { EMAIL_VERIFICATION, RESET } from '@lexfaso/contracts';
import type { AppConfig } from '../../config';
import type { MailMessage } from '../../platform/mailer';

/** French plain-text mails of the accounts area; the product name comes from the configuration. */
type Who = { email: string; firstname: string };

const greeting = (who: Who) => `Bonjour ${who.firstname},`;
const signature = (config: AppConfig) => `L'équipe ${config.productName}\n${config.publicUrl}`;

export function resetLinkMail(config: AppConfig, who: Who, link: string): MailMessage {
  const hours = RESET.ttlMinutes / 60;
  return {
    to: who.email,
    kind: 'reset',
    subject: `${config.productName} - Réinitialisation de votre mot de passe`,
    text: [
      greeting(who),
      '',
      `Vous avez demandé la réinitialisation du mot de passe de votre compte ${config.productName}.`,
      'Pour choisir un nouveau mot de passe, ouvrez ce lien :',
      '',
      link,
      '',
      `Ce lien expire dans ${hours} heure${hours > 1 ? 's' : ''} et ne peut servir qu'une seule fois.`,
      "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
      '',
      signature(config),
    ].join('\n'),
  };
}

export function resetDoneMail(config: AppConfig, who: Who): MailMessage {
  return {
    to: who.email,
    kind: 'reset-done',
    subject: `${config.productName} - Votre mot de passe a été modifié`,
    text: [
      greeting(who),
      '',
      `Le mot de passe de votre compte ${config.productName} vient d'être réinitialisé.`,
      'Par sécurité, toutes vos sessions actives ont été déconnectées et le lien de réinitialisation ne peut plus être utilisé.',
      '',
      `Si vous n'êtes pas à l'origine de ce changement, contactez-nous immédiatement à ${config.contactEmail}.`,
      '',
      signature(config),
    ].join('\n'),
  };
}

export function verificationMail(config: AppConfig, who: Who, link: string): MailMessage {
  const hours = EMAIL_VERIFICATION.ttlMinutes / 60;
  return {
    to: who.email,
    kind: 'verify-email',
    subject: `${config.productName} - Confirmez votre adresse email`,
    text: [
      greeting(who),
      '',
      `Merci pour votre inscription sur ${config.productName}.`,
      'Pour activer votre compte et vous connecter, ouvrez ce lien :',
      '',
      link,
      '',
      `Ce lien expire dans ${hours} heures et ne peut servir qu'une seule fois.`,
      "Si vous n'êtes pas à l'origine de cette inscription, ignorez ce message : le compte ne sera pas activé.",
      '',
      signature(config),
    ].join('\n'),
  };
}

export function registrationAttemptMail(config: AppConfig, who: Who): MailMessage {
  return {
    to: who.email,
    kind: 'register-existing',
    subject: `${config.productName} - Tentative d'inscription avec votre adresse`,
    text: [
      greeting(who),
      '',
      `Quelqu'un a tenté de créer un compte ${config.productName} avec votre adresse email, qui a déjà un compte.`,
      `Si c'était vous, connectez-vous sur ${config.publicUrl} avec votre mot de passe, ou choisissez-en un nouveau ici :`,
      `${config.publicUrl}/forgot-password`,
      '',
      "Si ce n'était pas vous, vous pouvez ignorer ce message : aucun compte n'a été créé.",
      '',
      signature(config),
    ].join('\n'),
  };
}

export const resetLinkSms = (config: AppConfig, link: string) =>
  `${config.productName} : pour réinitialiser votre mot de passe, ouvrez ${link} (valable 1 heure).`;

export const otpSms = (config: AppConfig, code: string) =>
  `${config.productName} : votre code de vérification est ${code}. Il expire dans 5 minutes.`;
