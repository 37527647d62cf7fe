import { QueryClient } from '@tanstack/react-query';
import { statusOf } from './api-client.ts';

/** Client errors (4xx) are answers, not hiccups: retrying them only delays the message. */
const shouldRetry = (failureCount: number, error: unknown) => {
  const status = statusOf(error);
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < 2;
};

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
