import { useState } from 'react';
import { ActionIcon, Badge, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPackage, IconPencil, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import {
  PACKAGE_LIMITS,
  formatDeliveryDays,
  formatPackagePrice,
  type PackageData,
  platformName,
} from '@partnerly/shared';
import { fetchPackages, packagesKey, useDeletePackage, useReorderPackages } from '../api/packages';
import { DeleteButton } from './DeleteButton';
import { MoveButtons } from './MoveButtons';
import { PackageModal } from './modals/PackageModal';
import { ItemList, ProfileSection } from './ProfileSection';

/** Packages: what a brand can ask for in one step, at a set price; add, edit, order, delete. */
export function PackagesSection() {
  const packages = useQuery({ queryKey: packagesKey, queryFn: fetchPackages });
  const deletePackage = useDeletePackage();
  const reorder = useReorderPackages();
  const [modalOpened, modal] = useDisclosure(false);
  const [edited, setEdited] = useState<PackageData>();
  const list = packages.data ?? [];
  const full = list.length >= PACKAGE_LIMITS.packages;

  const openModal = (item?: PackageData) => {
    setEdited(item);
    modal.open();
  };
  if (packages.isPending)
    return <Skeleton h={120} radius="md" aria-label="Loading your packages" />;

  return (
    <Stack gap="sm">
      <ProfileSection
        title="Packages"
        isEmpty={list.length === 0}
        empty={{
          icon: <IconPackage size={22} aria-hidden="true" />,
          title: 'No packages yet',
          description:
            'Offer set packages, such as "1 Instagram Reel — $400, 5 days", so brands can ask for one in a click.',
        }}
      >
        <ItemList>
          {list.map((item, index) => (
            <Paper component="li" key={item.id} withBorder radius="md" p="sm">
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                  <Group gap="xs">
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {item.title}
                    </Text>
                    <Badge variant="outline" color="gray.7" tt="none">
                      {platformName(item.platform)}
                    </Badge>
                  </Group>
                  <Text size="sm" fw={500}>
                    {formatPackagePrice(item.price)} · {formatDeliveryDays(item.delivery_days)}
                  </Text>
                  {item.description && (
                    <Text size="sm" c="gray.7" style={{ whiteSpace: 'pre-wrap' }}>
                      {item.description}
                    </Text>
                  )}
                </Stack>
                <Group gap={2} wrap="nowrap">
                  <MoveButtons
                    name={item.title}
                    index={index}
                    ids={list.map((entry) => entry.id)}
                    busy={reorder.isPending}
                    onReorder={(ids) => reorder.mutate(ids)}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="gray.8"
                    size="lg"
                    onClick={() => openModal(item)}
                    aria-label={`Edit ${item.title}`}
                  >
                    <IconPencil size={20} aria-hidden="true" />
                  </ActionIcon>
                  <DeleteButton
                    label={`Delete package ${item.title}`}
                    what={`the package "${item.title}"`}
                    onConfirm={() => deletePackage.mutateAsync(item.id)}
                  />
                </Group>
              </Group>
            </Paper>
          ))}
        </ItemList>
      </ProfileSection>
      <Button
        variant="outline"
        w="fit-content"
        disabled={full}
        onClick={() => openModal()}
        leftSection={<IconPlus size={18} aria-hidden="true" />}
      >
        {full ? `${PACKAGE_LIMITS.packages} packages at most` : 'Add package'}
      </Button>
      <PackageModal opened={modalOpened} onClose={modal.close} edited={edited} />
    </Stack>
  );
}
