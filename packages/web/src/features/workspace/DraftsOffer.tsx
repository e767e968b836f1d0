import { Alert, Button, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DraftSet } from '../../ui/document/drafts.ts';
import type { ItemLabel } from './menu-tree.ts';

interface DraftsOfferProps {
  offered: DraftSet;
  onRestore: () => void;
  onDrop: () => void;
}

/** "Ada 1 draf yang belum disimpan — Pulihkan / Buang": the unsaved forms a lost session left, named by their tabs. */
export function DraftsOffer({ offered, onRestore, onDrop }: DraftsOfferProps) {
  const { t } = useTranslation(['workspace', 'menu']);
  const formKeys = Object.keys(offered.forms);
  const names = [...new Set(formKeys.map((formKey) => formKey.slice(0, formKey.lastIndexOf('/'))))].map((tabKey) => {
    const label = offered.tabs.find((tab) => tab.key === tabKey)?.label;
    return label ? t(`menu:items.${label as ItemLabel}`) : tabKey;
  });
  return (
    <Alert
      type="info"
      showIcon
      className="workspace__drafts"
      data-testid="drafts-offer"
      title={t('draftsOffered', { count: formKeys.length })}
      description={t('draftsFrom', { forms: names.join(', ') })}
      action={
        <Space wrap>
          <Button type="primary" size="small" onClick={onRestore} autoFocus>
            {t('draftsRestore')}
          </Button>
          <Popconfirm title={t('draftsDropConfirm')} onConfirm={onDrop} okText={t('draftsDrop')} okButtonProps={{ danger: true }}>
            <Button size="small" danger>
              {t('draftsDrop')}
            </Button>
          </Popconfirm>
        </Space>
      }
    />
  );
}
