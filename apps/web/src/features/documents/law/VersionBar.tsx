import { type DocumentDetail, LAW_TEXTS as T } from '@lexfaso/contracts';
import { lazy, Suspense, useId, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatLongDate } from '@/lib/format-date';
import { useVersions } from '../api';

// The comparison brings the diff library: its own chunk, loaded when asked for.
const VersionCompare = lazy(() => import('./VersionCompare').then((m) => ({ default: m.VersionCompare })));

/** "Version en vigueur depuis le …", or the dates of the earlier version read. */
function versionLine(version: NonNullable<DocumentDetail['version']>): string {
  if (version.current)
    return version.validFrom ? T.versionSince(formatLongDate(version.validFrom)) : T.versionCurrentUndated;
  return T.versionBetween(
    version.validFrom ? formatLongDate(version.validFrom) : '…',
    version.validTo ? formatLongDate(version.validTo) : '…',
  );
}

/**
 * Which version of the text the page shows, the others (each opens the page at it), and the comparison of
 * two of them. Shown only for a text with recorded versions.
 */
export function VersionBar({ doc }: { doc: DocumentDetail }) {
  const version = doc.version;
  const versions = useVersions(doc.id, version !== null);
  const list = versions.data?.versions ?? [];
  const [from, setFrom] = useState<number | null>(null);
  const [to, setTo] = useState<number | null>(null);
  const [compared, setCompared] = useState<{ from: number; to: number } | null>(null);
  const fromId = useId();
  const toId = useId();
  if (!version) return null;
  const current = list.find((v) => v.current);
  const first = from ?? list[0]?.id ?? null;
  const second = to ?? current?.id ?? null;
  return (
    <section
      className={`version-bar card${version.current ? '' : ' version-bar--past'}`}
      aria-labelledby="version-title"
    >
      <p id="version-title" className="version-bar__line">
        <strong>{versionLine(version)}</strong> — {version.label}
      </p>
      {version.note && <p className="version-bar__note">{version.note}</p>}
      {!version.current && (
        <p className="version-bar__past">
          {T.versionPast} <Link to={paths.document(doc.id)}>{T.readCurrent}</Link>
        </p>
      )}
      {list.length > 1 && (
        <details className="version-bar__list">
          <summary>
            {T.versions} ({T.versionsCount(list.length)})
          </summary>
          <ol>
            {list.map((v) => (
              <li key={v.id}>
                <Link to={paths.document(doc.id, undefined, undefined, v.current ? undefined : v.id)}>
                  {v.label}
                </Link>
                {' — '}
                {versionLine(v)}
                {v.id === version.id && ` ${T.shown}`}
              </li>
            ))}
          </ol>
          <form
            className="version-bar__compare"
            onSubmit={(e) => {
              e.preventDefault();
              if (first !== null && second !== null && first !== second)
                setCompared({ from: first, to: second });
            }}
          >
            <fieldset>
              <legend>{T.compare}</legend>
              <label htmlFor={fromId}>{T.compareFrom}</label>
              <select id={fromId} value={first ?? ''} onChange={(e) => setFrom(Number(e.target.value))}>
                {list.map((v) => (
                  <option key={v.id} value={v.id}>
                    {v.label}
                  </option>
                ))}
              </select>
              <label htmlFor={toId}>{T.compareTo}</label>
              <select id={toId} value={second ?? ''} onChange={(e) => setTo(Number(e.target.value))}>
                {list.map((v) => (
                  <option key={v.id} value={v.id}>
                    {v.label}
                  </option>
                ))}
              </select>
              <button type="submit" className="btn btn--primary btn--sm" disabled={first === second}>
                {T.compareRun}
              </button>
            </fieldset>
          </form>
        </details>
      )}
      {compared && (
        <Suspense fallback={<p>{T.compareLoading}</p>}>
          <VersionCompare
            documentId={doc.id}
            from={compared.from}
            to={compared.to}
            onClose={() => setCompared(null)}
          />
        </Suspense>
      )}
    </section>
  );
}
