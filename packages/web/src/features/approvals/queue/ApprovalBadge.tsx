import { BellOutlined } from '@ant-design/icons';
import { PRODUCT_TITLE } from '@lontar/core';
import { useQuery } from '@tanstack/react-query';
import { App, Badge, Button, Tooltip } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { approvalKeys, waitingCount, waitingTypes } from './approvals-queue-api.ts';

/** How often the header asks how many documents wait (a decision refreshes it at once). */
const REFRESH_MS = 60_000;

/**
 * The workspace header's notice of documents waiting for the member's approval: a bell with the count that opens
 * Catatan Persetujuan, refreshed every minute; a short notification when the count rises. Nothing while nothing
 * waits (approval off answers no documents).
 */
export function ApprovalBadge({ tenantId, onOpen }: { tenantId: number; onOpen: () => void }) {
  const { t } = useTranslation('approvalsQueue');
  const { notification } = App.useApp();
  const types = useQuery({ queryKey: approvalKeys.types(tenantId), queryFn: () => waitingTypes(tenantId), refetchInterval: REFRESH_MS });
  const count = waitingCount(types.data);
  const seen = useRef(0);
  useEffect(() => {
    if (!types.isSuccess) return;
    if (count > seen.current) notification.info({ title: PRODUCT_TITLE, description: t('arrived', { count }), duration: 4 });
    seen.current = count;
  }, [count, types.isSuccess, notification, t]);
  if (count === 0) return null;
  const label = t('badge', { count });
  return (
    <Tooltip title={label}>
      <Badge count={count} size="small" className="approvals-queue__badge">
        <Button icon={<BellOutlined />} onClick={onOpen} aria-label={label} data-testid="approval-badge" />
      </Badge>
    </Tooltip>
  );
}
