import { Alert, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  fetchMoneyTerms,
  moneyRows,
  moneyTermsKey,
  whyNotLine,
  type DealSides,
} from './deal-money';
import { PayoutsNudge } from './PayoutsNudge';
import { SimilarDeals } from './SimilarDeals';

/** One line of the deliverables being written (the form holds '' in an empty number). */
interface DeliverableLine {
  platform: string;
  what: string;
  quantity: number | '';
}

/**
 * The money of the offer being written, live as the price is typed (issue 51): price, the
 * buyer's fee and total, what the seller receives, and why the money would not go through
 * Partnerly, before anyone sends anything.
 */
export function OfferFormMoney({
  price,
  sides,
  deliverables,
}: {
  price: number | '';
  sides: DealSides;
  deliverables: DeliverableLine[];
}) {
  const terms = useQuery({
    queryKey: moneyTermsKey(sides.seller),
    queryFn: () => fetchMoneyTerms(sides.seller),
    staleTime: 60_000,
  });
  if (terms.data === undefined && !terms.isError)
    return <Skeleton h={96} aria-label="Loading the fee" />;
  if (terms.data === undefined) {
    return (
      <Text size="sm" c="gray.7">
        The fee could not be loaded: the offer card will show it once sent.
      </Text>
    );
  }
  const { fee_percent, why_not, seller_followers } = terms.data;
  // Rates are per piece of one kind: an offer of several kinds has none to compare with.
  const [only] = deliverables.length === 1 ? deliverables : [];
  const why = whyNotLine(why_not, sides);
  const valid = typeof price === 'number' && price > 0;
  return (
    <Stack gap="xs">
      {only && (
        <SimilarDeals
          platform={only.platform}
          what={only.what}
          followers={seller_followers[only.platform as keyof typeof seller_followers]}
          piece={typeof only.quantity === 'number' && only.quantity > 1 ? only.what : undefined}
        />
      )}
      {why_not !== 'payments_off' && (
        <Paper withBorder radius="md" p="sm" aria-label="Money of this offer">
          {valid ? (
            <Stack gap={2}>
              {moneyRows(price, fee_percent, sides).map((row, index) => (
                <Group key={row.label} justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="sm" fw={index === 2 ? 600 : undefined}>
                    {row.label}
                  </Text>
                  <Text
                    size="sm"
                    fw={index === 2 ? 600 : undefined}
                    style={{ whiteSpace: 'nowrap' }}
                  >
                    {row.value}
                  </Text>
                </Group>
              ))}
              {why_not === null && (
                <Text size="xs" c="gray.7" mt={4}>
                  Partnerly holds the payment until the buyer approves the delivery.
                </Text>
              )}
            </Stack>
          ) : (
            <Text size="sm" c="gray.7">
              Enter a price to see the {fee_percent}% Partnerly fee and what each side pays and
              receives.
            </Text>
          )}
        </Paper>
      )}
      {why && (
        <Alert color={why_not === 'payments_off' ? 'gray' : 'yellow'} variant="light" p="sm">
          <Stack gap={4} align="flex-start">
            <Text size="sm" c="dark.7">
              {why}
            </Text>
            {why_not === 'seller_payouts_not_set_up' && sides.meSelling && <PayoutsNudge />}
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
