import { DEFAULT_COLOR_MODE, DEFAULT_THEME, FALLBACK_THEME, type ColorMode, type TMe, type ThemeName } from '@lontar/core';
import { theme, type ThemeConfig } from 'antd';
import { THEME_PALETTES } from './themes.ts';

export interface ThemeChoice {
  name: ThemeName;
  mode: ColorMode;
}

/**
 * Signed out: the product's green, light. Signed in: the user's stored theme and mode; a user without a
 * colormode gets purple (spec 000 §1, both readings of the default).
 */
export function themeChoiceFor(user: Pick<TMe, 'theme' | 'colormode'> | null): ThemeChoice {
  if (!user) return { name: DEFAULT_THEME, mode: DEFAULT_COLOR_MODE };
  if (!user.colormode) return { name: FALLBACK_THEME, mode: DEFAULT_COLOR_MODE };
  return { name: user.theme ?? DEFAULT_THEME, mode: user.colormode };
}

/** antd tokens for a theme. The light tints only suit light mode; dark mode lets darkAlgorithm derive them. */
export function themeConfig({ name, mode }: ThemeChoice, { reducedMotion = false }: { reducedMotion?: boolean } = {}): ThemeConfig {
  const p = THEME_PALETTES[name];
  const dark = mode === 'dark';
  return {
    algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: {
      // A user who asked the system for less motion gets dialogs, drawers and lists that open and close at once.
      ...(reducedMotion ? { motion: false } : {}),
      colorPrimary: p.primary,
      colorLink: p.primary,
      colorInfo: p.primary,
      borderRadius: 6,
      fontFamily: "'Inter', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
      ...(dark ? {} : { colorBorderSecondary: p.border }),
    },
    components: {
      Layout: { headerBg: p.header, headerPadding: '0 24px', headerHeight: 56 },
      Form: dark ? {} : { labelColor: p.label },
      Table: dark ? {} : { headerBg: p.column, headerColor: p.label, rowHoverBg: p.hover },
      Menu: dark ? {} : { itemHoverBg: p.hover },
      Select: dark ? {} : { optionActiveBg: p.hover },
    },
  };
}
