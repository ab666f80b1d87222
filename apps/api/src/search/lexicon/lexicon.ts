import { readFileSync } from 'node:fs';

/** A line of legal-synonyms.txt: the words of a query and what else it looks for. */
export interface SynonymLine {
  source: string;
  alternatives: string[];
}

/** A line of text-names.txt: words a title holds, and other names for that text. */
export interface TextNameLine {
  name: string;
  aliases: string[];
}

const contentLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));

const list = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** Parses legal-synonyms.txt ('source -> a, b'); lines without '->' or alternatives are ignored. */
export function parseSynonyms(text: string): SynonymLine[] {
  return contentLines(text).flatMap((line) => {
    const at = line.indexOf('->');
    if (at < 0) return [];
    const source = line.slice(0, at).trim();
    const alternatives = list(line.slice(at + 2));
    return source !== '' && alternatives.length > 0 ? [{ source, alternatives }] : [];
  });
}

/** Parses text-names.txt ('name = alias, alias' or 'name'). */
function parseTextNames(text: string): TextNameLine[] {
  return contentLines(text).map((line) => {
    const at = line.indexOf('=');
    return at < 0
      ? { name: line, aliases: [] }
      : { name: line.slice(0, at).trim(), aliases: list(line.slice(at + 1)) };
  });
}

const read = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');

/** The project's lists, read once from the files beside this module. */
export const loadSynonyms = (): SynonymLine[] => parseSynonyms(read('./legal-synonyms.txt'));
export const loadTextNames = (): TextNameLine[] => parseTextNames(read('./text-names.txt'));
