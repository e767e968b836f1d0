import { periodWindow, type Rights } from '@lontar/core';
import { useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { coreMessage } from '../../app/i18n/i18n.ts';
import type { FieldPath } from '../../ui/document/field-errors.ts';
import { listRecords, recordKeys, type RecordSource, type Row } from '../../ui/document/record-api.ts';
import { copyOf } from '../../ui/document/copy-values.ts';
import { useDocument, type DocumentHandle } from '../../ui/document/use-document.ts';
import { notify } from '../../ui/notices.ts';
import type { LedgerSettings } from '../ledger/ledger-api.ts';
import { useYesNo } from '../ledger/use-yes-no.tsx';
import type { GoodsFormDef } from './goods-forms.ts';
import { emptyGoodsLine, goodsToBody, goodsToValues } from './goods-values.ts';
import { stockKeys, type StockSettings } from './inventory-api.ts';

const LINE_LABELS: Record<string, string> = {
  itemno: 'item',
  itemunit: 'unit',
  warehouseid: 'warehouse',
  adjtype: 'adjType',
  quantity: 'quantity',
  newqty: 'newQty',
  unitprice: 'unitPrice',
  deptid: 'department',
  projectid: 'project',
  itemovdesc: 'lineNote',
};

/** The rights of a form whose adding needs another flag (opening stock: changing items). */
function documentRights(def: GoodsFormDef, rights: Rights): Rights {
  return def.createRight === 'ubah' ? { ...rights, tambah: rights.ubah } : rights;
}

/**
 * One goods document in a tab: the shared document life (useDocument: Idempotency-Key on create, edit lock,
 * version, drafts) with what goods add: the form's own values and body, the period window, and the stock
 * figures and lists refreshed after a save.
 */
export function useGoodsDocument(def: GoodsFormDef, tenantId: number, rights: Rights, settings: StockSettings, ledger: LedgerSettings) {
  const { t } = useTranslation('inventory');
  const queryClient = useQueryClient();
  const askYesNo = useYesNo();
  const source: RecordSource = useMemo(() => ({ tenantId, form: def.form, idField: def.idField }), [tenantId, def.form, def.idField]);
  const warehouses = { multiWarehouse: settings.multiWarehouse, defaultWarehouse: settings.defaultWarehouse };

  const labelOf = (path: FieldPath): string | undefined => {
    const [head, , field] = path;
    if (path.length === 1) {
      if (head === def.numberField) return t('number');
      if (head === def.dateField) return t('date');
      if (head === 'description') return t('description');
      if (head === 'adjaccnt') return t('adjustmentAccount');
      if (head === 'fromwhid') return t('fromWarehouse');
      if (head === 'towhid') return t('toWarehouse');
      if (head === 'details') return t('lines');
      if (head === 'totalamount') return t('total');
      return undefined;
    }
    if (head === 'details' && path.length === 3 && typeof field === 'string' && LINE_LABELS[field]) return t(LINE_LABELS[field] as 'item');
    return undefined;
  };

  const doc: DocumentHandle = useDocument({
    source,
    schema: def.schema,
    idempotent: true,
    toValues: (record) => goodsToValues(def, record) as Row,
    toBody: (values, record) => goodsToBody(def, values, record, warehouses),
    newRecord: async () => ({
      [def.dateField]: dayjs().format('YYYY-MM-DD'),
      details: [emptyGoodsLine(), emptyGoodsLine()],
    }),
    // A copy takes its own number and date; serial numbers are the goods of the original, not copied.
    copyValues: copyOf({ own: { ...(def.numberField ? { [def.numberField]: '' } : {}), [def.dateField]: null }, drop: ['serials'] }),
    labelOf,
    rights: documentRights(def, rights),
    // A counted quantity is typed in the quantity cell: its errors show there.
    fieldOf: (path) => (path[0] === 'details' && path[2] === 'newqty' ? ['details', path[1]!, 'quantity'] : path),
    beforeSave: async (body) => {
      const verdict = periodWindow(String(body[def.dateField]), ledger.window);
      if (verdict === 'refuse') {
        notify.warning(coreMessage('PERIOD_ERROR_WINDOW'));
        return false;
      }
      return verdict === 'ok' || (await askYesNo(coreMessage('PERIOD_WARNING_WINDOW')));
    },
    // The list comes newest first (and takes no sort): "previous" from a new document is its first row.
    lastId: async () => {
      const id = Number((await listRecords(source, { page: 1, size: 1 })).listdata[0]?.id);
      return Number.isSafeInteger(id) && id > 0 ? id : null;
    },
    onChanged: () => {
      void queryClient.invalidateQueries({ queryKey: recordKeys.form(source) });
      void queryClient.invalidateQueries({ queryKey: ['journal', tenantId, def.form] });
      void queryClient.invalidateQueries({ queryKey: stockKeys.all(tenantId) });
    },
  });

  return { doc, source, labelOf };
}
