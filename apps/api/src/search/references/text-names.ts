import { analyzeRawToken, rawTokens } from '../analyzer';
import type { TextNameLine } from '../lexicon/lexicon';

/** An analysed word of the input and where the written word it came from stands. */
export interface PlacedToken {
  token: string;
  start: number;
  end: number;
}

const WRITTEN_WORD_RE = /[\p{L}\p{M}\p{N}]+/gu;

/** The input's analysed tokens (stop words left out), each with the span of its written word. */
export function placedTokens(input: string): PlacedToken[] {
  const out: PlacedToken[] = [];
  for (const m of input.matchAll(WRITTEN_WORD_RE)) {
    const start = m.index ?? 0;
    for (const raw of rawTokens(m[0])) {
      const token = analyzeRawToken(raw);
      if (token !== null) out.push({ token, start, end: start + m[0].length });
    }
  }
  return out;
}

/** Words of a name long enough to be looked for in titles. */
const LONG_NAME = 3;

export interface TextNameMatch {
  /** The text's name as the lexicon writes it first ('code du travail'). */
  name: string;
  start: number;
  end: number;
}

/** The names texts go by (text-names.txt), found in a query by their analysed words. */
export class TextNames {
  private readonly forms: Array<{ name: string; tokens: string[] }>;
  private readonly written = new Map<string, string[]>();
  /** The analysed words of each name a whole query may be (wholeName), joined by spaces → the name. */
  private readonly whole = new Map<string, string>();

  constructor(lines: readonly TextNameLine[]) {
    // Abbreviations are no words of a title: only long names are looked for there.
    for (const line of lines)
      this.written.set(line.name, [
        line.name,
        ...line.aliases.filter((alias) => placedTokens(alias).length >= LONG_NAME),
      ]);
    this.forms = lines
      .flatMap((line) =>
        [line.name, ...line.aliases].map((form) => ({
          name: line.name,
          tokens: placedTokens(form).map((t) => t.token),
        })),
      )
      .filter((f) => f.tokens.length > 0)
      .sort((a, b) => b.tokens.length - a.tokens.length);
    // An abbreviation alone is not a text's name: 'CC' is also the Conseil constitutionnel in decisions' numbers.
    for (const line of lines)
      for (const form of [line.name, ...line.aliases.filter((a) => placedTokens(a).length >= 2)]) {
        const key = placedTokens(form)
          .map((t) => t.token)
          .join(' ');
        if (key !== '' && !this.whole.has(key)) this.whole.set(key, line.name);
      }
  }

  /**
   * The text a query's analysed words name when they are, all of them and in order, its official name or
   * another name of two words or more ('code civil', 'constitution', 'charte africaine'); else null.
   */
  wholeName(tokens: readonly string[]): string | null {
    return this.whole.get(tokens.join(' ')) ?? null;
  }

  /** The lexicon's long ways of writing the text called `name`, its name first (not 'AUDCG'). */
  formsOf(name: string): string[] {
    return this.written.get(name) ?? [name];
  }

  /**
   * The names a title holds: one of a name's long forms as a phrase, or (three words or more) as a phrase
   * other words interrupt in one place ('acte uniforme OHADA du … portant sur le droit commercial général').
   */
  namesIn(title: string): string[] {
    const tokens = placedTokens(title).map((t) => t.token);
    // A name is held only where its first word is: the test that rules out nearly every name at once.
    const present = new Set(tokens);
    this.writtenTokens ??= [...this.written].map(([name, forms]) => ({
      name,
      forms: forms.map((form) => placedTokens(form).map((t) => t.token)),
    }));
    return this.writtenTokens
      .filter((n) => n.forms.some((form) => present.has(form[0]) && holdsName(tokens, form)))
      .map((n) => n.name);
  }

  /** The long forms' analysed words, made once (namesIn runs for every text saved). */
  private writtenTokens: Array<{ name: string; forms: string[][] }> | null = null;

  /** The longest name written in the input (its words in order, stop words aside), or null. */
  find(input: string): TextNameMatch | null {
    const tokens = placedTokens(input);
    for (const form of this.forms) {
      for (let i = 0; i + form.tokens.length <= tokens.length; i++) {
        if (form.tokens.every((t, j) => tokens[i + j].token === t))
          return { name: form.name, start: tokens[i].start, end: tokens[i + form.tokens.length - 1].end };
      }
    }
    return null;
  }
}

/** Where `terms` start in `tokens` from `from` on, or -1. */
function phraseAt(tokens: readonly string[], terms: readonly string[], from: number): number {
  for (let i = from; i + terms.length <= tokens.length; i++)
    if (terms.every((t, j) => tokens[i + j] === t)) return i;
  return -1;
}

/** The title's tokens hold the name's: as a phrase, or as a phrase split once (three words or more). */
function holdsName(tokens: readonly string[], terms: readonly string[]): boolean {
  if (terms.length === 0) return false;
  if (phraseAt(tokens, terms, 0) >= 0) return true;
  for (let k = 1; terms.length >= 3 && k + 2 <= terms.length; k++) {
    const head = phraseAt(tokens, terms.slice(0, k), 0);
    if (head >= 0 && phraseAt(tokens, terms.slice(k), head + k + 1) >= 0) return true;
  }
  return false;
}
