import { useEffect, useState } from 'react';
import { api, API_BASE } from './api-client';

/** The API path of a stored file's address: the server answers '/api/files/...', the client adds '/api'. */
export const apiPathOf = (url: string): string =>
  url.startsWith(`${API_BASE}/`) ? url.slice(API_BASE.length) : url;

type Loaded = { url: string; objectUrl: string } | { url: string; failed: true };

export interface AuthorizedObjectUrl {
  /** The object URL to show, null while it loads or when it could not be fetched. */
  src: string | null;
  failed: boolean;
}

/**
 * Stored inspection files are only served with the session's token, which an `<img src>` cannot send: the
 * file is fetched through the API client and shown from an object URL, revoked when no longer shown.
 */
export function useAuthorizedObjectUrl(url: string | null | undefined): AuthorizedObjectUrl {
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    api
      .blob(apiPathOf(url), controller.signal)
      .then((blob) => {
        if (controller.signal.aborted) return;
        objectUrl = URL.createObjectURL(blob);
        setLoaded({ url, objectUrl });
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoaded({ url, failed: true });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);

  if (!url || loaded?.url !== url) return { src: null, failed: false };
  return 'failed' in loaded ? { src: null, failed: true } : { src: loaded.objectUrl, failed: false };
}

/** Saves a Blob under a name: a link to an object URL (a plain link cannot send the session's token). */
export function saveBlob(blob: Blob, fileName: string): void {
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the object URL by then; keeping it a little longer costs nothing.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
}

/** Saves a stored file under its original name (a link cannot send the token either). */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  saveBlob(await api.blob(apiPathOf(url)), fileName);
}
