import { Box, Container, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { LandingSection } from '../landing-content';
import { PreviewCard } from './PreviewCard';
import classes from '../marketing.module.css';

interface FeatureSectionProps {
  section: LandingSection;
  /** Alternate sides and backgrounds so the four sections read as separate steps. */
  reversed: boolean;
}

/** One of the landing page's four marketing sections: copy on one side, a preview on the other. */
export function FeatureSection({ section, reversed }: FeatureSectionProps) {
  const { icon: SectionIcon } = section;
  const headingId = `section-${section.id}`;

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      className={classes.belowFold}
      py={{ base: 48, md: 80 }}
      bg={reversed ? 'gray.0' : undefined}
    >
      <Container size="lg">
        <SimpleGrid
          cols={{ base: 1, md: 2 }}
          spacing={{ base: 'xl', md: 64 }}
          className={reversed ? classes.reversed : undefined}
          style={{ alignItems: 'center' }}
        >
          <Stack gap="md">
            <ThemeIcon size={48} radius="md" aria-hidden="true">
              <SectionIcon size={28} stroke={1.75} />
            </ThemeIcon>
            <Text tt="uppercase" fw={700} size="sm" c="violet.7">
              {section.eyebrow}
            </Text>
            <Title order={2} id={headingId} fz={{ base: 26, md: 34 }}>
              {section.title}
            </Title>
            <Text size="lg" c="gray.7">
              {section.text}
            </Text>
            <List
              spacing="xs"
              icon={
                <ThemeIcon size={22} radius="xl" variant="light" aria-hidden="true">
                  <IconCheck size={14} stroke={2.5} />
                </ThemeIcon>
              }
            >
              {section.points.map((point) => (
                <List.Item key={point}>{point}</List.Item>
              ))}
            </List>
          </Stack>
          <Box aria-hidden="true">
            <PreviewCard title={section.preview.title} rows={section.preview.rows} />
          </Box>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
