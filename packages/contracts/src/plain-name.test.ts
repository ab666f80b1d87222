import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPlainName, readableForm } from './plain-name';

/** Real names of Burkina Faso and France, with the punctuation names have: all must pass. */
const LEGITIMATE = [
  'Aïcha',
  'Ouédraogo',
  'Kaboré',
  'Ki-Zerbo',
  "N'Diaye",
  'N’Golo',
  "D'Almeida",
  'Marie-Claire',
  'Jean-Baptiste Ouattara',
  'Zoungrana Jr.',
  'A. B.',
  'J.-P.',
  'J.-P. Sawadogo',
  'Dr. Traoré',
  'Mme Compaoré',
  'Saint-Exupéry',
  'Bassolé épouse Zida',
  'Ÿvonne Œuvray',
  'François-Xavier de La Tour d’Auvergne',
  'Sankara',
  'Sy',
  'Abdoul Aziz',
  'Fatimata Diallo-Koné',
  'Hélène',
  'Ismaël',
  'Noël',
  'Zoé',
  'O’Neil',
  'St. Louis',
  'Marie Curie',
  'Ngolo II',
];

/** Links as a reader's mail client would show them, written to slip past a naive check. */
const HOSTILE = [
  'evil.com',
  'evil．com',
  'evil。com',
  'evil｡com',
  'evil․com',
  'Visitez evil.рф',
  'evil.中国',
  'Awa piege.example.com',
  'ｅｖｉｌ．ｃｏｍ',
  'evil\u200b.com',
  '203.0.113.5',
  '203．0．113．5',
  'Voir 2001:db8::1',
  'Voir [2001:db8::1]',
  '::ffff:203.0.113.5',
  'https://piege.example/promo',
  'hxxps://piege',
  'www.piege',
  'moi@evil.com',
  'evil.xn--p1ai',
  'Awa evil.africa',
  'Awa\nCliquez ici',
  'Awa\u2028Cliquez',
  'Awa\u0085Cliquez',
];

describe('names hold no link, however written (issue 29, finding 9)', () => {
  it.each(LEGITIMATE)('%s is a plain name', (name) => {
    expect(isPlainName(name)).toBe(true);
  });

  it.each(HOSTILE)('%s is refused', (name) => {
    expect(isPlainName(name)).toBe(false);
  });

  it('every dot a reader cannot tell from "." is read as one', () => {
    for (const dot of ['．', '。', '｡', '․', '﹒', '·']) expect(readableForm(`a${dot}b`)).toBe('a.b');
  });

  it('names made of letters, spaces, hyphens, apostrophes and initials always pass', () => {
    const letter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzéèêëàâîïôöûüçœæ'.split(''));
    const word = fc
      .array(letter, { minLength: 1, maxLength: 12 })
      .map((cs) => cs.join(''))
      .map((w) => w[0]!.toUpperCase() + w.slice(1));
    const initial = letter.map((c) => `${c.toUpperCase()}.`);
    const part = fc.oneof(
      word,
      initial,
      word.map((w) => `${w} Jr.`),
      word.map((w) => `N'${w}`),
    );
    const name = fc
      .array(part, { minLength: 1, maxLength: 4 })
      .chain((parts) => fc.constantFrom(' ', '-').map((sep) => parts.join(sep)));
    fc.assert(fc.property(name, (n) => isPlainName(n)));
  });

  it('a domain is refused whatever dot-like character joins it to a real top-level domain', () => {
    const dots = fc.constantFrom('.', '．', '。', '｡', '․', '﹒');
    const label = fc
      .array(fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'.split('')), {
        minLength: 1,
        maxLength: 10,
      })
      .map((cs) => cs.join(''));
    const tld = fc.constantFrom('com', 'bf', 'fr', 'org', 'рф', 'africa', 'net', 'info');
    fc.assert(
      fc.property(fc.constantFrom('', 'Visitez ', 'Awa '), label, dots, tld, (before, host, dot, end) => {
        expect(isPlainName(`${before}${host}${dot}${end}`)).toBe(false);
      }),
    );
  });
});
