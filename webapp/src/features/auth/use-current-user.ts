import { useQuery } from '@tanstack/react-query';
import type { User } from '@vault/contracts';
import { readServedSignedOut } from '../../app/preview-storage';
import { CURRENT_USER_KEY, fetchCurrentUser } from './auth-api';

export interface CurrentUserState {
  /** The signed-in user; null when signed out or when the call failed (spec 6). */
  user: User | null;
  isLoading: boolean;
}

/**
 * Who is signed in: asked once, never retried (the query client's defaults). When the server saw no
 * session cookie on the page's request the answer is known without asking (signed out), so a
 * public page sends no request that ends in a 401; a later invalidation asks the server.
 */
export function useCurrentUser(): CurrentUserState {
  const query = useQuery({
    queryKey: CURRENT_USER_KEY,
    queryFn: fetchCurrentUser,
    initialData: readServedSignedOut() ? null : undefined,
  });
  return { user: query.data ?? null, isLoading: query.isPending };
}
