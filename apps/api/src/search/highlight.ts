import { analyzeTokens } from './analyzer';
import type { QueryTerms } from './query-types';

// Snippets and titles with the words of a search marked. The terms come with the search's answer (the
// engine's `SearchAnswer.terms`, the query as it analysed it for the search), so they are not analysed again.

export interface Snippet {
  /** HTML: escaped text, matching words wrapped in <mark>…</mark>. */
  html: string;
  /** False when no word of the text matches the query (the snippet is then the start of it). */
  matched: boolean;
}

export interface SnippetOptions {
  /** Approximate length of the snippet in characters of the original text (default 240). */
  maxLength?: number;
}

const DEFAULT_MAX_LENGTH = 240;
/** After the first match, look this many snippet lengths further for a denser window. */
const LOOK_AHEAD_WINDOWS = 8;
// A word as it appears in the original text; apostrophe-joined parts stay together so
// "l'article" is marked whole (it analyses to the query token 'articl').
const WORD_RE = /[\p{L}\p{N}\p{M}]+(?:['’][\p{L}\p{N}\p{M}]+)*/gu;

interface Matcher {
  exact: Set<string>;
  prefixes: string[];
  /** Original word -> the query token it matches ('' for none); words repeat a lot in law. */
  cache: Map<string, string>;
  /** Number of distinct query tokens, to stop scanning once a window has them all. */
  size: number;
}

function buildMatcher(terms: QueryTerms): Matcher {
  // Only positive items are highlighted; phrase tokens are marked individually (queryTerms).
  const exact = new Set(terms.exact);
  const prefixes = [...new Set(terms.prefixes)];
  return { exact, prefixes, cache: new Map(), size: exact.size + prefixes.length };
}

// Original word -> its analysed tokens, shared by every snippet of the process: a page's snippets analyse the
// same words of law again and again (CPU profile of computed searches: the analysis was most of the snippets).
const wordTokens = new Map<string, string[]>();

function tokensOfWord(word: string): string[] {
  let tokens = wordTokens.get(word);
  if (tokens === undefined) {
    tokens = analyzeTokens(word);
    if (wordTokens.size >= 100_000) wordTokens.clear();
    wordTokens.set(word, tokens);
  }
  return tokens;
}

// One matcher per terms object, so a page's snippets (tens of passages) share its word -> match cache. Terms
// are not changed once their snippets are being built (modules/documents/search/hits.ts only reads them).
const matchers = new WeakMap<QueryTerms, Matcher>();

function matcherOf(terms: QueryTerms): Matcher {
  let m = matchers.get(terms);
  if (!m) {
    m = buildMatcher(terms);
    matchers.set(terms, m);
  }
  return m;
}

/** The query token a word of the original text matches, or '' if none. */
function matchWord(m: Matcher, word: string): string {
  const cached = m.cache.get(word);
  if (cached !== undefined) return cached;
  let hit = '';
  for (const token of tokensOfWord(word)) {
    if (m.exact.has(token)) {
      hit = token;
      break;
    }
    const p = m.prefixes.find((prefix) => token.startsWith(prefix));
    if (p !== undefined) {
      hit = `${p}*`;
      break;
    }
  }
  if (m.cache.size > 100_000) m.cache.clear();
  m.cache.set(word, hit);
  return hit;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

/** Escapes a piece of text between marks, folding line breaks and runs of spaces into one. */
function plain(text: string): string {
  return escapeHtml(text.replace(/\s+/g, ' '));
}

/** Renders text[start, end) with matching words marked. */
function render(m: Matcher, text: string, start: number, end: number): { html: string; matched: boolean } {
  const slice = text.slice(start, end);
  let html = '';
  let last = 0;
  let matched = false;
  WORD_RE.lastIndex = 0;
  for (let r = WORD_RE.exec(slice); r !== null; r = WORD_RE.exec(slice)) {
    if (m.size === 0 || matchWord(m, r[0]) === '') continue;
    html += `${plain(slice.slice(last, r.index))}<mark>${escapeHtml(r[0])}</mark>`;
    last = r.index + r[0].length;
    matched = true;
  }
  html += plain(slice.slice(last));
  return { html, matched };
}

interface Hit {
  start: number;
  end: number;
  key: string;
}

/** Finds the first matches, stopping a few windows after the first one (fast on 2 MB texts). */
function scanHits(m: Matcher, text: string, maxLength: number): Hit[] {
  const hits: Hit[] = [];
  if (m.size === 0) return hits;
  const seen = new Set<string>();
  let limit = Number.POSITIVE_INFINITY;
  const re = new RegExp(WORD_RE.source, WORD_RE.flags);
  for (let r = re.exec(text); r !== null; r = re.exec(text)) {
    if (r.index > limit) break;
    const key = matchWord(m, r[0]);
    if (key === '') continue;
    hits.push({ start: r.index, end: r.index + r[0].length, key });
    if (hits.length === 1) limit = r.index + maxLength * LOOK_AHEAD_WINDOWS;
    seen.add(key);
    // Every query token found: the window around them cannot get better.
    if (seen.size === m.size) break;
  }
  return hits;
}

/** The hit starting the window with the most distinct query tokens (earliest on ties). */
function bestAnchor(hits: Hit[], span: number): Hit {
  let best = hits[0];
  let bestCount = 0;
  for (let i = 0; i < hits.length; i++) {
    const keys = new Set<string>();
    for (let j = i; j < hits.length && hits[j].end <= hits[i].start + span; j++) keys.add(hits[j].key);
    if (keys.size > bestCount) {
      best = hits[i];
      bestCount = keys.size;
    }
  }
  return best;
}

/** True if text[from, to) holds anything but blanks (stops at the first one). */
function hasTextBetween(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (!isSpace(text[i])) return true;
  return false;
}

function isSpace(c: string | undefined): boolean {
  return c !== undefined && /\s/.test(c);
}

/**
 * A short extract of `originalText` around the best group of the search's terms, HTML-escaped, with
 * the matching words in <mark>. '…' marks a cut at either end. When nothing matches, the start
 * of the text (matched: false). Phrase and prefix tokens are marked word by word.
 */
export function buildSnippet(originalText: string, terms: QueryTerms, opts: SnippetOptions = {}): Snippet {
  const text = originalText ?? '';
  const maxLength = Math.max(20, Math.floor(opts.maxLength ?? DEFAULT_MAX_LENGTH));
  const m = matcherOf(terms);
  const hits = scanHits(m, text, maxLength);

  let start = 0;
  let anchorEnd = 0;
  if (hits.length > 0) {
    const anchor = bestAnchor(hits, Math.floor(maxLength * 0.75));
    anchorEnd = anchor.end;
    // Some context before the first marked word, starting on a word boundary.
    start = Math.max(0, anchor.start - Math.floor(maxLength / 5));
    if (start > 0) {
      while (start < anchor.start && !isSpace(text[start - 1])) start++;
    }
  }
  let end = Math.min(text.length, start + maxLength);
  if (end < text.length) {
    let cut = end;
    while (cut > anchorEnd && !isSpace(text[cut])) cut--;
    if (cut > Math.max(start, anchorEnd)) end = cut;
  }
  // Leading/trailing blanks of the window are dropped so '…' sits next to a word.
  while (start < end && isSpace(text[start])) start++;
  while (end > start && isSpace(text[end - 1])) end--;

  const body = render(m, text, start, end);
  const cutBefore = hasTextBetween(text, 0, start);
  const cutAfter = hasTextBetween(text, end, text.length);
  const html = `${cutBefore ? '…' : ''}${body.html}${cutAfter ? '…' : ''}`;
  return { html, matched: body.matched };
}

/** The whole title, HTML-escaped, with matching words in <mark>. */
export function highlightTitle(title: string, terms: QueryTerms): Snippet {
  const text = title ?? '';
  return render(matcherOf(terms), text, 0, text.length);
}
