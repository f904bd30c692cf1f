import { Container, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMail, IconMessageCircle } from '@tabler/icons-react';
import { ContactForm } from './components/ContactForm';
import { PageTitle } from '../../components/PageTitle';

const reasons = [
  {
    Icon: IconMessageCircle,
    title: 'Questions and feedback',
    text: 'Account, payments, promotional codes, social verification or an idea to make Partnerly better: write to us.',
  },
  {
    Icon: IconMail,
    title: 'How we reply',
    text: 'We read every message and reply to the email address you give us, so please check that it is correct.',
  },
];

/** /contactus: a short note on what to expect, and the contact form. */
export function ContactUsPage() {
  return (
    <Container size="lg" py={{ base: 40, md: 72 }}>
      <PageTitle>Contact us — Partnerly</PageTitle>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 'xl', md: 64 }}>
        <Stack gap="lg">
          <Title order={1} fz={{ base: 32, md: 44 }}>
            Contact us
          </Title>
          <Text size="lg" c="gray.7">
            Whether you are a creator, a brand or just curious, we are happy to help.
          </Text>
          {reasons.map(({ Icon, title, text }) => (
            <Stack key={title} gap={4}>
              <ThemeIcon size={40} radius="md" variant="light" aria-hidden="true">
                <Icon size={22} stroke={1.75} />
              </ThemeIcon>
              <Title order={2} fz="lg" mt="xs">
                {title}
              </Title>
              <Text c="gray.7">{text}</Text>
            </Stack>
          ))}
        </Stack>
        <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <ContactForm />
        </Paper>
      </SimpleGrid>
    </Container>
  );
}
