import { DeleteOutlined, ExclamationCircleFilled, RollbackOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Modal, Radio, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../ui/document/AmountInput.tsx';
import { DateInput } from '../../ui/document/DateInput.tsx';
import type { DocumentHandle } from '../../ui/document/document-types.ts';
import { showDate, useFormats } from '../../ui/document/formats.ts';
import { notify } from '../../ui/notices.ts';
import { AccountSelect } from '../masters/fields/AccountSelect.tsx';
import { today } from '../reports/period-text.ts';
import { assetKeys, disposeAsset, undoDisposal } from './asset-api.ts';
import { disposalBody, type DisposalValues } from './asset-values.ts';

/**
 * The asset's disposal: "Disposal / Penghapusan" (sold or written off, with its journal) on a saved active asset,
 * "Batalkan Penghapusan" (the journal reversed) on a disposed one. Both need the edit right.
 */
export function DisposalTools({ doc, tenantId }: { doc: DocumentHandle; tenantId: number }) {
  const { t } = useTranslation(['assets', 'common']);
  const { modal } = App.useApp();
  const formats = useFormats();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const record = doc.state.record;
  const saved = doc.recordId !== null && doc.state.mode !== 'new';
  const disposed = saved && record.disposed === true;
  const allowed = saved && doc.rights.ubah && !doc.state.hasChange;
  const done = async (text: string) => {
    notify.success(text);
    void queryClient.invalidateQueries({ queryKey: assetKeys.all(tenantId) });
    void queryClient.invalidateQueries({ queryKey: ['lookup', tenantId] });
    await doc.reload();
  };
  const undo = useMutation({
    mutationFn: () => undoDisposal(tenantId, Number(record.assetid), Number(record.version)),
    onSuccess: () => done(t('undoneDone')),
  });
  const askUndo = () =>
    modal.confirm({
      title: t('undoConfirm'),
      content: t('undoExplain'),
      icon: <ExclamationCircleFilled />,
      okText: t('common:yes'),
      cancelText: t('common:no'),
      onOk: () => undo.mutateAsync().catch(() => undefined),
    });
  if (!saved) return null;
  return (
    <>
      {disposed ? (
        <>
          <Tag color="red" data-testid="asset-disposed-tag">
            {t('disposedOn', { date: showDate(record.disposaldate, formats) })}
          </Tag>
          <Button icon={<RollbackOutlined />} disabled={!allowed} loading={undo.isPending} onClick={askUndo} data-testid="asset-undo-dispose">
            {t('undoDispose')}
          </Button>
        </>
      ) : (
        <Button icon={<DeleteOutlined />} disabled={!allowed} onClick={() => setOpen(true)} data-testid="asset-dispose">
          {t('dispose')}
        </Button>
      )}
      {open && <DisposalDialog tenantId={tenantId} record={record} onClose={() => setOpen(false)} onDone={() => done(t('disposedDone'))} />}
    </>
  );
}

interface DialogProps {
  tenantId: number;
  record: Record<string, unknown>;
  onClose: () => void;
  onDone: () => Promise<void>;
}

function DisposalDialog({ tenantId, record, onClose, onDone }: DialogProps) {
  const { t } = useTranslation('assets');
  const [form] = Form.useForm<DisposalValues>();
  const type = Form.useWatch('disposaltype', form);
  const dispose = useMutation({
    mutationFn: (values: DisposalValues) => disposeAsset(tenantId, disposalBody(record, values)),
    onSuccess: async () => {
      onClose();
      await onDone();
    },
  });
  const initial: DisposalValues = { disposaldate: today(), disposaltype: 0, proceeds: '0', proceedsglaccnt: null, gainlossglaccnt: null, disposalnote: '' };
  return (
    <Modal
      open
      title={t('dispose')}
      okText={t('disposeOk')}
      cancelText={t('cancel')}
      okButtonProps={{ danger: true, loading: dispose.isPending, 'data-testid': 'disposal-ok' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      data-testid="disposal-dialog"
    >
      <Form<DisposalValues> form={form} name="disposal" layout="vertical" initialValues={initial} onFinish={(values) => dispose.mutate({ ...initial, ...values })}>
        <Form.Item name="disposaldate" label={t('disposalDate')} rules={[{ required: true, message: t('disposalDate') }]}>
          <DateInput />
        </Form.Item>
        <Form.Item name="disposaltype" label={t('disposalType')}>
          <Radio.Group options={[{ value: 0, label: t('sold') }, { value: 1, label: t('writtenOff') }]} />
        </Form.Item>
        {type !== 1 && (
          <>
            <Form.Item name="proceeds" label={t('proceeds')}>
              <AmountInput />
            </Form.Item>
            <Form.Item name="proceedsglaccnt" label={t('proceedsAccount')}>
              <AccountSelect tenantId={tenantId} />
            </Form.Item>
          </>
        )}
        <Form.Item name="gainlossglaccnt" label={t('gainLossAccount')} rules={[{ required: true, message: t('gainLossAccount') }]}>
          <AccountSelect tenantId={tenantId} />
        </Form.Item>
        <Form.Item name="disposalnote" label={t('note')}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
