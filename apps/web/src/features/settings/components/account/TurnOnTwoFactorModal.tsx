import { useEffect, useState } from 'react';
import {
  Button,
  Code,
  CopyButton,
  Group,
  Image,
  List,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconCopy, IconDownload } from '@tabler/icons-react';
import { LIMITS, enableTwoFactorSchema, type TwoFactorSetup } from '@partnerly/shared';
import { AppModal, type ModalProps } from '../../../../components/AppModal';
import { FormAlert } from '../../../../components/FormAlert';
import { errorMessage } from '../../../../lib/api-errors';
import { useFormSubmit, useSchemaForm } from '../../../../lib/forms';
import { BRAND_QR_COLOUR, qrSvg } from '../../../../lib/qr-code';
import { useUpdateUserData } from '../../../../lib/user-data';
import { enableTwoFactor, startTwoFactor } from '../../api/two-factor';

interface Pending extends TwoFactorSetup {
  qr: string;
}

/** The secret in groups of four, as authenticator apps show and people type it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Turning two-factor on: scan the QR code (or type the secret), confirm with the app's first
 * code, then keep the ten recovery codes, which are shown only here.
 */
export function TurnOnTwoFactorModal({ opened, onClose }: ModalProps) {
  const [pending, setPending] = useState<Pending>();
  const [loadError, setLoadError] = useState<string>();
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();
  const updateUserData = useUpdateUserData();
  const form = useSchemaForm(enableTwoFactorSchema, {
    mode: 'controlled',
    initialValues: { code: '' },
  });
  const { busy, formError, onSubmit } = useFormSubmit(form, async ({ code }) => {
    const enabled = await enableTwoFactor(code);
    setRecoveryCodes(enabled.recovery_codes);
    updateUserData({ two_factor: true });
  });

  useEffect(() => {
    if (!opened) return;
    let current = true;
    startTwoFactor()
      .then(async (setup) => {
        const qr = await qrSvg(setup.otpauth_url, BRAND_QR_COLOUR);
        if (current) setPending({ ...setup, qr });
      })
      .catch((error: unknown) => {
        if (current) setLoadError(errorMessage(error));
      });
    return () => {
      current = false;
    };
  }, [opened]);

  const close = () => {
    setPending(undefined);
    setLoadError(undefined);
    setRecoveryCodes(undefined);
    form.reset();
    onClose();
  };

  return (
    <AppModal opened={opened} onClose={close} title="Turn on two-factor sign-in">
      {recoveryCodes ? (
        <RecoveryCodes codes={recoveryCodes} onDone={close} />
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <List type="ordered" size="sm" spacing={4}>
              <List.Item>Open your authenticator app and add an account.</List.Item>
              <List.Item>Scan this QR code, or type the key below.</List.Item>
              <List.Item>Enter the 6-digit code the app shows.</List.Item>
            </List>
            {loadError ? (
              <FormAlert messages={[loadError]} />
            ) : pending ? (
              <Stack gap="xs" align="center">
                <Image
                  src={pending.qr}
                  w={180}
                  h={180}
                  radius="md"
                  alt="QR code for your authenticator app"
                />
                <Text size="sm" ta="center">
                  Key: <Code data-testid="two-factor-secret">{grouped(pending.secret)}</Code>
                </Text>
              </Stack>
            ) : (
              <Skeleton w={180} h={180} radius="md" mx="auto" aria-label="Loading the QR code" />
            )}
            <TextInput
              label="Code from the app"
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={LIMITS.otpMax}
              required
              {...form.getInputProps('code')}
            />
            <FormAlert messages={formError ? [formError] : []} />
            <Button type="submit" loading={busy} disabled={!pending}>
              Turn on
            </Button>
          </Stack>
        </form>
      )}
    </AppModal>
  );
}

/** The recovery codes, once: each works one time when the phone is not at hand. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = `Partnerly recovery codes\n\n${codes.join('\n')}\n`;
  const file = `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
  return (
    <Stack gap="md">
      <Text c="teal.9" fw={500} role="status">
        Two-factor sign-in is on.
      </Text>
      <Text size="sm">
        Keep these recovery codes somewhere safe. Each one logs you in once if you lose your phone.
        They are not shown again.
      </Text>
      <SimpleGrid cols={2} spacing="xs" aria-label="Recovery codes" role="list">
        {codes.map((code) => (
          <Code key={code} role="listitem" fz="sm" ta="center">
            {code}
          </Code>
        ))}
      </SimpleGrid>
      <Group gap="xs">
        <CopyButton value={codes.join('\n')}>
          {({ copied, copy }) => (
            <Button
              variant="light"
              size="compact-sm"
              onClick={copy}
              leftSection={<IconCopy size={16} aria-hidden="true" />}
            >
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
        <Button
          component="a"
          href={file}
          download="partnerly-recovery-codes.txt"
          variant="light"
          size="compact-sm"
          leftSection={<IconDownload size={16} aria-hidden="true" />}
        >
          Download
        </Button>
      </Group>
      <Button onClick={onDone}>I have saved them</Button>
    </Stack>
  );
}
