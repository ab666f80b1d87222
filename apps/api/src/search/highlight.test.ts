import { describe, expect, it } from 'vitest';
import { buildSnippet, highlightTitle } from './highlight';
import { parseQuery } from './parse-query';
import { queryTerms } from './query-types';

/** A typed query's terms, as the engine answers them for its snippets. */
const termsOf = (q: string) => queryTerms(parseQuery(q));

describe('buildSnippet', () => {
  it('marks matching words whatever their accents, case or number', () => {
    const s = buildSnippet('Les Décrets et le décret du Président.', termsOf('decret'));
    expect(s.matched).toBe(true);
    expect(s.html).toBe('Les <mark>Décrets</mark> et le <mark>décret</mark> du Président.');
  });

  it('escapes everything else, including markup in the text', () => {
    const s = buildSnippet('<script>alert("x")</script> & contrat d\'emploi', termsOf('contrat'));
    expect(s.html).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; <mark>contrat</mark> d&#39;emploi',
    );
    expect(buildSnippet('<b>x</b>', termsOf('script')).html).toBe('&lt;b&gt;x&lt;/b&gt;');
  });

  it('marks prefix and phrase words, and whole elided words', () => {
    const q = termsOf('licenc* "contrat de travail"');
    const s = buildSnippet("Le licenciement rompt le contrat de travail et l'article suivant.", q);
    expect(s.html).toBe(
      'Le <mark>licenciement</mark> rompt le <mark>contrat</mark> de <mark>travail</mark> et l&#39;article suivant.',
    );
    expect(buildSnippet("Voir l'article 5.", termsOf('article')).html).toBe(
      'Voir <mark>l&#39;article</mark> 5.',
    );
  });

  it('does not mark excluded words', () => {
    expect(buildSnippet('travail et code', termsOf('travail -code')).html).toBe(
      '<mark>travail</mark> et code',
    );
  });

  it('cuts a window around the match with ellipses', () => {
    const text = `${'début '.repeat(100)}le licenciement économique ${'fin '.repeat(100)}`;
    const s = buildSnippet(text, termsOf('licenciement'), { maxLength: 100 });
    expect(s.matched).toBe(true);
    expect(s.html.startsWith('…')).toBe(true);
    expect(s.html.endsWith('…')).toBe(true);
    expect(s.html).toContain('<mark>licenciement</mark>');
    expect(s.html.replace(/<\/?mark>/g, '').length).toBeLessThanOrEqual(102);
    // Words are not cut at the window edges.
    expect(s.html).toMatch(/^…début /);
    expect(s.html).toMatch(/ fin…$/);
  });

  it('prefers a window holding more distinct query words', () => {
    const text = `contrat seul. ${'remplissage '.repeat(40)}Ici le contrat et le licenciement ensemble. ${'fin '.repeat(40)}`;
    const s = buildSnippet(text, termsOf('contrat licenciement'), { maxLength: 120 });
    expect(s.html).toContain('<mark>contrat</mark> et le <mark>licenciement</mark>');
  });

  it('gives the start of the text when nothing matches', () => {
    const text = 'Premier alinéa du texte. '.repeat(30);
    const s = buildSnippet(text, termsOf('introuvable'), { maxLength: 60 });
    expect(s.matched).toBe(false);
    expect(s.html.startsWith('Premier alinéa')).toBe(true);
    expect(s.html.endsWith('…')).toBe(true);
    expect(buildSnippet('court', termsOf('x y')).html).toBe('court');
    expect(buildSnippet('', termsOf('décret'))).toEqual({ html: '', matched: false });
  });

  it('is fast on a 2 MB text', () => {
    const paragraph =
      'Le salarié bénéficie des dispositions du présent code relatives à la durée du travail. ';
    const big = paragraph.repeat(Math.ceil(2_000_000 / paragraph.length));
    const hitAtEnd = `${big}Le licenciement abusif ouvre droit à réparation.`;
    for (const [name, text, query] of [
      ['match near the end', hitAtEnd, 'licenciement abusif'],
      ['match at the start', big, 'salarié'],
      ['no match', big, 'introuvable'],
    ] as const) {
      const t0 = performance.now();
      const s = buildSnippet(text, termsOf(query));
      console.log(
        `buildSnippet on ${(text.length / 1e6).toFixed(1)} MB (${name}): ${(performance.now() - t0).toFixed(1)} ms`,
      );
      expect(s.matched).toBe(name !== 'no match');
    }
  });
});

describe('highlightTitle', () => {
  it('marks and escapes the whole title', () => {
    expect(highlightTitle('Décret <n°12> sur les contrats de travail', termsOf('contrat décrets')).html).toBe(
      '<mark>Décret</mark> &lt;n°12&gt; sur les <mark>contrats</mark> de travail',
    );
    expect(highlightTitle('Code pénal', termsOf('travail')).matched).toBe(false);
  });
});
