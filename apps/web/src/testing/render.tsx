import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { NotificationsProvider } from '@/components/notifications';

/** Renders `ui` inside the providers the screens expect (a fresh query client, notifications). */
export function renderWithProviders(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <NotificationsProvider>{ui}</NotificationsProvider>
    </QueryClientProvider>,
  );
}

/** A fetch that answers JSON by the first pattern matching the URL, and records every call. */
export function fakeApi(answers: Array<[RegExp, unknown, number?]>) {
  const calls: Array<{ method: string; url: string; body: unknown }> = [];
  const fetch = async (url: string, init: RequestInit = {}) => {
    calls.push({
      method: init.method ?? 'GET',
      url,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    });
    const found = answers.find(([pattern]) => pattern.test(url));
    const [, body, status = 200] = found ?? [null, { message: 'introuvable' }, 404];
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return { fetch, calls };
}
