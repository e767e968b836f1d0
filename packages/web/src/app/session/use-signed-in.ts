import { useSession } from './session-store.ts';
import { readToken } from './tokens.ts';

/** Signed in means both: the persisted state says so and the token is still stored. */
export function useSignedIn(): boolean {
  const authenticated = useSession((s) => s.authenticated);
  return authenticated && readToken() !== null;
}
