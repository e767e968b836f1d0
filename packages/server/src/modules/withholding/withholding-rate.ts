import { isNik, withholdingRate, type WithholdingRecipient } from '@lontar/core';
import Decimal from 'decimal.js';
import type { Tx } from '../../platform/tx.ts';
import { taxObjectCodes, vendorTaxNumbers, type VendorTaxNumbers } from './withholding.repo.ts';

/**
 * The vendor as its withholding rate sees it: its NPWP is `tax1exemptionno` (person-data has no NPWP field of its
 * own), its NIK `nik`. A vendor with a valid NIK counts as a resident individual: only residents are given a NIK.
 */
export const recipientOf = (v: VendorTaxNumbers | undefined): WithholdingRecipient => ({ npwp: v?.npwp ?? '', nik: v?.nik ?? '', residentIndividual: isNik(v?.nik) });

/** A rate as the tax master stores it (fraction) and as a slip writes it (percent). */
export interface RateUsed {
  rate: string;
  ratePercent: string;
}

/**
 * The rate a payment withholds at for each tax, for this vendor (docs/decisions.md "PPh 23 withheld and input VAT
 * reports"): the rate of the tax's object code through core `withholdingRate` (2 % → 4 % for a vendor without NPWP
 * or NIK); a tax without a code keeps its own rate.
 */
export async function withholdingRates(tx: Tx, tenantId: number, vendorid: number, taxes: readonly { taxid: number; rate: string }[]): Promise<Map<number, RateUsed>> {
  const codes = await taxObjectCodes(tx, tenantId, taxes.map((t) => t.taxid));
  const recipient = recipientOf(await vendorTaxNumbers(tx, tenantId, vendorid));
  return new Map(
    taxes.map((t) => {
      const code = codes.get(t.taxid);
      if (!code) return [t.taxid, { rate: t.rate, ratePercent: percentOf(t.rate) }];
      const r = withholdingRate(code, recipient);
      return [t.taxid, { rate: r.rate, ratePercent: r.ratePercent }];
    }),
  );
}

/** "0.02" → "2". */
export const percentOf = (fraction: string): string => new Decimal(fraction).times(100).toFixed();
