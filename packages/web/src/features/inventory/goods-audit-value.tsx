import type { ReactNode } from 'react';
import { showAmount, showDate, type DisplayFormats } from '../../ui/document/formats.ts';
import { useChart } from '../masters/accounts/chart-api.ts';
import { LookupValue } from '../masters/AuditValue.tsx';
import '../ledger/gl-audit.css';

type Line = Record<string, unknown>;

/** A goods line as the audit lists it: "BRG-00001 10 PCS @ 15.000,00 Catatan". */
function lineText(line: Line, formats: DisplayFormats): string {
  const quantity = line.newqty ?? line.quantity;
  const qty = quantity === undefined || quantity === null ? '' : `${showAmount(quantity, formats, 0)} ${typeof line.itemunit === 'string' ? line.itemunit : ''}`.trim();
  const price = line.unitprice === undefined || line.unitprice === null || line.adjtype === 2 ? '' : `@ ${showAmount(line.unitprice, formats)}`;
  const sign = line.adjtype === 2 ? '−' : line.adjtype === 1 ? '+' : '';
  return [line.itemno, `${sign}${qty}`, price, line.itemovdesc].filter((part) => typeof part === 'string' && part !== '').join(' ');
}

function AccountValue({ tenantId, glid }: { tenantId: number; glid: number }) {
  const account = useChart(tenantId).data?.find((candidate) => candidate.glid === glid);
  return <>{account ? `${account.glaccount} · ${account.accountname}` : String(glid)}</>;
}

/** The audit trail's values of a goods document as its form shows them: dates, amounts, warehouses by name, lines one per row. */
export function goodsAuditValue(tenantId: number, formats: DisplayFormats) {
  return (field: string, value: unknown): ReactNode | undefined => {
    switch (field) {
      case 'adjdate':
      case 'transferdate':
      case 'obdate':
        return showDate(value, formats);
      case 'totalamount':
        return showAmount(value, formats);
      case 'fromwhid':
      case 'towhid':
        return typeof value === 'number' ? <LookupValue tenantId={tenantId} name="warehouse" id={value} /> : undefined;
      case 'adjaccnt':
        return typeof value === 'number' ? <AccountValue tenantId={tenantId} glid={value} /> : undefined;
      case 'details':
        return Array.isArray(value) ? (
          <ol className="gl-audit__lines">
            {value.map((line: Line, index) => (
              <li key={index}>{lineText(line, formats)}</li>
            ))}
          </ol>
        ) : undefined;
      default:
        return undefined;
    }
  };
}
