import { Anchor, Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCreditCard, IconTicket, IconUserPlus } from '@tabler/icons-react';
import { PRICING } from '@partnerly/shared';
import { AppLink } from '../../../lib/app-link';
import { paths } from '../../../lib/paths';

const steps = [
  {
    title: '1. Register first',
    Icon: IconUserPlus,
    text: 'Create your account with your email address or Google. The Explorer plan is active as soon as you register, so you can search and filter right away.',
  },
  {
    title: '2. Pay in Settings - Payments',
    Icon: IconCreditCard,
    text: `When you are ready, open Settings - Payments and subscribe to Full Access for $${PRICING.fullAccessMonthlyUsd} a month by card. Stripe handles the payment, and you can cancel at any time.`,
  },
  {
    title: '3. Or use a promotional code',
    Icon: IconTicket,
    text: 'Got a promotional code from us or a partner? Enter it in Settings - Payments instead of paying, and it unlocks Full Access for life.',
  },
];

/** How an account moves from the free plan to Full Access (docs/SPEC.md section 1). */
export function AccessSteps() {
  return (
    <Stack component="section" aria-labelledby="access-title" gap="lg">
      <Title order={2} id="access-title" ta="center" fz={{ base: 24, md: 30 }}>
        How to get Full Access
      </Title>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {steps.map(({ title, Icon, text }) => (
          <Card key={title} withBorder radius="lg" padding="lg">
            <ThemeIcon size={44} radius="md" variant="light" aria-hidden="true">
              <Icon size={24} stroke={1.75} />
            </ThemeIcon>
            <Title order={3} fz="lg" mt="md">
              {title}
            </Title>
            <Text c="gray.7" mt="xs">
              {text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <Text ta="center">
        New to Partnerly?{' '}
        <Anchor component={AppLink} to={paths.register} fw={600}>
          Create your free account
        </Anchor>
      </Text>
    </Stack>
  );
}
