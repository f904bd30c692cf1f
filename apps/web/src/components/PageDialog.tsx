import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseButton } from '@mantine/core';
import classes from './PageDialog.module.css';
import { showPageDialog } from './show-page-dialog';

interface PageDialogProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A dialog that is the whole point of its page (the password reset's four steps), open from the
 * start: the browser's own modal `<dialog>` (focus kept inside, the page behind inert, Escape),
 * styled as AppModal. Mantine's Modal would cost a prerendered sign-in page 15 KB of its
 * 100 KB JavaScript budget (docs/decisions/060).
 */
export function PageDialog({ title, onClose, children }: PageDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    // On a server-rendered page the page's first script made it modal already, and focus is
    // where the visitor has since taken it (a Tab to Next must not be undone by hydrating).
    showPageDialog(dialog);
    return () => dialog.close();
  }, []);

  return (
    <dialog
      ref={ref}
      // Open in the HTML, so the first step shows before any script; modal from the effect above,
      // or earlier, from a server-rendered page's first script (show-page-dialog.ts).
      open
      data-page-dialog=""
      className={classes.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: the page decides where closing leads.
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // Only a click on the backdrop reaches the dialog itself; its content fills the box.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={classes.content}>
        <div className={classes.header}>
          <h2 id={titleId} className={classes.title}>
            {title}
          </h2>
          <CloseButton aria-label="Close" onClick={onClose} />
        </div>
        {children}
      </div>
    </dialog>
  );
}
