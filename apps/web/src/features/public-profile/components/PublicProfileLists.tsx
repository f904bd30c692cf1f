import { Stack, Text, Title } from '@mantine/core';
import { formatFollowers } from '@partnerly/shared';
import type { LinkData, SocialData } from '@partnerly/shared';
import { LinkRow } from '../../../components/LinkRow';
import { SocialRow } from '../../../components/SocialRow';

const listStyle = { listStyle: 'none' } as const;

/** Verified accounts; each opens the account itself in a new tab. */
export function PublicSocials({ socials }: { socials: SocialData[] }) {
  return (
    <Stack component="section" gap="sm">
      <Title order={2} fz="lg">
        Socials
      </Title>
      {socials.length === 0 ? (
        <Text c="gray.7">No verified social accounts yet.</Text>
      ) : (
        <Stack component="ul" gap="xs" m={0} p={0} style={listStyle}>
          {socials.map((social) => (
            <SocialRow
              key={social.id}
              platform={social.social_media}
              link={social.link}
              followers={formatFollowers(social.followers)}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** Custom links, each with its three-dot details. */
export function PublicLinks({ links }: { links: LinkData[] }) {
  return (
    <Stack component="section" gap="sm">
      <Title order={2} fz="lg">
        Links
      </Title>
      {links.length === 0 ? (
        <Text c="gray.7">No links yet.</Text>
      ) : (
        <Stack component="ul" gap="xs" m={0} p={0} style={listStyle}>
          {links.map((link) => (
            <LinkRow key={link.id} link={link} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
