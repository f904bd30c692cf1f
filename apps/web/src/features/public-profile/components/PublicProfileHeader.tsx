import type { PublicProfile } from '@partnerly/shared';
import { ProfileCard } from '../../../components/ProfileCard';
import { ContactButton } from './ContactButton';

const names = (items: { name: string }[]) => items.map((item) => item.name);

/** Picture with the creator badge, name, Contact, countries, tags and bio. */
export function PublicProfileHeader({ profile }: { profile: PublicProfile }) {
  return (
    <ProfileCard
      username={profile.username}
      picture={profile.profile_picture}
      isContentCreator={profile.is_content_producer}
      countries={names(profile.countrys)}
      tags={names(profile.tags)}
      bio={profile.profile_text}
      action={<ContactButton username={profile.username} />}
    />
  );
}
