import { List, Text } from '@mantine/core';
import { MESSAGES, PRICING } from '@partnerly/shared';
import { FULL_ACCESS_FEATURES } from './full-access';

/**
 * Why a feature is locked and what Full Access adds, for the upgrade prompt and a locked page:
 * "Expired" only for someone whose subscription ended, then the reason, the price and the list.
 */
export function FullAccessPitch({ lapsed, reason }: { lapsed: boolean; reason?: string }) {
  return (
    <>
      {lapsed && <Text fw={600}>{MESSAGES.subscriptionExpired}</Text>}
      <Text>{reason}</Text>
      <Text>
        Full Access costs ${PRICING.fullAccessMonthlyUsd} a month, or nothing with a promotional
        code. It adds:
      </Text>
      <List spacing={4}>
        {FULL_ACCESS_FEATURES.map((feature) => (
          <List.Item key={feature}>{feature}</List.Item>
        ))}
      </List>
    </>
  );
}
