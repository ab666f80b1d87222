import {
  API_DOCS,
  type CitationItem,
  type DecisionSummary,
  DocumentCitationsAnswer,
  DocumentCitationsQuery,
  DocumentVersionsAnswer,
  ErrorEnvelope,
  IdParam,
  LAW_MESSAGES,
  VersionCompareAnswer,
  VersionCompareQuery,
} from '@lexfaso/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DB } from '../../platform/db/database';
import { badRequest, notFound } from '../../platform/errors';
import { requireUser } from '../accounts/guards';
import { readableText } from './access';
import type { TextBlock } from './citations/article-references';
import { citationsAnswer } from './citations/citations-view';
import { compareArticles } from './versions/compare';
import { findVersion, listVersions } from './versions/versions-store';

const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };

/** What the law module needs of a text's structure, given by the documents module (modules/index.ts). */
export interface LawTextReader {
  blocksOf(content: string): readonly TextBlock[];
  /** The court decisions among these documents, with their court, date and solution (modules/case-law). */
  decisionsOf?(db: DB, ids: readonly number[]): Promise<Map<number, DecisionSummary>>;
}

/** Each citing or cited court decision with its court, date and solution. */
async function withDecisions(
  db: DB,
  answer: DocumentCitationsAnswer,
  reader: LawTextReader,
): Promise<DocumentCitationsAnswer> {
  if (!reader.decisionsOf) return answer;
  const items = [...answer.citedBy, ...answer.cites];
  const decisions = await reader.decisionsOf(db, [...new Set(items.map((i) => i.document.id))]);
  if (decisions.size === 0) return answer;
  const withDecision = (item: CitationItem): CitationItem => {
    const decision = decisions.get(item.document.id);
    return decision ? { ...item, decision } : item;
  };
  return { ...answer, citedBy: answer.citedBy.map(withDecision), cites: answer.cites.map(withDecision) };
}

/** The public calls of "Texts as the law stands" (api.md): what cites what, versions and their comparison. */
export function lawRoutes(reader: LawTextReader): FastifyPluginAsyncZod {
  return async (app) => {
    const { db } = app.deps;

    app.get(
      '/documents/:id/citations',
      {
        preValidation: requireUser,
        schema: {
          tags: ['documents'],
          summary: API_DOCS.documentCitations,
          params: IdParam,
          querystring: DocumentCitationsQuery,
          response: { 200: DocumentCitationsAnswer, ...errors },
        },
      },
      async (request) => {
        const text = await readableText(request, db, request.params.id);
        const { articleId, page, limit } = request.query;
        if (articleId !== undefined) {
          const known = await db
            .selectFrom('text_articles')
            .select('article_id')
            .where('document_id', '=', Number(text.id))
            .where('article_id', '=', articleId)
            .executeTakeFirst();
          if (!known) throw notFound(LAW_MESSAGES.articleNotFound, 'ARTICLE_NOT_FOUND');
        }
        return withDecisions(
          db,
          await citationsAnswer(db, Number(text.id), { articleId, page, limit }),
          reader,
        );
      },
    );

    app.get(
      '/documents/:id/versions',
      {
        preValidation: requireUser,
        schema: {
          tags: ['documents'],
          summary: API_DOCS.documentVersions,
          params: IdParam,
          response: { 200: DocumentVersionsAnswer, ...errors },
        },
      },
      async (request) => {
        const text = await readableText(request, db, request.params.id);
        return { versions: await listVersions(db, Number(text.id)) };
      },
    );

    app.get(
      '/documents/:id/versions/compare',
      {
        preValidation: requireUser,
        schema: {
          tags: ['documents'],
          summary: API_DOCS.documentVersionsCompare,
          params: IdParam,
          querystring: VersionCompareQuery,
          response: { 200: VersionCompareAnswer, ...errors },
        },
      },
      async (request) => {
        const text = await readableText(request, db, request.params.id);
        const { from, to } = request.query;
        if (from === to)
          throw badRequest(LAW_MESSAGES.sameVersion, [{ field: 'to', message: LAW_MESSAGES.sameVersion }]);
        const [a, b] = await Promise.all([
          findVersion(db, Number(text.id), from),
          findVersion(db, Number(text.id), to),
        ]);
        if (!a || !b) throw notFound(LAW_MESSAGES.versionNotFound, 'VERSION_NOT_FOUND');
        const textOf = (v: NonNullable<typeof a>) => (v.current ? text.content : (v.content ?? ''));
        const result = compareArticles(reader.blocksOf(textOf(a)), reader.blocksOf(textOf(b)));
        return { from: { id: a.id, label: a.label }, to: { id: b.id, label: b.label }, ...result };
      },
    );
  };
}
