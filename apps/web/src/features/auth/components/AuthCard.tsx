import type { ReactNode } from 'react';
import { Container, Paper, Stack, Text, Title } from '@mantine/core';

interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** The centred card that frames the login and sign-up forms, with the page's h1. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <Container size={460} px="md" py={{ base: 'lg', sm: 48 }}>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', xs: 'xl' }}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {title}
            </Title>
            {subtitle && <Text c="gray.7">{subtitle}</Text>}
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
