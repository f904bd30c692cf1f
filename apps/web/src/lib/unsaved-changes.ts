import { createContext, useContext, useEffect } from 'react';

/**
 * While `active`, leaving the page (closing the tab, reloading, typing another address) asks
 * first: the browser shows its own "Leave site?" prompt.
 */
export function useWarnBeforeUnload(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}

interface DialogGuard {
  /** A form inside says whether it holds unsaved changes. */
  report: (dirty: boolean) => void;
  /** Closes the dialog, asking first when there are unsaved changes (a Cancel button). */
  requestClose: () => void;
}

/** How a form inside a dialog talks to the dialog (AppModal) about unsaved changes. */
export const DialogGuardContext = createContext<DialogGuard>({
  report: () => {},
  requestClose: () => {},
});

/**
 * Marks the enclosing dialog as holding unsaved changes while `dirty`: closing it then asks
 * first, and so does leaving the page. Answers the dialog's guarded close, for Cancel.
 */
export function useUnsavedChanges(dirty: boolean): () => void {
  const { report, requestClose } = useContext(DialogGuardContext);
  useEffect(() => {
    report(dirty);
    return () => report(false);
  }, [dirty, report]);
  useWarnBeforeUnload(dirty);
  return requestClose;
}
