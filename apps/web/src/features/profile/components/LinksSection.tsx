import { ActionIcon, Badge } from '@mantine/core';
import { IconEye, IconEyeOff, IconLink } from '@tabler/icons-react';
import type { OwnLinkData } from '@partnerly/shared';
import { LinkRow } from '../../../components/LinkRow';
import { useDeleteLink } from '../api/delete-link';
import { useReorderLinks, useSetLinkHidden } from '../api/link-controls';
import { DeleteButton } from './DeleteButton';
import { MoveButtons, movedIds } from './MoveButtons';
import { ItemList, ProfileSection } from './ProfileSection';

/** Custom links: open, show the address, hide or show, move up or down, delete. */
export function LinksSection({ links }: { links: OwnLinkData[] }) {
  const deleteLink = useDeleteLink();
  const setHidden = useSetLinkHidden();
  const reorder = useReorderLinks();

  return (
    <ProfileSection
      title="Links:"
      isEmpty={links.length === 0}
      empty={{
        icon: <IconLink size={22} aria-hidden="true" />,
        title: 'No links yet',
        description: 'Add your shop, website or media kit so partners find them on your profile.',
      }}
    >
      <ItemList>
        {links.map((link, index) => (
          <LinkRow
            key={link.id}
            link={link}
            actions={
              <>
                {link.hidden && (
                  <Badge color="gray" variant="light">
                    Hidden
                  </Badge>
                )}
                <MoveButtons
                  name={link.title}
                  index={index}
                  count={links.length}
                  busy={reorder.isPending}
                  onMove={(by) =>
                    reorder.mutate(
                      movedIds(
                        links.map((entry) => entry.id),
                        index,
                        by,
                      ),
                    )
                  }
                />
                <ActionIcon
                  variant="subtle"
                  color="gray.8"
                  size="lg"
                  loading={setHidden.isPending && setHidden.variables.linkId === link.id}
                  onClick={() => setHidden.mutate({ linkId: link.id, hidden: !link.hidden })}
                  aria-label={
                    link.hidden
                      ? `Show ${link.title} on the public page`
                      : `Hide ${link.title} from the public page`
                  }
                >
                  {link.hidden ? (
                    <IconEye size={20} aria-hidden="true" />
                  ) : (
                    <IconEyeOff size={20} aria-hidden="true" />
                  )}
                </ActionIcon>
                <DeleteButton
                  label={`Delete link ${link.title}`}
                  what={`the link "${link.title}"`}
                  onConfirm={() => deleteLink.mutateAsync(link.id)}
                />
              </>
            }
          />
        ))}
      </ItemList>
    </ProfileSection>
  );
}
