import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { SessionUser } from './guard';

/** What sign-in answers and the console keeps in local storage (docs/behaviour/accounts.md#session). */
export type UserInfo = SessionUser & {
  jwt_token: string;
  expires_at?: string;
  first_name?: string;
  last_name?: string;
  email?: string;
};

const STORAGE_KEY = 'podspot.user';

const read = (): UserInfo | null => {
  try {
    const value = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
    return value && typeof value.jwt_token === 'string' && Array.isArray(value.role) && value.onboarding ? value : null;
  } catch {
    return null;
  }
};

type SessionState = {
  user: UserInfo | null;
  signIn(user: UserInfo): void;
  /** Also called on any 401: clears the stored user info and every cached answer. */
  signOut(): void;
  setOnboarding(onboarding: UserInfo['onboarding']): void;
};

const resetListeners = new Set<() => void>();
/** Feature stores register here so that logout resets all stored state. */
export const onSignOut = (listener: () => void) => {
  resetListeners.add(listener);
  return () => void resetListeners.delete(listener);
};

export const session = createStore<SessionState>()((set, get) => ({
  user: read(),
  signIn(user) {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(user));
    set({ user });
  },
  signOut() {
    localStorage.removeItem(STORAGE_KEY);
    set({ user: null });
    for (const listener of resetListeners) listener();
  },
  setOnboarding(onboarding) {
    const user = get().user;
    if (user) get().signIn({ ...user, onboarding });
  },
}));

// Another tab signing in or out changes this one too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEY) session.setState({ user: read() });
  });
}

export const useSession = <T>(selector: (state: SessionState) => T) => useStore(session, selector);
