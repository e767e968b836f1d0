import { RIGHT_FLAGS, SCREENS, type RightFlag, type TRightEntry } from '@lontar/core';
import { Button, Checkbox, Modal, Select, Skeleton, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { coreLang } from '../../app/i18n/language.ts';
import { notify } from '../../ui/notices.ts';
import type { TenantMember } from './members-api.ts';
import { useCloneRights, useMemberRights, useSaveRights } from './rights-api.ts';

interface RightsModalProps {
  tenantId: number;
  member: TenantMember;
  /** Other joined members whose rights can be copied. */
  others: TenantMember[];
  onClose: () => void;
}

/** The privilege tree's modules (SCREENS of @lontar/core name them in Indonesian) and their label keys. */
const MODULE_LABEL = {
  Perusahaan: 'rightsModule_company',
  'Data Master': 'rightsModule_master',
  Persediaan: 'rightsModule_inventory',
  Penjualan: 'rightsModule_sales',
  Pembelian: 'rightsModule_purchasing',
  'Buku Besar': 'rightsModule_ledger',
  Aktiva: 'rightsModule_assets',
  Produksi: 'rightsModule_manufacturing',
  Laporan: 'rightsModule_reports',
} as const;

type Row = TRightEntry & { key: string; label: string };
type Group = { key: string; label: string; children: Row[] };

/**
 * A member's rights per screen (spec 002 §6: module → screen → open, add, edit, delete, print, export, view journal),
 * copied from another member or set by hand, then saved as one list (PUT privileges).
 */
export function RightsModal({ tenantId, member, others, onClose }: RightsModalProps) {
  const { t, i18n } = useTranslation('company');
  const lang = coreLang(i18n.language);
  const userId = member.userId ?? 0;
  const current = useMemberRights(tenantId, userId);
  const save = useSaveRights(tenantId, userId);
  const clone = useCloneRights(tenantId, userId);
  const [rows, setRows] = useState<TRightEntry[] | null>(null);
  const [source, setSource] = useState<number | undefined>();

  useEffect(() => {
    if (current.data) setRows(current.data.hakAksesList);
  }, [current.data]);

  const groups = useMemo<Group[]>(() => {
    if (!rows) return [];
    const byModule = new Map<string, Row[]>();
    for (const entry of rows) {
      const def = SCREENS.find((s) => s.screen === entry.screen);
      const list = byModule.get(entry.module) ?? [];
      list.push({ ...entry, key: entry.screen, label: def ? def.description[lang] : entry.screen });
      byModule.set(entry.module, list);
    }
    const moduleLabel = (module: string) => (module in MODULE_LABEL ? t(MODULE_LABEL[module as keyof typeof MODULE_LABEL]) : module);
    return [...byModule].map(([module, children]) => ({ key: `module:${module}`, label: moduleLabel(module), children }));
  }, [rows, lang, t]);

  const setFlag = (screens: string[], flag: RightFlag, value: boolean) =>
    setRows((list) =>
      list?.map((entry) => {
        if (!screens.includes(entry.screen)) return entry;
        // Without "open" no other right means anything; giving any right gives "open" too.
        if (flag === 'akses' && !value) return { ...entry, ...Object.fromEntries(RIGHT_FLAGS.map((f) => [f, false])) };
        return { ...entry, [flag]: value, ...(value ? { akses: true } : {}) };
      }) ?? null,
    );

  const flagColumn = (flag: RightFlag): ColumnsType<Row | Group>[number] => ({
    key: flag,
    title: t(`right_${flag}`),
    align: 'center',
    width: 84,
    render: (_value, record) => {
      const screens = 'children' in record ? record.children.map((c) => c.screen) : [record.screen];
      const values = screens.map((s) => rows?.find((r) => r.screen === s)?.[flag] ?? false);
      const all = values.every(Boolean);
      const some = values.some(Boolean);
      return (
        <Checkbox
          checked={all}
          indeterminate={some && !all}
          onChange={(e) => setFlag(screens, flag, e.target.checked)}
          aria-label={`${t(`right_${flag}`)}: ${record.label}`}
        />
      );
    },
  });

  const columns: ColumnsType<Row | Group> = [
    { key: 'label', title: t('rightsScreen'), dataIndex: 'label', fixed: 'left', width: 220, render: (label: string, record) => ('children' in record ? <strong>{label}</strong> : label) },
    ...RIGHT_FLAGS.map(flagColumn),
  ];

  const copyFrom = () =>
    source !== undefined &&
    clone.mutate(source, {
      onSuccess: (saved) => {
        setRows(saved.hakAksesList);
        notify.success(t('rightsCopied'));
      },
    });

  const submit = () => rows && save.mutate(rows, { onSuccess: () => { notify.success(t('rightsSaved')); onClose(); } });

  return (
    <Modal
      open
      width={960}
      title={t('rightsTitle', { name: member.name || member.email })}
      onCancel={onClose}
      onOk={submit}
      okText={t('rightsSave')}
      cancelText={t('rightsCancel')}
      okButtonProps={{ loading: save.isPending, disabled: !rows }}
      className="rights-modal"
      destroyOnHidden
    >
      <div className="rights-modal__copy">
        <Typography.Text>{t('rightsCopyFrom')}</Typography.Text>
        <Select
          value={source}
          onChange={setSource}
          options={others.map((o) => ({ value: o.userId ?? 0, label: o.name || o.email }))}
          placeholder={t('rightsChooseMember')}
          aria-label={t('rightsCopyFrom')}
          className="rights-modal__source"
        />
        <Button onClick={copyFrom} disabled={source === undefined} loading={clone.isPending}>
          {t('rightsCopy')}
        </Button>
      </div>
      {rows ? (
        <Table<Row | Group>
          size="small"
          columns={columns}
          dataSource={groups}
          pagination={false}
          expandable={{ defaultExpandAllRows: true }}
          scroll={{ x: 220 + RIGHT_FLAGS.length * 84, y: 480 }}
          rowKey="key"
        />
      ) : (
        <Skeleton active />
      )}
    </Modal>
  );
}
