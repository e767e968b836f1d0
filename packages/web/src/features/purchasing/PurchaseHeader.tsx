import { ACCOUNT_TYPE } from '@lontar/core';
import { Checkbox, Form, Input, Select, Switch, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../ui/document/AmountInput.tsx';
import { DateInput } from '../../ui/document/DateInput.tsx';
import { AccountSelect } from '../masters/fields/AccountSelect.tsx';
import { LookupSelect } from '../masters/fields/LookupSelect.tsx';
import { readTerm } from './purchasing-api.ts';
import { switchDownPaymentLines } from './purchasing-downpayment.ts';
import { keepLinesOfSources, sourcesNow, type HeaderExtra, type PurchaseFormDef } from './purchasing-forms.ts';
import { dueDateOf, emptyPurchaseLine, filledPurchaseLines, type PurchaseLineValues } from './purchasing-values.ts';

const CASH_TYPES = [ACCOUNT_TYPE.CASH_BANK];
const SETTLEMENT_LABELS = { receivable: 'settlementReceivable', refund: 'settlementRefund', credit: 'settlementCredit' } as const;

interface PurchaseHeaderProps {
  tenantId: number;
  def: PurchaseFormDef;
  form: FormInstance;
  /** The number the numbering would give, shown while the number is left empty. */
  nextNumber: string | undefined;
}

/**
 * Number (automatic when left empty), date, and for a priced document its vendor, currency, tax and discount; then
 * what the form adds: an order's expected date, an invoice's terms with the due date they give and the vendor's tax
 * invoice number (No. Faktur Pajak), freight with its account, an invoice's "down payment" switch (Uang Muka: its lines
 * become a description and an amount), a return's "without invoice" (goods of a receipt not invoiced) and "nothing
 * owed back".
 */
export function PurchaseHeader({ tenantId, def, form, nextNumber }: PurchaseHeaderProps) {
  const { t } = useTranslation('purchasing');
  const currency = Form.useWatch('currencyid', form) as number | null | undefined;
  const has = (extra: HeaderExtra) => def.header.includes(extra);
  const isdp = has('downPayment') && Form.useWatch('isdp', form) === true;
  // An error under a field goes once the field is changed (these inputs have no rules that would revalidate).
  const clear = (...names: string[]) => form.setFields(names.map((name) => ({ name, errors: [] })));
  // The terms give the due date from the document's date; a due date typed later stays until either changes again.
  const refreshDue = async (termid: unknown, date: unknown) => {
    if (typeof termid !== 'number' || typeof date !== 'string') return;
    // Not read: the due date stays as it is, and the server gives one from the terms when it is left empty.
    const term = await readTerm(tenantId, termid).catch(() => null);
    const due = term && dueDateOf(date, term.netdays);
    if (due && form.getFieldValue('termid') === termid && form.getFieldValue(def.dateField) === date) {
      form.setFieldValue('duedate', due);
      clear('duedate');
    }
  };
  const onDate = (date: string | null) => {
    if (has('terms')) void refreshDue(form.getFieldValue('termid'), date);
  };
  // A down-payment invoice's lines are typed as what it is for and its amount; it applies no down payments itself.
  const onDownPayment = (on: boolean) => {
    const lines = filledPurchaseLines(form.getFieldValue('details') as PurchaseLineValues[] | undefined);
    form.setFieldValue('details', [...switchDownPaymentLines(lines), emptyPurchaseLine()]);
    if (on) form.setFieldValue('downpayments', []);
    clear('isdp', 'details', 'downpayments');
  };
  // With or without invoice: the lines pulled from the other kind of source go (a return names one invoice, or receipts).
  const without = def.side.withoutInvoice;
  const withoutInvoice = has('withoutInvoice') && Form.useWatch(without, form) === true;
  const onWithoutInvoice = (on: boolean) => {
    const lines = form.getFieldValue('details') as Record<string, unknown>[] | undefined;
    form.setFieldValue('details', keepLinesOfSources(lines, sourcesNow(def, { [without]: on })));
    clear(without, 'details', 'settlement', 'bankaccount');
  };
  // A sales return refunded names the bank account the money leaves; kept off the receivable or as credit, none.
  const refund = has('settlement') && Form.useWatch('settlement', form) === 'refund';
  // Another party: the down payments picked were the other party's.
  const party = def.side.party;
  const onVendor = () => {
    clear(party);
    if (has('downPayment') && (form.getFieldValue('downpayments') as unknown[] | undefined)?.length) form.setFieldValue('downpayments', []);
  };
  return (
    <div className="gl-header purchase-header">
      <Form.Item name={def.numberField} label={t('number')}>
        <Input maxLength={40} placeholder={nextNumber ? t('numberAuto', { number: nextNumber }) : undefined} autoComplete="off" />
      </Form.Item>
      <Form.Item name={def.dateField} label={t('date')} required>
        <DateInput onChange={onDate} />
      </Form.Item>
      {def.party && (
        <Form.Item name={party} label={t(def.side.partyLabel)} required>
          <LookupSelect tenantId={tenantId} lookup={def.side.partyLookup} onChange={onVendor} />
        </Form.Item>
      )}
      {has('salesman') && (
        <Form.Item name="salesmanid" label={t('salesman')}>
          <LookupSelect tenantId={tenantId} lookup="salesman" onChange={() => clear('salesmanid')} />
        </Form.Item>
      )}
      {has('posted') && (
        <Form.Item name="posted" label={t('temporaryInvoice')} valuePropName="checked" tooltip={t('temporaryInvoiceHint')} getValueProps={(posted) => ({ checked: posted === false })} normalize={(temporary) => !temporary}>
          <Switch onChange={() => clear('posted')} />
        </Form.Item>
      )}
      {has('downPayment') && (
        <Form.Item name="isdp" label={t('downPayment')} valuePropName="checked" tooltip={t('downPaymentHint')}>
          <Switch onChange={onDownPayment} />
        </Form.Item>
      )}
      {has('expected') && (
        <Form.Item name="expected" label={t('expected')}>
          <DateInput />
        </Form.Item>
      )}
      {has('terms') && (
        <>
          <Form.Item name="termid" label={t('terms')}>
            <LookupSelect
              tenantId={tenantId}
              lookup="term"
              onChange={(termid) => {
                clear('termid');
                void refreshDue(termid, form.getFieldValue(def.dateField));
              }}
            />
          </Form.Item>
          <Form.Item name="duedate" label={t('dueDate')}>
            <DateInput onChange={() => clear('duedate')} />
          </Form.Item>
        </>
      )}
      {has('estShip') && (
        <Form.Item name="estshipdate" label={t('estShipDate')}>
          <DateInput onChange={() => clear('estshipdate')} />
        </Form.Item>
      )}
      {has('shipping') && (
        <>
          <Form.Item name="shipid" label={t('shipment')}>
            <LookupSelect tenantId={tenantId} lookup="shipment" onChange={() => clear('shipid')} />
          </Form.Item>
          <Form.Item name="shipto" label={t('shipTo')}>
            <Input maxLength={500} autoComplete="off" onChange={() => clear('shipto')} />
          </Form.Item>
        </>
      )}
      {has('resi') && (
        <Form.Item name="resi" label={t('resi')}>
          <Input maxLength={60} autoComplete="off" onChange={() => clear('resi')} />
        </Form.Item>
      )}
      {has('taxInvoice') && (
        <Form.Item name="taxinvoiceno" label={t('taxInvoiceNo')}>
          <Input maxLength={40} autoComplete="off" onChange={() => clear('taxinvoiceno')} />
        </Form.Item>
      )}
      {def.priced && (
        <>
          <Form.Item name="currencyid" label={t('currency')}>
            <LookupSelect tenantId={tenantId} lookup="currency" onChange={() => clear('currencyid', 'rate')} />
          </Form.Item>
          {currency ? (
            <Form.Item name="rate" label={t('rate')} required>
              <AmountInput minFraction={0} onChange={() => clear('rate')} />
            </Form.Item>
          ) : null}
          <Form.Item name="discpc" label={t('discountPercent')}>
            <AmountInput minFraction={0} onChange={() => clear('discpc', 'cashdiscount')} />
          </Form.Item>
          <Form.Item name="cashdiscount" label={t('discountAmount')}>
            <AmountInput onChange={() => clear('discpc', 'cashdiscount')} />
          </Form.Item>
        </>
      )}
      {has('freight') && !isdp && (
        <>
          <Form.Item name="freight" label={t('freight')}>
            <AmountInput onChange={() => clear('freight', 'freightaccnt')} />
          </Form.Item>
          <Form.Item name="freightaccnt" label={t('freightAccount')}>
            <AccountSelect tenantId={tenantId} onChange={() => clear('freight', 'freightaccnt')} />
          </Form.Item>
        </>
      )}
      {has('withoutInvoice') && (
        <Form.Item name={without} label={t('withoutInvoice')} valuePropName="checked" tooltip={t(without === 'withoutsi' ? 'withoutSalesInvoiceHint' : 'withoutInvoiceHint')}>
          <Checkbox onChange={(event) => onWithoutInvoice(event.target.checked)} />
        </Form.Item>
      )}
      {has('settlement') && !withoutInvoice && (
        <Form.Item name="settlement" label={t('settlement')} tooltip={t('settlementHint')}>
          <Select
            className="lookup-select"
            aria-label={t('settlement')}
            options={(['receivable', 'refund', 'credit'] as const).map((value) => ({ value, label: t(SETTLEMENT_LABELS[value]) }))}
            onChange={() => clear('settlement', 'bankaccount')}
          />
        </Form.Item>
      )}
      {refund && !withoutInvoice && (
        <Form.Item name="bankaccount" label={t('refundAccount')} required>
          <AccountSelect tenantId={tenantId} types={CASH_TYPES} onChange={() => clear('bankaccount')} />
        </Form.Item>
      )}
      {has('nothingOwed') && (
        <Form.Item name="isnihil" label={t('nothingOwed')} valuePropName="checked">
          <Checkbox onChange={() => clear('isnihil')} />
        </Form.Item>
      )}
      {def.priced && (
        <Form.Item name="inclusivetax" label={t('inclusiveTax')} valuePropName="checked">
          <Switch />
        </Form.Item>
      )}
      <Form.Item name="description" label={t('description')} className="gl-header__wide">
        <Input maxLength={500} autoComplete="off" />
      </Form.Item>
    </div>
  );
}
