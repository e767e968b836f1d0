import { fiscalGroup, ZFaFiscalTypeForm, ZFaTypeForm, ZFixedAssetForm } from '@lontar/core';
import Decimal from 'decimal.js';
import { faFiscalType, faType, fixedAsset } from '../../../db/schema/index.ts';
import { checkAccounts } from '../../assets/asset-type.rules.ts';
import { ensureFiscalTypes } from '../../assets/fiscal-type.repo.ts';
import { ASSET_NUMBER, assetFigures, beforeDeleteAsset, postAcquisition, validateAsset } from '../../assets/fixed-asset.service.ts';
import type { FormDef, Row } from '../form-def.ts';
import { trimDecimals } from './row-mapping.ts';

/** The fixed-asset masters (issue 14): fiscal types, book types and the assets themselves. */

const decimals = (...fields: string[]) => (row: Row) => trimDecimals(row, fields);

/**
 * A fiscal type of one of the groups takes the group's rate for its method when the rate is left 0, and follows a
 * change of method when the rate was the group's rate of the old one.
 */
function groupRate(data: Row, current?: Row) {
  const group = fiscalGroup(String(data.groupcode ?? ''));
  if (!group) return;
  const rateOf = (method: number) => new Decimal(method === 2 && group.decliningRate ? group.decliningRate : group.straightLineRate).times(100);
  const rate = new Decimal(String(data.fisrate ?? '0'));
  const method = Number(data.deprmethod);
  const followsOld = current && Number(current.deprmethod) !== method && rate.eq(rateOf(Number(current.deprmethod)));
  if (method !== 0 && (rate.isZero() || followsOld)) data.fisrate = rateOf(method).toFixed();
}

export const FA_FISCAL_TYPE_FORM: FormDef = {
  name: 'fa-fiscal-type',
  screen: () => 'fa-fiscal-type',
  table: faFiscalType,
  idField: 'assetfistype',
  noField: 'fafisdesc',
  searchFields: ['fafisdesc', 'groupcode'],
  sortFields: ['fafisdesc', 'groupcode', 'assetfistype'],
  baseFields: ['fafisdesc', 'groupcode', 'deprmethod', 'fisestlife', 'fisrate'],
  schema: ZFaFiscalTypeForm,
  toApi: decimals('fisrate'),
  prepare: ensureFiscalTypes,
  async validate(_tx, _call, data, current) {
    groupRate(data, current);
  },
};

export const FA_TYPE_FORM: FormDef = {
  name: 'fa-type',
  screen: () => 'fa-type',
  table: faType,
  idField: 'afistypeid',
  noField: 'assettype',
  searchFields: ['assettype', 'fatypedesc'],
  sortFields: ['assettype', 'fatypedesc', 'afistypeid'],
  baseFields: ['assettype', 'fatypedesc', 'deprmethod', 'estlife', 'rate', 'assetfistype', 'assetglaccnt', 'accumglaccnt', 'expenseglaccnt'],
  schema: ZFaTypeForm,
  toApi: decimals('rate'),
  prepare: ensureFiscalTypes,
  async validate(tx, call, data) {
    await checkAccounts(tx, call.tenantId, [
      { field: 'assetglaccnt', glid: data.assetglaccnt as number, kind: 'fixed' },
      { field: 'accumglaccnt', glid: data.accumglaccnt as number, kind: 'accumulated' },
      { field: 'expenseglaccnt', glid: data.expenseglaccnt as number, kind: 'expense' },
    ]);
  },
};

/** Answered by the record, never written from a body (the disposal calls and the journal hook write them). */
const READ_ONLY = ['details', 'bookvalue', 'accumulated', 'acquisitionjournalid', 'disposed', 'disposaldate', 'disposaltype', 'proceeds', 'proceedsglaccnt', 'gainlossglaccnt', 'disposalnote', 'disposaljournalid', 'version'];

export const FIXED_ASSET_FORM: FormDef = {
  name: 'fixed-asset',
  screen: () => 'fixed-asset',
  table: fixedAsset,
  idField: 'assetid',
  noField: 'assetcode',
  searchFields: ['assetcode', 'assetname', 'description'],
  sortFields: ['assetcode', 'assetname', 'purchasedate', 'usagedate', 'cost', 'assetid'],
  baseFields: ['assetcode', 'assetname', 'afistypeid', 'purchasedate', 'cost', 'disposed'],
  schema: ZFixedAssetForm,
  nextNumber: ASSET_NUMBER,
  prepare: ensureFiscalTypes,
  toApi: decimals('cost', 'residu', 'accumopening', 'quantity', 'depreciationrate', 'proceeds'),
  toRow: (data) => {
    const out: Row = { ...data };
    for (const k of READ_ONLY) delete out[k];
    return out;
  },
  validate: validateAsset,
  afterWrite: postAcquisition,
  beforeDelete: beforeDeleteAsset,
  afterRead: assetFigures,
};

export const ASSET_FORMS: readonly FormDef[] = [FA_FISCAL_TYPE_FORM, FA_TYPE_FORM, FIXED_ASSET_FORM];

