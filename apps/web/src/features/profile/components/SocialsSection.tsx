import { platformName } from '@partnerly/shared';
import { ActionIcon } from '@mantine/core';
import { IconPencil, IconUsers } from '@tabler/icons-react';
import type { SocialData } from '@partnerly/shared';
import { SocialRow } from '../../../components/SocialRow';
import { useDeleteSocial } from '../api/delete-social';
import { DeleteButton } from './DeleteButton';
import { ItemList, ProfileSection } from './ProfileSection';

interface SocialsSectionProps {
  socials: SocialData[];
  onEdit: (social: SocialData) => void;
}

/** Verified accounts: open, edit tags and locations, delete. */
export function SocialsSection({ socials, onEdit }: SocialsSectionProps) {
  const deleteSocial = useDeleteSocial();
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
        {socials.map((social) => (
          <SocialRow
            key={social.id}
            platform={social.social_media}
            link={social.link}
            followers={social.followers}
            actions={
              <>
                <ActionIcon
                  variant="subtle"
                  color="gray.8"
                  size="lg"
                  onClick={() => onEdit(social)}
                  aria-label={`Edit ${platformName(social.social_media)}`}
                >
                  <IconPencil size={20} aria-hidden="true" />
                </ActionIcon>
                <DeleteButton
                  label={`Delete ${platformName(social.social_media)}`}
                  what={`your ${platformName(social.social_media)} account`}
                  onConfirm={() => deleteSocial.mutateAsync(social.id)}
                />
              </>
            }
          />
        ))}
      </ItemList>
    </ProfileSection>
  );
}
