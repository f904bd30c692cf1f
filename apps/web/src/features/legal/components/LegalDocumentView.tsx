import { Anchor, Container, List, Stack, Text, Title } from '@mantine/core';
import { AppLink } from '../../../lib/app-link';
import { paths } from '../../../lib/paths';
import type { LegalDocument } from '../legal-document';
import { PageTitle } from '../../../components/PageTitle';

/** Renders a legal document as numbered sections, ending with how to reach us. */
export function LegalDocumentView({ content }: { content: LegalDocument }) {
  const contactNumber = content.sections.length + 1;

  return (
    <Container size="sm" py={{ base: 40, md: 64 }}>
      <PageTitle>{`${content.title} — Partnerly`}</PageTitle>
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1} fz={{ base: 32, md: 40 }}>
            {content.title}
          </Title>
          <Text c="gray.7">Effective date: {content.effectiveDate}</Text>
          <Text size="lg" mt="sm">
            {content.intro}
          </Text>
        </Stack>
        {content.sections.map((section, index) => (
          <Stack key={section.heading} component="section" gap="sm">
            <Title order={2} fz="xl">
              {`${index + 1}. ${section.heading}`}
            </Title>
            {section.paragraphs.map((paragraph) => (
              <Text key={paragraph}>{paragraph}</Text>
            ))}
            {section.points && (
              <List spacing="xs" withPadding>
                {section.points.map((point) => (
                  <List.Item key={point}>{point}</List.Item>
                ))}
              </List>
            )}
          </Stack>
        ))}
        <Stack component="section" gap="sm">
          <Title order={2} fz="xl">
            {`${contactNumber}. Contact us`}
          </Title>
          <Text>
            Questions about this document or your data? Write to us through the{' '}
            <Anchor component={AppLink} to={paths.contactUs}>
              contact page
            </Anchor>{' '}
            and we will reply by email.
          </Text>
        </Stack>
      </Stack>
    </Container>
  );
}
