import { CONNECT_PLATFORMS, platformName, verificationLine } from '@partnerly/shared';
import type { ConnectPlatform } from '@partnerly/shared';
import { ActionIcon } from '@mantine/core';
import { IconPencil, IconUsers } from '@tabler/icons-react';
import type { SocialData } from '@partnerly/shared';
import { SocialRow } from '../../../components/SocialRow';
import { useDisconnect } from '../api/connections';
import { useDeleteSocial } from '../api/delete-social';
import { DeleteButton } from './DeleteButton';
import { ItemList, ProfileSection } from './ProfileSection';

interface SocialsSectionProps {
  socials: SocialData[];
  onEdit: (social: SocialData) => void;
}

const connectedThrough = (social: SocialData): ConnectPlatform | undefined =>
  (CONNECT_PLATFORMS as readonly string[]).includes(social.source ?? '')
    ? (social.source as ConnectPlatform)
    : undefined;

/**
 * Verified accounts: open, edit tags and locations, delete; an account connected through its
 * platform says so with the age of its numbers, and is disconnected rather than deleted.
 */
export function SocialsSection({ socials, onEdit }: SocialsSectionProps) {
  const deleteSocial = useDeleteSocial();
  const disconnect = useDisconnect();
  const now = new Date();
  return (
    <ProfileSection
      title="Socials"
      isEmpty={socials.length === 0}
      empty={{
        icon: <IconUsers size={22} aria-hidden="true" />,
        title: 'No verified accounts yet',
        description: 'Add a social account: once it is verified it shows here with its followers.',
      }}
    >
      <ItemList>
        {socials.map((social) => {
          const connected = connectedThrough(social);
          const name = platformName(social.social_media);
          return (
            <SocialRow
              key={social.id}
              platform={social.social_media}
              link={social.link}
              followers={social.followers_hidden ? 'hidden' : social.followers}
              detail={verificationLine(social, now) ?? 'Not verified: reconnect or add it again'}
              actions={
                <>
                  <ActionIcon
                    variant="subtle"
                    color="gray.8"
                    size="lg"
                    onClick={() => onEdit(social)}
                    aria-label={`Edit ${name}`}
                  >
                    <IconPencil size={20} aria-hidden="true" />
                  </ActionIcon>
                  {connected ? (
                    <DeleteButton
                      label={`Disconnect ${name}`}
                      what={`the connection to your ${name} account`}
                      onConfirm={() => disconnect.mutateAsync(connected)}
                    />
                  ) : (
                    <DeleteButton
                      label={`Delete ${name}`}
                      what={`your ${name} account`}
                      onConfirm={() => deleteSocial.mutateAsync(social.id)}
                    />
                  )}
                </>
              }
            />
          );
        })}
      </ItemList>
    </ProfileSection>
  );
}
