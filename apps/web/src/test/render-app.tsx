import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { RouteObject } from 'react-router';
import { setNavigator } from '../lib/navigation';

/**
 * Renders routes in memory with the app's providers; returns the router to inspect. `seed`
 * fills the query cache first, e.g. with the signed-in member the AppShell would have loaded.
 */
export function renderRoutes(
  routes: RouteObject[],
  initialPath: string,
  seed?: (client: QueryClient) => void,
) {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  // As the app's router does (app/router.tsx): code outside React navigates through it.
  setNavigator((to, options) => void router.navigate(to, options));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  seed?.(queryClient);
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { router, queryClient };
}

/** Renders one element at `/` with a stand-in page for every other path it may open. */
export function renderPage(
  element: ReactElement,
  initialPath = '/',
  seed?: (client: QueryClient) => void,
) {
  return renderRoutes(
    [
      { path: initialPath, element },
      { path: '*', element: <p>Other page</p> },
    ],
    initialPath,
    seed,
  );
}

/** A JSON Response, as fetch would answer it. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
