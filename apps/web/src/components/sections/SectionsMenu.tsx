import type { ReactNode } from 'react';
import { Burger, Drawer, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';

export interface SectionsMenu {
  /** Names the menu in its labels: "Open settings menu", "Settings menu". */
  name: string;
  id: string;
  opened: boolean;
  toggle: () => void;
  close: () => void;
}

/** The phone menu of a page with sections: one state for its burger and its drawer. */
export function useSectionsMenu(name: string): SectionsMenu {
  const [opened, { toggle, close }] = useDisclosure(false);
  return { name, id: `${name}-menu`, opened, toggle, close };
}

/** Opens the sections menu on phones (< 768 px); desktop shows the side panel instead. */
export function SectionsMenuButton({ menu }: { menu: SectionsMenu }) {
  return (
    <Burger
      hiddenFrom="sm"
      opened={menu.opened}
      onClick={menu.toggle}
      aria-label={`Open ${menu.name} menu`}
      aria-expanded={menu.opened}
      aria-controls={menu.id}
    />
  );
}

/** The slide-out list of sections on phones. */
export function SectionsMenuDrawer({
  menu,
  children,
}: {
  menu: SectionsMenu;
  children: ReactNode;
}) {
  const title = `${menu.name.charAt(0).toUpperCase()}${menu.name.slice(1)} menu`;
  return (
    // Built from parts: Drawer's own header is a <header>, an extra banner landmark.
    <Drawer.Root opened={menu.opened} onClose={menu.close} size={280} hiddenFrom="sm">
      <Drawer.Overlay />
      <Drawer.Content id={menu.id}>
        <Drawer.Body pt="md">
          <Group justify="space-between" wrap="nowrap" mb="md">
            <Drawer.Title fw={700}>{title}</Drawer.Title>
            <Drawer.CloseButton aria-label={`Close ${menu.name} menu`} />
          </Group>
          {children}
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
