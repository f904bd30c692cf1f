import { Avatar, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconBrandInstagram, IconBrandTiktok, IconRosetteDiscountCheck } from '@tabler/icons-react';

const socials = [
  { name: 'Instagram', followers: '182K', Icon: IconBrandInstagram },
  { name: 'TikTok', followers: '240K', Icon: IconBrandTiktok },
];

/** A sample public profile, drawn with the same components the real profile page uses. */
export function HeroPreview() {
  return (
    <Paper
      withBorder
      shadow="xl"
      radius="lg"
      p="lg"
      maw={400}
      mx="auto"
      w="100%"
      aria-hidden="true"
    >
      <Group gap="md" wrap="nowrap">
        <Avatar size={64} radius="xl" color="violet" variant="filled">
          M
        </Avatar>
        <Stack gap={4} miw={0}>
          <Text fw={700} size="lg" truncate="end">
            mia.creates
          </Text>
          <Badge leftSection={<IconRosetteDiscountCheck size={14} />}>Content creator</Badge>
        </Stack>
      </Group>
      <Text size="sm" c="gray.7" mt="md">
        Skincare routines that actually fit a busy morning. Open to brand partnerships in beauty and
        wellness.
      </Text>
      <Group gap={6} mt="sm">
        {['beauty', 'skincare', 'wellness'].map((tag) => (
          <Badge key={tag} variant="light" tt="none">
            #{tag}
          </Badge>
        ))}
      </Group>
      <Stack gap="xs" mt="md">
        {socials.map(({ name, followers, Icon }) => (
          <Group key={name} justify="space-between" wrap="nowrap">
            <Group gap="xs" wrap="nowrap">
              <Icon size={20} stroke={1.5} />
              <Text size="sm">{name}</Text>
            </Group>
            <Text size="sm" fw={600}>
              {followers} followers
            </Text>
          </Group>
        ))}
      </Stack>
      <Button fullWidth mt="lg" component="div">
        Contact
      </Button>
    </Paper>
  );
}
