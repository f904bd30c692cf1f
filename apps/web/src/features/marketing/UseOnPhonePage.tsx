import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconBrandAndroid,
  IconBrandApple,
  IconDotsVertical,
  IconShare2,
} from '@tabler/icons-react';
import { InstallGuide } from './components/InstallGuide';
import { PageTitle } from '../../components/PageTitle';

const inlineIcon = { size: 18, 'aria-hidden': true, style: { verticalAlign: 'text-bottom' } };

const androidSteps = [
  'Open Partnerly in Chrome (or your usual browser).',
  <>
    Tap the browser menu <IconDotsVertical {...inlineIcon} /> (three dots, top right).
  </>,
  <>
    Tap <strong>Add to Home Screen</strong> (some browsers call it <strong>Install app</strong>).
  </>,
  <>
    Confirm with <strong>Add</strong>. Partnerly now opens from its own icon.
  </>,
];

const iosSteps = [
  'Open Partnerly in Safari.',
  <>
    Tap the share button <IconShare2 {...inlineIcon} /> (a square with an arrow pointing up).
  </>,
  <>
    Scroll down and tap <strong>Add to Home Screen</strong>.
  </>,
  <>
    Tap <strong>Add</strong> in the top right corner. Partnerly now opens from its own icon.
  </>,
];

/** /useonphone: how to put the web app on a phone's home screen, like an installed app. */
export function UseOnPhonePage() {
  return (
    <Container size="lg" py={{ base: 40, md: 72 }}>
      <PageTitle>Use on phone — Partnerly</PageTitle>
      <Stack gap="xl">
        <Stack gap="sm" ta="center" maw={680} mx="auto">
          <Title order={1} fz={{ base: 32, md: 44 }}>
            Use Partnerly on your phone
          </Title>
          <Text size="lg" c="gray.7">
            There is nothing to download from an app store. Add Partnerly to your home screen and it
            opens full screen, straight to your profile, just like an app.
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <InstallGuide
            id="android-title"
            title="Android"
            browser="Chrome, Samsung Internet, Firefox"
            icon={IconBrandAndroid}
            steps={androidSteps}
          />
          <InstallGuide
            id="ios-title"
            title="iPhone and iPad"
            browser="Safari"
            icon={IconBrandApple}
            steps={iosSteps}
          />
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
