import '../public-styles';
import '../form-styles';
import '../sign-in-styles';
// The reset steps open in a dialog as soon as the page hydrates: its close button cannot wait.
import '@mantine/core/styles/CloseButton.css';
import { hydratePublicPage } from '../hydrate';
import { prefetchAppOnFirstUse } from '../prefetch-app';
import { view } from '../views/resetPassword';

hydratePublicPage('resetPassword', view);
prefetchAppOnFirstUse();
