/**
 * Draws the mentions of texts and articles to judge for apps/api/src/modules/law/citations/judged-sample.json,
 * independently of the recogniser (so that missed references are drawn too): every 'article(s) N' / 'art. N'
 * and every named text ('loi n°…', 'code …', 'Acte uniforme …', 'Traité', 'Constitution') in the articles of
 * the demo corpus, a fixed share of each text (at least a few from every text that has any), with context.
 * The judging itself is done by reading each one; this only lists them.
 *
 *   npx tsx scripts/citations/draw-sample.ts > /tmp/candidates.json
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { parseDocumentStructure } from '../../apps/api/src/modules/documents/structure.js';

const MENTION_RE =
  /(?<![\p{L}\p{N}])(?:(?:articles?|art\.)\s*(?:\d|premier|1er|L\.|R\.)|(?:loi|décret|ordonnance|zatu)s?\s+(?:n\s?°|\d|an\s)|codes?\s+(?:du|de|des|civil|pénal|électoral|minier|forestier|pastoral)|actes?\s+uniformes?|(?:Traité|Constitution|Charte)(?![\p{L}]))/giu;
const PER_TEXT = 0.16;
/** References without a number ('l'article précédent', 'du même code'), drawn apart: every NEIGHBOUR_EVERY-th. */
const WORDED_RE =
  /(?<![\p{L}\p{N}])(?:articles?\s+(?:précédents?|suivants?)|(?:du même|dudit|de ladite|de la même)\s+(?:code|loi|décret|acte|texte|traité))/giu;
const WORDED_EVERY = 4;
const AT_LEAST = 6;

const docs = JSON.parse(gunzipSync(readFileSync('apps/api/demo-data/demo-corpus.json.gz')).toString('utf8'));
const out: unknown[] = [];
for (const d of docs) {
  const mentions: Array<{ articleId: string; start: number; text: string; context: string }> = [];
  for (const b of parseDocumentStructure(d.content).blocks) {
    if (b.kind !== 'article') continue;
    for (const m of b.text.matchAll(MENTION_RE)) {
      const start = m.index ?? 0;
      mentions.push({
        articleId: b.id,
        start,
        text: b.text.slice(start, start + 60),
        context: b.text.slice(Math.max(0, start - 120), start + 160).replace(/\s+/g, ' '),
      });
    }
  }
  // Every k-th mention: a spread over the whole text, the same on every run.
  const want = Math.min(mentions.length, Math.max(AT_LEAST, Math.round(mentions.length * PER_TEXT)));
  const step = mentions.length / Math.max(1, want);
  for (let i = 0; i < want; i++) out.push({ doc: d.key, ...mentions[Math.floor(i * step)] });
}
let worded = 0;
for (const d of docs)
  for (const b of parseDocumentStructure(d.content).blocks) {
    if (b.kind !== 'article') continue;
    for (const m of b.text.matchAll(WORDED_RE)) {
      if (worded++ % WORDED_EVERY !== 0) continue;
      const start = m.index ?? 0;
      out.push({
        doc: d.key,
        articleId: b.id,
        start,
        text: b.text.slice(start, start + 60),
        context: b.text.slice(Math.max(0, start - 120), start + 160).replace(/\s+/g, ' '),
      });
    }
  }
console.log(JSON.stringify(out, null, 1));
