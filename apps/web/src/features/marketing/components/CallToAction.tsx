import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { PRICING } from '@partnerly/shared';
import { AppLink } from '../../../lib/app-link';
import { paths } from '../../../lib/paths';
import classes from '../marketing.module.css';

/** The closing band of the landing page, repeating the two ways in. */
export function CallToAction() {
  return (
    <section aria-labelledby="cta-title" className={`${classes.ctaBand} ${classes.belowFold}`}>
      <Container size="md" py={{ base: 48, md: 72 }}>
        <Stack gap="lg" align="center" ta="center">
          <Title order={2} id="cta-title" fz={{ base: 26, md: 34 }}>
            Ready to meet your next partner?
          </Title>
          <Text size="lg" maw={600}>
            {`Sign up in a minute and start searching for free. Upgrade to Full Access for $${PRICING.fullAccessMonthlyUsd} a month when you are ready to publish your profile, post ads and start chatting.`}
          </Text>
          <Group gap="sm" justify="center">
            <Button component={AppLink} to={paths.register} size="lg" variant="white">
              Create your account
            </Button>
            <Button
              component={AppLink}
              to={paths.pricing}
              size="lg"
              variant="outline"
              color="white"
            >
              Compare plans
            </Button>
          </Group>
        </Stack>
      </Container>
    </section>
  );
}
