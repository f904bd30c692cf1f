/**
 * The first script of the public pages that hydrate on use (ON_USE_PAGES in
 * ssr/page-document.ts, decision 121). Their prerendered HTML is complete and readable, so React
 * and the page's view (the page's entry, named by ENTRY_META) load only when the visitor starts
 * to use the page: a press, a key, a touch or a pointer over it. A visitor who only reads never
 * runs the framework (issue 49: hydrating cost these pages 250-770 ms of a slow phone's main
 * thread in Lighthouse 13). A member with a session hydrates at once: parts of the page depend
 * on the session (the profile's bar and menu, pricing's buttons, the sign-in pages' redirect),
 * and so does a page opened with a query (the sign-in pages' `next`).
 */
import { ENTRY_META, HYDRATED_EVENT } from './on-use-marks';
import { getRefreshToken, isLoggedIn } from '../lib/session';
import { registerServiceWorker } from '../lib/service-worker';

/**
 * What announces the visitor is about to use the page: load the framework then. A pointer moved
 * over the page does too (`travelled`), but not the move Chromium makes where the pointer rests
 * once the page is laid out (at 0,0 in headless Chromium): it travels no distance, happens on
 * most desktop loads, and would hydrate a page nobody touched (decision 121).
 */
const INTENT = ['pointerdown', 'touchstart', 'keydown'] as const;

const travelled = (event: PointerEvent) => event.movementX !== 0 || event.movementY !== 0;

/**
 * A focus counts too, but not the one the page gives itself: /reset_password's first script
 * focuses the dialog's field at load (on-use-page.ts), before this listens, but the browser fires
 * that focus again when the tab or window regains focus (and only then for a tab opened in the
 * background), and a script may. Until the visitor has pressed or typed on the page (user
 * activation), a focus landing on such a field (`data-autofocus`) is not theirs; their first key
 * or Tab is.
 */
const visitorsFocus = (event: FocusEvent) =>
  // Optional: Safari before 16.4 cannot tell, and there every focus counts as before.
  (navigator.userActivation as UserActivation | undefined)?.hasBeenActive !== false ||
  !(event.target instanceof Element && event.target.matches('[data-autofocus]'));

/** The controls whose click does nothing before hydration; links and fields work by themselves. */
const CONTROL = 'button, [role="button"], [role="menuitem"], input[type="submit"]';

/**
 * With a session, links too: the prerendered HTML was drawn for a visitor, and a link may lead
 * elsewhere for a member (pricing's buttons lead to Payments, not /login, where a member is sent
 * on to their profile). A member who clicked before React re-drew the page went the visitor's way.
 */
const CONTROL_WITH_SESSION = `${CONTROL}, a[href]`;

export function hydrateOnUse() {
  const entry = document.querySelector<HTMLMetaElement>(`meta[name="${ENTRY_META}"]`)?.content;
  if (!entry) throw new Error(`The page names no entry (meta ${ENTRY_META})`);
  const listening = new AbortController();
  // The last click or submit made before hydration, done again once React owns the page; the
  // DOM nodes are the same (hydration adopts them), so the element itself can be pressed again.
  let pending: (() => void) | undefined;
  let started = false;
  const withSession = isLoggedIn() || Boolean(getRefreshToken());
  const held = withSession ? CONTROL_WITH_SESSION : CONTROL;

  /** Lets presses through again, and has the one held, if any, done by `replay`. */
  const stopHolding = (replay: (press: () => void) => void) => {
    listening.abort();
    const press = pending;
    pending = undefined;
    if (press) replay(press);
  };

  const start = () => {
    if (started) return;
    started = true;
    window.addEventListener(
      HYDRATED_EVENT,
      // In the next task: the hydrated tree was drawn for a visitor, and React re-draws it for
      // the session (useSignedIn) only once the effects of that commit, this one's included,
      // have run.
      () => stopHolding((replay) => setTimeout(replay, 0)),
      { once: true },
    );
    // The framework could not load (offline, a build replaced meanwhile): the page works as its
    // HTML does, and a link that was pressed is followed after all.
    import(/* @vite-ignore */ entry).catch(() => stopHolding((replay) => replay()));
  };

  const hold = (event: Event, replay: () => void) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    pending = replay;
    start();
  };

  const options = { capture: true, signal: listening.signal, passive: true };
  for (const type of INTENT) document.addEventListener(type, start, options);
  document.addEventListener('focusin', (event) => visitorsFocus(event) && start(), options);
  document.addEventListener('pointermove', (event) => travelled(event) && start(), options);
  const holding = { capture: true, signal: listening.signal };
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element | null;
      // A click on a modal dialog itself is one on its backdrop (PageDialog closes on it).
      const control = target instanceof HTMLDialogElement ? target : target?.closest(held);
      if (control instanceof HTMLElement) hold(event, () => control.isConnected && control.click());
    },
    holding,
  );
  // Escape on a dialog modal before hydration (/reset_password's, on-use-page.ts): the page's
  // code decides where closing leads, so it is told once there. The browser closes the dialog
  // anyway when the visitor has not used the page yet (its cancel cannot be prevented then).
  document.addEventListener(
    'cancel',
    (event) => {
      const dialog = event.target;
      if (!(dialog instanceof HTMLDialogElement)) return;
      hold(event, () => dialog.isConnected && dialog.dispatchEvent(new Event('cancel')));
    },
    holding,
  );
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLFormElement;
      hold(event, () => form.isConnected && form.requestSubmit());
    },
    holding,
  );

  // A sign-in form's submit is rendered disabled so that the browser cannot send it before any
  // script runs (with the password in the address, useHydrated); from here on a submit is held
  // above and sent by the form's own code, so the visitor can press it at once.
  for (const submit of document.querySelectorAll<HTMLButtonElement>('button[type="submit"]')) {
    submit.disabled = false;
    submit.removeAttribute('data-disabled');
  }

  // So does a page opened with a query: the prerendered HTML was made without it, and the view
  // reads it (the sign-in pages' `next`, which says the visitor comes straight back).
  if (withSession || window.location.search !== '') start();
  // The entry registers it too once it runs; the browser keeps one registration.
  else registerServiceWorker();
}
