import { type ComponentType, lazy } from 'react';

/**
 * React.lazy for a named export: `lazyPage(() => import('./HomePage'), (m) => m.HomePage)`.
 * Each page becomes its own chunk, fetched on first visit.
 */
export const lazyPage = <M, P extends object = object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
) => lazy(async () => ({ default: pick(await load()) }));
