import { ITEM_OLD_PRICE_KEYS, READ_ONLY_FIELDS } from '@lontar/core';
import type { TFunction } from 'i18next';
import type { FieldPath } from '../../ui/document/field-errors.ts';
import type { FieldName, MasterConfig, SectionName } from './master-config.ts';

const LINK = /^link(\d{2})$/;
const ACCESS = new Set(['allusers', 'detailuser', 'detailbranch']);

/** The field → label map of a config's declared fields. */
function declaredLabels(config: MasterConfig): Map<string, FieldName> {
  return new Map(config.sections.flatMap((section) => (section.fields ?? []).map((field) => [field.name, field.label ?? field.name] as const)));
}

/**
 * The label of the input at a path of a master form, or undefined when the form has no such input: declared fields,
 * fields a section draws itself, the extra fields link01…link20 and the config's own paths (item prices).
 */
export function masterLabelOf(config: MasterConfig, t: TFunction<'masters'>, exists: (key: string) => boolean) {
  const declared = declaredLabels(config);
  return (path: FieldPath): string | undefined => {
    const [head] = path;
    if (typeof head !== 'string') return undefined;
    const extra = config.extraLabel?.(path, t);
    if (extra) return extra;
    if (path.length > 1) return undefined;
    const label = declared.get(head);
    if (label) return t(`fields.${label}`);
    const link = LINK.exec(head);
    if (link) return t('extraField', { n: Number(link[1]) });
    return exists(`masters:fields.${head}`) ? t(`fields.${head as FieldName}`) : undefined;
  };
}

/**
 * Fields no one types on the form: the record's ids and bookkeeping, the person kind a screen fixes, values derived
 * on save (an item's prices before the last price adjustment), and a currency's flags set once when it is added
 * (base currency, default accounts).
 */
const UNSHOWN = new Set([...Object.keys(READ_ONLY_FIELDS), ...ITEM_OLD_PRICE_KEYS, 'persontype', 'subaccount', 'isbase', 'autodefaccnt']);

/**
 * The label the audit trail shows for a changed field: the caption the form shows for it, or null when the field
 * means nothing to a user (ids, version, derived values) and is left out. Never the field's own name: a field with
 * no caption (undefined; a test keeps every form field captioned) is left out too.
 */
export function masterAuditLabelOf(config: MasterConfig, t: TFunction<'masters'>, exists: (key: string) => boolean) {
  const labelOf = masterLabelOf(config, t, exists);
  return (field: string): string | null | undefined => {
    if (UNSHOWN.has(field) || field === config.idField) return null;
    // A list the form draws as a section (an item's special prices) is named by that section.
    const section = Object.entries(config.drawn ?? {}).find(([, fields]) => fields?.includes(field) && !labelOf([field]));
    if (section) return t(`sections.${section[0] as SectionName}`);
    return labelOf([field]);
  };
}

/** The section (tab) that holds the input at a path, so a failed save can show it. */
export function sectionOf(config: MasterConfig, path: FieldPath): SectionName | undefined {
  const [head] = path;
  if (typeof head !== 'string') return undefined;
  const has = (key: SectionName) => config.sections.some((section) => section.key === key);
  const declared = config.sections.find((section) => section.fields?.some((field) => field.name === head));
  if (declared) return declared.key;
  const drawn = Object.entries(config.drawn ?? {}).find(([, fields]) => fields?.includes(head));
  if (drawn) return drawn[0] as SectionName;
  if (LINK.test(head) && has('other')) return 'other';
  if (ACCESS.has(head) && has('access')) return 'access';
  return undefined;
}
