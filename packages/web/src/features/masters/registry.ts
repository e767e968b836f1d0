import { fiscalAssetTypeConfig, fixedAssetConfig, fixedAssetTypeConfig } from '../assets/asset-masters.tsx';
import { glaccountConfig } from './configs/glaccount.tsx';
import { groupingConfig } from './configs/grouping.tsx';
import { itemCategoryConfig } from './configs/item-category.ts';
import { itemConfig } from './configs/item.tsx';
import { customerConfig, vendorConfig } from './configs/person.tsx';
import {
  branchConfig,
  currencyConfig,
  customerStatusConfig,
  customerTypeConfig,
  departmentConfig,
  projectConfig,
  salesmanConfig,
  shipmentConfig,
  termPaymentConfig,
  unitConfig,
  warehouseConfig,
} from './configs/simple-masters.ts';
import { taxConfig } from './configs/tax.ts';
import type { MasterConfig } from './master-config.ts';

/** Every master form built so far, by its menu key. */
export const MASTER_CONFIGS: Record<string, MasterConfig> = Object.fromEntries(
  [
    currencyConfig,
    customerStatusConfig,
    customerTypeConfig,
    customerConfig,
    vendorConfig,
    salesmanConfig,
    departmentConfig,
    projectConfig,
    taxConfig,
    termPaymentConfig,
    shipmentConfig,
    branchConfig,
    warehouseConfig,
    unitConfig,
    itemCategoryConfig,
    itemConfig,
    groupingConfig,
    glaccountConfig,
    fiscalAssetTypeConfig,
    fixedAssetTypeConfig,
    fixedAssetConfig,
  ].map((config) => [config.key, config]),
);
