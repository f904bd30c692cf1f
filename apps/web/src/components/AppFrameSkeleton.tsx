import { Group, Paper, Skeleton, Stack } from '@mantine/core';
import { BrandLogo } from './BrandLogo';
import { PageContainer } from './PageContainer';
import classes from './AppShell.module.css';

/** The signed-in frame's shape while the user data arrives: header, navigation, a page. */
export function AppFrameSkeleton() {
  return (
    <div className={classes.root} role="status" aria-label="Loading your account">
      <div className={classes.header}>
        <div className={classes.headerBrand}>
          <BrandLogo />
        </div>
        <Skeleton height={20} width={140} style={{ flex: '0 1 auto' }} />
        <Group gap="md" wrap="nowrap" ml="auto">
          <Skeleton height={26} width={100} radius="xl" />
          <Skeleton circle height={36} />
        </Group>
      </div>
      <div className={classes.sideNav}>
        <Stack gap="sm">
          {[0, 1, 2, 3, 4].map((row) => (
            <Skeleton key={row} height={36} />
          ))}
        </Stack>
      </div>
      <div className={classes.main}>
        <PageContainer width="narrow">
          <Stack gap="lg">
            <Skeleton height={30} width={180} />
            <Paper withBorder radius="lg" p="lg">
              <Group gap="md" wrap="nowrap">
                <Skeleton circle height={72} />
                <Stack gap="xs" style={{ flex: 1 }}>
                  <Skeleton height={20} width="50%" />
                  <Skeleton height={14} width="30%" />
                </Stack>
              </Group>
            </Paper>
            <Skeleton height={96} radius="lg" />
          </Stack>
        </PageContainer>
      </div>
      <div className={classes.bar} />
    </div>
  );
}
