import { STORAGE_KEYS, type LoginLang, type TMe } from '@lontar/core';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { changeLanguage } from '../i18n/i18n.ts';
import { browserLanguage } from '../i18n/language.ts';

/** The opened company: its data source key plus the opened flag (spec 000 §4 "Opening a company"). */
export interface OpenedCompany {
  id: string;
  opened: boolean;
}

interface SessionData {
  user: TMe | null;
  authenticated: boolean;
  /** False once the server reports the session replaced or lost. */
  session: boolean;
  language: LoginLang;
  opened: OpenedCompany | null;
}

interface SessionActions {
  signIn: (user: TMe) => void;
  setUser: (user: TMe) => void;
  setLanguage: (lang: LoginLang) => void;
  openCompany: (id: string) => void;
  closeCompany: () => void;
  /** Forgets the signed-in user; the chosen language stays, it is not login data. */
  reset: () => void;
}

function signedOut(language: LoginLang): SessionData {
  return { user: null, authenticated: false, session: false, language, opened: null };
}

/** Client session state, persisted under localStorage `state` (spec 000 §3); the token is stored apart. */
export const useSession = create<SessionData & SessionActions>()(
  persist(
    (set, get) => ({
      ...signedOut(browserLanguage()),
      signIn: (user) => {
        set({ user, authenticated: true, session: true, language: user.language });
        changeLanguage(user.language);
      },
      setUser: (user) => {
        set({ user, language: user.language });
        changeLanguage(user.language);
      },
      setLanguage: (language) => {
        set({ language });
        changeLanguage(language);
      },
      openCompany: (id) => set({ opened: { id, opened: true } }),
      closeCompany: () => set({ opened: null }),
      reset: () => set(signedOut(get().language)),
    }),
    {
      name: STORAGE_KEYS.state,
      partialize: ({ user, authenticated, session, language, opened }) => ({ user, authenticated, session, language, opened }),
    },
  ),
);
