import { DOCUMENTS_API_MESSAGES } from '@lexfaso/contracts/without-schemas';
import { SearchEngine } from '../../../search/engine/engine';
import { captureSnapshot, encodeSnapshot, restoreSnapshot } from '../../../search/engine/snapshot';
import { writeSnapshotFile } from '../../../search/engine/snapshot-file';
import { SnapshotReader } from '../../../search/engine/snapshot-reader';
import type { DocumentInput, SearchAnswer, SearchRequest } from '../../../search/engine/types';
import { passagesOf } from './passages';
import { analysisFingerprint } from './snapshot-fingerprint';

/** A document's row as the engine thread receives it: the thread turns it into passages (the analysis). */
export interface EngineRow {
  id: number;
  title: string;
  content: string;
  preambule: string | null;
  doc_type_id: number | null;
  category: string | null;
  domaine_id: number | null;
  jurisdiction: string | null;
  year: number | null;
  published_at: string | null;
  has_pdf: number | boolean;
  is_published: number | boolean;
  /** Its repealed articles' ids (modules/law): ranked after the live ones. */
  repealed?: string[];
  /** A court decision's court id, solution and year (category-readers.ts). */
  court?: string | null;
  solution?: string | null;
  decision_year?: number | null;
}

/**
 * What the request thread asks the engine thread. `building`: the call is about the engine a rebuild is
 * filling (begun by `begin`, made the live one by its `commit`); otherwise about the live engine. A snapshot
 * is loaded the same way: `restore` begins the engine, its chunks come in order, `restored` fills it.
 * `snapshot` saves the live engine, as of `documentsVersion`, to a file (snapshots.ts).
 */
export type EngineCall =
  | { op: 'begin' }
  | { op: 'apply'; building: boolean; rows: EngineRow[]; removed: number[] }
  | { op: 'commit'; building: boolean }
  | { op: 'search'; request: SearchRequest }
  | { op: 'restore'; storedBytes: number }
  | { op: 'restore-chunk'; bytes: Uint8Array }
  | { op: 'restored' }
  | { op: 'snapshot'; file: string; documentsVersion: number };

/** A loaded snapshot's version (`restored`), or a written one's size and MD5 (`snapshot`). */
export interface SnapshotOutcome {
  documentsVersion: number;
  bytes: number;
  md5: string;
}

export type EngineResult = SearchAnswer | SnapshotOutcome | null;

export type EngineReply =
  | { id: number; ok: true; answer: EngineResult }
  | { id: number; ok: false; message: string };

const toEngineDocument = (r: EngineRow): DocumentInput => ({
  id: Number(r.id),
  title: r.title,
  passages: passagesOf(r.content, r.preambule, r.repealed?.length ? new Set(r.repealed) : undefined),
  typeId: r.doc_type_id === null ? null : Number(r.doc_type_id),
  category: r.category,
  domainId: r.domaine_id === null ? null : Number(r.domaine_id),
  jurisdiction: r.jurisdiction,
  court: r.court ?? null,
  solution: r.solution ?? null,
  decisionYear: r.decision_year ?? null,
  year: r.year === null ? null : Number(r.year),
  publishedAt: r.published_at,
  hasPdf: Number(r.has_pdf) === 1 || r.has_pdf === true,
  published: Number(r.is_published) === 1 || r.is_published === true,
});

/**
 * The engine thread's state (engine-worker.mjs): the live engine the searches read, and the one a
 * rebuild fills beside it until its commit. Messages are handled in the order they were posted, so a search
 * posted after a catch-up's commit sees it, and one posted before a rebuild's commit still reads the old engine.
 */
export function createEngineHost() {
  let live: SearchEngine | null = null;
  let building: SearchEngine | null = null;
  let reader: SnapshotReader | null = null;
  const engineOf = (forBuilding: boolean) => {
    const engine = forBuilding ? building : live;
    if (!engine) throw new Error(DOCUMENTS_API_MESSAGES.searchEngineNotBuilt);
    return engine;
  };
  const readerNow = () => {
    if (!reader) throw new Error(DOCUMENTS_API_MESSAGES.searchEngineNotBuilt);
    return reader;
  };
  return (call: EngineCall): EngineResult | Promise<SnapshotOutcome> => {
    switch (call.op) {
      case 'begin':
        building = new SearchEngine();
        reader = null;
        return null;
      case 'restore':
        building = new SearchEngine();
        reader = new SnapshotReader({ fingerprint: analysisFingerprint(), storedBytes: call.storedBytes });
        return null;
      case 'restore-chunk':
        try {
          readerNow().push(call.bytes);
        } catch (err) {
          reader = null; // the rest of the chunks fail at once
          throw err;
        }
        return null;
      case 'restored': {
        const { header, sections } = readerNow().finish();
        reader = null;
        restoreSnapshot(engineOf(true).index, header, sections);
        return { documentsVersion: header.documentsVersion, bytes: 0, md5: '' };
      }
      case 'snapshot': {
        // Captured now, in the order of the calls; written while the thread goes on searching.
        const captured = captureSnapshot(engineOf(false).index, {
          fingerprint: analysisFingerprint(),
          documentsVersion: call.documentsVersion,
        });
        return encodeSnapshot(captured)
          .then((encoded) => writeSnapshotFile(encoded, call.file))
          .then((written) => ({
            documentsVersion: call.documentsVersion,
            ...written,
          }));
      }
      case 'apply': {
        const engine = engineOf(call.building);
        for (const r of call.rows) engine.add(toEngineDocument(r));
        for (const id of call.removed) engine.remove(id);
        return null;
      }
      case 'commit':
        engineOf(call.building).commit();
        if (call.building) {
          live = building;
          building = null;
        }
        return null;
      case 'search':
        return engineOf(false).search(call.request);
      default:
        throw new Error(DOCUMENTS_API_MESSAGES.searchEngineNotBuilt);
    }
  };
}
