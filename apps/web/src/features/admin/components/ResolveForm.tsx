import { Button, NumberInput, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { DEAL_LIMITS, formatDollars, resolveDisputeSchema, type Order } from '@partnerly/shared';
import { useFormSubmit, useSchemaForm } from '../../../lib/forms';
import { adminOrdersKey, resolveDispute, type DisputeOutcome } from '../api/orders';

/**
 * The admin's verdict on a dispute: both members see the outcome and the note. A paid order
 * can also be split: the refund entered goes back to the buyer, the rest of the price to the
 * seller (issue 33).
 */
export function ResolveForm({ order }: { order: Order }) {
  const queryClient = useQueryClient();
  const paid = order.payment.state === 'held';
  const form = useSchemaForm(resolveDisputeSchema, {
    mode: 'controlled',
    initialValues: {
      outcome: 'completed' as DisputeOutcome,
      note: '',
      refund_amount: undefined as number | undefined,
    },
  });
  const { busy, formError, onSubmit } = useFormSubmit(form, async (values) => {
    await resolveDispute(order.id, {
      outcome: values.outcome,
      note: values.note,
      ...(values.outcome === 'split' && { refund_amount: values.refund_amount }),
    });
    await queryClient.invalidateQueries({ queryKey: adminOrdersKey });
  });
  const outcome = form.getValues().outcome;
  const refund = form.getValues().refund_amount;
  const labelId = `outcome-${order.id}`;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Text fw={600} size="sm" id={labelId}>
          Resolve the dispute
        </Text>
        <SegmentedControl
          aria-labelledby={labelId}
          data={[
            { value: 'completed', label: paid ? 'Completed (seller is paid)' : 'Completed' },
            { value: 'cancelled', label: paid ? 'Cancelled (buyer refunded)' : 'Cancelled' },
            ...(paid ? [{ value: 'split', label: 'Split' }] : []),
          ]}
          {...form.getInputProps('outcome')}
        />
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
        <Button type="submit" loading={busy} w="fit-content">
          Resolve
        </Button>
      </Stack>
    </form>
  );
}
