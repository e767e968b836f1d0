import { createInstance, type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { mastersEn } from '../../app/i18n/locales/masters.en.ts';
import { mastersId } from '../../app/i18n/locales/masters.id.ts';
import { masterAuditLabelOf, masterLabelOf } from './master-labels.ts';
import { MASTER_CONFIGS } from './registry.ts';

const i18n = createInstance();
await i18n.init({ lng: 'id', resources: { id: { masters: mastersId }, en: { masters: mastersEn } }, interpolation: { escapeValue: false } });

/** The fields a master form saves and the audit trail names: its schema's keys. */
function schemaKeys(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> }).shape;
  if (!shape) throw new Error('a master schema is a zod object');
  return Object.keys(shape);
}

describe.each(['id', 'en'] as const)('audit labels of every master form (%s)', (lang) => {
  const t = i18n.getFixedT(lang, 'masters') as TFunction<'masters'>;
  const exists = (key: string) => i18n.exists(key, { lng: lang });

  it.each(Object.values(MASTER_CONFIGS).map((config) => [config.key, config] as const))('%s: every field is named by a caption, never by its key', (_key, config) => {
    const auditLabel = masterAuditLabelOf(config, t, exists);
    const shown = schemaKeys(config.schema).flatMap((field) => {
      const label = auditLabel(field);
      if (label === undefined) return [[field, `no caption for ${field}`] as const];
      return label === null ? [] : [[field, label] as const];
    });
    expect(shown.length).toBeGreaterThan(0);
    for (const [field, label] of shown) {
      expect(label, `${config.key}.${field}`).not.toMatch(/^no caption/);
      // Captions are words ("Email", "Memo"); keys are lowercase names ("email", "personid").
      expect(label, `${config.key}.${field} shows its key`).not.toBe(field);
      expect(label, `${config.key}.${field} shows a missing string`).not.toMatch(/^(fields|sections)\./);
      expect(label, `${config.key}.${field}`).not.toMatch(/NaN|undefined/);
    }
  });

  it.each(Object.values(MASTER_CONFIGS).map((config) => [config.key, config] as const))('%s: ids, version and other bookkeeping are left out', (_key, config) => {
    const auditLabel = masterAuditLabelOf(config, t, exists);
    for (const field of ['id', 'version', 'userid', 'createdat', 'locked_by', config.idField]) expect(auditLabel(field), `${config.key}.${field}`).toBeNull();
  });

  it('every field a form declares shows the same caption in its audit trail as on the form', () => {
    for (const config of Object.values(MASTER_CONFIGS)) {
      const formLabel = masterLabelOf(config, t, exists);
      const auditLabel = masterAuditLabelOf(config, t, exists);
      for (const field of config.sections.flatMap((section) => section.fields ?? [])) expect(auditLabel(field.name), `${config.key}.${field.name}`).toBe(formLabel([field.name]));
    }
  });
});

describe('the fields the issue saw by their keys', () => {
  const t = i18n.getFixedT('id', 'masters') as TFunction<'masters'>;
  const exists = (key: string) => i18n.exists(key, { lng: 'id' });
  const customer = masterAuditLabelOf(MASTER_CONFIGS.customer!, t, exists);
  const currency = masterAuditLabelOf(MASTER_CONFIGS.currency!, t, exists);
  const item = masterAuditLabelOf(MASTER_CONFIGS.item!, t, exists);

  it('a customer: no id, personid or persontype; its own captions for the rest', () => {
    expect([customer('id'), customer('personid'), customer('persontype')]).toEqual([null, null, null]);
    expect(customer('personno')).toBe('No. Pelanggan');
    expect(customer('currencyid')).toBe('Mata Uang');
  });

  it('a currency: its id is not a "Mata Uang" change', () => {
    expect(currency('currencyid')).toBeNull();
    expect(currency('currencyname')).toBe('Mata Uang');
  });

  it("an item's special prices and prices are named as the form names them", () => {
    expect(item('details')).toBe('Harga Khusus');
    expect(item('unitprice2_l3')).toBe('Harga 2 · Satuan 3');
  });
});
