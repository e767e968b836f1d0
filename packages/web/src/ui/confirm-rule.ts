import { translate, type Lang } from '@lontar/core';
import type { FormRule } from 'antd';

/** "Confirm password" must be filled and equal the field it confirms; the Form.Item should list that field in `dependencies`. */
export function confirmRule(field: string, { label, lang }: { label: string; lang: Lang }): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (typeof value !== 'string' || value === '') throw new Error(`${label} ${translate(lang, 'V_REQUIRED')}`);
      if (value !== getFieldValue(field)) throw new Error(translate(lang, 'V_PASSWORD_MISMATCH'));
    },
  });
}
