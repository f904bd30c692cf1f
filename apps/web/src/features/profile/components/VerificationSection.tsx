import { platformName } from '@partnerly/shared';
import { IconHourglass } from '@tabler/icons-react';
import type { ManualSocialData } from '@partnerly/shared';
import { SocialRow } from '../../../components/SocialRow';
import { useDeleteManualSocial } from '../api/delete-manual-social';
import { DeleteButton } from './DeleteButton';
import { ItemList, ProfileSection } from './ProfileSection';

/** Accounts submitted by hand and waiting for the admin: "Verification pending", delete only. */
export function VerificationSection({ pending }: { pending: ManualSocialData[] }) {
  const deletePending = useDeleteManualSocial();
  return (
    <ProfileSection
      title="In verification"
      isEmpty={pending.length === 0}
      empty={{
        icon: <IconHourglass size={22} aria-hidden="true" />,
        title: 'Nothing waiting for verification',
        description: 'Accounts you add wait here for a short time until they are approved.',
      }}
    >
      <ItemList>
        {pending.map((social) => (
          <SocialRow
            key={social.id}
            platform={social.social_media}
            followers="pending"
            detail={social.username}
            actions={
              <DeleteButton
                label={`Delete ${platformName(social.social_media)} in verification`}
                what={`your ${platformName(social.social_media)} account in verification`}
                onConfirm={() => deletePending.mutateAsync(social.id)}
              />
            }
          />
        ))}
      </ItemList>
    </ProfileSection>
  );
}
