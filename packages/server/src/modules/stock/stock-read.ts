import { trimZeros } from '@lontar/core';
import Decimal from 'decimal.js';
import type { AppContext } from '../../platform/context.ts';
import type { TenantCall } from '../../platform/tenant-access.ts';
import type { Tx } from '../../platform/tx.ts';
import { openReport } from '../ledger/report-route.ts';

/** Reads of stock need the item screen opened; the item history its own right (spec 002 §6, "Buka Histori Persediaan"). */
export async function readStock<T>(ctx: AppContext, call: TenantCall, screen: 'item' | 'inventory-history', fn: (tx: Tx) => Promise<T>): Promise<T> {
  return openReport(ctx, call, screen, screen, fn);
}

export const unitCost = (value: string, qty: string) => (new Decimal(qty).isZero() ? '0' : trimZeros(new Decimal(value).dividedBy(qty).toDecimalPlaces(6, Decimal.ROUND_HALF_UP).toFixed()));
export const money = (v: string) => trimZeros(new Decimal(v).toFixed(2));
