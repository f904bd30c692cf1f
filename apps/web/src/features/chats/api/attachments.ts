import { useQuery } from '@tanstack/react-query';
import { useEffect, type RefObject } from 'react';
import type { UploadedAttachment } from '@partnerly/shared';
import { ApiError } from '../../../lib/api-error';
import { getAccessToken, isTokenValid } from '../../../lib/session';
import { refreshSession } from '../../../lib/token-refresh';

const UPLOAD_PATH = '/api/chat/attachments/';

/** A token that will outlast the request: an upload cannot be replayed after a 401. */
async function freshToken(): Promise<string | null> {
  const token = getAccessToken();
  return isTokenValid(token, Date.now() / 1000 + 60) ? token : refreshSession();
}

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/** An upload under way: its answer, and how to stop it. */
export interface UploadHandle {
  done: Promise<UploadedAttachment>;
  cancel: () => void;
}

/**
 * POST api/chat/attachments/ through XMLHttpRequest, whose upload reports its progress
 * (`onProgress` from 0 to 1); a cancelled upload rejects with an AbortError.
 */
export function uploadAttachment(
  receiver: string,
  file: File,
  onProgress: (fraction: number) => void,
): UploadHandle {
  const request = new XMLHttpRequest();
  let cancelled = false;
  const aborted = () => new DOMException('The upload was cancelled.', 'AbortError');
  const done = freshToken().then(
    (token) =>
      new Promise<UploadedAttachment>((resolve, reject) => {
        if (cancelled) return reject(aborted());
        request.open('POST', UPLOAD_PATH);
        request.setRequestHeader('Accept', 'application/json');
        if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
        request.upload.onprogress = (event) => {
          if (event.lengthComputable) onProgress(event.loaded / event.total);
        };
        request.onload = () => {
          const body = parsed(request.responseText);
          if (request.status === 201) resolve(body as UploadedAttachment);
          else reject(new ApiError(request.status, body));
        };
        request.onerror = () => reject(new Error('The upload failed. Check your connection.'));
        request.onabort = () => reject(aborted());
        // The receiver goes first: the server reads it before the file.
        const form = new FormData();
        form.append('receiver', receiver);
        form.append('file', file, file.name);
        request.send(form);
      }),
  );
  return {
    done,
    cancel: () => {
      cancelled = true;
      request.abort();
    },
  };
}

/** An attachment's address: the file, or the thumbnail of a photo. */
export const attachmentPath = (id: number, thumb = false) =>
  `/api/chat/attachments/${id}${thumb ? '/thumb' : ''}`;

/** The bytes of an attachment, fetched with the member's token (a plain link has none). */
export async function fetchAttachment(id: number, thumb = false): Promise<Blob> {
  const get = (token: string | null) =>
    fetch(attachmentPath(id, thumb), {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  let response = await get(getAccessToken());
  if (response.status === 401) response = await get(await refreshSession());
  if (!response.ok) throw new ApiError(response.status, null);
  return response.blob();
}

/**
 * Shows an attachment in the `<img>` of `image`, through a `blob:` address kept
 * only while it is shown; `loaded` once its bytes are here.
 */
export function useAttachmentImage(
  image: RefObject<HTMLImageElement | null>,
  id: number,
  thumb: boolean,
): boolean {
  const { data } = useQuery({
    queryKey: ['chat-attachment', id, thumb],
    queryFn: () => fetchAttachment(id, thumb),
    staleTime: Infinity,
    gcTime: 5 * 60_000,
  });
  useEffect(() => {
    const element = image.current;
    if (!data || !element) return;
    const address = URL.createObjectURL(data);
    element.setAttribute('src', address);
    return () => URL.revokeObjectURL(address);
  }, [data, image]);
  return data !== undefined;
}
