import { lazy, Suspense, useState } from 'react';
import { Group, Stack, Title, VisuallyHidden } from '@mantine/core';
import { IconDotsVertical } from '@tabler/icons-react';
import type { LinkData } from '@partnerly/shared';
import { safeHref } from '../../../components/external-link';
import { GO_LINK, linkGo } from '../profile-beacons';
import classes from '../public-profile.module.css';

// Loaded on first use: Mantine's Modal would otherwise weigh on the first load of /{username}.
const LinkDetailsModal = lazy(async () => ({
  default: (await import('../../../components/LinkDetailsModal')).LinkDetailsModal,
}));

/** One link as a big button that opens it in a new tab, with its address behind the dots. */
function PublicLinkButton({ link }: { link: LinkData }) {
  const [opened, setOpened] = useState(false);
  // Stays mounted after the first opening so the modal can animate its close.
  const [used, setUsed] = useState(false);
  const href = safeHref(link.link);
  return (
    <Group component="li" gap="xs" wrap="nowrap">
      {href ? (
        <a href={linkGo(link.id)} {...GO_LINK} className={classes.linkButton}>
          {link.title}
          <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
        </a>
      ) : (
        <span className={classes.linkButton}>{link.title}</span>
      )}
      <button
        type="button"
        className={classes.iconButton}
        onClick={() => {
          setUsed(true);
          setOpened(true);
        }}
        aria-label={`Show the address of ${link.title}`}
      >
        <IconDotsVertical size={20} aria-hidden="true" />
      </button>
      {used && (
        <Suspense fallback={null}>
          <LinkDetailsModal link={link} opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </Group>
  );
}

/** The creator's links, each a big tappable button; nothing when there are none. */
export function PublicLinkButtons({ links }: { links: LinkData[] }) {
  if (links.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="links-title" gap="sm">
      <Title order={2} id="links-title" fz="lg">
        Links
      </Title>
      <Stack component="ul" gap="sm" className={classes.list}>
        {links.map((link) => (
          <PublicLinkButton key={link.id} link={link} />
        ))}
      </Stack>
    </Stack>
  );
}
