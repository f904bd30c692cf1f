import type { ReactNode } from 'react';
import { Card, Group, List, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

interface InstallGuideProps {
  id: string;
  title: string;
  browser: string;
  icon: Icon;
  steps: ReactNode[];
}

/** Numbered steps for adding the web app to one phone system's home screen. */
export function InstallGuide({ id, title, browser, icon: SystemIcon, steps }: InstallGuideProps) {
  return (
    <Card component="section" aria-labelledby={id} withBorder radius="lg" padding="xl">
      <Group gap="md" wrap="nowrap" mb="lg">
        <ThemeIcon size={48} radius="md" aria-hidden="true">
          <SystemIcon size={28} stroke={1.75} />
        </ThemeIcon>
        <div>
          <Title order={2} id={id} fz="xl">
            {title}
          </Title>
          <Text size="sm" c="gray.7">
            {browser}
          </Text>
        </div>
      </Group>
      <List type="ordered" spacing="md">
        {steps.map((step, index) => (
          // The steps are a fixed list that never reorders, so the position is a stable key.
          <List.Item key={index}>{step}</List.Item>
        ))}
      </List>
    </Card>
  );
}
