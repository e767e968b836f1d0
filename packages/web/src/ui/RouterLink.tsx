import { Typography } from 'antd';
import type { MouseEvent, ReactNode } from 'react';
import { useHref, useNavigate } from 'react-router';

/** A themed antd link that navigates inside the app; modified clicks (new tab) keep the browser's behaviour. */
export function RouterLink({ to, children }: { to: string; children: ReactNode }) {
  const navigate = useNavigate();
  const href = useHref(to);
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(to);
  };
  return (
    <Typography.Link href={href} onClick={onClick}>
      {children}
    </Typography.Link>
  );
}
