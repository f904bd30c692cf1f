import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { IconBookmark, IconDots, IconFlag } from '@tabler/icons-react';
import { useReportDialog } from '../../../components/ReportButton';
import { useSaveToListDialog } from '../../../components/SaveToListButton';
import classes from '../public-profile.module.css';

/**
 * The page's secondary actions behind "...", so Contact stays the one thing that stands out.
 * A small menu of our own: Mantine's Menu would bring its popover positioning into the first
 * load of every public page (the 100 KB budget).
 */
export function ProfileMenu({ username, signedIn }: { username: string; signedIn: boolean }) {
  const [expanded, setExpanded] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const report = useReportDialog({
    target: 'user',
    username,
    what: `${username}’s profile`,
  });
  const save = useSaveToListDialog(username);

  useEffect(() => {
    if (!expanded) return;
    rootRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setExpanded(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [expanded]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      setExpanded(false);
      triggerRef.current?.focus();
    } else if (event.key === 'Tab') {
      setExpanded(false);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const list = [...(rootRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
      const at = list.indexOf(document.activeElement as HTMLElement);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      list[(at + step + list.length) % list.length]?.focus();
    }
  };

  const choose = (action: () => void) => () => {
    setExpanded(false);
    action();
  };

  return (
    <div ref={rootRef} style={{ position: 'relative' }} onKeyDown={onKeyDown}>
      <button
        ref={triggerRef}
        type="button"
        className={classes.iconButton}
        aria-label="More actions"
        aria-haspopup="menu"
        aria-expanded={expanded}
        onClick={() => setExpanded((open) => !open)}
      >
        <IconDots size={20} aria-hidden="true" />
      </button>
      {expanded && (
        <div role="menu" aria-label="More actions" className={classes.menu}>
          {signedIn && (
            <button
              type="button"
              role="menuitem"
              className={classes.menuItem}
              onClick={choose(save.open)}
            >
              <IconBookmark size={16} aria-hidden="true" />
              Save to a list
            </button>
          )}
          <button
            type="button"
            role="menuitem"
            className={classes.menuItem}
            onClick={choose(report.open)}
          >
            <IconFlag size={16} aria-hidden="true" />
            Report profile
          </button>
        </div>
      )}
      {save.dialog}
      {report.dialog}
    </div>
  );
}
