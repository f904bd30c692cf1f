import { createContext, useContext, useEffect, useLayoutEffect } from 'react';

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
  /**
   * A form inside registers how to tell whether it holds unsaved changes; the dialog asks it
   * at the moment it is asked to close. Answers the way to unregister.
   */
  watch: (isDirty: () => boolean) => () => void;
  /** Closes the dialog, asking first when there are unsaved changes (a Cancel button). */
  requestClose: () => void;
}

/** How a form inside a dialog talks to the dialog (AppModal) about unsaved changes. */
export const DialogGuardContext = createContext<DialogGuard>({
  watch: () => () => {},
  requestClose: () => {},
});

/**
 * Closing the enclosing dialog asks first while `isDirty()` says so, and so does leaving the
 * page. `isDirty` is read when the dialog is asked to close, not from the last render: Escape
 * pressed right after a keystroke, before React has drawn it, still finds the change (a
 * flag reported from an effect was one render late, and the bio was lost). Mantine's
 * `form.isDirty` reads the form's current values. Answers the dialog's guarded close, for
 * Cancel.
 */
export function useUnsavedChanges(isDirty: () => boolean): () => void {
  const { watch, requestClose } = useContext(DialogGuardContext);
  // Registered as the form is drawn, before anything can be typed into it.
  useLayoutEffect(() => watch(isDirty), [watch, isDirty]);
  useWarnBeforeUnload(isDirty());
  return requestClose;
}

/** For a dialog whose own state says whether it is dirty (AppModal's `dirty`). */
export const NOTHING_TYPED = () => false;
