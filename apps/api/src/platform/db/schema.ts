import type { DocumentStatus } from '@lexfaso/contracts';
import type { Generated } from 'kysely';

/**
 * Table shapes shared by SQLite and PostgreSQL.
 * Portable storage choices (see docs/architecture.md):
 * - timestamps are ISO-8601 UTC strings, dates are 'YYYY-MM-DD' strings, so both engines compare them the same way;
 * - booleans are 0/1 integers (better-sqlite3 cannot bind JS booleans);
 * - lists and maps are JSON text.
 */
export interface UsersTable {
  id: Generated<number>;
  email: string | null; // stored lower-cased: unique whatever the case
  phone: string | null; // normalised '+226XXXXXXXX'
  /** 1 once the phone's owner proved it with a code: only then is it a way in (OTP sign-in, reset by SMS). */
  phone_verified: number;
  password_hash: string | null;
  firstname: string;
  lastname: string;
  statut: string | null; // particulier | professionnel | etudiant | entreprise
  account_status: string; // active | pending | inactive
  roles: string; // JSON array of role names
  is_verified: number;
  subscription_plan: string; // free | premium
  profession: string | null;
  organization: string | null;
  specialties: string; // JSON array
  created_at: string;
  updated_at: string;
  password_changed_at: string | null;
  /** Set by a "ce n'était pas moi" link (issue 29): the email and phone stay as they are until a password reset. */
  identifiers_locked_at: string | null;
}

interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  kind: string; // user | admin
  created_at: string;
  expires_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
  ip: string | null;
  user_agent: string | null;
}

interface CsrfTokensTable {
  id: Generated<number>;
  session_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
}

interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  selector: string;
  verifier_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  ip: string | null;
}

/** Confirmation links of email registrations (same shape and rules as password_resets, 24 h). */
interface EmailVerificationsTable {
  id: Generated<number>;
  user_id: number;
  selector: string;
  verifier_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  ip: string | null;
}

/** A new email or phone asked for on the profile, pending until confirmed from that address or number. */
interface IdentifierChangesTable {
  id: Generated<number>;
  user_id: number;
  kind: string; // email | phone
  value: string; // the new address (lower-cased) or number (normalised)
  selector: string | null; // email: the public half of the mailed link
  secret_hash: string; // email: SHA-256 of the link's verifier; phone: salted hash of the code
  attempts: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  /** What a confirmed change replaced (null: there was none) and whether that phone was proved (0/1). */
  previous_value: string | null;
  previous_verified: number | null;
  confirmed_at: string | null;
  /** The "ce n'était pas moi" link sent to the previous address or number: selector, verifier's SHA-256. */
  dispute_selector: string | null;
  dispute_hash: string | null;
  dispute_expires_at: string | null;
  disputed_at: string | null;
}

interface KnownDevicesTable {
  id: Generated<number>;
  user_id: number;
  device_hash: string; // SHA-256 of the device cookie's token
  created_at: string;
  last_used_at: string;
  expires_at: string;
}

interface OtpCodesTable {
  id: Generated<number>;
  phone: string;
  purpose: string; // login | register
  code_hash: string;
  attempts: number;
  payload: string | null; // JSON: pending registration fields
  created_at: string;
  expires_at: string;
  consumed_at: string | null;
}

interface DocTypesTable {
  id: Generated<number>;
  type: string;
  slug: string;
  category: string; // one of DOC_TYPE_CATEGORIES keys
  created_at: string;
}

interface DomainesTable {
  id: Generated<number>;
  name: string;
  slug: string;
  created_at: string;
}

interface OrganismesTable {
  id: Generated<number>;
  name: string;
  slug: string;
  created_at: string;
}

interface DocumentsTable {
  id: Generated<number>;
  title: string;
  slug: string;
  content: string;
  preambule: string | null;
  published_at: string | null; // 'YYYY-MM-DD' when the text's date is known
  is_published: number; // 1: public; 0: draft
  year: number | null; // derived from published_at, for facets
  doc_type_id: number | null;
  domaine_id: number | null;
  organisme_id: number | null;
  jurisdiction: string | null;
  pdf_path: string | null; // storage key, never a filesystem path given by a user
  pdf_name: string | null; // original file name, shown as download name
  pdf_size: number | null;
  external_pdf_url: string | null;
  content_length: number;
  source: string | null;
  /** How users cite the text: 'Loi n°028-2008/AN du 13 mai 2008'; null when none was given. */
  reference: string | null;
  status: Generated<DocumentStatus>; // 'in-force' by default
  status_note: string | null; // what repealed it, or which parts are repealed
  created_at: string;
  updated_at: string;
  /** Changes when what its links or "cité par" show changes (migration 0016): its answers are keyed by it. */
  citations_at: string | null;
  /**
   * The documents version of the write that first made the text public (migration 0020; 0 for texts public
   * before it, null for drafts): what alerts call "published since". PostgreSQL reads a bigint as a string.
   */
  published_version: Generated<number | string | null>;
}

/** A reference recognised in an article, and where it lands (migration 0016). */
interface CitationsTable {
  id: Generated<number>;
  from_document_id: number;
  from_version_id: number; // 0: the text as it stands
  from_article_id: string;
  from_label: string;
  start_offset: number;
  end_offset: number;
  shown: number; // 1: a link in the text; 0: an article a range covers
  target: string; // 'self', 'loi:28-2008', 'name:code du travail'
  article_key: string | null;
  to_document_id: number | null;
  to_article_id: string | null;
  excerpt: string;
}

/** A key a text answers to ('loi:28-2008', 'name:code du travail'), migration 0016. */
interface TextNamesTable {
  document_id: number;
  name: string;
  article_count: number;
  compound_numbers: number;
  /** What the order of preference reads of the text, copied from documents (migration 0023). */
  published: number;
  repealed: number;
  /** '' when undated. */
  published_at: string;
}

/** An article of a text as it stands, by number (migration 0016). */
interface TextArticlesTable {
  document_id: number;
  article_key: string;
  article_id: string;
  label: string;
}

/** Each key of a text with each of its article numbers: a reference's candidates in one read (migration 0022). */
interface TextHoldingsTable {
  name: string;
  article_key: string;
  document_id: number;
  article_id: string;
  article_count: number;
  compound_numbers: number;
  /** As in text_names (migration 0023). */
  published: number;
  repealed: number;
  /** '' when undated. */
  published_at: string;
}

/** An article's status, per version (migration 0017). */
interface ArticleStatusesTable {
  id: Generated<number>;
  document_id: number;
  version_id: number; // 0: the text as it stands
  article_id: string;
  status: string; // 'modifie' | 'abroge'
  note: string | null;
  by_document_id: number | null;
  by_article_id: string | null;
  by_reference: string | null;
  changed_on: string | null; // 'YYYY-MM-DD'
  updated_at: string;
}

/** A consolidated version of a text (migration 0018); the current one's text is the document's. */
/** A court decision's own fields (migration 0021); keywords: a JSON array. */
interface DecisionsTable {
  document_id: number;
  court_id: string;
  chamber: string | null;
  number: string;
  decision_date: string;
  nature: string;
  solution: string | null;
  parties: string | null;
  summary: string | null;
  keywords: Generated<string>;
}

interface DocumentVersionsTable {
  id: Generated<number>;
  document_id: number;
  label: string;
  valid_from: string | null;
  valid_to: string | null;
  note: string | null;
  content: string | null;
  preambule: string | null;
  pdf_path: string | null;
  pdf_name: string | null;
  pdf_size: number | null;
  created_at: string;
  updated_at: string;
}

export interface ActualityCategoriesTable {
  id: Generated<number>;
  name: string;
  slug: string;
  description: string | null;
  color: string | null;
  is_active: number;
  created_at: string;
}

export interface ActualitiesTable {
  id: Generated<number>;
  title: string;
  description: string;
  excerpt: string | null;
  content: string | null;
  author: string | null;
  image_url: string | null;
  category_id: number | null;
  is_published: number;
  is_pinned: number;
  published_at: string | null;
  metadata: string; // JSON object
  created_at: string;
  updated_at: string;
}

interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  subject: string;
  message: string;
  ip: string | null;
  created_at: string;
}

interface AuditLogTable {
  id: Generated<number>;
  actor_id: number | null;
  actor_email: string | null;
  action: string; // create | update | delete | upload-pdf | delete-pdf | ...
  entity: string; // document | user | domaine | ...
  entity_id: string | null;
  details: string | null; // JSON
  ip: string | null;
  created_at: string;
}

interface CountersTable {
  key: string;
  count: number;
  reset_at: number; // epoch ms
}

/** A document write as the search engines of every process catch up with it (migration 0012). */
interface SearchChangesTable {
  version: number;
  document_id: number;
  created_at: string;
}

interface MailQueueTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  kind: string; // reset | reset-done | contact | ...
  status: string; // pending | sent | failed
  attempts: number;
  next_attempt_at: number; // epoch ms
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

interface ImportRunsTable {
  id: Generated<number>;
  source: string;
  mode: string;
  status: string; // running | done
  processed: number;
  last_key: string | null;
  started_at: string;
  finished_at: string | null;
}

/** Personal library (migration 0019): an account's folders of favourites. */
interface LibraryFoldersTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  /** The name compared case, accents and spaces aside: unique per account. */
  name_key: string;
  created_at: string;
  updated_at: string;
}

/** A user's saved search and its e-mail alert (migration 0020). */
interface SavedSearchesTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  q: string;
  filters: string; // JSON: the search's own filter fields
  alert: string; // none | daily | weekly
  /** Texts published after this documents version are new to the next alert. */
  alert_version: number | string;
  /** Texts published after this documents version are new since the user last reran the search. */
  visited_version: number | string;
  next_alert_at: string | null;
  last_alert_at: string | null;
  /** A sending process's claim: its random token and until when it holds. */
  lease_token: string | null;
  lease_until: string | null;
  created_at: string;
  updated_at: string;
}

/** A saved document or article; `document_id` null once the text was deleted. */
interface FavoritesTable {
  id: Generated<number>;
  user_id: number;
  document_id: number | null;
  document_title: string;
  /** '' for the whole document. */
  article_id: string;
  article_label: string;
  article_fingerprint: string;
  article_gone: number;
  /** The document's updated_at the article was last found against. */
  resolved_at: string;
  folder_id: number | null;
  note: string;
  created_at: string;
  updated_at: string;
}

/** One row per account and text downloaded as PDF: the latest time and how many times. */
interface PdfDownloadsTable {
  user_id: number;
  document_id: number;
  downloaded_at: string;
  count: number;
}

interface AlertUnsubscribesTable {
  token_hash: string; // SHA-256 of the mailed token
  saved_search_id: number;
  created_at: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  csrf_tokens: CsrfTokensTable;
  password_resets: PasswordResetsTable;
  email_verifications: EmailVerificationsTable;
  otp_codes: OtpCodesTable;
  identifier_changes: IdentifierChangesTable;
  known_devices: KnownDevicesTable;
  doc_types: DocTypesTable;
  domaines: DomainesTable;
  organismes: OrganismesTable;
  documents: DocumentsTable;
  actuality_categories: ActualityCategoriesTable;
  actualities: ActualitiesTable;
  contact_messages: ContactMessagesTable;
  audit_log: AuditLogTable;
  counters: CountersTable;
  search_changes: SearchChangesTable;
  citations: CitationsTable;
  text_names: TextNamesTable;
  text_articles: TextArticlesTable;
  text_holdings: TextHoldingsTable;
  article_statuses: ArticleStatusesTable;
  document_versions: DocumentVersionsTable;
  decisions: DecisionsTable;
  mail_queue: MailQueueTable;
  saved_searches: SavedSearchesTable;
  alert_unsubscribes: AlertUnsubscribesTable;
  import_runs: ImportRunsTable;
  library_folders: LibraryFoldersTable;
  favorites: FavoritesTable;
  pdf_downloads: PdfDownloadsTable;
}
