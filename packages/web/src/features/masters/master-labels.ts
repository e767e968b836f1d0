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
