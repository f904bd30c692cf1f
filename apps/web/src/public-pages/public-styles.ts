/*
 * The Mantine styles the server-rendered public pages paint with, instead of all of Mantine's
 * CSS: the build inlines them into each page, so nothing render-blocking stands before the
 * first paint (docs/decisions/013-server-rendered-public-pages.md). The modal and drawer
 * styles come later (overlay-styles.ts), the form styles only with the contact page.
 */
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
// Before Button and ActionIcon, which build on it: its transparent background must lose to theirs.
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/ActionIcon.css';
// Before Anchor, which builds on it: its `text-decoration: none` must lose to underline="always".
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '../theme/global.css';
