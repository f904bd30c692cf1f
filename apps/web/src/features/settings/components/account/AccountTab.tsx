import { Button, Divider, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { isSubscriptionActive } from '@partnerly/shared';
import { paths } from '../../../../lib/paths';
import { useUserData } from '../../../../lib/user-data';
import { ProfileLink } from '../../../../components/ProfileLink';
import { dateOrDashes } from '../../../../lib/dates';
import { ChangeEmailModal } from './ChangeEmailModal';
import { ChangeNameForm } from './ChangeNameForm';
import { ChangePasswordModal } from './ChangePasswordModal';
import { DeleteAccountModal } from './DeleteAccountModal';
import { DownloadDataButton } from './DownloadDataButton';
import { LegalNameForm } from './LegalNameForm';
import { TwoFactorSection } from './TwoFactorSection';

/**
 * Account tab: opening date, name, profile link, the legal name on agreements, e-mail,
 * password, two-factor sign-in, a download of the account's data, logout and deletion.
 */
export function AccountTab() {
  const user = useUserData();
  const [emailOpened, emailModal] = useDisclosure(false);
  const [passwordOpened, passwordModal] = useDisclosure(false);
  const [deleteOpened, deleteModal] = useDisclosure(false);
  // Google accounts have no password here and their e-mail is Google's (docs/SPEC.md section 6).
  const ownCredentials = !user.third_party;

  return (
    <Stack gap="lg">
      <Text>
        Account opened on <strong>{dateOrDashes(user.date_joined)}</strong>
      </Text>
      <ChangeNameForm username={user.username} />
      {isSubscriptionActive(user.subscription) && (
        <Stack gap={6}>
          <Text fw={500} size="sm">
            Your profile link
          </Text>
          <ProfileLink username={user.username} />
          <Text c="red.9" size="sm">
            If you change your name, your link changes too: update it on your social profiles.
          </Text>
        </Stack>
      )}
      {isSubscriptionActive(user.subscription) && <LegalNameForm />}
      {ownCredentials && (
        <Group align="flex-end" gap="sm" wrap="nowrap">
          <TextInput
            label="E-mail"
            value={user.email}
            placeholder="No e-mail yet"
            readOnly
            style={{ flex: 1, minWidth: 0 }}
          />
          <Button variant="default" onClick={emailModal.open}>
            {user.email ? 'Change' : 'Add'}
          </Button>
        </Group>
      )}
      {ownCredentials && (
        <Button variant="default" onClick={passwordModal.open} w="fit-content">
          Change Password
        </Button>
      )}
      {ownCredentials && <TwoFactorSection on={user.two_factor} />}
      <DownloadDataButton username={user.username} />
      <Divider />
      <Group gap="sm">
        <Button
          component={Link}
          to={paths.logout}
          variant="default"
          leftSection={<IconLogout size={18} aria-hidden="true" />}
        >
          Logout
        </Button>
        <Button
          color="red.9"
          variant="outline"
          onClick={deleteModal.open}
          leftSection={<IconTrash size={18} aria-hidden="true" />}
        >
          Delete account
        </Button>
      </Group>
      <ChangeEmailModal opened={emailOpened} onClose={emailModal.close} currentEmail={user.email} />
      <ChangePasswordModal opened={passwordOpened} onClose={passwordModal.close} />
      <DeleteAccountModal
        opened={deleteOpened}
        onClose={deleteModal.close}
        username={user.username}
      />
    </Stack>
  );
}
