import { z } from 'zod';

/** French messages of the contact form (public-area.md §5 and §8). */
export const CONTACT_MESSAGES = {
  success: 'Votre message a été envoyé avec succès ! Nous vous répondrons rapidement.',
  sendError: "Erreur lors de l'envoi du message",
  serverError: (status: number) => `Erreur du serveur (${status})`,
  nameRequired: 'Le nom est requis',
  nameTooLong: 'Le nom ne peut pas dépasser 100 caractères',
  emailRequired: "L'email est requis",
  emailInvalid: "Format d'email invalide",
  emailTooLong: "L'email ne peut pas dépasser 254 caractères",
  subjectRequired: 'Le sujet est requis',
  subjectTooLong: 'Le sujet ne peut pas dépasser 200 caractères',
  messageRequired: 'Le message est requis',
  messageTooShort: 'Le message doit contenir au moins 10 caractères',
  messageTooLong: 'Le message ne peut pas dépasser 5000 caractères',
  rateLimited: (minutes: number) =>
    `Trop de messages envoyés. Veuillez réessayer dans ${minutes} minute${minutes > 1 ? 's' : ''}.`,
} as const;

export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  subject: 200,
  messageMin: 10,
  messageMax: 5000,
  /** Messages a client may send per window. */
  perWindow: 5,
  windowMs: 10 * 60_000,
} as const;

const required = (message: string) =>
  z
    .string({ message })
    .transform((v) => v.trim())
    .pipe(z.string().min(1, { message }));

/** POST /api/contact/send: every field required, trimmed and bounded. */
export const ContactRequest = z.object({
  name: required(CONTACT_MESSAGES.nameRequired).pipe(
    z.string().max(CONTACT_LIMITS.name, { message: CONTACT_MESSAGES.nameTooLong }),
  ),
  email: required(CONTACT_MESSAGES.emailRequired).pipe(
    z
      .string()
      .max(CONTACT_LIMITS.email, { message: CONTACT_MESSAGES.emailTooLong })
      .pipe(z.email({ message: CONTACT_MESSAGES.emailInvalid })),
  ),
  subject: required(CONTACT_MESSAGES.subjectRequired).pipe(
    z.string().max(CONTACT_LIMITS.subject, { message: CONTACT_MESSAGES.subjectTooLong }),
  ),
  message: required(CONTACT_MESSAGES.messageRequired).pipe(
    z
      .string()
      .min(CONTACT_LIMITS.messageMin, { message: CONTACT_MESSAGES.messageTooShort })
      .max(CONTACT_LIMITS.messageMax, { message: CONTACT_MESSAGES.messageTooLong }),
  ),
});
export type ContactRequest = z.input<typeof ContactRequest>;

export const ContactAnswer = z.object({ success: z.literal(true), message: z.string() });
export type ContactAnswer = z.infer<typeof ContactAnswer>;
