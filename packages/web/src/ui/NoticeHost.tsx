import { App } from 'antd';
import { useEffect } from 'react';
import { bindNotices } from './notices.ts';

/** Hands the themed notification API of antd's <App> to the notice functions used outside React. */
export function NoticeHost() {
  const { notification } = App.useApp();
  useEffect(() => bindNotices(notification), [notification]);
  return null;
}
