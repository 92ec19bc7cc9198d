import { useQuery } from '@tanstack/react-query';
import type { User } from '@vault/contracts';
import { CURRENT_USER_KEY, fetchCurrentUser } from './auth-api';

export interface CurrentUserState {
  /** The signed-in user; null when signed out or when the call failed (spec 6). */
  user: User | null;
  isLoading: boolean;
}

/** Who is signed in: asked once, never retried (the query client's defaults). */
export function useCurrentUser(): CurrentUserState {
  const query = useQuery({ queryKey: CURRENT_USER_KEY, queryFn: fetchCurrentUser });
  return { user: query.data ?? null, isLoading: query.isPending };
}
