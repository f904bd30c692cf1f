import type { ReactNode } from 'react';
import { Center, Group, Paper, Stack, Text } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { BrandMark } from '../../../components/BrandLogo';

interface TestCheckoutFrameProps {
  /** The page's <title>. */
  pageTitle: string;
  /** Shows the "no real card is charged" banner (not on the "not available" screen). */
  testBanner?: boolean;
  /** What the test changes, under the banner's headline; the plan by default. */
  note?: string;
  /** The banner's headline: a checkout by default; the payouts set-up says its own (issue 51). */
  banner?: string;
  children: ReactNode;
}

const PLAN_NOTE =
  'This server has no payment provider set up, so this page stands in for one. It only changes the plan of your account, for trying Partnerly out.';

/** The stand-alone card of the test checkout pages, marked as a test so nobody mistakes it. */
export function TestCheckoutFrame({
  pageTitle,
  testBanner = true,
  note = PLAN_NOTE,
  banner = 'Test checkout — no real card is charged',
  children,
}: TestCheckoutFrameProps) {
  return (
    <Center component="main" mih="100dvh" px="md" py="xl" bg="gray.0">
      <title>{`${pageTitle} — Partnerly`}</title>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', xs: 'xl' }} w="100%" maw={480}>
        <Stack gap="lg">
          <Group gap="xs" wrap="nowrap">
            <BrandMark size={28} />
            <Text component="span" fw={800} fz="lg" c="violet.7">
              Partnerly
            </Text>
          </Group>
          {testBanner && (
            <Paper
              radius="md"
              p="sm"
              bg="yellow.1"
              withBorder
              style={{ borderColor: 'var(--mantine-color-yellow-6)' }}
            >
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <IconFlask size={24} aria-hidden="true" style={{ flexShrink: 0 }} />
                <Stack gap={2}>
                  <Text fw={700}>{banner}</Text>
                  <Text size="sm">{note}</Text>
                </Stack>
              </Group>
            </Paper>
          )}
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
