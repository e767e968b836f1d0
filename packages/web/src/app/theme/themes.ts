import type { ThemeName } from '@lontar/core';

/** The colours every theme defines (spec 000 §1): label, border, hover, column and header, plus the primary they derive from. */
export interface ThemePalette {
  primary: string;
  label: string;
  border: string;
  hover: string;
  column: string;
  header: string;
}

export const THEME_PALETTES: Record<ThemeName, ThemePalette> = {
  green: { primary: '#1f8a4c', label: '#14532d', border: '#b7dfc6', hover: '#e8f5ed', column: '#f1f8f3', header: '#146c3a' },
  red: { primary: '#c62828', label: '#7f1d1d', border: '#f1c0c0', hover: '#fdecec', column: '#fdf5f5', header: '#a51d1d' },
  blue: { primary: '#1d64c8', label: '#1e3a6e', border: '#bcd3f2', hover: '#eaf2fd', column: '#f3f7fd', header: '#164f9e' },
  orange: { primary: '#d9730d', label: '#7c3d06', border: '#f5d2ad', hover: '#fdf1e4', column: '#fdf8f1', header: '#b45c08' },
  pink: { primary: '#c2337a', label: '#6e1a45', border: '#f0bfd7', hover: '#fcebf3', column: '#fdf5f9', header: '#9e2863' },
  purple: { primary: '#6d3fc0', label: '#3b2170', border: '#d3c4f0', hover: '#f1ecfb', column: '#f8f5fd', header: '#55309a' },
  gray: { primary: '#4b5563', label: '#1f2937', border: '#d1d5db', hover: '#f1f3f5', column: '#f7f8f9', header: '#374151' },
};
