import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { LoadingBlock } from '@/components/ui/Spinner';
import { routePatterns as r } from '@/config/paths';
import { NotFoundPage } from '@/features/errors/NotFoundPage';
import { PublicLayout } from '@/features/layout/PublicLayout';
import { lazyPage, lazyQueryPage } from './lazy-page';

// One chunk per screen (lazyQueryPage: with the TanStack Query provider, for the pages that use it).
// The 404 page is small and static: unknown URLs render without a round trip.
// /login and /register, which people type: rare, so out of the home page's bundle.
const AuthAddress = lazyPage(
  () => import('@/features/auth/AuthAddress'),
  (m) => m.AuthAddress,
);
const HomePage = lazyPage(
  () => import('@/features/home/HomePage'),
  (m) => m.HomePage,
);
const SearchPage = lazyQueryPage(
  () => import('@/features/search/SearchPage'),
  (m) => m.SearchPage,
);
const DocumentPage = lazyQueryPage(
  () => import('@/features/documents/DocumentPage'),
  (m) => m.DocumentPage,
);
const NewsListPage = lazyQueryPage(
  () => import('@/features/news/NewsListPage'),
  (m) => m.NewsListPage,
);
const NewsDetailPage = lazyQueryPage(
  () => import('@/features/news/NewsDetailPage'),
  (m) => m.NewsDetailPage,
);
const ContactPage = lazyPage(
  () => import('@/features/contact/ContactPage'),
  (m) => m.ContactPage,
);
const ProfilePage = lazyPage(
  () => import('@/features/profile/ProfilePage'),
  (m) => m.ProfilePage,
);
const FavoritesPage = lazyQueryPage(
  () => import('@/features/library/pages'),
  (m) => m.FavoritesPage,
);
// One chunk for both alert pages: a second entry costs the home page's chunk bytes (its budget).
const AlertsPage = lazyQueryPage(
  () => import('@/features/alerts/pages'),
  (m) => m.AlertsPage,
);
const UnsubscribePage = lazyPage(
  () => import('@/features/alerts/pages'),
  (m) => m.UnsubscribePage,
);
const DownloadsPage = lazyQueryPage(
  () => import('@/features/library/pages'),
  (m) => m.DownloadsPage,
);
const ForgotPasswordPage = lazyPage(
  () => import('@/features/auth/ForgotPasswordPage'),
  (m) => m.ForgotPasswordPage,
);
const ResetPasswordPage = lazyQueryPage(
  () => import('@/features/auth/ResetPasswordPage'),
  (m) => m.ResetPasswordPage,
);
const VerifyEmailPage = lazyQueryPage(
  () => import('@/features/auth/VerifyEmailPage'),
  (m) => m.VerifyEmailPage,
);
const ConfirmEmailChangePage = lazyPage(
  () => import('@/features/profile/ConfirmEmailChangePage'),
  (m) => m.ConfirmEmailChangePage,
);
const NotMePage = lazyPage(
  () => import('@/features/profile/NotMePage'),
  (m) => m.NotMePage,
);
const AboutPage = lazyPage(
  () => import('@/features/static-pages/AboutPage'),
  (m) => m.AboutPage,
);
const LegalPage = lazyPage(
  () => import('@/features/static-pages/LegalPage'),
  (m) => m.LegalPage,
);
const TermsPage = lazyPage(
  () => import('@/features/static-pages/TermsPage'),
  (m) => m.TermsPage,
);
const PrivacyPage = lazyPage(
  () => import('@/features/static-pages/PrivacyPage'),
  (m) => m.PrivacyPage,
);
const CookiesPage = lazyPage(
  () => import('@/features/static-pages/CookiesPage'),
  (m) => m.CookiesPage,
);
const ForbiddenPage = lazyPage(
  () => import('@/features/errors/ForbiddenPage'),
  (m) => m.ForbiddenPage,
);
const ServerErrorPage = lazyPage(
  () => import('@/features/errors/ServerErrorPage'),
  (m) => m.ServerErrorPage,
);
// The back-office: its own chunk(s), never requested by public pages.
const AdminApp = lazyQueryPage(
  () => import('@/features/admin/AdminApp'),
  (m) => m.AdminApp,
);

/** Every route of public-area.md §2. */
export function AppRoutes() {
  return (
    <Routes>
      {/* Own layout: no public header or footer. AdminApp may declare nested <Routes> under /admin. */}
      <Route
        path={r.admin}
        element={
          <ErrorBoundary>
            <Suspense fallback={<LoadingBlock />}>
              <AdminApp />
            </Suspense>
          </ErrorBoundary>
        }
      />
      <Route element={<PublicLayout />}>
        <Route index element={<HomePage />} />
        <Route path={r.search} element={<SearchPage />} />
        <Route path={r.document} element={<DocumentPage notFound={<NotFoundPage />} />} />
        <Route path={r.news} element={<NewsListPage />} />
        <Route path={r.newsDetail} element={<NewsDetailPage />} />
        <Route path={r.contact} element={<ContactPage />} />
        <Route path={r.profile} element={<ProfilePage />} />
        <Route path={r.favorites} element={<FavoritesPage />} />
        <Route path={r.alerts} element={<AlertsPage />} />
        <Route path={r.unsubscribeAlert} element={<UnsubscribePage />} />
        <Route path={r.downloads} element={<DownloadsPage />} />
        <Route path={r.login} element={<AuthAddress mode="login" />} />
        <Route path={r.register} element={<AuthAddress mode="register" />} />
        <Route path={r.forgotPassword} element={<ForgotPasswordPage />} />
        <Route path={r.resetPassword} element={<ResetPasswordPage />} />
        <Route path={r.verifyEmail} element={<VerifyEmailPage />} />
        <Route path={r.changeEmail} element={<ConfirmEmailChangePage />} />
        <Route path={r.notMe} element={<NotMePage />} />
        <Route path={r.about} element={<AboutPage />} />
        <Route path={r.legal} element={<LegalPage />} />
        <Route path={r.terms} element={<TermsPage />} />
        <Route path={r.privacy} element={<PrivacyPage />} />
        <Route path={r.cookies} element={<CookiesPage />} />
        <Route path={r.error404} element={<NotFoundPage />} />
        <Route path={r.error403} element={<ForbiddenPage />} />
        <Route path={r.error500} element={<ServerErrorPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
