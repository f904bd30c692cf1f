/** The id of the phone menu's <dialog> (PublicMenu.tsx), which the burger opens. */
export const PUBLIC_MENU_ID = 'public-menu';

/**
 * Opens and closes the public pages' phone menu: a native modal <dialog> in the page's HTML, so
 * pages that ship no framework (decision 115) and hydrated ones share one
 * menu. The browser keeps focus inside it, closes it on Escape and gives focus back to the
 * burger. Returns what undoes the wiring, for a React effect's cleanup.
 */
export function wirePublicMenu(doc: Document = document): () => void {
  const dialog = doc.getElementById(PUBLIC_MENU_ID);
  const opener = doc.querySelector<HTMLElement>(`[aria-controls="${PUBLIC_MENU_ID}"]`);
  if (!(dialog instanceof HTMLDialogElement) || !opener) return () => {};
  const open = () => {
    dialog.showModal();
    opener.setAttribute('aria-expanded', 'true');
  };
  const closed = () => opener.setAttribute('aria-expanded', 'false');
  // A followed link, the close button, or the backdrop (a click on the dialog box itself: its
  // content fills it) closes the menu.
  const clicked = (event: MouseEvent) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    if (target === dialog || target.closest('a, [data-menu-close]')) dialog.close();
  };
  opener.addEventListener('click', open);
  dialog.addEventListener('close', closed);
  dialog.addEventListener('click', clicked);
  return () => {
    opener.removeEventListener('click', open);
    dialog.removeEventListener('close', closed);
    dialog.removeEventListener('click', clicked);
  };
}
