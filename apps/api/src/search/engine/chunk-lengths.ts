// Length norms per kind of passage (issue 32): an article's heading and body are measured against the
// articles' average lengths, a chunk's against the chunks'. The court decisions, cut in long chunks with no
// heading, made the average body longer and the average heading shorter; measured against that mix, the
// articles of the texts were reordered among themselves ("bail commercial" lost the AUDCG's Article 103 for
// longer articles). Figures: docs/search-engine.md, "Court decisions beside the texts".
import type { DocumentTable } from './documents';

/** Average heading and body lengths (analysed tokens) of one kind of passage. */
export interface PassageAverages {
  heading: number;
  body: number;
}

/** A passage without an article number: a chunk of a text outside its articles, or of a decision. */
export const isChunk = (t: DocumentTable, p: number): boolean => t.articleKeys[p] === null;

/**
 * Length sums of the live chunks. Kept by every write, and counted again from the columns when a snapshot is
 * loaded (a snapshot holds the sums of all passages; the chunks' part follows from its columns).
 */
export class ChunkLengths {
  passages = 0;
  heading = 0;
  body = 0;

  /** Adds (sign 1) or removes (sign -1) the chunks of document d. */
  count(t: DocumentTable, d: number, sign: 1 | -1): void {
    for (let p = t.firstPassage[d], end = p + t.passages[d]; p < end; p++) {
      if (!isChunk(t, p)) continue;
      this.passages += sign;
      this.heading += sign * t.headingLength[p];
      this.body += sign * t.bodyLength[p];
    }
  }

  recount(t: DocumentTable): void {
    this.passages = 0;
    this.heading = 0;
    this.body = 0;
    for (let d = 0; d < t.docCount; d++) if (t.alive[d]) this.count(t, d, 1);
  }
}

const mean = (sum: number, n: number) => (n > 0 ? sum / n : 0);

/** The articles' and the chunks' averages, from the sums over all live passages and the chunks' part. */
export function passageAverages(
  t: DocumentTable,
  all: { heading: number; body: number },
  chunks: ChunkLengths,
): { articles: PassageAverages; chunks: PassageAverages } {
  const articles = t.livePassages - chunks.passages;
  return {
    articles: {
      heading: mean(all.heading - chunks.heading, articles),
      body: mean(all.body - chunks.body, articles),
    },
    chunks: { heading: mean(chunks.heading, chunks.passages), body: mean(chunks.body, chunks.passages) },
  };
}
