import { z } from 'zod';
import { OTP, PASSWORD } from './constants';
import { AUTH_MESSAGES as M } from './messages';
import { ACCOUNT_SECURITY_MESSAGES as SM } from './messages/api-account-security';
import { API_DOCS } from './messages/api-docs';
import { isPlainName } from './plain-name';
import { ROLES, SUBSCRIPTION_PLANS, USER_STATUTS } from './roles';

export { isPlainName } from './plain-name';

/* ------------------------------------------------------------------ helpers */

const PHONE = /^(?:\+226|226)?(\d{8})$/;

/** Burkinabè phone: spaces ignored, optional +226 or 226 prefix, then 8 digits -> '+226XXXXXXXX'; else null. */
export function normalizePhone(raw: string): string | null {
  const m = PHONE.exec(raw.replace(/\s+/g, ''));
  return m ? `+226${m[1]}` : null;
}

/** True when the text looks like an email address (the identifier of forgot-password may be either). */
export const looksLikeEmail = (value: string) => value.includes('@');

const EMAIL_FORMAT = z.email({ error: M.emailInvalid });
export const isValidEmail = (value: string) => EMAIL_FORMAT.safeParse(value).success;

/** The checklist of public-area.md §5, one point each. */
export const PASSWORD_CHECKS = [
  { key: 'length', label: 'Au moins 8 caractères', test: (p: string) => p.length >= PASSWORD.minLength },
  { key: 'upper', label: 'Au moins une majuscule', test: (p: string) => /\p{Lu}/u.test(p) },
  { key: 'lower', label: 'Au moins une minuscule', test: (p: string) => /\p{Ll}/u.test(p) },
  { key: 'digit', label: 'Au moins un chiffre', test: (p: string) => /\d/.test(p) },
  {
    key: 'special',
    label: 'Un caractère spécial recommandé',
    test: (p: string) => /[^\p{L}\p{N}\s]/u.test(p),
  },
] as const;

export const STRENGTH_LABELS = [
  'Très faible',
  'Très faible',
  'Faible',
  'Moyen',
  'Fort',
  'Très fort',
] as const;

export interface PasswordStrength {
  score: number; // 0..5
  label: (typeof STRENGTH_LABELS)[number];
  checks: Array<{ key: string; label: string; ok: boolean }>;
  /** Score of at least 4 and length of at least 8 (the rule of the reset form, enforced by the server). */
  valid: boolean;
}

export function passwordStrength(password: string): PasswordStrength {
  const checks = PASSWORD_CHECKS.map((c) => ({ key: c.key, label: c.label, ok: c.test(password) }));
  const score = checks.filter((c) => c.ok).length;
  return {
    score,
    label: STRENGTH_LABELS[score]!,
    checks,
    valid: score >= PASSWORD.requiredScore && password.length >= PASSWORD.minLength,
  };
}

/* ------------------------------------------------------------------ fields */

const requiredName = z
  .string({ error: M.namesRequired })
  .trim()
  .min(1, M.namesRequired)
  .max(100)
  .refine(isPlainName, SM.nameInvalid);

/** An email: trimmed, lower-cased (unique whatever the case). */
const EmailField = z
  .string({ error: M.emailPasswordRequired })
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(EMAIL_FORMAT);

const PhoneField = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(30, M.phoneInvalid)
    .transform((v, ctx) => {
      const phone = normalizePhone(v);
      if (!phone) {
        ctx.addIssue({ code: 'custom', message: M.phoneInvalid });
        return z.NEVER;
      }
      return phone;
    });

const OtpField = z
  .string({ error: M.otpRequired })
  .trim()
  .min(1, M.otpRequired)
  .regex(new RegExp(`^\\d{${OTP.length}}$`), M.otpFormat);

/** Selector and verifier from a mailed link; anything malformed is just "invalid or expired". */
const linkPart = (message: string) => z.string({ error: message }).trim().min(1, message).max(200, message);

const StatutField = z.enum(USER_STATUTS, { error: M.statutInvalid });

/* ------------------------------------------------------------------ user */

/** The user as every answer presents it (public-area.md §3). Never a password hash. */
export const AuthUser = z.object({
  id: z.number(),
  firstname: z.string(),
  lastname: z.string(),
  fullName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  statut: z.string().nullable(),
  roles: z.array(z.enum(ROLES).or(z.string())),
  isVerified: z.boolean(),
  subscriptionPlan: z.enum(SUBSCRIPTION_PLANS).or(z.string()),
  profession: z.string().nullable(),
  organization: z.string().nullable(),
  specialties: z.array(z.string()),
  createdAt: z.string(),
});
export type AuthUser = z.infer<typeof AuthUser>;

/* ------------------------------------------------------------------ registration */

export const RegisterRequest = z.object({
  firstname: requiredName,
  lastname: requiredName,
  statut: StatutField.default('particulier'),
  email: EmailField,
  password: z
    .string({ error: M.emailPasswordRequired })
    .min(1, M.emailPasswordRequired)
    .min(PASSWORD.minLength, M.passwordTooShort)
    .max(PASSWORD.maxLength, M.passwordTooLong),
});
export type RegisterRequest = z.infer<typeof RegisterRequest>;

/** The register form adds the confirmation, which is checked on the client only (public-area.md §3). */
export const RegisterForm = z
  .object({
    firstname: z.string().trim().min(1, M.namesRequired),
    lastname: z.string().trim().min(1, M.namesRequired),
    statut: StatutField,
    email: z.string().trim().min(1, M.emailPasswordRequired).pipe(EMAIL_FORMAT),
    password: z.string().min(1, M.emailPasswordRequired).min(PASSWORD.minLength, M.passwordTooShort),
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: M.passwordsMismatch,
    path: ['confirmPassword'],
  });
export type RegisterForm = z.infer<typeof RegisterForm>;

/**
 * The same answer whether the address is new or already has an account (no enumeration): no token, no user.
 * A new account signs in only through the link mailed to it (POST /auth/verify-email).
 */
export const RegisterAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type RegisterAnswer = z.infer<typeof RegisterAnswer>;

/**
 * The confirmation link mailed at registration (`/verify-email/{selector}/{token}`) and the password chosen at
 * that registration: the link alone never activates an account whose password someone else chose (issue 19).
 */
export const VerifyEmailRequest = z.object({
  selector: linkPart(M.verificationInvalid),
  token: linkPart(M.verificationInvalid),
  password: z.string({ error: M.verificationInvalid }).min(1, M.verificationInvalid).max(PASSWORD.maxLength),
});
/** The confirmation page's form: the password chosen at registration (the link's parts come from the URL). */
export const VerifyEmailForm = z.object({
  password: z
    .string({ error: SM.verificationPasswordRequired })
    .min(1, SM.verificationPasswordRequired)
    .max(PASSWORD.maxLength),
});
export type VerifyEmailForm = z.infer<typeof VerifyEmailForm>;

export const VerifyEmailAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  user: AuthUser,
});
export type VerifyEmailAnswer = z.infer<typeof VerifyEmailAnswer>;

export const ResendVerificationRequest = z.object({ email: EmailField });

/* ------------------------------------------------------------------ login */

/** Email mode (email + password) or phone mode (phone, then phone + otp). */
export const LoginRequest = z
  .object({
    email: z.string().trim().toLowerCase().max(254).optional(),
    password: z.string().max(PASSWORD.maxLength).optional(),
    phone: z.string().trim().max(30).optional(),
    otp: z.string().trim().max(10).optional(),
  })
  .transform((v, ctx) => {
    if (v.phone && !v.email) {
      const phone = normalizePhone(v.phone);
      if (!phone) {
        ctx.addIssue({ code: 'custom', message: M.phoneInvalid, path: ['phone'] });
        return z.NEVER;
      }
      if (v.otp && !new RegExp(`^\\d{${OTP.length}}$`).test(v.otp)) {
        ctx.addIssue({ code: 'custom', message: M.otpFormat, path: ['otp'] });
        return z.NEVER;
      }
      return { mode: 'phone' as const, phone, otp: v.otp || undefined };
    }
    if (!v.email || !v.password) {
      ctx.addIssue({
        code: 'custom',
        message: v.phone === '' ? M.loginPhoneRequired : M.emailPasswordRequired,
        path: [v.email ? 'password' : 'email'],
      });
      return z.NEVER;
    }
    return { mode: 'email' as const, email: v.email, password: v.password };
  })
  // The two modes above, as the OpenAPI document states them: e-mail and password, or a phone.
  .meta({
    anyOf: [
      {
        required: ['email', 'password'],
        properties: { email: { type: 'string', pattern: '\\S' }, password: { type: 'string', minLength: 1 } },
      },
      { required: ['phone'], properties: { phone: { type: 'string', pattern: '\\S' } } },
    ],
  });
export type LoginRequest = z.input<typeof LoginRequest>;

export const LoginForm = z.object({
  email: z.string().trim().min(1, M.emailPasswordRequired).pipe(EMAIL_FORMAT),
  password: z.string().min(1, M.emailPasswordRequired),
});
export type LoginForm = z.infer<typeof LoginForm>;

export const LoginAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string().optional(),
  user: AuthUser.optional(),
  otpRequired: z.boolean().optional(),
});
export type LoginAnswer = z.infer<typeof LoginAnswer>;

export const SessionAnswer = z.object({
  success: z.literal(true),
  token: z.string(),
  user: AuthUser,
  message: z.string().optional(),
});
export type SessionAnswer = z.infer<typeof SessionAnswer>;

export const MeAnswer = z.object({ success: z.literal(true), user: AuthUser });
export type MeAnswer = z.infer<typeof MeAnswer>;

export const SuccessMessage = z.object({ success: z.literal(true), message: z.string() });
export type SuccessMessage = z.infer<typeof SuccessMessage>;

/* ------------------------------------------------------------------ phone */

export const RequestOtpRequest = z.object({ phone: PhoneField(M.loginPhoneRequired) });
export const RegisterPhoneRequest = z.object({
  firstname: requiredName,
  lastname: requiredName,
  statut: StatutField.default('particulier'),
  phone: PhoneField(M.phoneRequired),
});
export const VerifyPhoneRequest = z.object({ phone: PhoneField(M.phoneRequired), otp: OtpField });

/* ------------------------------------------------------------------ profile */

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);

const nameField = (required: string, tooShort: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .min(2, tooShort)
    .max(100)
    .refine(isPlainName, SM.nameInvalid);

/** Shared by the profile form and PUT /auth/profile/update: '' means "no email" / "no phone". */
export const ProfileUpdateRequest = z
  .object({
    firstname: nameField(M.firstnameRequired, M.firstnameTooShort),
    lastname: nameField(M.lastnameRequired, M.lastnameTooShort),
    email: z
      .string()
      .trim()
      .toLowerCase()
      .max(254, M.emailInvalid)
      .nullish()
      .transform((v) => v || null)
      .refine((v) => v === null || isValidEmail(v), M.emailInvalid),
    phone: z
      .string()
      .trim()
      .max(30, M.phoneInvalid)
      .nullish()
      .transform((v, ctx) => {
        if (!v) return null;
        const phone = normalizePhone(v);
        if (!phone) {
          ctx.addIssue({ code: 'custom', message: M.phoneInvalid });
          return z.NEVER;
        }
        return phone;
      }),
    statut: StatutField.optional(),
    /** Needed when the email or the phone changes (decisions.md §5); '' means none given. */
    currentPassword: z
      .string()
      .max(PASSWORD.maxLength)
      .optional()
      .transform((v) => v || undefined)
      .meta({ description: API_DOCS.currentPasswordField }),
    profession: optionalText(120),
    organization: optionalText(160),
    specialties: z
      .union([z.array(z.string().trim().max(80)).max(20), z.string().max(1000)])
      .optional()
      .transform((v) => {
        if (v === undefined) return undefined;
        const list = Array.isArray(v) ? v : v.split(',');
        return [...new Set(list.map((s) => s.trim()).filter(Boolean))].slice(0, 20);
      }),
  })
  .superRefine((v, ctx) => {
    if (!v.email && !v.phone)
      ctx.addIssue({ code: 'custom', message: M.emailOrPhoneRequired, path: ['email'] });
  })
  // The refinement above, as the OpenAPI document states it: an e-mail or a phone that is not blank.
  .meta({
    anyOf: [
      { required: ['email'], properties: { email: { type: 'string', pattern: '\\S' } } },
      { required: ['phone'], properties: { phone: { type: 'string', pattern: '\\S' } } },
    ],
  });
export type ProfileUpdateInput = z.input<typeof ProfileUpdateRequest>;
export type ProfileUpdate = z.output<typeof ProfileUpdateRequest>;

/**
 * `user` shows the account as it is: a new email or phone is not in it until confirmed. `pendingEmail` and
 * `pendingPhone` echo what awaits confirmation, the same whether or not another account has it.
 */
export const ProfileUpdateAnswer = z.object({
  success: z.literal(true),
  user: AuthUser,
  message: z.string(),
  pendingEmail: z.string().optional(),
  pendingPhone: z.string().optional(),
});
export type ProfileUpdateAnswer = z.infer<typeof ProfileUpdateAnswer>;

/**
 * The link mailed to a new address: `/change-email/{selector}/{token}`. It proves the mailbox; the change also
 * needs the account that asked, signed in, to post it (issue 29).
 */
export const EmailChangeConfirmRequest = z.object({
  selector: linkPart(SM.emailChangeInvalid),
  token: linkPart(SM.emailChangeInvalid),
});

/** The "ce n'était pas moi" link sent to the previous address or number once a change took effect (issue 29). */
export const NotMeRequest = z.object({
  selector: linkPart(SM.notMeInvalid),
  token: linkPart(SM.notMeInvalid),
});
export type NotMeRequest = z.infer<typeof NotMeRequest>;

/** The code sent by SMS to a new number, typed by the signed-in account that asked for it (the profile's form too). */
export const PhoneChangeConfirmRequest = z.object({ otp: OtpField });
export type PhoneChangeConfirmRequest = z.infer<typeof PhoneChangeConfirmRequest>;

/* ------------------------------------------------------------------ password reset */

export type ResetIdentifier = { kind: 'email'; email: string } | { kind: 'phone'; phone: string };

export const ForgotPasswordRequest = z.object({
  identifier: z
    .string({ error: M.identifierRequired })
    .trim()
    .min(1, M.identifierRequired)
    .max(254)
    .transform((v, ctx): ResetIdentifier => {
      if (looksLikeEmail(v)) {
        const email = v.toLowerCase();
        if (!isValidEmail(email)) {
          ctx.addIssue({ code: 'custom', message: M.emailInvalid });
          return z.NEVER;
        }
        return { kind: 'email', email };
      }
      const phone = normalizePhone(v);
      if (!phone) {
        ctx.addIssue({ code: 'custom', message: M.phoneInvalid });
        return z.NEVER;
      }
      return { kind: 'phone', phone };
    }),
});

const LinkPart = linkPart(M.tokenInvalid);

export const ResetValidateRequest = z.object({ selector: LinkPart, token: LinkPart });
export const ResetValidateAnswer = z.object({
  valid: z.boolean(),
  message: z.string(),
  remaining_minutes: z.number().int().optional(),
});
export type ResetValidateAnswer = z.infer<typeof ResetValidateAnswer>;

/** The new-password rule of the reset form (score ≥ 4, length ≥ 8, confirmation matching). */
export const NewPasswordForm = z
  .object({
    password: z.string({ error: M.passwordWeak }).max(PASSWORD.maxLength, M.passwordTooLong),
    confirmPassword: z.string({ error: M.passwordsMismatch }),
  })
  .superRefine((v, ctx) => {
    if (!passwordStrength(v.password).valid)
      ctx.addIssue({ code: 'custom', message: M.passwordWeak, path: ['password'] });
    else if (v.password !== v.confirmPassword)
      ctx.addIssue({ code: 'custom', message: M.passwordsMismatch, path: ['confirmPassword'] });
  });
export type NewPasswordForm = z.infer<typeof NewPasswordForm>;

export const ResetConfirmRequest = z
  .object({
    selector: LinkPart,
    token: LinkPart,
    password: z.string({ error: M.passwordWeak }).max(PASSWORD.maxLength, M.passwordTooLong),
    confirmPassword: z.string({ error: M.passwordsMismatch }),
  })
  .superRefine((v, ctx) => {
    if (!passwordStrength(v.password).valid)
      ctx.addIssue({ code: 'custom', message: M.passwordWeak, path: ['password'] });
    else if (v.password !== v.confirmPassword)
      ctx.addIssue({ code: 'custom', message: M.passwordsMismatch, path: ['confirmPassword'] });
  });
