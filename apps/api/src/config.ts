import net from 'node:net';
import path from 'node:path';
import { CONFIG_MESSAGES, DEFAULT_PRODUCT_NAME, isValidEmail } from '@lexfaso/contracts';
import { z } from 'zod';
import { parseStorageUrl, type S3Location } from './platform/s3-file-storage';

/** Every setting comes from the environment and is checked once, at boot. */

export type TrustProxy = false | number | string[];

/** Names proxy-addr understands for address ranges, besides addresses and CIDR networks. */
const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrNetwork(entry: string) {
  if (PROXY_RANGES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/** '' / 0 / false: no proxy; a whole number: that many hops; else a comma-separated list; null: invalid. */
function parseTrustProxy(value: string | undefined): TrustProxy | null {
  const v = (value ?? '').trim();
  if (v === '' || v === '0' || v === 'false') return false;
  if (/^\d+$/.test(v)) return Number(v);
  const entries = v.split(',').map((e) => e.trim());
  return entries.every(isAddressOrNetwork) ? entries : null;
}

/** A whole number above 0; empty means the default. */
const positiveInteger = (name: string, byDefault: number) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? byDefault : v),
    z.coerce
      .number({ message: CONFIG_MESSAGES.positiveInteger(name) })
      .int({ message: CONFIG_MESSAGES.positiveInteger(name) })
      .min(1, { message: CONFIG_MESSAGES.positiveInteger(name) }),
  );

/** A number of searches per minute; empty means the default, 0 means no limit. */
const searchesPerMinute = (name: string, byDefault: number) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? byDefault : v),
    z.coerce
      .number({ message: CONFIG_MESSAGES.searchRateLimit(name) })
      .int({ message: CONFIG_MESSAGES.searchRateLimit(name) })
      .min(0, { message: CONFIG_MESSAGES.searchRateLimit(name) }),
  );

/** Engine milliseconds per minute; empty means the default, 0 means no limit. */
const engineMsPerMinute = (name: string, byDefault: number) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? byDefault : v),
    z.coerce
      .number({ message: CONFIG_MESSAGES.searchEngineBudget(name) })
      .int({ message: CONFIG_MESSAGES.searchEngineBudget(name) })
      .min(0, { message: CONFIG_MESSAGES.searchEngineBudget(name) }),
  );

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce
    .number({ message: CONFIG_MESSAGES.port })
    .int(CONFIG_MESSAGES.port)
    .min(0, CONFIG_MESSAGES.portRange)
    .max(65535, CONFIG_MESSAGES.portRange)
    .default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
      message: CONFIG_MESSAGES.databaseUrl,
    }),
  PRODUCT_NAME: z.string().trim().min(1).max(60).default(DEFAULT_PRODUCT_NAME),
  PUBLIC_URL: z.url({ message: CONFIG_MESSAGES.publicUrl }).optional(),
  SMTP_URL: z
    .string()
    .optional()
    .refine((v) => !v || /^smtps?:\/\//.test(v), {
      message: CONFIG_MESSAGES.smtpUrl,
    }),
  MAIL_FROM: z.string().optional(),
  CONTACT_EMAIL: z.email({ message: CONFIG_MESSAGES.contactEmail }).optional(),
  REDIS_URL: z
    .string()
    .optional()
    .refine((v) => !v || /^rediss?:\/\//.test(v), { message: CONFIG_MESSAGES.redisUrl }),
  // Empty or unset: the local folder DATA_DIR/uploads.
  STORAGE_URL: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (!v?.trim()) return undefined;
      const location = parseStorageUrl(v.trim());
      if (location) return location;
      ctx.addIssue({ code: 'custom', message: CONFIG_MESSAGES.storageUrl });
      return z.NEVER;
    }),
  ADMIN_EMAIL: z.email({ message: CONFIG_MESSAGES.adminEmail }).optional(),
  ADMIN_PASSWORD: z.string().min(8, CONFIG_MESSAGES.adminPassword).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_REQUESTS: z.enum(['all', 'notable']).default('notable'),
  WEB_DIST_DIR: z.string().optional(),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const trust = parseTrustProxy(v);
      if (trust === null) {
        ctx.addIssue({ code: 'custom', message: CONFIG_MESSAGES.trustProxy });
        return z.NEVER;
      }
      return trust;
    }),
  // Unset: the demo content and accounts load outside production only.
  SEED_DEMO: z
    .string()
    .optional()
    .transform((v) => (v === undefined || v === '' ? undefined : v !== '0' && v !== 'false')),
  SEARCH_SHARE_COMPUTATIONS: z
    .string()
    .optional()
    .transform((v) => v !== '0' && v !== 'false'),
  PDF_TEXT_TIMEOUT_MS: positiveInteger('PDF_TEXT_TIMEOUT_MS', 20_000),
  PDF_TEXT_MEMORY_MB: positiveInteger('PDF_TEXT_MEMORY_MB', 512),
  SEARCH_RATE_LIMIT_PER_ACCOUNT: searchesPerMinute('SEARCH_RATE_LIMIT_PER_ACCOUNT', 60),
  SEARCH_RATE_LIMIT_PER_CLIENT: searchesPerMinute('SEARCH_RATE_LIMIT_PER_CLIENT', 300),
  // About 1.7 % of the engine thread per account: 60 searches a minute (the rate limit) as costly as the
  // costliest bench query (`article`, 15.4 ms since its hits are counted), counted from its work
  // (docs/search-engine.md, "Fair sharing").
  SEARCH_ENGINE_MS_PER_MINUTE: engineMsPerMinute('SEARCH_ENGINE_MS_PER_MINUTE', 1000),
  ALERTS_INTERVAL_MINUTES: positiveInteger('ALERTS_INTERVAL_MINUTES', 60),
  // Minutes between two snapshots of the search engine (docs/deployment.md); 0: none written nor loaded.
  SEARCH_SNAPSHOT_MINUTES: z.preprocess(
    (v) => (v === '' || v === undefined ? 10 : v),
    z.coerce
      .number({ message: CONFIG_MESSAGES.searchSnapshotMinutes })
      .int({ message: CONFIG_MESSAGES.searchSnapshotMinutes })
      .min(0, { message: CONFIG_MESSAGES.searchSnapshotMinutes })
      .max(1440, { message: CONFIG_MESSAGES.searchSnapshotMinutes }),
  ),
  // Empty means unset (the default), not 0.
  SOCIAL_LINKS: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const links = parseSocialLinks(v ?? '');
      if (links) return links;
      ctx.addIssue({ code: 'custom', message: CONFIG_MESSAGES.socialLinks });
      return z.NEVER;
    }),
});

type Env = z.infer<typeof EnvSchema>;

interface SocialLink {
  label: string;
  href: string;
}

/**
 * SOCIAL_LINKS, `Facebook=https://www.facebook.com/lexfaso;LinkedIn=https://…`: the product's own pages
 * on the networks, linked from the footer (none by default: the footer then shows no such section).
 * Null when an entry has no name or no http(s) address.
 */
function parseSocialLinks(raw: string): SocialLink[] | null {
  const links: SocialLink[] = [];
  for (const entry of raw.split(';')) {
    if (!entry.trim()) continue;
    const at = entry.indexOf('=');
    const label = entry.slice(0, at).trim();
    const href = entry.slice(at + 1).trim();
    if (at < 1 || !label || !/^https?:\/\/[^\s/]+\.[^\s]+$/.test(href)) return null;
    links.push({ label, href });
  }
  return links;
}

/**
 * The domain of the addresses the server makes up (demo accounts, contact, sender): PUBLIC_URL's host
 * when an address there is valid, else lexfaso.bf. A server reached by its IP address (http://10.0.0.5)
 * or by localhost would otherwise give addresses that forms refuse (decisions.md §8).
 */
export function mailDomainOf(publicUrl: string) {
  const host = new URL(publicUrl).hostname;
  return isValidEmail(`contact@${host}`) ? host : 'lexfaso.bf';
}

export interface AppConfig {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  dataDir: string;
  databaseUrl?: string;
  productName: string;
  publicUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  contactEmail: string;
  /** The domain of made-up addresses (demo accounts): see mailDomainOf. */
  mailDomain: string;
  socialLinks: SocialLink[];
  redisUrl?: string;
  /** Where uploaded PDFs live: the folder DATA_DIR/uploads, or an S3-compatible bucket (STORAGE_URL). */
  storage: { kind: 'local' } | ({ kind: 's3' } & S3Location);
  adminEmail?: string;
  adminPassword?: string;
  logLevel: Env['LOG_LEVEL'];
  logRequests: Env['LOG_REQUESTS'];
  webDistDir: string;
  /** The proxies in front (issue 19): false, a hop count, or their addresses and networks; never "all". */
  trustProxy: TrustProxy;
  seedDemo: boolean;
  /** Identical searches in flight share one computation (off only to measure every search computed). */
  searchShareComputations: boolean;
  /** Reading a PDF's text at upload: past these the PDF is stored without its text (issue 19). */
  pdfText: { timeoutMs: number; memoryMb: number };
  /** Searches per account and per client in a window (decisions.md §4); 0: no limit. */
  searchRateLimit: { perAccount: number; perClient: number; windowMs: number };
  /** Engine thread milliseconds per account (or client without one) per minute, in this process; 0: no limit. */
  searchEngineMsPerMinute: number;
  /** Minutes between two passes of the alert job (api.md "Personal library"). */
  alertsIntervalMinutes: number;
  /** Minutes between two snapshots of the search engine in the storage; 0: snapshots off (always rebuilt). */
  searchSnapshotMinutes: number;
}

export class ConfigError extends Error {}

export function loadConfig(source: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): AppConfig {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.') || 'env'} : ${i.message}`);
    throw new ConfigError(CONFIG_MESSAGES.invalid(lines.join('\n')));
  }
  const e = parsed.data;
  const port = e.PORT;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const mailDomain = mailDomainOf(publicUrl);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    productName: e.PRODUCT_NAME,
    publicUrl,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM ?? `${e.PRODUCT_NAME} <no-reply@${mailDomain}>`,
    contactEmail: e.CONTACT_EMAIL ?? `contact@${mailDomain}`,
    mailDomain,
    socialLinks: e.SOCIAL_LINKS,
    redisUrl: e.REDIS_URL || undefined,
    storage: e.STORAGE_URL ? { kind: 's3', ...e.STORAGE_URL } : { kind: 'local' },
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    logLevel: e.LOG_LEVEL,
    logRequests: e.LOG_REQUESTS,
    webDistDir: path.resolve(cwd, e.WEB_DIST_DIR ?? defaultWebDist()),
    trustProxy: e.TRUST_PROXY,
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
    searchShareComputations: e.SEARCH_SHARE_COMPUTATIONS,
    pdfText: { timeoutMs: e.PDF_TEXT_TIMEOUT_MS, memoryMb: e.PDF_TEXT_MEMORY_MB },
    searchRateLimit: {
      perAccount: e.SEARCH_RATE_LIMIT_PER_ACCOUNT,
      perClient: e.SEARCH_RATE_LIMIT_PER_CLIENT,
      windowMs: 60_000,
    },
    searchEngineMsPerMinute: e.SEARCH_ENGINE_MS_PER_MINUTE,
    alertsIntervalMinutes: e.ALERTS_INTERVAL_MINUTES,
    searchSnapshotMinutes: e.SEARCH_SNAPSHOT_MINUTES,
  };
}

function defaultWebDist() {
  return path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../web/dist');
}
