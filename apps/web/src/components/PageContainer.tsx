import type { ReactNode } from 'react';
import { Container } from '@mantine/core';
import type { MantineSpacing, StyleProp } from '@mantine/core';
import { PAGE_WIDTH, type PageWidth } from './page-width';

interface PageContainerProps {
  width: PageWidth;
  /** Room below the content, e.g. for a floating button. */
  pb?: StyleProp<MantineSpacing | number>;
  children: ReactNode;
}

/** A signed-in page's column: one of the app's widths, the same padding everywhere. */
export function PageContainer({ width, pb, children }: PageContainerProps) {
  return (
    <Container
      size={PAGE_WIDTH[width]}
      px="md"
      pt={{ base: 'md', sm: 'xl' }}
      pb={pb ?? { base: 'md', sm: 'xl' }}
    >
      {children}
    </Container>
  );
}
