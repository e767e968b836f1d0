import type { Lang } from '../constants.ts';
import type { MessageKey } from '../messages/id.ts';
import { translate, type MessageParams } from '../messages/translate.ts';

/** What can be wrong with a price adjustment: the request (a 400) or one item's result (shown in the preview). */
export type PriceAdjustmentCode =
  | 'INVALID_TARGET'
  | 'INVALID_SOURCE'
  | 'INVALID_METHOD'
  | 'INVALID_VALUE'
  | 'MISSING_MULTIPLE'
  | 'INVALID_MULTIPLE'
  | 'INVALID_AMOUNT'
  | 'NEGATIVE_RESULT'
  | 'TOO_LARGE'
  | 'DISCOUNT_OVER_100'
  | 'MIN_OVER_MAX';

/** One failing field: `field` as API.md §6 names it (`metode`, `items.2.unitprice3`), the message in the shared catalogue. */
export interface PriceAdjustmentIssue {
  field: string;
  code: PriceAdjustmentCode;
  message: MessageKey;
  params?: MessageParams;
}

/**
 * A request (or a plan) that cannot be applied. The server answers it as `validationError(error.messages(lang))`:
 * a 400 VALIDATION_ERROR with one "field: text" line per issue.
 */
export class PriceAdjustmentError extends Error {
  constructor(readonly issues: readonly PriceAdjustmentIssue[]) {
    super(issues.map((i) => `${i.field}: ${i.code}`).join('; '));
    this.name = 'PriceAdjustmentError';
  }

  messages(lang: Lang): string[] {
    return this.issues.map((i) => `${i.field}: ${translate(lang, i.message, i.params)}`);
  }
}
