import type { UserData } from '@partnerly/shared';
import { useChangeVisibility } from '../api/change-visibility';
import { onboardingSteps } from '../onboarding';
import { OnboardingChecklist } from './OnboardingChecklist';

interface ProfileOnboardingProps {
  user: UserData;
  linkCopied: boolean;
  dismissed: boolean;
  onDismiss: () => void;
  onEditProfile: () => void;
  onAddSocial: () => void;
  onAddLink: () => void;
}

/** The checklist of /profile, wired to the page's modals and the visibility switch. */
export function ProfileOnboarding(props: ProfileOnboardingProps) {
  const visibility = useChangeVisibility();
  if (props.dismissed) return null;
  // Names unlike the page's own buttons (Edit Profile, Add Link...), so each stays unique.
  return (
    <OnboardingChecklist
      steps={onboardingSteps(props.user, props.linkCopied)}
      actions={{
        picture: { label: 'Upload picture', run: props.onEditProfile },
        bio: { label: 'Write bio', run: props.onEditProfile },
        social: { label: 'Connect an account', run: props.onAddSocial },
        link: { label: 'Add first link', run: props.onAddLink },
        visible: {
          label: 'Make visible',
          run: () => visibility.mutate(),
          busy: visibility.isPending,
        },
      }}
      onDismiss={props.onDismiss}
    />
  );
}
