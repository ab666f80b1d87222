import { DOC_TYPE_CATEGORIES, NEWS_CATEGORY_COLORS } from '@lexfaso/contracts';
import { nowIso } from '../../../platform/clock';
import type { DB } from '../../../platform/db/database';
import { slugify } from '../../../platform/slug';

export const DEMO_DOMAINES = [
  'Droit constitutionnel',
  'Droit administratif',
  'Droit civil',
  'Droit de la famille',
  'Droit pénal',
  'Procédure civile',
  'Droit des affaires',
  'Droit commercial',
  'Droit des sociétés',
  'Droit du travail',
  'Droit fiscal',
  'Droit comptable',
  'Droit des transports',
  'Arbitrage et médiation',
  'Droit communautaire',
  'Propriété intellectuelle',
  "Droits de l'homme",
  'Droit foncier',
];

const DEMO_ORGANISMES = [
  'Assemblée nationale',
  'Présidence du Faso',
  'Gouvernement du Burkina Faso',
  'OHADA',
  'CCJA (OHADA)',
  'UEMOA',
  'CEDEAO',
  'OAPI',
  'Union africaine',
];

const NEWS_CATEGORY_DESCRIPTIONS: Record<string, string> = {
  'Réforme législative': 'Nouvelles lois, révisions et projets de textes.',
  Jurisprudence: 'Décisions marquantes des juridictions.',
  'Annonce officielle': 'Communiqués et annonces des institutions.',
  Formation: 'Séminaires, formations et ressources pédagogiques.',
  Événement: 'Colloques, conférences et rencontres juridiques.',
  Partenariat: 'Partenariats institutionnels et professionnels.',
  'Mise à jour plateforme': 'Nouveautés de la plateforme.',
  'Actualités juridiques': "L'actualité du droit au Burkina Faso et dans l'espace OHADA.",
};

/** Reference data of the spec, inserted once on an empty database (idempotent by slug). */
export async function seedReferenceData(db: DB) {
  const created = nowIso();
  const docTypes = Object.entries(DOC_TYPE_CATEGORIES).flatMap(([category, def]) =>
    def.types.map((type) => ({ type, slug: slugify(type), category, created_at: created })),
  );
  await insertMissing(db, 'doc_types', docTypes);
  await insertMissing(
    db,
    'domaines',
    DEMO_DOMAINES.map((name) => ({ name, slug: slugify(name), created_at: created })),
  );
  await insertMissing(
    db,
    'organismes',
    DEMO_ORGANISMES.map((name) => ({ name, slug: slugify(name), created_at: created })),
  );
  await insertMissing(
    db,
    'actuality_categories',
    Object.entries(NEWS_CATEGORY_COLORS).map(([name, color]) => ({
      name,
      slug: slugify(name),
      color,
      description: NEWS_CATEGORY_DESCRIPTIONS[name] ?? null,
      is_active: 1,
      created_at: created,
    })),
  );
}

async function insertMissing<T extends { slug: string }>(
  db: DB,
  table: 'doc_types' | 'domaines' | 'organismes' | 'actuality_categories',
  rows: T[],
) {
  const existing = new Set((await db.selectFrom(table).select('slug').execute()).map((r) => r.slug));
  const missing = rows.filter((r) => !existing.has(r.slug));
  if (missing.length)
    await db
      .insertInto(table)
      .values(missing as never)
      .execute();
}

/** Looks a name up in a reference table, creating it when absent. */
export async function ensureReference(db: DB, table: 'domaines' | 'organismes', name: string) {
  const slug = slugify(name);
  const found = await db.selectFrom(table).select('id').where('slug', '=', slug).executeTakeFirst();
  if (found) return found.id;
  const row = await db
    .insertInto(table)
    .values({ name, slug, created_at: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
