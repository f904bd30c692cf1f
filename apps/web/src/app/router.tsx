import { createBrowserRouter, RouterProvider } from 'react-router';
import { PageLoader } from '../components/PageLoader';
import { paths } from './paths';

/** Lazy routes keep the first load of / and /{username} small. */
const router = createBrowserRouter([
  {
    HydrateFallback: PageLoader,
    children: [
      {
        lazy: async () => ({ Component: (await import('../components/PublicLayout')).PublicLayout }),
        children: [
          {
            path: paths.home,
            lazy: async () => ({
              Component: (await import('../features/marketing/LandingPage')).LandingPage,
            }),
          },
          {
            path: paths.pricing,
            lazy: async () => ({
              Component: (await import('../features/marketing/PricingPage')).PricingPage,
            }),
          },
          {
            path: paths.useOnPhone,
            lazy: async () => ({
              Component: (await import('../features/marketing/UseOnPhonePage')).UseOnPhonePage,
            }),
          },
          {
            path: paths.contactUs,
            lazy: async () => ({
              Component: (await import('../features/contact/ContactUsPage')).ContactUsPage,
            }),
          },
          {
            path: paths.termsOfUse,
            lazy: async () => ({
              Component: (await import('../features/legal/TermsPage')).TermsPage,
            }),
          },
          {
            path: paths.privacyPolicy,
            lazy: async () => ({
              Component: (await import('../features/legal/PrivacyPage')).PrivacyPage,
            }),
          },
        ],
      },
      {
        path: '*',
        lazy: async () => ({
          Component: (await import('../components/NotFoundPage')).NotFoundPage,
        }),
      },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
