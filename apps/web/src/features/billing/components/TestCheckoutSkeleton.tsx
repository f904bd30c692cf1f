import { Box, Skeleton, Stack } from '@mantine/core';
import { TestCheckoutFrame } from './TestCheckoutFrame';

/** The test checkout's card while the account loads: title, price, features, button. */
export function TestCheckoutSkeleton() {
  return (
    <TestCheckoutFrame pageTitle="Test checkout" testBanner={false}>
      <Box role="status" aria-label="Loading the checkout">
        <Stack gap="md">
          <Skeleton height={28} width="50%" />
          <Skeleton height={40} width={120} />
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} height={14} width={`${80 - row * 8}%`} />
          ))}
          <Skeleton height={42} mt="sm" />
        </Stack>
      </Box>
    </TestCheckoutFrame>
  );
}
