/** A PageDialog, as the first script of a server-rendered page finds it. */
export const PAGE_DIALOG_SELECTOR = 'dialog[data-page-dialog]';

/**
 * Makes a PageDialog modal, unless it is already: the browser then keeps focus inside it, makes
 * the page behind inert and closes it on Escape. It is rendered `open`, so that a server-rendered
 * page shows it before any script (non-modal until then, drawn as the modal); a dialog open that
 * way must be closed before showModal accepts it. Plain DOM code: /reset_password's first script
 * calls it at load, long before React is there (public-pages/on-use-page.ts, decision 121).
 */
export function showPageDialog(dialog: HTMLDialogElement) {
  if (dialog.matches(':modal')) return;
  if (dialog.open) dialog.close();
  dialog.showModal();
  // showModal focuses the first control (the close button); the first field is where to start.
  dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
}
