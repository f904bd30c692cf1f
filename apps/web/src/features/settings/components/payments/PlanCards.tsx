import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { PRICING } from '@partnerly/shared';

const PLANS = [
  {
    name: 'Explorer',
    price: PRICING.explorerMonthlyUsd,
    features: 'User search and advanced filtering',
    paid: false,
  },
  {
    name: 'Full Access',
    price: PRICING.fullAccessMonthlyUsd,
    features: 'Everything in Explorer, plus your profile, links, ads, chat and verified socials',
    paid: true,
  },
] as const;

/** The two plans, with the user's current one marked. */
export function PlanCards({ active }: { active: boolean }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      {PLANS.map((plan) => {
        const current = plan.paid === active;
        return (
          <Paper
            key={plan.name}
            withBorder
            radius="md"
            p="md"
            style={
              current ? { borderColor: 'var(--mantine-color-violet-7)', borderWidth: 2 } : undefined
            }
          >
            <Stack gap={4}>
              <Group justify="space-between" gap="xs">
                <Text fw={700}>{plan.name}</Text>
                {current && (
                  <Badge color="violet.7" variant="filled">
                    Your plan
                  </Badge>
                )}
              </Group>
              <Text fz="xl" fw={800}>
                ${plan.price}
                <Text component="span" size="sm" c="gray.7" fw={500}>
                  {' '}
                  / month
                </Text>
              </Text>
              <Text size="sm" c="gray.7">
                {plan.features}
              </Text>
            </Stack>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
