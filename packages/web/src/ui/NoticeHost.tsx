import { NOTICE_SECONDS, NOTICE_TOP_OFFSET } from '@lontar/core';
import { notification } from 'antd';
import { useEffect } from 'react';
import { bindNotices } from './notices.ts';

/**
 * Renders antd's themed notification holder and hands its API to the notice functions used outside React.
 * The holder is this component's child, so it is ready by the time this effect binds and flushes waiting notices.
 */
export function NoticeHost() {
  const [api, holder] = notification.useNotification({ placement: 'topRight', top: NOTICE_TOP_OFFSET, duration: NOTICE_SECONDS });
  useEffect(() => bindNotices(api), [api]);
  return holder;
}
