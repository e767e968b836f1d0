import { Form, type FormInstance } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../ui/document/DateInput.tsx';
import { DocumentDescriptionItem, DocumentNumberItem } from '../../ui/document/HeaderFields.tsx';
import { LookupSelect } from '../masters/fields/LookupSelect.tsx';
import { dueDateOf } from '../purchasing/purchasing-values.ts';
import { useCustomerTermDays } from './consolidated-api.ts';
import { emptyConsolidatedLine, filledConsolidatedLines, type ConsolidatedLineValues } from './consolidated-values.ts';

interface ConsolidatedHeaderProps {
  tenantId: number;
  form: FormInstance;
  /** The number the numbering would give, shown while the number is left empty. */
  nextNumber: string | undefined;
}

/**
 * Number (automatic when left empty), date, customer, due date and description. The due date follows the
 * customer's terms from the date (the server's own default, shown and said beside it) whenever the customer or the
 * date is changed, and whenever it is empty (the server would store the same); a due date typed afterwards stays.
 * Another customer takes the invoices of the one before off.
 */
export function ConsolidatedHeader({ tenantId, form, nextNumber }: ConsolidatedHeaderProps) {
  const { t } = useTranslation('purchasing');
  const watched = Form.useWatch('customerid', form) as number | null | undefined;
  const customerid = typeof watched === 'number' && watched > 0 ? watched : null;
  const days = useCustomerTermDays(tenantId, customerid);
  // The customer or the date was changed: the due date follows once the customer's terms are read. So does an
  // empty one (a copy or a memorized Tukar Faktur arrives with its customer and no due date of its own).
  const [follow, setFollow] = useState(false);
  const empty = !(Form.useWatch('duedate', form) as string | null | undefined);
  const clear = (...names: string[]) => form.setFields(names.map((name) => ({ name, errors: [] })));
  useEffect(() => {
    if (days === null || !(follow || empty)) return;
    const due = dueDateOf(form.getFieldValue('consdate') as string | null, days);
    if (due) {
      form.setFieldValue('duedate', due);
      form.setFields([{ name: 'duedate', errors: [] }]);
    }
    setFollow(false);
    // Runs when the terms are read, a change asks for them or the due date is emptied; `form` is the document's one instance.
  }, [follow, empty, days, form]);
  const onCustomer = () => {
    clear('customerid', 'details');
    if (filledConsolidatedLines(form.getFieldValue('details') as ConsolidatedLineValues[] | undefined).length) form.setFieldValue('details', [emptyConsolidatedLine()]);
    setFollow(true);
  };
  const terms = customerid === null || days === null ? undefined : days > 0 ? t('dueFromTerms', { days }) : t('dueWithoutTerms');
  return (
    <div className="gl-header purchase-header">
      <DocumentNumberItem name="consno" nextNumber={nextNumber} ns="purchasing" />
      <Form.Item name="consdate" label={t('date')} required>
        <DateInput
          onChange={() => {
            clear('consdate');
            setFollow(true);
          }}
        />
      </Form.Item>
      <Form.Item name="customerid" label={t('customer')} required>
        <LookupSelect tenantId={tenantId} lookup="customer" onChange={onCustomer} />
      </Form.Item>
      <Form.Item name="duedate" label={t('dueDate')} extra={<span data-testid="cons-due-terms">{terms}</span>}>
        <DateInput onChange={() => clear('duedate')} />
      </Form.Item>
      <DocumentDescriptionItem ns="purchasing" />
    </div>
  );
}
