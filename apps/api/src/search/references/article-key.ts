import { foldText } from '../fold';

const FIRST_RE = /^(?:premier|premiere|1er|1re|1ere|ier)$/;
const MARKER_RE = /^\s*(?:articles?|art)\b\.?\s*/;

/**
 * One spelling for an article number, the same for a document's article labels and for the numbers typed
 * in a query: 'Article L. 111-1' and 'L111-1' → 'l-111-1', 'Article premier' and '1er' → '1', '13.1' →
 * '13-1', '5 bis' → '5-bis', 'Art. 005' → '5'. Null when nothing is left.
 */
export function articleKey(label: string): string | null {
  const folded = foldText(label).replace(MARKER_RE, '');
  const parts = (folded.match(/[a-z]+|\d+/g) ?? []).map((part) =>
    FIRST_RE.test(part) ? '1' : part.replace(/^0+(?=\d)/, ''),
  );
  // 'L.O. 4' and 'LO 4' (organic law articles) are one prefix.
  if (parts[0] === 'l' && parts[1] === 'o') parts.splice(0, 2, 'lo');
  // '1 er' typed with a space.
  if (parts[0] === '1' && (parts[1] === 'er' || parts[1] === 're')) parts.splice(1, 1);
  return parts.length > 0 ? parts.join('-') : null;
}
