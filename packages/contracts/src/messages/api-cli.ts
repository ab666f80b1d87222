// What the server and the command-line tools print: configuration errors, the start banner, the
// database commands (migrate, backup, restore, import) and the demo seed's log.

export const CONFIG_MESSAGES = {
  invalid: (lines: string) => `Configuration invalide :\n${lines}`,
  port: 'PORT doit être un nombre entier (port TCP)',
  portRange: 'PORT doit être compris entre 0 et 65535',
  databaseUrl: 'DATABASE_URL doit commencer par postgres:// (ou être absent pour utiliser SQLite)',
  publicUrl: 'PUBLIC_URL doit être une URL complète, par exemple https://lexfaso.bf',
  smtpUrl: 'SMTP_URL doit commencer par smtp:// ou smtps://',
  contactEmail: 'CONTACT_EMAIL doit être une adresse email valide',
  redisUrl: 'REDIS_URL doit commencer par redis://',
  storageUrl:
    'STORAGE_URL doit être de la forme s3://compartiment[/préfixe][?endpoint=https://…&region=…&path-style=true|false] (ou être absent pour le dossier DATA_DIR/uploads)',
  adminEmail: 'ADMIN_EMAIL doit être une adresse email valide',
  adminPassword: 'ADMIN_PASSWORD doit contenir au moins 8 caractères',
  socialLinks:
    'SOCIAL_LINKS doit être une liste « Nom=https://… » séparée par des points-virgules, par exemple Facebook=https://www.facebook.com/lexfaso',
  trustProxy:
    'TRUST_PROXY doit être un nombre de proxys (1 : un proxy devant le serveur) ou leurs adresses séparées par des virgules (127.0.0.1, 10.0.0.0/8…), jamais « tous » (true)',
  positiveInteger: (name: string) => `${name} doit être un nombre entier supérieur à 0`,
  searchRateLimit: (name: string) =>
    `${name} doit être un nombre entier de recherches par minute (0 : aucune limite)`,
  searchSnapshotMinutes:
    'SEARCH_SNAPSHOT_MINUTES doit être un nombre entier de minutes entre deux instantanés du moteur de recherche, de 0 (aucun) à 1440',
  searchEngineBudget: (name: string) =>
    `${name} doit être un nombre entier de millisecondes de calcul par minute (0 : aucune limite)`,
} as const;

export const SERVER_MESSAGES = {
  ready: (productName: string, url: string) => `${productName} est prêt : ${url}`,
  database: (where: string) => `Base de données : ${where}`,
  mails: (where: string) => `Courriels : ${where}`,
  accounts: 'Comptes :',
  passwordFromEnv: '(mot de passe : ADMIN_PASSWORD)',
  passwordUnchanged: '(mot de passe inchangé)',
  startFailed: 'Démarrage impossible :',
} as const;

export const DATABASE_CLI_MESSAGES = {
  migrationsApplied: (names: string) => `Migrations appliquées : ${names}`,
  upToDate: 'Base de données déjà à jour.',
  migrationFailed: 'Migration impossible :',
  migrationIrreversible: 'Les migrations ne se défont pas : restaurez une sauvegarde.',
  backupPostgres: 'PostgreSQL : utilisez pg_dump (voir docs/deployment.md, « Sauvegardes »).',
  backupWritten: (file: string) => `Sauvegarde écrite : ${file}`,
  backupFailed: 'Sauvegarde impossible :',
  sqliteMissing: (file: string) => `Base SQLite introuvable : ${file}`,
  backupCorrupt: (file: string, check: string) => `Sauvegarde corrompue (${file}) : ${check}`,
  notABackup: (file: string) => `Ce fichier n'est pas une sauvegarde LexFaso : ${file}`,
  restorePostgres: 'PostgreSQL : utilisez pg_restore (voir docs/deployment.md, « Sauvegardes »).',
  restoreUsage: 'Usage : npm run db:restore -- <fichier de sauvegarde>',
  restored: (file: string) => `Base restaurée depuis ${file}. Redémarrez le serveur.`,
  restoreFailed: 'Restauration impossible :',
} as const;

export const IMPORT_CLI_MESSAGES = {
  usage:
    'Usage : npm run import -- <codes-en-vigueur.tar.gz> [--mode article|code] [--limit N] [--codes code-civil,…] [--db-url postgres://…]\n' +
    '   ou : npm run import -- <texte.pdf|texte.txt> --type Loi --reference "…" [options] (un texte officiel)',
  archiveMissing: (file: string) => `archive introuvable : ${file}`,
  unreadableArchive: (detail: string) => `l'archive n'est pas un .tar.gz lisible (${detail})`,
  limit: '--limit doit être un entier positif',
  batchSize: '--batch-size doit être un entier positif',
  /** cli-progress's format: its {placeholders} are filled by the bar. */
  progress:
    ' {bar} {value}/{total} ({percentage} %) | importés {imported}, déjà là {skipped} | {eta_formatted}',
  summary: (r: {
    resumed: boolean;
    processed: number;
    imported: number;
    skipped: number;
    seconds: string;
    perSecond: string;
    where: string;
  }) =>
    `${r.resumed ? 'Reprise : ' : ''}${r.processed} enregistrements lus, ${r.imported} documents importés, ` +
    `${r.skipped} déjà présents, en ${r.seconds} s (${r.perSecond} documents/s) dans ${r.where}.`,
  failed: 'Import impossible :',
  // One official text (a .pdf or a .txt): npm run import -- <texte> --type … --reference …
  officialUsage:
    'Usage : npm run import -- <texte.pdf|texte.txt> --type Loi --reference "Loi n°…" [--title …] [--date AAAA-MM-JJ] ' +
    '[--domaine …] [--organisme …] [--status in-force|partially-repealed|repealed] [--status-note …] ' +
    '[--manifest fichier.json] [--pdf officiel.pdf] [--draft] [--dry-run] [--db-url postgres://…]',
  fileMissing: (file: string) => `fichier introuvable : ${file}`,
  notAPdf: (file: string) => `ce fichier n'est pas un PDF : ${file}`,
  /** pdf.js's own words (InvalidPDFException…) in brackets. */
  unreadablePdf: (detail: string) => `le PDF n'a pas pu être lu (${detail})`,
  badManifest: (detail: string) => `manifeste invalide (${detail})`,
  referenceRequired:
    '--reference est requis (la référence que les utilisateurs citent), ou un manifeste qui la donne',
  typeRequired: '--type est requis (Loi, Décret, Ordonnance…), ou un manifeste qui le donne',
  unknownType: (type: string, known: string) =>
    `type de document inconnu : ${type} (types connus : ${known})`,
  badDate: '--date doit être une date AAAA-MM-JJ',
  badStatus: '--status doit valoir in-force, partially-repealed ou repealed',
  noText: "aucun texte lisible : le PDF n'a pas de couche texte (document numérisé ?)",
  recognised: (
    articles: number,
    first: string | null,
    last: string | null,
    notes: number,
    preamble: boolean,
  ) =>
    `Texte reconnu : ${articles} article${articles > 1 ? 's' : ''}` +
    (first && last ? ` (${first} … ${last})` : '') +
    `, ${notes} note${notes > 1 ? 's' : ''}, ${preamble ? 'avec' : 'sans'} préambule.`,
  numberingClean: 'Numérotation : ni doublon ni trou.',
  numberedTwice: (labels: string) => `À vérifier dans la source : numérotés deux fois : ${labels}`,
  numberingGaps: (gaps: string) => `À vérifier dans la source : trous dans la numérotation : ${gaps}`,
  warning: (text: string) => `Avertissement : ${text}`,
  dryRun: "Essai (--dry-run) : rien n'a été écrit.",
  alreadyImported: (id: number, title: string) =>
    `Déjà importé : document ${id} (« ${title} »). Rien n'a été écrit.`,
  imported: (
    id: number,
    title: string,
    reference: string,
    pdfBytes: number | null,
    published: boolean,
    where: string,
  ) =>
    `Document ${id} créé : « ${title} » (${reference}), ${published ? 'publié' : 'brouillon'}, ` +
    `${pdfBytes === null ? 'sans PDF' : `PDF joint (${Math.round(pdfBytes / 1024)} Ko)`}, dans ${where}.`,
} as const;

/**
 * What the official-text pipeline reports (modules/documents/official-text): the import command prints it, and
 * so does the demo corpus's build.
 */
export const OFFICIAL_TEXT_MESSAGES = {
  uncalledFootnote: (page: number, label: string) =>
    `page ${page} : la note ${label || '(sans numéro)'} n'est appelée nulle part dans le corps du texte`,
  bodyStartMissing: (marker: string) => `début du corps du texte introuvable (« ${marker} »)`,
  preambleStartMissing: (marker: string) =>
    `début du préambule introuvable avant le corps du texte (« ${marker} »)`,
  correctionMismatch: (find: string, expected: number, found: number) =>
    `correction « ${find} » attendue ${expected} fois, trouvée ${found} fois`,
} as const;

/** npm run storage:migrate: the local uploads folder copied into the bucket of STORAGE_URL. */
export const STORAGE_CLI_MESSAGES = {
  usage: 'Usage : STORAGE_URL=s3://… npm run storage:migrate [-- --from <dossier uploads>]',
  needsBucket: "STORAGE_URL n'est pas défini : rien à copier (les fichiers restent dans DATA_DIR/uploads).",
  folderMissing: (folder: string) => `dossier introuvable : ${folder}`,
  bucketUnreachable: (bucket: string, detail: string) => `compartiment ${bucket} injoignable : ${detail}`,
  progress: ' {bar} {value}/{total} ({percentage} %) | copiés {copied}, déjà là {present} | {eta_formatted}',
  summary: (r: {
    copied: number;
    present: number;
    ignored: number;
    bytes: number;
    seconds: string;
    bucket: string;
  }) =>
    `${r.copied} fichier${r.copied > 1 ? 's' : ''} copié${r.copied > 1 ? 's' : ''} (${Math.round(r.bytes / 1024)} Ko), ` +
    `${r.present} déjà dans le compartiment, ${r.ignored} ignoré${r.ignored > 1 ? 's' : ''} (nom hors des clés du stockage), ` +
    `en ${r.seconds} s vers ${r.bucket}.`,
  ignored: (file: string) => `Ignoré (nom hors des clés du stockage) : ${file}`,
  allInBucket: (documents: number) =>
    `Les PDF des ${documents} document${documents > 1 ? 's' : ''} qui en ont un sont dans le compartiment.`,
  missingInBucket: (ids: string) =>
    `Documents dont le PDF n'est ni dans le dossier ni dans le compartiment : ${ids}`,
  failed: 'Copie impossible :',
} as const;

export const SEED_MESSAGES = {
  unknownDocTypes: (names: string) => `Types de document inconnus (laissés vides) : ${names}`,
  corpusLoaded: (count: number, ms: number, undated: number, pdfs: number) =>
    `Corpus de démonstration : ${count} documents chargés en ${ms} ms` +
    (undated ? ` (dont ${undated} sans date connue)` : '') +
    (pdfs ? `, ${pdfs} PDF officiels joints` : ''),
  newsLoaded: (count: number, drafts: number) =>
    `Actualités de démonstration : ${count} chargées (${drafts} brouillons)`,
} as const;

/** What the demo seed says of the shipped case law. */
export const CASE_LAW_SEED_MESSAGES = {
  loaded: (count: number, ms: number) =>
    `Jurisprudence de démonstration : ${count} décisions chargées en ${ms} ms`,
} as const;

/** `npm run import -- <décision.pdf|txt> --type Arrêt --court … --number … --date …` (a court decision). */
export const DECISION_IMPORT_MESSAGES = {
  usage:
    'Usage : npm run import -- <décision.pdf|décision.txt> --type Arrêt --court "<juridiction>" --number "…" --date AAAA-MM-JJ [--chamber "…"] [--solution …] [--parties "…"] [--title "…"] [--reference "…"] [--pseudonymise] [--draft] [--dry-run] [--db-url postgres://…]',
  unknownCourt: (court: string) =>
    `juridiction inconnue : ${court} (un identifiant ou un nom de la liste des juridictions, ex. bf-cour-de-cassation, « Cour de cassation »)`,
  notADecisionType: (type: string) =>
    `le type « ${type} » n'est pas de la catégorie Jurisprudence (Jugement, Arrêt, Décision, Sentence, Jurisprudence)`,
  missingField: (field: string) => `${field} : absent de la commande et illisible dans le texte`,
  invalidField: (field: string, message: string) => `${field} : ${message}`,
  read: (fields: string) => `Décision : ${fields}`,
  parts: (parts: string) => `Parties du texte reconnues : ${parts || 'aucune'}`,
  pseudonymised: (count: number) =>
    `Pseudonymisation : ${count} nom(s) de personne remplacé(s) par des initiales`,
  alreadyImported: (id: number, title: string) => `Déjà importée : document ${id} (${title})`,
  dryRun: 'Essai (--dry-run) : rien n’a été enregistré.',
  imported: (id: number, title: string, published: boolean, where: string) =>
    `Importée : document ${id} « ${title} »${published ? '' : ' (brouillon)'} dans ${where}`,
} as const;
