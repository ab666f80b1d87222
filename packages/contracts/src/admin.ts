import { z } from 'zod';
import { isPlainName } from './auth';
import { DecisionFields } from './case-law';
import { ADMIN, PASSWORD } from './constants';
import { DOC_TYPE_CATEGORY_KEYS, DOCUMENT_CONTENT_MAX_CHARS, DOCUMENT_STATUSES } from './document-constants';
import { ACCOUNT_SECURITY_MESSAGES } from './messages/api-account-security';
import { ACCOUNT_STATUSES, ROLES, SUBSCRIPTION_PLANS } from './roles';

/** Back-office contracts (back-office.md, api.md "Back-office"): one schema per request and answer. */

export const ADMIN_MESSAGES = {
  loginFailed: 'Email ou mot de passe incorrect',
  invalidAuthAnswer: "Réponse d'authentification invalide",
  loginError: 'Erreur de connexion',
  unauthorized: 'Non autorisé - token invalide',
  forbidden: 'Accès refusé - permissions insuffisantes',
  notFound: 'Ressource non trouvée',
  conflict: 'Conflit - ressource déjà existante',
  server: 'Erreur serveur',
  network: 'Erreur de connexion au serveur',
  csrf: 'Impossible de récupérer le token CSRF',
  emailLocked: "L'email ne peut pas être modifié",
  rolesSuperAdminOnly: 'Seuls les Super Admins peuvent modifier les rôles',
  lastSuperAdmin: 'Impossible de retirer le dernier Super Admin',
  selfDelete: 'Vous ne pouvez pas supprimer votre propre compte',
  emailTaken: 'Un compte existe déjà avec cet email',
  pdfOnlyExtension: 'Seuls les fichiers PDF sont autorisés',
  pdfBadType: 'Type de fichier non valide. Seuls les PDF sont acceptés',
  pdfTooLarge: 'Le fichier ne peut pas dépasser 10MB',
  pdfBadSignature: "Le fichier n'est pas un PDF valide",
  pdfMissing: 'Aucun fichier PDF reçu',
  pdfClientType: 'Le fichier doit être un PDF',
  pdfClientSize: 'Le fichier est trop volumineux (max 10MB)',
  uploadError: "Erreur lors de l'upload",
  deleteError: 'Erreur lors de la suppression',
  saveError: 'Erreur lors de la sauvegarde',
  usersUnknownError: 'Erreur inconnue',
  settingsNotice: 'Cette section est en cours de développement.',
  loadError: 'Erreur de chargement',
} as const;

/** '' and null from forms mean "no value"; numeric strings from multipart become numbers. */
const emptyToNull = (v: unknown) => (v === '' || v === undefined ? null : v);
const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v) : emptyToNull(v)),
    z.string().max(max).nullable().optional(),
  );
const optionalId = (message: string) =>
  z.preprocess(
    emptyToNull,
    z.coerce.number({ message }).int(message).positive(message).nullable().optional(),
  );
const boolField = z.preprocess(
  (v) => (v === 'true' || v === '1' || v === 'on' ? true : v === 'false' || v === '0' ? false : v),
  z.boolean(),
);

/* ---------- pagination ---------- */

export const AdminPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).catch(ADMIN.pageSize).default(ADMIN.pageSize),
  search: z.string().trim().max(200).optional(),
});
export type AdminPageQuery = z.infer<typeof AdminPageQuery>;

export const PaginationAnswer = z.object({
  total: z.number(),
  page: z.number(),
  limit: z.number(),
  pages: z.number(),
});

/** The collection list shape of back-office.md §7: items, totalPages, totalItems. */
export const pagedAnswer = <T extends z.ZodTypeAny>(item: T) =>
  z.object({
    success: z.literal(true),
    items: z.array(item),
    totalItems: z.number(),
    totalPages: z.number(),
    page: z.number(),
    limit: z.number(),
    pagination: PaginationAnswer,
  });

export const SuccessAnswer = z.object({ success: z.literal(true), message: z.string().optional() });

/* ---------- auth ---------- */

export const AdminLoginBody = z.object({
  email: z.string({ message: "L'email est requis" }).trim().min(1, "L'email est requis").max(254),
  password: z.string({ message: 'Le mot de passe est requis' }).min(1, 'Le mot de passe est requis').max(200),
});
export type AdminLoginBody = z.infer<typeof AdminLoginBody>;

export const AdminIdentity = z.object({
  id: z.number(),
  email: z.string().nullable(),
  firstname: z.string(),
  lastname: z.string(),
  fullName: z.string(),
  roles: z.array(z.string()),
});
export type AdminIdentity = z.infer<typeof AdminIdentity>;

export const AdminLoginAnswer = z.object({
  success: z.literal(true),
  token: z.string(),
  user: AdminIdentity,
  expires_at: z.number(),
});
export type AdminLoginAnswer = z.infer<typeof AdminLoginAnswer>;

export const CsrfAnswer = z.object({ token: z.string(), expires_at: z.number() });
export type CsrfAnswer = z.infer<typeof CsrfAnswer>;

/* ---------- users ---------- */

export const AdminUser = z.object({
  id: z.number(),
  firstname: z.string(),
  lastname: z.string(),
  fullName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  roles: z.array(z.string()),
  /** The ACCOUNT status (active | pending | inactive), as back-office.md §3 means it. */
  statut: z.string(),
  /** The registration statut of the public profile (particulier, professionnel...). */
  profileStatut: z.string().nullable(),
  isVerified: z.boolean(),
  subscriptionPlan: z.string(),
  createdAt: z.string(),
  profession: z.string().nullable(),
  organization: z.string().nullable(),
  specialties: z.array(z.string()),
});
export type AdminUser = z.infer<typeof AdminUser>;

export const AdminUserListQuery = AdminPageQuery.extend({
  role: z.enum(ROLES).optional().catch(undefined),
  status: z.enum(ACCOUNT_STATUSES).optional().catch(undefined),
});
export type AdminUserListQuery = z.infer<typeof AdminUserListQuery>;

export const AdminUserListAnswer = pagedAnswer(AdminUser).extend({ users: z.array(AdminUser) });
export type AdminUserListAnswer = z.infer<typeof AdminUserListAnswer>;

const nameField = (label: string) =>
  z
    .string({ message: `Le ${label} est requis` })
    .trim()
    .min(1, `Le ${label} est requis`)
    .max(100, `Le ${label} ne peut pas dépasser 100 caractères`)
    .refine(isPlainName, ACCOUNT_SECURITY_MESSAGES.nameInvalid);
const roleList = z
  .array(z.enum(ROLES, { message: 'Rôle inconnu' }))
  .min(1, 'Un rôle est requis')
  .max(ROLES.length);

const userEditable = {
  firstname: nameField('prénom'),
  lastname: nameField('nom'),
  roles: roleList.optional(),
  statut: z.enum(ACCOUNT_STATUSES, { message: 'Statut invalide' }).optional(),
  isVerified: z.boolean().optional(),
  subscriptionPlan: z.enum(SUBSCRIPTION_PLANS, { message: "Plan d'abonnement invalide" }).optional(),
  phone: optionalText(30),
  profession: optionalText(120),
  organization: optionalText(200),
};

export const AdminUserCreateBody = z.object({
  ...userEditable,
  email: z
    .string({ message: "L'email est requis" })
    .trim()
    .min(1, "L'email est requis")
    .pipe(z.email({ message: "L'email n'est pas valide" }).max(254)),
  password: z
    .string({ message: 'Le mot de passe est requis' })
    .min(1, 'Le mot de passe est requis')
    .min(PASSWORD.minLength, `Le mot de passe doit contenir au moins ${PASSWORD.minLength} caractères`)
    .max(PASSWORD.maxLength),
});
export type AdminUserCreateBody = z.infer<typeof AdminUserCreateBody>;

/** No email: it never changes after creation (a PUT carrying a different one is refused). */
export const AdminUserUpdateBody = z.object({
  ...userEditable,
  email: z.string().optional(),
});
export type AdminUserUpdateBody = z.infer<typeof AdminUserUpdateBody>;

export const AdminUserAnswer = z.object({ success: z.literal(true), user: AdminUser });
export const AdminUserStatsAnswer = z.object({
  success: z.literal(true),
  stats: z.object({
    total: z.number(),
    active: z.number(),
    verified: z.number(),
    subscription_plans: z.array(z.object({ subscriptionPlan: z.string(), count: z.number() })),
  }),
});
export type AdminUserStatsAnswer = z.infer<typeof AdminUserStatsAnswer>;

/* ---------- reference data: domains, bodies, document types ---------- */

export const NamedEntity = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  documentCount: z.number(),
});
export type NamedEntity = z.infer<typeof NamedEntity>;

export const NamedEntityBody = z.object({
  name: z
    .string({ message: 'Le nom est requis' })
    .trim()
    .min(1, 'Le nom est requis')
    .max(200, 'Le nom ne peut pas dépasser 200 caractères'),
});
export type NamedEntityBody = z.infer<typeof NamedEntityBody>;

export const AdminDocType = z.object({
  id: z.number(),
  type: z.string(),
  slug: z.string(),
  category: z.string(),
  documentCount: z.number(),
});
export type AdminDocType = z.infer<typeof AdminDocType>;

export const DocTypeBody = z.object({
  type: z
    .string({ message: 'Le type est requis' })
    .trim()
    .min(1, 'Le type est requis')
    .max(200, 'Le type ne peut pas dépasser 200 caractères'),
  category: z.enum(DOC_TYPE_CATEGORY_KEYS as [string, ...string[]], {
    message: 'La catégorie est requise',
  }),
});
export type DocTypeBody = z.infer<typeof DocTypeBody>;

export const ReferenceStatsAnswer = z.object({
  success: z.literal(true),
  stats: z.object({
    total: z.number(),
    used: z.number(),
    unused: z.number(),
    top: z.array(z.object({ id: z.number(), name: z.string(), documentCount: z.number() })),
  }),
});
export type ReferenceStatsAnswer = z.infer<typeof ReferenceStatsAnswer>;

export const MetadataAnswer = z.object({
  success: z.literal(true),
  domaines: z.array(z.object({ id: z.number(), name: z.string(), slug: z.string() })),
  organismes: z.array(z.object({ id: z.number(), name: z.string(), slug: z.string() })),
  docTypes: z.array(z.object({ id: z.number(), type: z.string(), slug: z.string(), category: z.string() })),
});
export type MetadataAnswer = z.infer<typeof MetadataAnswer>;

/* ---------- documents ---------- */

export const AdminDocument = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  content: z.string().optional(),
  contentLength: z.number(),
  preambule: z.string().nullable(),
  reference: z.string().nullable(),
  status: z.enum(DOCUMENT_STATUSES),
  statusNote: z.string().nullable(),
  domaine: z.object({ id: z.number(), name: z.string() }).nullable(),
  docType: z.object({ id: z.number(), type: z.string() }).nullable(),
  organisme: z.object({ id: z.number(), name: z.string() }).nullable(),
  domaineId: z.number().nullable(),
  docTypeId: z.number().nullable(),
  organismeId: z.number().nullable(),
  externalPdfUrl: z.string().nullable(),
  publishedAt: z.string().nullable(),
  isPublished: z.boolean(),
  pdfPath: z.string().nullable(),
  pdfUrl: z.string().nullable(),
  pdfName: z.string().nullable(),
  hasPdf: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** A court decision's fields (a type of the `jurisprudence` category), as the form edits them. */
  decision: DecisionFields.nullable().optional(),
});
export type AdminDocument = z.infer<typeof AdminDocument>;

export const AdminDocumentListQuery = AdminPageQuery.extend({
  domaine: z.coerce.number().int().positive().optional().catch(undefined),
  docType: z.coerce.number().int().positive().optional().catch(undefined),
  organisme: z.coerce.number().int().positive().optional().catch(undefined),
});
export type AdminDocumentListQuery = z.infer<typeof AdminDocumentListQuery>;

export const AdminDocumentListAnswer = pagedAnswer(AdminDocument).extend({
  documents: z.array(AdminDocument),
});
export type AdminDocumentListAnswer = z.infer<typeof AdminDocumentListAnswer>;

export const AdminDocumentAnswer = z.object({
  success: z.literal(true),
  document: AdminDocument,
  message: z.string().optional(),
  contentFromPdf: z.boolean().optional(),
});
export type AdminDocumentAnswer = z.infer<typeof AdminDocumentAnswer>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The document form (back-office.md §5), for JSON and multipart alike (multipart sends strings). */
export const documentFormShape = {
  title: z
    .string({ message: 'Le titre est requis' })
    .trim()
    .min(1, 'Le titre est requis')
    .max(500, 'Le titre ne peut pas dépasser 500 caractères'),
  content: z.string({ message: 'Le contenu est requis' }).max(DOCUMENT_CONTENT_MAX_CHARS),
  preambule: optionalText(200_000),
  /** How users cite the text: 'Loi n°028-2008/AN du 13 mai 2008'. */
  reference: optionalText(300),
  status: z.preprocess(
    emptyToNull,
    z.enum(DOCUMENT_STATUSES, { message: 'Statut du texte invalide' }).nullable().optional(),
  ),
  statusNote: optionalText(1000),
  domaineId: z.preprocess(
    emptyToNull,
    z.coerce
      .number({ message: 'Le domaine est requis' })
      .int('Le domaine est requis')
      .positive('Le domaine est requis'),
  ),
  organismeId: optionalId("L'organisme est invalide"),
  docTypeId: optionalId('Le type de document est invalide'),
  externalPdfUrl: z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : emptyToNull(v)),
    z
      .url({ message: "L'URL du PDF externe doit être une URL valide", protocol: /^https?$/ })
      .max(2000)
      .nullable()
      .optional(),
  ),
  publishedAt: z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim().slice(0, 10)) : emptyToNull(v)),
    z
      .string()
      .regex(DATE, 'La date de publication doit être une date (AAAA-MM-JJ)')
      .refine((d) => !Number.isNaN(Date.parse(d)), 'La date de publication doit être une date (AAAA-MM-JJ)')
      .nullable()
      .optional(),
  ),
  /**
   * A court decision's fields, for a type of the `jurisprudence` category only (api.md "Case law"); absent:
   * unchanged. A multipart form sends them as one JSON field.
   */
  decision: z.preprocess((v) => {
    if (typeof v !== 'string') return v;
    if (v.trim() === '') return undefined;
    try {
      return JSON.parse(v);
    } catch {
      return v;
    }
  }, DecisionFields.optional()),
};

export const DocumentFormBody = z.object({
  ...documentFormShape,
  content: documentFormShape.content.refine((c) => c.trim().length > 0, 'Le contenu est requis'),
});
export type DocumentFormBody = z.infer<typeof DocumentFormBody>;

/** Multipart form: content may be empty when the attached PDF has a text layer (checked by the server). */
export const DocumentMultipartFields = z.object({
  ...documentFormShape,
  content: z.string().max(DOCUMENT_CONTENT_MAX_CHARS).optional().default(''),
});
export type DocumentMultipartFields = z.infer<typeof DocumentMultipartFields>;

export const PdfUploadAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  pdfPath: z.string().nullable(),
  pdfUrl: z.string().nullable(),
  hasPdf: z.boolean(),
  contentFromPdf: z.boolean().optional(),
});
export type PdfUploadAnswer = z.infer<typeof PdfUploadAnswer>;

/* ---------- news ---------- */

export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

export const AdminActualityCategory = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  color: z.string().nullable(),
  isActive: z.boolean(),
  actualityCount: z.number(),
  createdAt: z.string(),
});
export type AdminActualityCategory = z.infer<typeof AdminActualityCategory>;

export const ActualityCategoryBody = z.object({
  name: z
    .string({ message: 'Le nom est requis' })
    .trim()
    .min(1, 'Le nom est requis')
    .max(120, 'Le nom ne peut pas dépasser 120 caractères'),
  description: optionalText(1000),
  color: z.preprocess(
    (v) => (v === '' ? null : v),
    z.string().regex(HEX_COLOR, 'La couleur doit être au format #RRGGBB').nullable().optional(),
  ),
  isActive: boolField.optional().default(true),
});
export type ActualityCategoryBody = z.infer<typeof ActualityCategoryBody>;

export const ActualityCategoryListAnswer = pagedAnswer(AdminActualityCategory).extend({
  categories: z.array(AdminActualityCategory),
});
export const ActualityCategoryAnswer = z.object({
  success: z.literal(true),
  category: AdminActualityCategory,
});

export const AdminActuality = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  content: z.string().nullable(),
  excerpt: z.string().nullable(),
  author: z.string().nullable(),
  imageUrl: z.string().nullable(),
  picture: z.string().nullable(),
  category: z.object({ id: z.number(), name: z.string(), color: z.string().nullable() }).nullable(),
  categoryId: z.number().nullable(),
  isPublished: z.boolean(),
  isPinned: z.boolean(),
  publicationDate: z.string().nullable(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  metadata: z.record(z.string(), z.unknown()),
});
export type AdminActuality = z.infer<typeof AdminActuality>;

export const AdminActualityListQuery = AdminPageQuery.extend({
  category: z.coerce.number().int().positive().optional().catch(undefined),
});

export const ActualityBody = z.object({
  title: z
    .string({ message: 'Le titre est requis' })
    .trim()
    .min(1, 'Le titre est requis')
    .max(300, 'Le titre ne peut pas dépasser 300 caractères'),
  description: z
    .string({ message: 'La description est requise' })
    .trim()
    .min(1, 'La description est requise')
    .max(5000, 'La description ne peut pas dépasser 5000 caractères'),
  content: optionalText(2_000_000),
  excerpt: optionalText(1000),
  author: optionalText(200),
  imageUrl: z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : emptyToNull(v)),
    z
      .url({ message: "L'URL de l'image doit être une URL valide", protocol: /^https?$/ })
      .max(2000)
      .nullable()
      .optional(),
  ),
  categoryId: optionalId('La catégorie est invalide'),
  isPublished: boolField.optional().default(true),
  isPinned: boolField.optional().default(false),
  publicationDate: z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : emptyToNull(v)),
    z
      .string()
      .refine((d) => !Number.isNaN(Date.parse(d)), 'La date de publication est invalide')
      .nullable()
      .optional(),
  ),
  metadata: z.record(z.string(), z.unknown()).optional(),
});
export type ActualityBody = z.infer<typeof ActualityBody>;

export const AdminActualityListAnswer = pagedAnswer(AdminActuality).extend({
  actualities: z.array(AdminActuality),
});
export const AdminActualityAnswer = z.object({
  success: z.literal(true),
  actuality: AdminActuality,
  message: z.string().optional(),
});

/* ---------- dashboard and audit ---------- */

export const DashboardAnswer = z.object({
  success: z.literal(true),
  users: z.number(),
  documents: z.number(),
  published: z.number(),
  domains: z.number(),
});
export type DashboardAnswer = z.infer<typeof DashboardAnswer>;

export const AuditEntry = z.object({
  id: z.number(),
  actor: z.object({ id: z.number().nullable(), email: z.string().nullable() }),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  details: z.unknown().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditListQuery = AdminPageQuery.extend({
  entity: z.string().trim().max(50).optional(),
  action: z.string().trim().max(50).optional(),
});
export const AuditListAnswer = pagedAnswer(AuditEntry);
