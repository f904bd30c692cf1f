import { Badge, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { PRICING } from '@partnerly/shared';
import { AppLink } from '../../../lib/app-link';
import { paths } from '../../../lib/paths';
import { HeroPreview } from './HeroPreview';
import classes from '../marketing.module.css';

/** The first screen: who Partnerly is for, what it does, and the way in. */
export function LandingHero() {
  return (
    <section aria-labelledby="hero-title" className={classes.hero}>
      <Container size="lg" py={{ base: 48, md: 96 }}>
        <SimpleGrid
          cols={{ base: 1, md: 2 }}
          spacing={{ base: 48, md: 64 }}
          style={{ alignItems: 'center' }}
        >
          <Stack gap="lg">
            <Badge size="lg" variant="light" tt="none" style={{ alignSelf: 'flex-start' }}>
              For content creators and brands
            </Badge>
            <Title id="hero-title" order={1} fz={{ base: 34, sm: 44, md: 52 }} lh={1.1}>
              Where creators and brands find each other
            </Title>
            <Text size="xl" c="gray.7">
              Build one verified profile, get discovered by the right partners and start the
              conversation in a private chat. Sponsorships, collaborations and campaigns start here.
            </Text>
            <Group gap="sm">
              <Button
                component={AppLink}
                to={paths.register}
                size="lg"
                rightSection={<IconArrowRight size={18} aria-hidden="true" />}
              >
                Sign up free
              </Button>
              <Button component={AppLink} to={paths.pricing} size="lg" variant="default">
                See pricing
              </Button>
            </Group>
            <Text size="sm" c="gray.7">
              {`Explorer is $${PRICING.explorerMonthlyUsd}, free forever. Full Access is $${PRICING.fullAccessMonthlyUsd} a month, cancel anytime.`}
            </Text>
          </Stack>
          <HeroPreview />
        </SimpleGrid>
      </Container>
    </section>
  );
}
