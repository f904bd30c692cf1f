import { ActionIcon, Badge, Text, VisuallyHidden } from '@mantine/core';
import { IconEye, IconEyeOff, IconLink } from '@tabler/icons-react';
import type { OwnLinkData } from '@partnerly/shared';
import { LinkRow } from '../../../components/LinkRow';
import { useDeleteLink } from '../api/delete-link';
import { useReorderLinks, useSetLinkHidden } from '../api/link-controls';
import { DeleteButton } from './DeleteButton';
import { MoveButtons } from './MoveButtons';
import { ProfileSection } from './ProfileSection';
import { SortableLinkList } from './SortableLinkList';

const clicksLabel = (count: number) => (count === 1 ? '1 click' : `${count} clicks`);

/**
 * Custom links: open, show the address, hide or show, drag or move up and down, delete; with each
 * link's clicks of the last 30 days once the analytics have them.
 */
export function LinksSection({
  links,
  clicks,
}: {
  links: OwnLinkData[];
  clicks?: Map<number, number>;
}) {
  const deleteLink = useDeleteLink();
  const setHidden = useSetLinkHidden();
  const reorder = useReorderLinks();

  return (
    <ProfileSection
      title="Links"
      isEmpty={links.length === 0}
      empty={{
        icon: <IconLink size={22} aria-hidden="true" />,
        title: 'No links yet',
        description: 'Add your shop, website or media kit so partners find them on your profile.',
      }}
    >
      <SortableLinkList links={links} onReorder={(ids) => reorder.mutate(ids)}>
        {(link, index, row) => (
          <LinkRow
            key={link.id}
            link={link}
            rowRef={row.rowRef}
            rowStyle={row.rowStyle}
            leading={row.handle}
            actions={
              <>
                {clicks && (
                  <Text size="xs" c="gray.7" style={{ whiteSpace: 'nowrap' }}>
                    {clicksLabel(clicks.get(link.id) ?? 0)}
                    <VisuallyHidden> in the last 30 days</VisuallyHidden>
                  </Text>
                )}
                {link.hidden && (
                  <Badge color="gray" variant="light">
                    Hidden
                  </Badge>
                )}
                <MoveButtons
                  name={link.title}
                  index={index}
                  ids={links.map((entry) => entry.id)}
                  busy={reorder.isPending}
                  onReorder={(ids) => reorder.mutate(ids)}
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
        )}
      </SortableLinkList>
    </ProfileSection>
  );
}
