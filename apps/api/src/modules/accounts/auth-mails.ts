import {
  ACCOUNT_MAILS,
  ACCOUNT_SMS,
  EMAIL_VERIFICATION,
  IDENTIFIER_CHANGE,
  type IdentifierKind,
  type MailContext,
  RESET,
} from '@lexfaso/contracts';
import type { AppConfig } from '../../config';
import type { MailMessage } from '../../platform/mailer';

/** The accounts area's mails (texts in the catalogue); the product name comes from the configuration. */
type Who = { email: string; firstname: string };

const context = (config: AppConfig, who: Who): MailContext => ({
  productName: config.productName,
  publicUrl: config.publicUrl,
  contactEmail: config.contactEmail,
  // Names are checked to be one line with no link; older ones are put on one line here all the same.
  firstname: who.firstname.replace(/\s+/g, ' ').trim(),
});

export function resetLinkMail(config: AppConfig, who: Who, link: string): MailMessage {
  const mail = ACCOUNT_MAILS.resetLink(context(config, who), link, RESET.ttlMinutes / 60);
  return { to: who.email, kind: 'reset', ...mail };
}

export function resetDoneMail(config: AppConfig, who: Who): MailMessage {
  return { to: who.email, kind: 'reset-done', ...ACCOUNT_MAILS.resetDone(context(config, who)) };
}

export function verificationMail(config: AppConfig, who: Who, link: string): MailMessage {
  const mail = ACCOUNT_MAILS.verification(context(config, who), link, EMAIL_VERIFICATION.ttlMinutes / 60);
  return { to: who.email, kind: 'verify-email', ...mail };
}

export function registrationAttemptMail(config: AppConfig, who: Who): MailMessage {
  return {
    to: who.email,
    kind: 'register-existing',
    ...ACCOUNT_MAILS.registrationAttempt(context(config, who)),
  };
}

export function emailChangeLinkMail(config: AppConfig, who: Who, link: string): MailMessage {
  const mail = ACCOUNT_MAILS.emailChangeLink(
    context(config, who),
    link,
    IDENTIFIER_CHANGE.emailTtlMinutes / 60,
  );
  return { to: who.email, kind: 'email-change', ...mail };
}

/** To a new address that already has an account: it says nothing of who asked. */
export function emailChangeTakenMail(config: AppConfig, to: string): MailMessage {
  const mail = ACCOUNT_MAILS.emailChangeTaken(context(config, { email: to, firstname: '' }));
  return { to, kind: 'email-change-taken', ...mail };
}

export function identifierChangeRequestedMail(
  config: AppConfig,
  who: Who,
  what: IdentifierKind,
  newValue: string,
): MailMessage {
  const mail = ACCOUNT_MAILS.identifierChangeRequested(context(config, who), what, masked(what, newValue));
  return { to: who.email, kind: 'identifier-change-requested', ...mail };
}

/** To the previous address once a change took effect, with its "ce n'était pas moi" link. */
export function identifierChangedMail(
  config: AppConfig,
  who: Who,
  what: IdentifierKind,
  newValue: string,
  notMe: string,
): MailMessage {
  const mail = ACCOUNT_MAILS.identifierChanged(
    context(config, who),
    what,
    masked(what, newValue),
    notMe,
    IDENTIFIER_CHANGE.disputeDays,
  );
  return { to: who.email, kind: 'identifier-changed', ...mail };
}

export function identifierRemovedMail(config: AppConfig, who: Who, what: IdentifierKind): MailMessage {
  return {
    to: who.email,
    kind: 'identifier-removed',
    ...ACCOUNT_MAILS.identifierRemoved(context(config, who), what),
  };
}

/** An email or phone shown to its previous owner without giving it away: a***@domain, +2267******56. */
function masked(what: IdentifierKind, value: string) {
  if (what === 'phone')
    return `${value.slice(0, 5)}${'*'.repeat(Math.max(0, value.length - 7))}${value.slice(-2)}`;
  const [local = '', domain = ''] = value.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

export const phoneChangeSms = (config: AppConfig, code: string) =>
  ACCOUNT_SMS.phoneChangeCode(config.productName, code);

export const identifierChangeRequestedSms = (config: AppConfig, what: IdentifierKind, newValue: string) =>
  ACCOUNT_SMS.identifierChangeRequested(config.productName, masked(what, newValue));

export const identifierChangedSms = (
  config: AppConfig,
  what: IdentifierKind,
  newValue: string,
  notMe: string,
) => ACCOUNT_SMS.identifierChanged(config.productName, masked(what, newValue), notMe);

export const resetLinkSms = (config: AppConfig, link: string) =>
  ACCOUNT_SMS.resetLink(config.productName, link);

export const otpSms = (config: AppConfig, code: string) => ACCOUNT_SMS.otp(config.productName, code);
