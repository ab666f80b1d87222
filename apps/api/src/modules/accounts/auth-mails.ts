import { ACCOUNT_MAILS, ACCOUNT_SMS, EMAIL_VERIFICATION, type MailContext, RESET } from '@lexfaso/contracts';
import type { AppConfig } from '../../config';
import type { MailMessage } from '../../platform/mailer';

/** The accounts area's mails (texts in the catalogue); the product name comes from the configuration. */
type Who = { email: string; firstname: string };

const context = (config: AppConfig, who: Who): MailContext => ({
  productName: config.productName,
  publicUrl: config.publicUrl,
  contactEmail: config.contactEmail,
  firstname: who.firstname,
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

export const resetLinkSms = (config: AppConfig, link: string) =>
  ACCOUNT_SMS.resetLink(config.productName, link);

export const otpSms = (config: AppConfig, code: string) => ACCOUNT_SMS.otp(config.productName, code);
