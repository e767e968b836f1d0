import { PRODUCT_TITLE } from '@lontar/core';
import type { NotificationInstance } from 'antd/es/notification/interface';

/** Notices (spec 000 §8): top right, offset 70, 3 seconds, titled with the product name. Placement and timing are set on antd's App. */
export type NoticeKind = 'success' | 'info' | 'warning' | 'error';

interface Notice {
  kind: NoticeKind;
  text: string;
}

const FLASH_KEY = 'lontar.flash';
let instance: NotificationInstance | undefined;
const waiting: Notice[] = [];

function show({ kind, text }: Notice): void {
  if (!instance) {
    waiting.push({ kind, text });
    return;
  }
  instance[kind]({ title: PRODUCT_TITLE, description: text });
}

export const notify = {
  success: (text: string) => show({ kind: 'success', text }),
  info: (text: string) => show({ kind: 'info', text }),
  warning: (text: string) => show({ kind: 'warning', text }),
  error: (text: string) => show({ kind: 'error', text }),
};

/** Keeps a notice across a full reload (forced logout reloads to /), shown once the app is back. */
export function flashNotice(kind: NoticeKind, text: string): void {
  sessionStorage.setItem(FLASH_KEY, JSON.stringify({ kind, text }));
}

/** Called by NoticeHost once antd's notification API exists: shows what waited, then any flashed notice. */
export function bindNotices(api: NotificationInstance): void {
  instance = api;
  waiting.splice(0).forEach(show);
  const flashed = sessionStorage.getItem(FLASH_KEY);
  if (flashed) {
    sessionStorage.removeItem(FLASH_KEY);
    show(JSON.parse(flashed) as Notice);
  }
}
