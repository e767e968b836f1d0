import { Button, Empty, List, Modal, Spin, type FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showDate, useFormats } from '../../ui/document/formats.ts';
import type { Row } from '../../ui/document/record-api.ts';
import { StatusTag } from './PurchaseList.tsx';
import { requisitionLines, useOpenRequisitions } from './purchasing-api.ts';
import { addPulledLines, type PurchaseLineValues } from './purchasing-values.ts';

interface PullRequisitionProps {
  tenantId: number;
  form: FormInstance;
  disabled: boolean;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * "Ambil dari Permintaan": the requisitions still open (pullTransaction), and for the one chosen its lines with
 * what remains (pullDetTransaction) added to the order, each naming its requisition line. Quantities can then be
 * lowered in the grid for a partial pull; the server refuses more than remains.
 */
export function PullRequisition({ tenantId, form, disabled }: PullRequisitionProps) {
  const { t } = useTranslation('purchasing');
  const formats = useFormats();
  const [open, setOpen] = useState(false);
  const [taking, setTaking] = useState<number | null>(null);
  const list = useOpenRequisitions(tenantId, open);

  const take = async (row: Row) => {
    const reqid = Number(row.id);
    setTaking(reqid);
    try {
      const lines = await requisitionLines(tenantId, reqid);
      const current = form.getFieldValue('details') as PurchaseLineValues[] | undefined;
      form.setFieldValue('details', addPulledLines(current, lines, text(row.reqno) || null));
      form.setFields([{ name: 'details', errors: [] }]);
      setOpen(false);
    } finally {
      setTaking(null);
    }
  };

  return (
    <>
      <Button onClick={() => setOpen(true)} disabled={disabled} data-testid="pull-requisition">
        {t('pull')}
      </Button>
      <Modal open={open} title={t('pullTitle')} onCancel={() => setOpen(false)} footer={null} destroyOnHidden width={640}>
        {list.isPending ? (
          <Spin />
        ) : !list.data?.length ? (
          <Empty description={t('pullNone')} />
        ) : (
          <List
            dataSource={list.data}
            rowKey={(row) => Number(row.id)}
            renderItem={(row) => (
              <List.Item
                actions={[
                  <Button key="take" type="primary" loading={taking === Number(row.id)} disabled={taking !== null} onClick={() => void take(row)} aria-label={`${t('pullAdd')} ${text(row.reqno)}`}>
                    {t('pullAdd')}
                  </Button>,
                ]}
              >
                <List.Item.Meta
                  title={
                    <span>
                      {text(row.reqno)} · {showDate(row.reqdate, formats)} <StatusTag status={row.status} />
                    </span>
                  }
                  description={text(row.description)}
                />
              </List.Item>
            )}
          />
        )}
      </Modal>
    </>
  );
}

