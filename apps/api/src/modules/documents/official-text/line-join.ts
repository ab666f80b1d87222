/**
 * Two lines' texts as one. A hyphen at a line end is kept by default: the Word exports the Burkinabè
 * texts come from never hyphenate, they only break compounds at their own hyphen ('procès-' / 'verbal').
 * With a word list, a typeset text's hyphenation is resolved: 'pou-' / 'voir' becomes 'pouvoir' when
 * 'pouvoir' is a word and 'pou-voir' is not.
 */
export type IsWord = (word: string) => boolean;
export type JoinLines = (a: string, b: string) => string;

export function lineJoiner(isWord?: IsWord): JoinLines {
  return (a, b) => {
    if (a === '') return b;
    if (a.endsWith('\u00ad')) return a.slice(0, -1) + b;
    const first = /(\p{L}+)-$/u.exec(a);
    const second = /^(\p{Ll}+)/u.exec(b);
    if (first && second) {
      const joined = `${first[1]}${second[1]}`;
      const hyphenated = `${first[1]}-${second[1]}`;
      const isHyphenation = isWord?.(joined) && !isWord(hyphenated);
      return isHyphenation ? a.slice(0, -1) + b : a + b;
    }
    if (/[-'’/]$/.test(a)) return a + b;
    return `${a} ${b}`;
  };
}

export const joinKeepingHyphens: JoinLines = lineJoiner();
