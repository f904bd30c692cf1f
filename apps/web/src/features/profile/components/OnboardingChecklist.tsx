import { useId } from 'react';
import {
  Button,
  CloseButton,
  Group,
  Paper,
  Progress,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconCircle, IconCircleCheckFilled } from '@tabler/icons-react';
import type { OnboardingStep, OnboardingStepId } from '../onboarding';

interface OnboardingChecklistProps {
  steps: OnboardingStep[];
  /** What the button beside an open step does; steps without one explain themselves. */
  actions: Partial<Record<OnboardingStepId, { label: string; run: () => void; busy?: boolean }>>;
  onDismiss: () => void;
}

const HINTS: Partial<Record<OnboardingStepId, string>> = {
  shared: 'Press Copy on your public link below.',
};

/** The first steps of a new profile, ticked as they are done; gone once all are. */
export function OnboardingChecklist({ steps, actions, onDismiss }: OnboardingChecklistProps) {
  const titleId = useId();
  const done = steps.filter((step) => step.done).length;
  if (done === steps.length) return null;

  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
    >
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={4}>
            <Title order={2} fz="lg" id={titleId}>
              Get your profile ready
            </Title>
            <Text size="sm" c="gray.7">
              {done} of {steps.length} done. A complete profile gets more replies.
            </Text>
          </Stack>
          <CloseButton aria-label="Hide the checklist" onClick={onDismiss} />
        </Group>
        <Progress value={(done / steps.length) * 100} size="sm" aria-hidden="true" />
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {steps.map((step) => {
            const action = step.done ? undefined : actions[step.id];
            const hint = step.done ? undefined : HINTS[step.id];
            return (
              <Group component="li" key={step.id} gap="sm" wrap="nowrap" mih={36}>
                {step.done ? (
                  <IconCircleCheckFilled
                    size={22}
                    color="var(--mantine-color-teal-8)"
                    aria-hidden="true"
                  />
                ) : (
                  <IconCircle size={22} color="var(--mantine-color-gray-5)" aria-hidden="true" />
                )}
                <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                  <Text
                    fw={500}
                    c={step.done ? 'gray.7' : undefined}
                    td={step.done ? 'line-through' : undefined}
                  >
                    {step.label}
                    <VisuallyHidden>{step.done ? ': done' : ': to do'}</VisuallyHidden>
                  </Text>
                  {hint && (
                    <Text size="sm" c="gray.7">
                      {hint}
                    </Text>
                  )}
                </Stack>
                {action && (
                  <Button
                    size="compact-sm"
                    variant="light"
                    onClick={action.run}
                    loading={action.busy}
                  >
                    {action.label}
                  </Button>
                )}
              </Group>
            );
          })}
        </Stack>
      </Stack>
    </Paper>
  );
}
