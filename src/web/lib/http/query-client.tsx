import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

// One cache for the whole visit: leaving the back office and coming back keeps it.
const queryClient = new QueryClient({
  // The HTTP client already shows what went wrong; retrying a 4xx only repeats it.
  defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
});

/** Server state for the back office (TanStack Query); loaded with it, never on guest pages. */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
