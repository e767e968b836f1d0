import { PRODUCT_TITLE } from '@lontar/core';
import type { NotificationInstance } from 'antd/es/notification/interface';

/** Notices (spec 000 §8): top right, offset 70, 3 seconds, titled with the product name. Placement and timing are set on antd's App. */
export type NoticeKind = 'success' | 'warning' | 'error';

interface Notice {
  kind: NoticeKind;
  text: string;
}

const FLASH_KEY = 'lontar.flash';
let instance: NotificationInstance | undefined;
const waiting: Notice[] = [];
let flashTaken = false;

function show({ kind, text }: Notice): void {
  if (!instance) {
    waiting.push({ kind, text });
    return;
  }
  instance[kind]({ title: PRODUCT_TITLE, description: text });
}

export const notify = {
  success: (text: string) => show({ kind: 'success', text }),
  warning: (text: string) => show({ kind: 'warning', text }),
  error: (text: string) => show({ kind: 'error', text }),
};

/** Keeps a notice across a full reload (forced logout reloads to /), shown once the app is back. */
export function flashNotice(kind: NoticeKind, text: string): void {
  sessionStorage.setItem(FLASH_KEY, JSON.stringify({ kind, text }));
}

/** The notice flashed by the previous page load, taken once per load (later binds must leave a new flash for the next load). */
function takeFlash(): Notice | null {
  if (flashTaken) return null;
  flashTaken = true;
  const flashed = sessionStorage.getItem(FLASH_KEY);
  sessionStorage.removeItem(FLASH_KEY);
  return flashed ? (JSON.parse(flashed) as Notice) : null;
}

/** Called by NoticeHost whenever antd's notification API is (re)created: shows what waited and the flashed notice. */
export function bindNotices(api: NotificationInstance): void {
  instance = api;
  const flashed = takeFlash();
  if (flashed) waiting.push(flashed);
  waiting.splice(0).forEach(show);
}
