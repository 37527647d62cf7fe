import { useSyncExternalStore } from 'react';

/** SPEC.md section 3: the session is the access token in local storage under this fixed key. */
export const ACCESS_TOKEN_KEY = 'access_token';

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

export function getAccessToken(): string | null {
  return globalThis.localStorage?.getItem(ACCESS_TOKEN_KEY) ?? null;
}

export function storeAccessToken(token: string): void {
  globalThis.localStorage.setItem(ACCESS_TOKEN_KEY, token);
  notify();
}

export function clearAccessToken(): void {
  globalThis.localStorage?.removeItem(ACCESS_TOKEN_KEY);
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab logging in or out changes the same storage key.
  const onStorage = (event: StorageEvent) => {
    if (event.key === ACCESS_TOKEN_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The current access token, re-rendering when it is stored or cleared. */
export function useAccessToken(): string | null {
  return useSyncExternalStore(subscribe, getAccessToken, () => null);
}
