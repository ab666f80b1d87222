import { z } from 'zod';

/** The error envelope of decisions.md §2. */
export const ErrorEnvelope = z.object({
  success: z.literal(false),
  error: z.string(),
  message: z.string(),
  code: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;

export const IdParam = z.object({ id: z.coerce.number().int().positive() });

/** Query-string booleans: 'true'/'1' are true, everything else false. */
export const QueryBoolean = z
  .union([z.boolean(), z.string()])
  .transform((v) => v === true || v === 'true' || v === '1');

export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).catch(20).default(20),
  search: z.string().trim().max(200).optional(),
});

export const HealthAnswer = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ dialect: z.enum(['sqlite', 'postgres']), ok: z.boolean(), latencyMs: z.number() }),
  uptimeSeconds: z.number(),
  version: z.string(),
});
export type HealthAnswer = z.infer<typeof HealthAnswer>;

/**
 * GET /api/health/ready: whether this process should be sent traffic. `starting` until its search engine is
 * built and caught up with the documents version; `degraded` when the database does not answer.
 */
export const HealthReadyAnswer = z.object({
  status: z.enum(['ready', 'starting', 'degraded']),
  searchEngine: z.object({
    /** The documents version the engine has applied; null before its first build. */
    version: z.number().int().nullable(),
  }),
  /** The newest documents version in the database; null when it does not answer. */
  documentsVersion: z.number().int().nullable(),
  uptimeSeconds: z.number(),
});
export type HealthReadyAnswer = z.infer<typeof HealthReadyAnswer>;
