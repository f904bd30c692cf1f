import type { Ref } from 'react';
import { useMergedRef } from '@mantine/hooks';

/**
 * Stands in for `useMergeRefs` of @floating-ui/react inside Mantine's ScrollArea (see
 * vite.config.ts): the same merged callback ref, without tying ScrollArea to floating-ui.
 */
export function useMergeRefs<T>(refs: (Ref<T> | undefined)[]) {
  return useMergedRef<T>(...refs);
}
