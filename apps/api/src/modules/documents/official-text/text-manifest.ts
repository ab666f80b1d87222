import { z } from 'zod';
import { ManifestArticleStatus } from '../../law/statuses/manifest-statuses';
import { OfficialTextCorrections } from './corrections';

/**
 * One official text of the demo corpus (apps/api/demo-data/manifests/*.json): where it comes from, the
 * metadata read in the text itself, and the corrections only a reading of it could tell.
 */
export const TextManifest = z.object({
  key: z.string().regex(/^[a-z0-9-]+$/),
  source: z.object({
    /** Short id of the source repository, a heading of demo-data/SOURCES.md. */
    id: z.string(),
    repository: z.string(),
    commit: z.string().regex(/^[0-9a-f]{40}$/),
    /** Path inside the source repository. */
    path: z.string(),
    /** Path under ../shared/corpus/raw/. */
    raw: z.string(),
  }),
  /** File name of the official PDF copied into demo-data. */
  pdfFile: z.string().regex(/^[a-z0-9-]+\.pdf$/),
  document: z.object({
    title: z.string(),
    reference: z.string(),
    docType: z.string(),
    domaine: z.string(),
    organisme: z.string(),
    jurisdiction: z.string().nullable().default(null),
    publishedAt: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .nullable(),
    /** Where in the text the date above is stated (checked by nobody but the reader of the manifest). */
    dateSource: z.string().optional(),
    status: z.enum(['in-force', 'partially-repealed', 'repealed']),
    statusNote: z.string().nullable().default(null),
  }),
  corrections: OfficialTextCorrections.default(OfficialTextCorrections.parse({})),
  /** Its articles' statuses, as its edition's notes or the texts that changed it say (modules/law/statuses). */
  articleStatuses: z.array(ManifestArticleStatus).default([]),
  /** Earlier consolidations of the same text, each read from its own source (modules/law/versions). */
  earlierVersions: z
    .array(
      z.object({
        label: z.string(),
        validFrom: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
        note: z.string(),
        source: z.object({
          id: z.string(),
          repository: z.string(),
          commit: z.string(),
          path: z.string(),
          raw: z.string(),
        }),
        corrections: OfficialTextCorrections.default(OfficialTextCorrections.parse({})),
      }),
    )
    .default([]),
  /** The version the text itself is, when earlier ones are recorded: its label, validity and note. */
  currentVersion: z
    .object({ label: z.string(), validFrom: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), note: z.string() })
    .optional(),
});
export type TextManifest = z.infer<typeof TextManifest>;
