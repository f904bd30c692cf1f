import { useState } from 'react';
import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { AppLink } from '../../lib/app-link';
import { navigateTo } from '../../lib/navigation';
import { paths } from '../../lib/paths';
import { PageDialog } from '../../components/PageDialog';
import { PageTitle } from '../../components/PageTitle';
import { ChooseMethodStep } from './components/reset/ChooseMethodStep';
import { EnterCodeStep } from './components/reset/EnterCodeStep';
import { FindAccountStep } from './components/reset/FindAccountStep';
import { NewPasswordStep } from './components/reset/NewPasswordStep';
import { useResetCode } from './hooks/use-reset-code';

type Step = 0 | 1 | 2 | 3;

const STEP_TITLES: Record<Step, string> = {
  0: 'Find your account',
  1: 'Where should we send the confirmation code?',
  2: 'We sent you a code',
  3: 'Choose New Password',
};

/**
 * /reset_password: the four-step dialog of docs/SPEC.md section 2, over a short explanation.
 * Router-free: it is also a server-rendered page (docs/decisions/042).
 */
export function ResetPasswordPage() {
  const [step, setStep] = useState<Step>(0);
  const [find, setFind] = useState('');
  const [maskedEmail, setMaskedEmail] = useState('');
  const [token, setToken] = useState('');
  // Held here, not in a step, so Back and Next again find the cooldown still running.
  const resetCode = useResetCode(find);

  // The close button goes back one entry inside the single-page app (its router numbers them);
  // a visitor who opened this page directly, or by a page load, goes to /login.
  const close = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) window.history.back();
    else navigateTo(paths.login);
  };

  return (
    <Container size={460} px="md" py={{ base: 'lg', sm: 48 }}>
      <PageTitle>Reset password — Partnerly</PageTitle>
      <Stack gap="sm">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Reset your password
        </Title>
        <Text c="gray.7">
          We will e-mail you a code to confirm it is you, then you can choose a new password.
        </Text>
        <Anchor component={AppLink} to={paths.login} c="violet.8">
          Back to login
        </Anchor>
      </Stack>
      <PageDialog onClose={close} title={STEP_TITLES[step]}>
        {step === 0 && (
          <FindAccountStep
            initialFind={find}
            onFound={(account, email) => {
              setFind(account);
              setMaskedEmail(email);
              setStep(1);
            }}
          />
        )}
        {step === 1 && (
          <ChooseMethodStep
            maskedEmail={maskedEmail}
            sending={resetCode.sending}
            errors={resetCode.errors}
            onNext={() => void resetCode.send().then((sent) => sent && setStep(2))}
          />
        )}
        {step === 2 && (
          <EnterCodeStep
            find={find}
            onBack={() => {
              resetCode.clearErrors();
              setStep(1);
            }}
            secondsLeft={resetCode.secondsLeft}
            sending={resetCode.sending}
            sendErrors={resetCode.errors}
            onResend={resetCode.send}
            onVerified={(resetToken) => {
              setToken(resetToken);
              setStep(3);
            }}
          />
        )}
        {step === 3 && <NewPasswordStep find={find} token={token} />}
      </PageDialog>
    </Container>
  );
}
