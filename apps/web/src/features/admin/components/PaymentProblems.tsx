import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDate, formatDollars, orderNumber, type PaymentProblem } from '@partnerly/shared';
import { paymentProblemsKey, paymentProblemsQuery, retryPayment } from '../api/payment-problems';

/** What the settlement was to do, in words. */
function movementOf(problem: PaymentProblem): string {
  if (problem.kind === 'second_charge') {
    return `refund a second payment of ${formatDollars(problem.refund_amount)} to the buyer`;
  }
  const parts = [
    problem.refund_amount > 0 && `refund ${formatDollars(problem.refund_amount)} to the buyer`,
    problem.release_amount > 0 && `release ${formatDollars(problem.release_amount)} to the seller`,
  ].filter(Boolean);
  return parts.join(' and ');
}

/**
 * The Deals tab's "Payment problems": releases and refunds whose job keeps failing (it goes on
 * retrying with backoff); an admin can have it tried again at once. Hidden while there are none.
 */
export function PaymentProblems() {
  const problems = useQuery(paymentProblemsQuery);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<number>();
  const [error, setError] = useState<string>();
  if (!problems.data || problems.data.length === 0) return null;

  async function retry(orderId: number) {
    setBusy(orderId);
    setError(undefined);
    try {
      await retryPayment(orderId);
      await queryClient.invalidateQueries({ queryKey: paymentProblemsKey });
    } catch {
      setError('We could not queue the retry. Please try again.');
    } finally {
      setBusy(undefined);
    }
  }

  return (
    <Paper component="section" aria-labelledby="payment-problems" withBorder radius="md" p="sm">
      <Title order={2} fz="md" id="payment-problems" mb="xs">
        Payment problems
      </Title>
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        {problems.data.map((problem) => (
          <Group
            component="li"
            key={`${problem.kind}-${problem.order_id}`}
            justify="space-between"
            gap="sm"
          >
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {orderNumber(problem.order_id)} · {problem.title}
              </Text>
              <Text size="sm" c="gray.7">
                To {movementOf(problem)} · failing since {formatDate(problem.since, { time: true })}{' '}
                · {problem.tries} {problem.tries === 1 ? 'try' : 'tries'}
              </Text>
              <Text size="xs" c="red.9" style={{ overflowWrap: 'anywhere' }}>
                {problem.error}
              </Text>
            </Stack>
            <Button
              size="compact-sm"
              variant="light"
              loading={busy === problem.order_id}
              onClick={() => void retry(problem.order_id)}
            >
              Try again now
            </Button>
          </Group>
        ))}
      </Stack>
      {error && (
        <Text c="red.9" size="sm" role="alert" mt="xs">
          {error}
        </Text>
      )}
    </Paper>
  );
}
