import { useState } from 'react';
import { Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { isSubscriptionActive, type SocialData } from '@partnerly/shared';
import { userDataQuery } from '../../lib/user-data';
import { PageContainer } from '../../components/PageContainer';
import { useMarkOnboarding } from './api/mark-onboarding';
import { useAnalytics } from './api/analytics';
import { AdsSection } from './components/AdsSection';
import { AudienceSection } from './components/AudienceSection';
import { AnalyticsSection } from './components/analytics/AnalyticsSection';
import { LinksSection } from './components/LinksSection';
import { MediaKitCard } from './components/MediaKitCard';
import { ResultsSection } from './components/ResultsSection';
import { PackagesSection } from './components/PackagesSection';
import { AddAdModal } from './components/modals/AddAdModal';
import { AddLinkModal } from './components/modals/AddLinkModal';
import { AddSocialModal } from './components/modals/AddSocialModal';
import { EditProfileModal } from './components/modals/EditProfileModal';
import { UpdateSocialModal } from './components/modals/UpdateSocialModal';
import { ConnectionNotices } from './components/ConnectionNotices';
import { ProfileActions } from './components/ProfileActions';
import { ProfileHeader } from './components/ProfileHeader';
import { ProfileOnboarding } from './components/ProfileOnboarding';
import { ProfileSkeleton } from './components/ProfileSkeleton';
import { PublicLinkCard } from './components/PublicLinkCard';
import { SocialsSection } from './components/SocialsSection';
import { VerificationSection } from './components/VerificationSection';
import { ViewProfileButton } from './components/ViewProfileButton';
import { PageTitle } from '../../components/PageTitle';

/** /profile: the user's own profile, its lists and the modals that change them. */
export function ProfilePage() {
  // The shell loads the user data first; the skeleton covers a cache that was just cleared.
  const { data: user } = useQuery(userDataQuery);
  const [editOpened, editModal] = useDisclosure(false);
  const [socialOpened, socialModal] = useDisclosure(false);
  const [linkOpened, linkModal] = useDisclosure(false);
  const [adOpened, adModal] = useDisclosure(false);
  const [updateOpened, updateModal] = useDisclosure(false);
  const [editedSocial, setEditedSocial] = useState<SocialData | null>(null);

  const markOnboarding = useMarkOnboarding();
  // Each link's clicks of the last 30 days: the Full Access report, not part of the user data.
  const paid = Boolean(user && isSubscriptionActive(user.subscription));
  const monthly = useAnalytics(30, paid);
  const linkClicks =
    monthly.data && new Map(monthly.data.link_clicks.map((link) => [link.link_id, link.count]));

  if (!user) return <ProfileSkeleton />;

  const editSocial = (social: SocialData) => {
    setEditedSocial(social);
    updateModal.open();
  };

  return (
    <PageContainer width="narrow" pb={96}>
      <PageTitle>{`${user.username} — Partnerly`}</PageTitle>
      <Stack gap="xl">
        <ProfileHeader user={user} />
        {user.is_active && <ViewProfileButton username={user.username} inline />}
        <ConnectionNotices />
        <ProfileActions
          onEditProfile={editModal.open}
          onAddSocial={socialModal.open}
          onAddLink={linkModal.open}
          onAddAd={adModal.open}
        />
        <ProfileOnboarding
          user={user}
          linkCopied={user.onboarding.link_copied}
          dismissed={user.onboarding.dismissed}
          onDismiss={() => markOnboarding.mutate('dismissed')}
          onEditProfile={editModal.open}
          onAddSocial={socialModal.open}
          onAddLink={linkModal.open}
        />
        <PublicLinkCard
          username={user.username}
          theme={user.theme}
          onCopy={() => {
            if (!user.onboarding.link_copied) markOnboarding.mutate('link_copied');
          }}
        />
        <MediaKitCard username={user.username} online={user.is_active && paid} />
        {paid && <AnalyticsSection />}
        <SocialsSection socials={user.socials} onEdit={editSocial} />
        <AudienceSection socials={user.socials} visibility={user.audience_visibility} />
        {user.is_content_producer && (
          <ResultsSection results={user.results} hidden={user.results_hidden} />
        )}
        <VerificationSection pending={user.manule_socials} />
        <LinksSection links={user.links} clicks={linkClicks} />
        <PackagesSection />
        <AdsSection ads={user.ads} />
      </Stack>
      {user.is_active && <ViewProfileButton username={user.username} />}
      <EditProfileModal opened={editOpened} onClose={editModal.close} />
      <AddSocialModal opened={socialOpened} onClose={socialModal.close} />
      <AddLinkModal opened={linkOpened} onClose={linkModal.close} />
      <AddAdModal opened={adOpened} onClose={adModal.close} />
      <UpdateSocialModal opened={updateOpened} onClose={updateModal.close} social={editedSocial} />
    </PageContainer>
  );
}
