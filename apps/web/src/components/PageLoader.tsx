import { Center, Loader } from '@mantine/core';

/** Full-page spinner shown while a lazy route or the session check loads. */
export function PageLoader() {
  return (
    <Center h="100dvh" role="status" aria-label="Loading">
      <Loader />
    </Center>
  );
}
