import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import type { PublicProfile } from '@partnerly/shared';
import classes from '../public-profile.module.css';

/** Bio, audience countries and tags in the theme's colours; nothing when all are empty. */
export function PublicAbout({ profile }: { profile: PublicProfile }) {
  const countries = profile.countrys.map((item) => item.name);
  const tags = profile.tags.map((item) => item.name);
  if (!profile.profile_text && countries.length === 0 && tags.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="about-title" gap="sm">
      <Title order={2} id="about-title" fz="lg">
        About
      </Title>
      <Paper withBorder radius="lg" p="md" className={classes.surface}>
        <Stack gap="sm">
          {profile.profile_text && (
            <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {profile.profile_text}
            </Text>
          )}
          {countries.length > 0 && (
            <Group gap={6} wrap="nowrap" align="flex-start">
              <IconMapPin
                size={18}
                aria-hidden="true"
                style={{ flexShrink: 0, marginTop: 2, color: 'var(--pp-accent-text)' }}
              />
              <ul className={classes.inline} aria-label="Countries">
                {countries.map((country, index) => (
                  <Text component="li" key={country} size="sm" className={classes.muted}>
                    {country}
                    {index < countries.length - 1 && <span aria-hidden="true"> ·</span>}
                  </Text>
                ))}
              </ul>
            </Group>
          )}
          {tags.length > 0 && (
            <ul className={classes.pills} aria-label="Tags">
              {tags.map((tag) => (
                <li key={tag} className={classes.pill}>
                  #{tag}
                </li>
              ))}
            </ul>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
