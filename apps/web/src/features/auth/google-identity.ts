/** The slice of Google Identity Services (accounts.google.com/gsi/client) this app uses. */
interface GoogleCredentialResponse {
  credential?: string;
}

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(config: {
        client_id: string;
        callback: (response: GoogleCredentialResponse) => void;
      }): void;
      renderButton(
        parent: HTMLElement,
        options: {
          type?: 'standard';
          theme?: 'outline' | 'filled_blue';
          size?: 'large' | 'medium';
          text?: 'signin_with' | 'signup_with';
          shape?: 'rectangular' | 'pill';
          width?: number;
        },
      ): void;
    };
  };
}

declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

const SCRIPT_SRC = 'https://accounts.google.com/gsi/client';
let loading: Promise<GoogleIdentity> | null = null;

/** Loads the Google script once per page; a failed load may be retried by the next caller. */
export function loadGoogleIdentity(): Promise<GoogleIdentity> {
  if (window.google) return Promise.resolve(window.google);
  loading ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_SRC;
    script.async = true;
    script.onload = () =>
      window.google ? resolve(window.google) : reject(new Error('Google script is empty'));
    script.onerror = () => {
      script.remove();
      loading = null;
      reject(new Error('Google script failed to load'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

export type { GoogleCredentialResponse };
