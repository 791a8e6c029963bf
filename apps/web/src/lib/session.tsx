import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
} from 'react';
import type { ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { getUserProfile, logout } from '@circa/contract/identity.routes';
import type { LoginResponse, User } from '@circa/contract/identity.schema';
import { callApi } from './api-client';
import { isApiError } from './api-error';
import { shouldRetry } from './query-client';
import { forgetTarget } from './return-to';
import { clearToken, getToken, setToken, subscribeToken } from './token-store';

/** Where the session stands: checking the stored token, signed out, or signed in. */
export type SessionState =
  | { status: 'checking'; user: null }
  | { status: 'signedOut'; user: null }
  | { status: 'signedIn'; user: User };

export interface Session {
  session: SessionState;
  /** Starts a session from a login, registration or PIN answer. */
  signIn: (response: LoginResponse) => void;
  /** Replaces the signed-in user (after a profile save). */
  updateUser: (user: User) => void;
  /** Ends the session on the server and resets all client state. */
  signOut: () => Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

/** Session storage keys the app owns (cleared at sign-out). */
const sessionStoragePrefix = 'circa.';

function userKey(token: string | null) {
  return ['session', 'user', token] as const;
}

function useToken(): string | null {
  return useSyncExternalStore(subscribeToken, getToken, () => null);
}

function clearAppSessionStorage(): void {
  try {
    for (const key of Object.keys(sessionStorage)) {
      if (key.startsWith(sessionStoragePrefix)) sessionStorage.removeItem(key);
    }
  } catch {
    // storage unavailable
  }
}

/**
 * Starts checking the stored token before the app's first render (main.tsx): signed-in screens
 * wait for this answer, so it should not also wait for React to draw the shell. The provider's
 * query below picks up the same request. Answers, once the check is done, whether the user is
 * signed in.
 */
export async function prefetchSession(queryClient: QueryClient): Promise<boolean> {
  const token = getToken();
  if (token === null) return false;
  await queryClient.prefetchQuery({
    queryKey: userKey(token),
    queryFn: ({ signal }) => callApi(getUserProfile, {}, { signal }),
    staleTime: Infinity,
  });
  return queryClient.getQueryData(userKey(token)) !== undefined;
}

/**
 * Loads the token from local storage at start-up and checks it with the server
 * (`getUserProfile`); a failed check means signed out (document 1 §4).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const token = useToken();
  const userQuery = useQuery({
    queryKey: userKey(token),
    queryFn: ({ signal }) => callApi(getUserProfile, {}, { signal }),
    enabled: token !== null,
    staleTime: Infinity,
    retry: (count, error) => !isApiError(error, 'unauthenticated') && shouldRetry(count, error),
  });

  useEffect(() => {
    if (userQuery.error) console.error('Token check failed; signed out.', userQuery.error);
  }, [userQuery.error]);

  const session: SessionState = useMemo(() => {
    if (token === null) return { status: 'signedOut', user: null };
    if (userQuery.data) return { status: 'signedIn', user: userQuery.data };
    if (userQuery.isError) return { status: 'signedOut', user: null };
    return { status: 'checking', user: null };
  }, [token, userQuery.data, userQuery.isError]);

  const signIn = useCallback(
    (response: LoginResponse) => {
      queryClient.setQueryData(userKey(response.Token), response.Data);
      setToken(response.Token);
    },
    [queryClient],
  );

  const updateUser = useCallback(
    (user: User) => {
      queryClient.setQueryData(userKey(getToken()), user);
    },
    [queryClient],
  );

  const signOut = useCallback(async () => {
    try {
      await callApi(logout, {});
    } catch (error) {
      console.error('Logout call failed; the local session is cleared anyway.', error);
    }
    clearToken();
    forgetTarget();
    clearAppSessionStorage();
    queryClient.clear();
  }, [queryClient]);

  const value = useMemo(
    () => ({ session, signIn, updateUser, signOut }),
    [session, signIn, updateUser, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** Provides a fixed session (tests and stories). */
export function SessionContextProvider({
  value,
  children,
}: {
  value: Session;
  children: ReactNode;
}) {
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The current session; must be used under `SessionProvider`. */
export function useSession(): Session {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside SessionProvider');
  return value;
}
