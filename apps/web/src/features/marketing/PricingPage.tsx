import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { paths } from '../../lib/paths';
import { useSignedIn } from '../../lib/use-signed-in';
import { AccessSteps } from './components/AccessSteps';
import { PlanCard } from './components/PlanCard';
import { plans } from './pricing-plans';
import { PageTitle } from '../../components/PageTitle';

/** /pricing: the two plans and how to move from the free one to Full Access. */
export function PricingPage() {
  // Both plans start at /login (docs/SPEC.md section 2); a signed-in visitor upgrades in Settings.
  const actionTo = useSignedIn() ? paths.paymentsSettings : paths.login;
  return (
    <Container size="lg" py={{ base: 40, md: 72 }}>
      <PageTitle>Pricing — Partnerly</PageTitle>
      <Stack gap={64}>
        <Stack gap="sm" ta="center" maw={680} mx="auto">
          <Title order={1} fz={{ base: 32, md: 44 }}>
            Simple pricing for creators and brands
          </Title>
          <Text size="lg" c="gray.7">
            Start free with Explorer and search the whole network. Upgrade to Full Access when you
            want your own profile, verified social accounts, links, ads and private chat.
          </Text>
          <Text size="lg" c="gray.7">
            Buying needs no plan: on Explorer you can request a creator’s package or make an offer,
            talk it through in the deal’s chat, pay, approve and review. Selling needs Full Access.
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" maw={860} mx="auto" w="100%">
          {plans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} actionTo={actionTo} />
          ))}
        </SimpleGrid>
        <AccessSteps />
      </Stack>
    </Container>
  );
}
