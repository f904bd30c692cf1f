import { IconLink } from '@tabler/icons-react';
import type { LinkData } from '@partnerly/shared';
import { LinkRow } from '../../../components/LinkRow';
import { useDeleteLink } from '../api/delete-link';
import { DeleteButton } from './DeleteButton';
import { ItemList, ProfileSection } from './ProfileSection';

/** Custom links: open, show the address, delete. */
export function LinksSection({ links }: { links: LinkData[] }) {
  const deleteLink = useDeleteLink();
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
        {links.map((link) => (
          <LinkRow
            key={link.id}
            link={link}
            actions={
              <DeleteButton
                label={`Delete link ${link.title}`}
                what={`the link "${link.title}"`}
                onConfirm={() => deleteLink.mutateAsync(link.id)}
              />
            }
          />
        ))}
      </ItemList>
    </ProfileSection>
  );
}
