import { Group, Text, UnstyledButton } from '@mantine/core';
import { AppLink } from '../lib/app-link';
import { paths } from '../lib/paths';

/** The violet rounded square with a white "P"; the same drawing as public/icon.svg. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 512 512" aria-hidden="true" focusable="false">
      <rect width="512" height="512" rx="112" fill="#6741d9" />
      <path
        d="M172 376V136h84a84 84 0 0 1 0 168h-84"
        fill="none"
        stroke="#fff"
        strokeWidth="56"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Mark and wordmark linking home; the mark is decorative so the link is named "Partnerly". */
export function BrandLogo() {
  return (
    <UnstyledButton component={AppLink} to={paths.home}>
      <Group gap="xs" wrap="nowrap">
        <BrandMark />
        <Text component="span" fw={800} fz="xl" c="violet.7">
          Partnerly
        </Text>
      </Group>
    </UnstyledButton>
  );
}
