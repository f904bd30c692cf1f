import { renderToString } from 'react-dom/server';
import type { PageContent, PublicPageKind, PublicProfileData } from '@partnerly/shared';
import { pagePath } from '../public-pages/page-path';
import { PublicShell } from '../public-pages/PublicShell';
import { view as contact } from '../public-pages/views/contact';
import { view as landing } from '../public-pages/views/landing';
import { view as login } from '../public-pages/views/login';
import { view as notFound } from '../public-pages/views/notFound';
import { view as pricing } from '../public-pages/views/pricing';
import { view as privacy } from '../public-pages/views/privacy';
import { view as profile } from '../public-pages/views/profile';
import { view as register } from '../public-pages/views/register';
import { view as resetPassword } from '../public-pages/views/resetPassword';
import { view as terms } from '../public-pages/views/terms';
import { view as useOnPhone } from '../public-pages/views/useOnPhone';

const views = {
  landing,
  pricing,
  contact,
  useOnPhone,
  terms,
  privacy,
  login,
  register,
  resetPassword,
  notFound,
} as const;

type RenderRequest =
  { kind: Exclude<PublicPageKind, 'profile'> } | { kind: 'profile'; data: PublicProfileData };

/** Renders a public page's body, its title and the data it will hydrate with. */
export function renderPublicPage(request: RenderRequest): PageContent {
  let title = 'Partnerly';
  const data = request.kind === 'profile' ? request.data : undefined;
  const html = renderToString(
    <PublicShell
      path={pagePath(request.kind, data)}
      onTitle={(pageTitle) => {
        title = pageTitle;
      }}
    >
      {request.kind === 'profile' ? profile(request.data) : views[request.kind]()}
    </PublicShell>,
  );
  return { title, html, data };
}
