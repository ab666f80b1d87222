import { type ComponentType, createElement, lazy } from 'react';

/**
 * React.lazy for a named export: `lazyPage(() => import('./HomePage'), (m) => m.HomePage)`.
 * Each page becomes its own chunk, fetched on first visit.
 */
export const lazyPage = <M, P extends object = object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
) => lazy(async () => ({ default: pick(await load()) }));

/**
 * lazyPage for a page that uses TanStack Query: the page and the query provider (with TanStack Query
 * itself) are fetched together, and the page is rendered inside the provider. Pages that do not use
 * it (the home page first) thus never load it.
 */
export const lazyQueryPage = <M, P extends object = object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
) =>
  lazy(async () => {
    const [module, { QueryProvider }] = await Promise.all([load(), import('./query-provider')]);
    const Page = pick(module);
    // biome-ignore lint/correctness/noComponentHookFactories: made once per page, when React.lazy loads it
    function WithQueries(props: P) {
      return createElement(QueryProvider, null, createElement(Page, props));
    }
    return { default: WithQueries };
  });
