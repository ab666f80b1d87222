import { describe, expect, it } from 'vitest';
import { type AnchorBlock, articleFingerprint, locateArticles } from './article-anchor';

const article = (id: string, label: string, text: string): AnchorBlock => ({
  id,
  kind: 'article',
  label,
  text,
});
const saved = (b: AnchorBlock) => ({ id: b.id, label: b.label, fingerprint: articleFingerprint(b.text) });

describe('a favourite article in an edited text', () => {
  const salary = article('article-3', 'Article 3', 'Le salaire est payé chaque mois.');

  it('stays where it is when nothing moved, spacing and case aside', () => {
    const blocks = [article('article-3', 'Article 3', '  le SALAIRE est payé\nchaque mois. ')];
    expect(locateArticles(blocks, [saved(salary)])[0]?.id).toBe('article-3');
  });

  it('follows its words when the text is renumbered, even onto another article’s former number', () => {
    const blocks = [
      article('article-3', 'Article 3', 'Le contrat est conclu librement.'),
      article('article-4', 'Article 4', 'Le salaire est payé chaque mois.'),
    ];
    expect(locateArticles(blocks, [saved(salary)])[0]?.id).toBe('article-4');
  });

  it('keeps its number when the article was amended in place', () => {
    const blocks = [article('article-3', 'Article 3', 'Le salaire est payé chaque quinzaine.')];
    expect(locateArticles(blocks, [saved(salary)])[0]?.id).toBe('article-3');
  });

  it('follows its label when only the anchor’s suffix changed (a second “Article 1” removed)', () => {
    const second = article('article-1-2', 'Article 1 bis', 'Ancien texte.');
    const blocks = [article('article-1', 'Article 1 bis', 'Nouveau texte.')];
    expect(locateArticles(blocks, [saved(second)])[0]?.id).toBe('article-1');
  });

  it('is gone when neither its words nor its number remain, or its words are ambiguous', () => {
    expect(locateArticles([article('article-1', 'Article 1', 'Autre chose.')], [saved(salary)])).toEqual([
      null,
    ]);
    const empty = article('article-9', 'Article 9', '');
    const twins = [article('article-1', 'Article 1', ''), article('article-2', 'Article 2', '')];
    expect(locateArticles(twins, [saved(empty)])).toEqual([null]);
  });
});
