import { Button, Empty, Form, List, Modal, Spin, type FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showDate, useFormats } from '../../ui/document/formats.ts';
import type { Row } from '../../ui/document/record-api.ts';
import { StatusTag } from './PurchaseList.tsx';
import { readSource, sourceLines, useOpenSources, withOrderPrices } from './purchasing-api.ts';
import type { PullSourceDef, PurchaseFormDef } from './purchasing-forms.ts';
import { addPulledLines, pulledHeader } from './purchasing-pull.ts';
import type { PurchaseLineValues } from './purchasing-values.ts';

interface PullSourceProps {
  tenantId: number;
  def: PurchaseFormDef;
  source: PullSourceDef;
  form: FormInstance;
  disabled: boolean;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * "Ambil dari …" one source form (a requisition, an order, a receipt): the documents still open to pull from
 * (pullTransaction, the chosen vendor's when the source has a vendor), and for the one chosen its lines with what
 * remains (pullDetTransaction) added to the document, each naming its source line. A document taken while no vendor
 * is chosen gives the vendor, and into a header still empty of them its currency, rate and tax-inclusive flag (read
 * from the source, `pulledHeader`). Quantities can then be lowered in the grid for a partial pull; the server refuses more
 * than remains.
 */
export function PullSource({ tenantId, def, source, form, disabled }: PullSourceProps) {
  const { t } = useTranslation('purchasing');
  const formats = useFormats();
  const [open, setOpen] = useState(false);
  const [taking, setTaking] = useState<number | null>(null);
  const party = def.side.party;
  const vendorid = (Form.useWatch(party, form) as number | null | undefined) ?? null;
  const list = useOpenSources(tenantId, source, def.side, vendorid, open);

  const take = async (row: Row) => {
    const id = Number(row.id);
    setTaking(id);
    try {
      const pulled = await sourceLines(tenantId, source, id);
      // Goods delivered without prices are priced as they were ordered.
      const lines = def.priced ? await withOrderPrices(tenantId, source, id, pulled) : pulled;
      const current = form.getFieldValue('details') as PurchaseLineValues[] | undefined;
      const header = { currencyid: form.getFieldValue('currencyid') as number | null, inclusivetax: form.getFieldValue('inclusivetax') as boolean | null, details: current };
      // The source's header is read only when there is something it could still fill.
      const copied = def.priced && (!header.currencyid || (header.inclusivetax !== true && !current?.some((line) => line.itemno || line.srcid))) ? pulledHeader(header, await readSource(tenantId, source, id)) : {};
      form.setFieldValue('details', addPulledLines(def, current, lines, source, text(row[source.numberField]) || null));
      const fields = [{ name: 'details', errors: [] as string[] }];
      for (const [name, value] of Object.entries(copied)) {
        form.setFieldValue(name, value);
        fields.push({ name, errors: [] });
      }
      if (source.byParty && !vendorid && typeof row[party] === 'number') {
        form.setFieldValue(party, row[party]);
        fields.push({ name: party, errors: [] });
      }
      form.setFields(fields);
      setOpen(false);
    } finally {
      setTaking(null);
    }
  };

  return (
    <>
      <Button onClick={() => setOpen(true)} disabled={disabled} data-testid={`pull-${source.form}`}>
        {t(source.texts.button)}
      </Button>
      <Modal open={open} title={t(source.texts.title)} onCancel={() => setOpen(false)} footer={null} destroyOnHidden width={640}>
        {list.isPending ? (
          <Spin />
        ) : !list.data?.length ? (
          <Empty description={t(source.texts.none)} />
        ) : (
          <List
            dataSource={list.data}
            rowKey={(row) => Number(row.id)}
            renderItem={(row) => (
              <List.Item
                actions={[
                  <Button key="take" type="primary" loading={taking === Number(row.id)} disabled={taking !== null} onClick={() => void take(row)} aria-label={`${t('pullAdd')} ${text(row[source.numberField])}`}>
                    {t('pullAdd')}
                  </Button>,
                ]}
              >
                <List.Item.Meta
                  title={
                    <span>
                      {text(row[source.numberField])} · {showDate(row[source.dateField], formats)} <StatusTag kind={source.statusKind} status={row.status} />
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
