import { Badge, Button, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { AppLink } from '../../../lib/app-link';
import type { Plan } from '../pricing-plans';

interface PlanCardProps {
  plan: Plan;
  /** Where the plan's button leads: /login, or the Payments tab for a signed-in visitor. */
  actionTo: string;
}

/** One plan: price, feature list and a button. */
export function PlanCard({ plan, actionTo }: PlanCardProps) {
  const headingId = `plan-${plan.id}`;

  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      withBorder
      radius="lg"
      padding="xl"
      shadow={plan.highlighted ? 'md' : undefined}
      style={
        plan.highlighted
          ? { borderColor: 'var(--mantine-color-violet-7)', borderWidth: 2 }
          : undefined
      }
    >
      <Stack gap="md" h="100%">
        <Group justify="space-between" gap="xs">
          <Title order={2} id={headingId} fz="xl">
            {plan.name}
          </Title>
          {plan.highlighted && <Badge>Everything included</Badge>}
        </Group>
        <Group gap={4} align="baseline">
          <Text component="span" fz={44} fw={800} lh={1}>
            ${plan.monthlyUsd}
          </Text>
          <Text component="span" c="gray.7">
            /mo
          </Text>
        </Group>
        <Text c="gray.7">{plan.summary}</Text>
        <List
          spacing="sm"
          style={{ flex: 1 }}
          icon={
            <ThemeIcon size={22} radius="xl" variant="light" aria-hidden="true">
              <IconCheck size={14} stroke={2.5} />
            </ThemeIcon>
          }
        >
          {plan.features.map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
        <Button
          component={AppLink}
          to={actionTo}
          size="md"
          fullWidth
          variant={plan.highlighted ? 'filled' : 'default'}
        >
          {plan.action}
        </Button>
      </Stack>
    </Card>
  );
}
