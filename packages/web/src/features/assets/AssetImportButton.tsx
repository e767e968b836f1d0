import { ImportOutlined } from '@ant-design/icons';
import type { Rights } from '@lontar/core';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { notify } from '../../ui/notices.ts';
import { useWorkspaceNav } from '../../ui/workspace-nav.ts';

/**
 * "Impor" on the fixed asset list: opens Impor Transaksi → Aktiva Tetap in its workspace tab, as the menu does.
 * Shown to a member who may add fixed assets (the fixed-asset screen's `tambah`, which the import asks too).
 */
export function AssetImportButton({ rights }: { rights: Rights }) {
  const { t } = useTranslation(['assets', 'masters']);
  const nav = useWorkspaceNav();
  if (!rights.tambah) return null;
  const open = () => {
    if (!nav.openScreen('import-fixedAsset')) notify.warning(t('masters:noRight'));
  };
  return (
    <Button icon={<ImportOutlined />} onClick={open} data-testid="asset-list-import">
      {t('importer.open')}
    </Button>
  );
}
