import { useState } from 'react';
import { Button, Group, NumberInput, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { DEAL_LIMITS, formatDollars, resolveDisputeSchema, type Order } from '@partnerly/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { applyServerErrors, useSchemaForm } from '../../../lib/forms';
import { adminOrdersKey, resolveDispute, type DisputeOutcome } from '../api/orders';
import { resolutionConfirmationOf } from './resolution-confirmation';

interface Verdict {
  outcome: DisputeOutcome;
  note: string;
  refund_amount?: number;
}

/** The form's values: no outcome until the admin picks one. */
interface ResolveValues extends Record<string, unknown> {
  outcome: DisputeOutcome | '';
  note: string;
  refund_amount: number | undefined;
}

/**
 * The admin's verdict on a dispute: both members see the outcome and the note. A paid order
 * can also be split: the refund entered goes back to the buyer, the rest of the price to the
 * seller (issue 33). No outcome is chosen for the admin, and nothing moves before they confirm
 * where the money goes (issue 51).
 */
export function ResolveForm({ order }: { order: Order }) {
  const queryClient = useQueryClient();
  const paid = order.payment.state === 'held';
  const form = useSchemaForm<ResolveValues>(resolveDisputeSchema as never, {
    mode: 'controlled',
    initialValues: { outcome: '', note: '', refund_amount: undefined },
  });
  const [asking, setAsking] = useState<Verdict>();
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string>();
  const onSubmit = form.onSubmit((values) => {
    setFormError(undefined);
    setAsking(values as Verdict);
  });

  async function resolve(verdict: Verdict) {
    setBusy(true);
    try {
      await resolveDispute(order.id, {
        outcome: verdict.outcome,
        note: verdict.note,
        ...(verdict.outcome === 'split' && { refund_amount: verdict.refund_amount }),
      });
      await queryClient.invalidateQueries({ queryKey: adminOrdersKey });
    } catch (error) {
      setFormError(applyServerErrors(form, error));
    } finally {
      setBusy(false);
    }
  }

  const { outcome, refund_amount: refund } = form.getValues();
  const confirmation =
    asking && resolutionConfirmationOf(order, asking.outcome, asking.refund_amount);
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Radio.Group label="Resolve the dispute" required {...form.getInputProps('outcome')}>
          <Stack gap={6} mt={6}>
            <Radio
              value="completed"
              label={paid ? `Completed: ${formatDollars(order.price)} to the seller` : 'Completed'}
            />
            <Radio
              value="cancelled"
              label={
                paid
                  ? `Cancelled: ${formatDollars(order.payment.amount)} back to the buyer`
                  : 'Cancelled'
              }
            />
            {paid && (
              <Radio value="split" label="Split: part back to the buyer, the rest to the seller" />
            )}
          </Stack>
        </Radio.Group>
        {outcome === 'split' && (
          <NumberInput
            label="Refund to the buyer (whole dollars)"
            description={
              typeof refund === 'number' && refund < order.price
                ? `The seller receives ${formatDollars(order.price - refund)} of ${formatDollars(order.price)}.`
                : `Less than the price, ${formatDollars(order.price)}.`
            }
            min={1}
            max={order.price - 1}
            allowDecimal={false}
            prefix="$"
            required
            {...form.getInputProps('refund_amount')}
            onChange={(value) =>
              form.setFieldValue('refund_amount', typeof value === 'number' ? value : undefined)
            }
          />
        )}
        <Textarea
          label="Note to both members"
          autosize
          minRows={2}
          maxLength={DEAL_LIMITS.note}
          required
          {...form.getInputProps('note')}
        />
        {formError && (
          <Text size="sm" c="red.9" role="alert">
            {formError}
          </Text>
        )}
        <Group>
          <Button type="submit" loading={busy} w="fit-content">
            Resolve…
          </Button>
        </Group>
      </Stack>
      {asking && confirmation && (
        <ConfirmDialog
          opened
          onClose={() => setAsking(undefined)}
          title={confirmation.title}
          confirmLabel={confirmation.confirmLabel}
          onConfirm={() => void resolve(asking)}
        >
          {confirmation.body}
        </ConfirmDialog>
      )}
    </form>
  );
}
