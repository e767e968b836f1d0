import { describe, expect, it } from 'vitest';
import type { PostingLine } from '../ledger/journal.ts';
import { invoiceBalance } from '../trade/invoice-balance.ts';
import { checkPull, remainingLines, sourceStatus } from '../trade/pull-remaining.ts';
import { TD } from '../trade/trade-decimal.ts';
import { mergePostingLines, receiptUnitCost, taxesByAccount } from '../trade/trade-posting.ts';
import { computeTradeTotals } from '../trade/trade-totals.ts';
import type { TradeTax } from '../trade/vat.ts';
import { postPurchasePayment } from './purchase-payment.posting.ts';
import { isBalanced, postPurchaseInvoice, postPurchaseReturn } from './purchase.posting.ts';
import { postStockMoves, type CostedMove } from './stock-posting.ts';

const [BANK, INV, VAT_IN, PAYABLE, UNBILLED, RETURN, DISC] = [10, 11, 15, 20, 21, 51, 52];
const PPN: TradeTax = { kind: 'vat', rate: '0.12', dppfactor: '11/12' };
const IDR = { rate: '1', currencyid: null };
const move = (kind: CostedMove['kind'], cost: string, counterglid: number): CostedMove => ({ kind, stockglid: INV, counterglid, trueupglid: null, cost, adjustment: '0.00', deptid: null, projectid: null });

describe('a purchasing flow: order → receipt → invoice at another price → return → part payment', () => {
  it('keeps pulls, payables, unbilled, inventory and input VAT in agreement', () => {
    const journals: PostingLine[][] = [];
    const order = [{ seq: 1, itemno: 'A-100', quantity: '10' }];

    // Receipt of all 10 at the order price 150,000: inventory 1,500,000 against unbilled.
    checkPull({ form: 'purchase-order', source: order, pulled: [], requested: [{ seq: 1, quantity: '10' }] });
    expect(sourceStatus(remainingLines(order, [{ seq: 1, quantity: '10' }]), 'order')).toBe('closed');
    expect(() => checkPull({ form: 'purchase-order', source: order, pulled: [{ seq: 1, quantity: '10' }], requested: [{ seq: 1, quantity: '1' }] })).toThrowError('ITEM_FULLY_RECEIVED');
    const receipt = computeTradeTotals({ lines: [{ quantity: '10', unitprice: '150000', taxes: [PPN] }] });
    expect(receiptUnitCost(receipt.lines[0]!.value, '10', '1')).toBe('150000.000000');
    journals.push(postStockMoves([move('receipt', receipt.lines[0]!.value, UNBILLED)], 'GR/00001'));

    // Invoice at 155,000: 1,550,000 + VAT 170,500 (1,420,833 × 12 %) = 1,720,500; 50,000 to inventory.
    const inv = computeTradeTotals({ lines: [{ quantity: '10', unitprice: '155000', taxes: [PPN] }] });
    expect(inv.totalamount).toBe('1720500.00');
    journals.push(
      postPurchaseInvoice({ ...IDR, description: 'PI/00001', payableglid: PAYABLE, unbilledglid: UNBILLED, lines: [{ kind: 'received', glid: INV, value: inv.lines[0]!.value, receiptcost: '1500000.00' }], taxes: taxesByAccount(inv.lines, [[VAT_IN]]), totalamount: inv.totalamount }),
    );
    expect(sourceStatus(remainingLines([{ seq: 1, itemno: 'A-100', quantity: '10' }], [{ seq: 1, quantity: '10' }]), 'delivery')).toBe('invoiced');

    // Return 2 at the invoice price: 310,000 + VAT 34,100 (284,167 × 12 %) = 344,100; they leave at the revised cost 155,000.
    expect(() => checkPull({ form: 'purchase-invoice', source: [{ seq: 1, itemno: 'A-100', quantity: '10' }], pulled: [], requested: [{ seq: 1, quantity: '11' }] })).toThrowError('RETURN_EXCEEDS_INVOICED');
    const ret = computeTradeTotals({ lines: [{ quantity: '2', unitprice: '155000', taxes: [PPN] }] });
    expect(ret.totalamount).toBe('344100.00');
    journals.push(
      mergePostingLines([
        ...postPurchaseReturn({ ...IDR, description: 'PRT/00001', mode: 'invoice', payableglid: PAYABLE, unbilledglid: UNBILLED, lines: [{ value: ret.lines[0]!.value, returnglid: RETURN }], taxes: taxesByAccount(ret.lines, [[VAT_IN]]) }),
        ...postStockMoves([move('issue', '310000.00', RETURN)], 'PRT/00001'),
      ]),
    );

    // Pay 1,000,000 with a 10,000 discount: the bank pays 990,000.
    journals.push(postPurchasePayment({ ...IDR, description: 'PAY/00001', bankglid: BANK, payableglid: PAYABLE, gainglid: 71, lossglid: 81, invoices: [{ pay: '1000000', invoicerate: '1' }], discounts: [{ glid: DISC, discount: '10000' }] }));

    for (const j of journals) expect(isBalanced(j)).toBe(true);
    const balance = (glid: number) =>
      journals
        .flat()
        .filter((l) => l.glid === glid)
        .reduce((s, l) => s.plus(l.amount), new TD(0))
        .toFixed(2);
    // 1,720,500 − 344,100 returned − 1,000,000 paid = 376,400 still owed, and the payable account says so.
    const owed = invoiceBalance({ totalamount: inv.totalamount, paid: '1000000', returned: ret.totalamount });
    expect(owed).toEqual({ owing: '376400.00', paid: '1000000.00', status: 'partial' });
    expect(balance(PAYABLE)).toBe('-376400.00');
    expect(balance(UNBILLED)).toBe('0.00');
    // 8 left at 155,000
    expect(balance(INV)).toBe('1240000.00');
    // 170,500 − 34,100
    expect(balance(VAT_IN)).toBe('136400.00');
    expect(balance(RETURN)).toBe('0.00');
    expect([balance(BANK), balance(DISC)]).toEqual(['-990000.00', '-10000.00']);
  });
});
