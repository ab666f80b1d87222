import { LAYOUT_TEXTS } from '@lexfaso/contracts';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { LoadingBlock } from '@/components/ui/Spinner';
import { Footer } from './Footer';
import { Header } from './Header';

/**
 * Header, footer and skip link around every public page. Pages render their own
 * <main>; the wrapper below is the skip link's target.
 */
export function PublicLayout() {
  const { pathname } = useLocation();
  return (
    <div className="site">
      <a href="#main-content" className="skip-link">
        {LAYOUT_TEXTS.skipLink}
      </a>
      <Header />
      <div id="main-content" className="site-main" tabIndex={-1}>
        {/* Keyed by path: an error on one page is forgotten when the user navigates away. */}
        <ErrorBoundary key={pathname}>
          {/* A full-height placeholder while a page's chunk loads: the footer stays below the fold instead
              of showing under the spinner and being pushed away when the page arrives (mobile CLS). */}
          <Suspense
            fallback={
              <div className="site-main__pending">
                <LoadingBlock />
              </div>
            }
          >
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </div>
      <Footer />
    </div>
  );
}
