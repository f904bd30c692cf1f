import { createBrowserRouter, RouterProvider } from 'react-router';
import { PageLoader } from '../components/PageLoader';
import { setNavigator } from '../lib/navigation';
import { paths } from '../lib/paths';
import { RedirectIfLoggedIn } from './RedirectIfLoggedIn';
import { RequireSession } from './RequireSession';
import { RouteError } from './RouteError';
import { RouterPath } from './RouterPath';

/** Lazy routes keep the first load of / and /{username} small. */
const router = createBrowserRouter([
  {
    Component: RouterPath,
    HydrateFallback: PageLoader,
    // Every route's errors, a stale page's missing chunk included, end here.
    ErrorBoundary: RouteError,
    children: [
      {
        lazy: async () => ({
          Component: (await import('../components/PublicLayout')).PublicLayout,
        }),
        children: [
          {
            // A signed-in visitor of these pages belongs on /profile.
            element: <RedirectIfLoggedIn />,
            children: [
              {
                path: paths.home,
                lazy: async () => ({
                  Component: (await import('../features/marketing/LandingPage')).LandingPage,
                }),
              },
              {
                path: paths.login,
                lazy: async () => ({
                  Component: (await import('../features/auth/LoginPage')).LoginPage,
                }),
              },
              {
                path: paths.register,
                lazy: async () => ({
                  Component: (await import('../features/auth/RegisterPage')).RegisterPage,
                }),
              },
            ],
          },
          {
            path: paths.resetPassword,
            lazy: async () => ({
              Component: (await import('../features/auth/ResetPasswordPage')).ResetPasswordPage,
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
        path: paths.logout,
        lazy: async () => ({
          Component: (await import('../features/auth/LogoutPage')).LogoutPage,
        }),
      },
      {
        // The login guard, then the signed-in frame that loads the user data.
        element: <RequireSession />,
        children: [
          {
            lazy: async () => ({ Component: (await import('./AppShell')).AppShell }),
            children: [
              {
                path: paths.settings,
                lazy: async () => ({
                  Component: (await import('../features/settings/SettingsPage')).SettingsPage,
                }),
              },
              {
                path: paths.search,
                lazy: async () => ({
                  Component: (await import('../features/search/SearchPage')).SearchPage,
                }),
              },
              {
                path: paths.saved,
                lazy: async () => ({
                  Component: (await import('../features/saved/SavedPage')).SavedPage,
                }),
              },
              {
                path: paths.deals,
                lazy: async () => ({
                  Component: (await import('../features/deals/DealsPage')).DealsPage,
                }),
              },
              {
                path: paths.earnings,
                lazy: async () => ({
                  Component: (await import('../features/earnings/EarningsPage')).EarningsPage,
                }),
              },
              {
                path: paths.results,
                lazy: async () => ({
                  Component: (await import('../features/results/ResultsPage')).ResultsPage,
                }),
              },
              {
                path: '/deals/:id',
                lazy: async () => ({
                  Component: (await import('../features/deals/DealPage')).DealPage,
                }),
              },
              {
                path: '/offers/:id',
                lazy: async () => ({
                  Component: (await import('../features/deals/OfferPage')).OfferPage,
                }),
              },
              {
                path: paths.myCampaigns,
                lazy: async () => ({
                  Component: (await import('../features/campaigns/MyCampaignsPage'))
                    .MyCampaignsPage,
                }),
              },
              {
                path: paths.newCampaign,
                lazy: async () => ({
                  Component: (await import('../features/campaigns/CampaignEditorPage'))
                    .CampaignEditorPage,
                }),
              },
              {
                path: '/campaigns/:id/edit',
                lazy: async () => ({
                  Component: (await import('../features/campaigns/CampaignEditorPage'))
                    .CampaignEditorPage,
                }),
              },
              {
                path: paths.explore,
                lazy: async () => ({
                  Component: (await import('../features/explore/ExplorePage')).ExplorePage,
                }),
              },
              {
                path: paths.profile,
                lazy: async () => ({
                  Component: (await import('../features/profile/ProfilePage')).ProfilePage,
                }),
              },
              {
                path: paths.chats,
                lazy: async () => ({
                  Component: (await import('../features/chats/ChatsPage')).ChatsPage,
                }),
              },
              {
                path: paths.welcome,
                lazy: async () => ({
                  Component: (await import('../features/welcome/WelcomePage')).WelcomePage,
                }),
              },
              {
                path: paths.checkoutSuccess,
                lazy: async () => ({
                  Component: (await import('../features/billing/CheckoutSuccessPage'))
                    .CheckoutSuccessPage,
                }),
              },
            ],
          },
          {
            // Stands alone, without the bottom bar: it replaces a payment provider's page.
            path: paths.testCheckout,
            lazy: async () => ({
              Component: (await import('../features/billing/TestCheckoutPage')).TestCheckoutPage,
            }),
          },
          {
            // The test onboarding stands alone as the test checkout does (Stripe's page).
            path: paths.testPayouts,
            lazy: async () => ({
              Component: (await import('../features/billing/TestPayoutsPage')).TestPayoutsPage,
            }),
          },
          {
            // The back office stands alone too: admins need no bottom bar, and may be Explorers.
            path: paths.admin,
            lazy: async () => ({
              Component: (await import('../features/admin/AdminPage')).AdminPage,
            }),
          },
        ],
      },
      {
        // Rendered on the server first (campaign-page.presenter.ts), then this page takes over.
        path: '/campaigns/:id',
        lazy: async () => ({
          Component: (await import('../features/campaigns/CampaignPage')).CampaignPage,
        }),
      },
      {
        // Any other single segment is a username; unknown or hidden ones show the 404 there.
        path: '/:username',
        lazy: async () => ({
          Component: (await import('../features/public-profile/PublicProfilePage'))
            .PublicProfilePage,
        }),
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

// The API client sends the user to /login or /settings from outside React.
setNavigator((to, options) => void router.navigate(to, options));

export function AppRouter() {
  return <RouterProvider router={router} />;
}
