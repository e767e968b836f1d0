/** Product version shown to the user and published in /meta.json (spec 000 §1). */
export const APP_VERSION = '1.2.0935';
export const PRODUCT_TITLE = 'Lontar';

/** Languages with every screen and message; the login screen also offers LOGIN_LANGUAGES. */
export const LANGUAGES = ['id', 'en'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const LOGIN_LANGUAGES = ['id', 'en', 'zh', 'de', 'es', 'it', 'fr'] as const;
export type LoginLang = (typeof LOGIN_LANGUAGES)[number];

export const THEMES = ['green', 'red', 'blue', 'orange', 'pink', 'purple', 'gray'] as const;
export type ThemeName = (typeof THEMES)[number];
export const COLOR_MODES = ['light', 'dark'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];
/** Stored default for a new user (spec 000 §1: theme green, mode light); the shell falls back to purple without a colormode. */
export const DEFAULT_THEME: ThemeName = 'green';
export const DEFAULT_COLOR_MODE: ColorMode = 'light';
export const FALLBACK_THEME: ThemeName = 'purple';

/** Tenant roles (API.md §3). */
export const ROLES = { ADMINISTRATOR: 1, SUPERVISOR: 2, USER: 3 } as const;

/** Client-side storage keys (spec 000 §9). */
export const STORAGE_KEYS = {
  state: 'state',
  accessToken: 'accessToken',
  accessTokenAdmin: 'accessTokenAdmin',
  fcmToken: 'TOKEN_FCM',
} as const;

/** x-api-key (API.md §1): AES-GCM with a fixed, public key. It identifies the client and bounds replay; it is not a secret. */
export const API_KEY_AES_KEY_HEX = '6c6f6e7461722d6170692d6b65792d76312d66697865642d6b65792d33322121';
export const API_KEY_DURATION_MINUTES = 3;
export const SERVER_TIME_CACHE_MS = 160_000;

export const NOTICE_SECONDS = 3;
export const NOTICE_TOP_OFFSET = 70;
export const DEBOUNCE_MS = 500;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const USERNAME_MIN = 4;
export const USERNAME_MAX = 30;
