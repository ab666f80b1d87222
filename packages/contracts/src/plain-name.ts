import ipaddr from 'ipaddr.js';
import { LinkifyIt } from 'linkify-it';
import tlds from 'tlds';

/**
 * A person's name is printed in mails' greetings, so it must hold no link a mail reader could make clickable
 * (issue 19, then issue 29 finding 9). The check reads the name as a mail client would show it:
 *
 * - NFKC first, so compatibility forms become their plain letter ("．" full-width dot, "ｅｖｉｌ"), then every
 *   character that reads as a dot becomes "." (IDNA's label separators "。" "｡" and the other dots a reader
 *   cannot tell from one), and invisible format characters (zero-width spaces and joiners) are dropped;
 * - linkify-it, with the full list of top-level domains (`tlds`, IDN ones included: "рф", "中国", "africa")
 *   and IPv4 addresses, finds bare domains and addresses the way mail readers do;
 * - IPv6 literals (with or without brackets) are checked with ipaddr.js;
 * - a scheme ("://") or "www." is refused as before.
 *
 * Names with initials ("A. B."), "Jr.", apostrophes, hyphens and accents have no such pattern and pass.
 */
const DOT_LIKE =
  /[\u00B7\u0387\u05C5\u06D4\u0701\u0702\u0830\u1362\u166E\u1803\u1809\u2024\u2027\u2219\u22C5\u2E31\u2E33\u2E3C\u3002\u30FB\uA4F8\uA60E\uFE52\uFF0E\uFF61\uFF65\u{10A50}\u{1D16D}]/gu;
const INVISIBLE = /\p{Cf}/gu;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const SCHEME_OR_WWW = /:\/\/|\bwww\./iu;

const linkify = new LinkifyIt({ fuzzyLink: true, fuzzyEmail: true, fuzzyIP: true, tlds });

/** The name as a reader sees it: compatibility forms folded, every dot a ".", invisible characters gone. */
export const readableForm = (name: string) =>
  name.normalize('NFKC').replace(DOT_LIKE, '.').replace(INVISIBLE, '');

function holdsIpv6(text: string) {
  for (const token of text.split(/[\s,;()<>"']+/)) {
    const bare = token.replace(/^\[/, '').replace(/\]$/, '');
    if (bare.includes(':') && ipaddr.IPv6.isValid(bare)) return true;
  }
  return false;
}

/** One line and no web address, domain, mail address or IP literal, however it is written. */
export function isPlainName(name: string) {
  if (CONTROL.test(name)) return false;
  const text = readableForm(name);
  return !SCHEME_OR_WWW.test(text) && !linkify.test(text) && !holdsIpv6(text);
}
