import { Button, Radio, Select, Segmented } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../ui/document/AmountInput.tsx';
import { showAmount, useFormats } from '../../ui/document/formats.ts';
import { LookupSelect } from '../masters/fields/LookupSelect.tsx';
import { Filter } from '../reports/report-ui.tsx';
import { MULTIPLES, OPERATIONS, ROUNDINGS, SOURCE_OPTIONS, TARGET_OPTIONS, type PriceFormValues, type PriceScope } from './price-options.ts';

/** A labelled group of several choices (a `<label>` would hand every click to its first option). */
function Group({ id, label, fit, children }: { id: string; label: string; fit?: boolean; children: ReactNode }) {
  return (
    <div className={`report__filter${fit ? ' prices__fit' : ''}`} role="group" aria-labelledby={`${id}-label`} data-testid={id}>
      <span className="report__filter-label" id={`${id}-label`}>
        {label}
      </span>
      {children}
    </div>
  );
}

interface Props {
  tenantId: number;
  values: PriceFormValues;
  onChange: (patch: Partial<PriceFormValues>) => void;
  onPreview: () => void;
  onSave: (() => void) | null;
  busy: 'preview' | 'save' | null;
  canSave: boolean;
}

/**
 * The choices of a price adjustment, in the order they are decided: which items, which price, from what, how, by
 * how much, rounded to what. Tab walks them; Enter in the value asks for the preview.
 */
export function SalesPricesForm({ tenantId, values, onChange, onPreview, onSave, busy, canSave }: Props) {
  const { t } = useTranslation('inventory');
  const formats = useFormats();
  const scopes: PriceScope[] = ['category', 'items', 'all'];
  return (
    <form
      className="prices__form"
      data-testid="prices-form"
      onSubmit={(event) => {
        event.preventDefault();
        onPreview();
      }}
    >
      <div className="prices__items">
        <Group id="prices-scope" label={t('prices.scope')} fit>
          <Radio.Group
            aria-labelledby="prices-scope-label"
            value={values.scope}
            onChange={(event) => onChange({ scope: event.target.value as PriceScope })}
            options={scopes.map((scope) => ({ value: scope, label: t(`prices.scopes.${scope}`) }))}
          />
        </Group>
        {values.scope === 'category' && (
          <Filter label={t('prices.category')} wide>
            <LookupSelect tenantId={tenantId} lookup="category" id="prices-category" aria-label={t('prices.category')} value={values.categoryid ?? null} onChange={(v) => onChange({ categoryid: typeof v === 'number' ? v : null })} />
          </Filter>
        )}
        {values.scope === 'items' && (
          <Filter label={t('prices.items')} wide>
            <LookupSelect
              tenantId={tenantId}
              lookup="item"
              multiple
              id="prices-items"
              aria-label={t('prices.items')}
              value={values.itemids ?? []}
              onChange={(v) => onChange({ itemids: Array.isArray(v) ? v.filter((id): id is number => typeof id === 'number') : [] })}
            />
          </Filter>
        )}
      </div>
      <div className="prices__rule">
        <Filter label={t('prices.target')} wide>
          <Select id="prices-target" aria-label={t('prices.target')} value={values.target} onChange={(target: number) => onChange({ target })} options={TARGET_OPTIONS.map((o) => ({ value: o.value, label: t(`prices.targets.${o.key}`) }))} />
        </Filter>
        <Filter label={t('prices.source')} wide>
          <Select
            id="prices-source"
            aria-label={t('prices.source')}
            value={values.source}
            onChange={(source: number) => onChange({ source })}
            showSearch={{ optionFilterProp: 'label' }}
            options={SOURCE_OPTIONS.map((o) => ({ value: o.value, label: t(`prices.sources.${o.key}`) }))}
          />
        </Filter>
      </div>
      <div className="prices__rule">
        <Group id="prices-operation" label={t('prices.operation')} fit>
          <Segmented
            aria-labelledby="prices-operation-label"
            value={values.operation}
            onChange={(operation) => onChange({ operation })}
            options={OPERATIONS.map((o) => ({ value: o, label: t(`prices.operations.${o}`) }))}
          />
        </Group>
        <Filter label={values.operation === 'percent' ? t('prices.percent') : t('prices.amount')}>
          <AmountInput id="prices-value" aria-label={t('prices.value')} value={values.value} onChange={(value) => onChange({ value })} minFraction={0} suffix={values.operation === 'percent' ? '%' : undefined} />
        </Filter>
        <Filter label={t('prices.rounding')}>
          <Select id="prices-rounding" aria-label={t('prices.rounding')} value={values.rounding} onChange={(rounding) => onChange({ rounding })} options={ROUNDINGS.map((r) => ({ value: r, label: t(`prices.roundings.${r}`) }))} />
        </Filter>
        <Filter label={t('prices.multiple')}>
          <Select
            id="prices-multiple"
            aria-label={t('prices.multiple')}
            value={values.multiple}
            disabled={values.rounding === 'none'}
            onChange={(multiple: string) => onChange({ multiple })}
            options={MULTIPLES.map((m) => ({ value: m, label: showAmount(m, formats, 0) }))}
          />
        </Filter>
      </div>
      <div className="prices__actions">
        <Button type="primary" htmlType="submit" loading={busy === 'preview'} disabled={busy !== null} data-testid="prices-preview">
          {t('prices.preview')}
        </Button>
        {onSave && (
          <Button onClick={onSave} loading={busy === 'save'} disabled={!canSave || busy !== null} data-testid="prices-save">
            {t('prices.save')}
          </Button>
        )}
        <span className="prices__hint">{t('prices.keysHint')}</span>
      </div>
    </form>
  );
}
