import { ActionIcon, Anchor, Container, Group, Stack, Text } from '@mantine/core';
import {
  IconBrandInstagram,
  IconBrandTiktok,
  IconBrandX,
  IconBrandYoutube,
} from '@tabler/icons-react';
import { paths } from '../lib/paths';
import { AppLink } from '../lib/app-link';
import { BrandMark } from './BrandLogo';
import classes from './PublicLayout.module.css';

const socialLinks = [
  { label: 'Partnerly on Instagram', href: 'https://www.instagram.com/', Icon: IconBrandInstagram },
  { label: 'Partnerly on X', href: 'https://x.com/', Icon: IconBrandX },
  { label: 'Partnerly on TikTok', href: 'https://www.tiktok.com/', Icon: IconBrandTiktok },
  { label: 'Partnerly on YouTube', href: 'https://www.youtube.com/', Icon: IconBrandYoutube },
];

/** Legal links, social links and the copyright line (the year is fixed by the spec). */
export function PublicFooter() {
  return (
    <footer className={classes.footer}>
      <Container size="lg" py="xl">
        <Stack gap="md">
          <Group justify="space-between" gap="md">
            <Group gap="xs" wrap="nowrap">
              <BrandMark size={24} />
              <Text fw={700}>Partnerly</Text>
            </Group>
            <Group gap="xs">
              {socialLinks.map(({ label, href, Icon }) => (
                <ActionIcon
                  key={href}
                  component="a"
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={label}
                  variant="subtle"
                  color="gray.8"
                  size="lg"
                >
                  <Icon size={22} stroke={1.5} aria-hidden="true" />
                </ActionIcon>
              ))}
            </Group>
          </Group>
          <Group justify="space-between" gap="md">
            <Group component="nav" aria-label="Legal" gap="md">
              <Anchor component={AppLink} to={paths.termsOfUse} size="sm">
                Terms of use
              </Anchor>
              <Anchor component={AppLink} to={paths.privacyPolicy} size="sm">
                Privacy policy
              </Anchor>
              <Anchor component={AppLink} to={paths.contactUs} size="sm">
                Contact us
              </Anchor>
            </Group>
            {/* The year is the reader's: a page prerendered last December still hydrates. */}
            <Text size="sm" c="gray.7" suppressHydrationWarning>
              © 2024–{new Date().getFullYear()} Partnerly
            </Text>
          </Group>
        </Stack>
      </Container>
    </footer>
  );
}
