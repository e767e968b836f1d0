import { useQueryClient } from '@tanstack/react-query';
import { Alert, Empty } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { handleApiError } from '../../app/api/error-handler.ts';
import { notify } from '../../ui/notices.ts';
import { ReportFrame } from '../reports/report-ui.tsx';
import type { ScreenProps } from '../workspace/screens.ts';
import { DEFAULT_PRICE_FORM, missingChoices, priceRequest, type PriceFormValues } from './price-options.ts';
import { PricePreviewTable } from './PricePreviewTable.tsx';
import { adjustPrices, previewLines, type PricePreview } from './pricing-api.ts';
import { SalesPricesForm } from './SalesPricesForm.tsx';
import './pricing.css';

/**
 * "Harga Jual" (spec 001 §9, 002 §9): a price of many items at once, from a source, by a percent or an amount,
 * rounded to a multiple. "Pratinjau" shows each item's old and new values; "Simpan" writes exactly that preview
 * (any change of the choices asks for a new one), the old values kept on the item. Ctrl+S saves.
 */
export default function SalesPricesScreen({ tenantId, rights }: ScreenProps) {
  const { t } = useTranslation(['inventory', 'menu']);
  const queryClient = useQueryClient();
  const [values, setValues] = useState<PriceFormValues>(DEFAULT_PRICE_FORM);
  const [preview, setPreview] = useState<{ request: string; data: PricePreview } | null>(null);
  const [busy, setBusy] = useState<'preview' | 'save' | null>(null);
  const [saved, setSaved] = useState<number | null>(null);
  const request = useMemo(() => priceRequest(values), [values]);
  const requestKey = JSON.stringify(request);
  const fresh = preview !== null && preview.request === requestKey;
  const lines = useMemo(() => (preview ? previewLines(preview.data) : []), [preview]);
  const changes = lines.filter((l) => l.cell.changed && !l.problem).length;
  const canSave = fresh && preview.data.ok && changes > 0;
  const rootRef = useRef<HTMLDivElement>(null);

  const change = (patch: Partial<PriceFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setSaved(null);
  };

  const run = async (save: boolean) => {
    const missing = missingChoices(values);
    if (missing.length) {
      notify.warning(t('prices.missing', { fields: missing.map((m) => t(`prices.${m}`)).join(', ') }));
      return;
    }
    setBusy(save ? 'save' : 'preview');
    try {
      const answer = await adjustPrices(tenantId, request, !save);
      if (save) {
        const count = answer.data.saved ?? 0;
        setSaved(count);
        setPreview(null);
        notify.success(t('prices.saved', { count }));
        void queryClient.invalidateQueries({ queryKey: ['records', tenantId, 'item'] });
        void queryClient.invalidateQueries({ queryKey: ['lookup', tenantId, 'item'] });
      } else {
        setSaved(null);
        setPreview({ request: requestKey, data: answer.data });
      }
    } catch (error) {
      handleApiError(error);
    } finally {
      setBusy(null);
    }
  };

  // Ctrl+S saves the shown preview while this tab is on screen.
  const saveRef = useRef<() => void>(() => undefined);
  saveRef.current = () => {
    if (canSave && busy === null && rights.ubah) void run(true);
  };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.code !== 'KeyS') return;
      if (!rootRef.current || rootRef.current.offsetParent === null) return;
      event.preventDefault();
      saveRef.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const itemCount = preview?.data.rows.length ?? 0;
  return (
    <div ref={rootRef} className="prices">
      <ReportFrame title={t('menu:items.salesPrice')} testId="sales-prices">
        <SalesPricesForm tenantId={tenantId} values={values} onChange={change} onPreview={() => void run(false)} onSave={rights.ubah ? () => void run(true) : null} busy={busy} canSave={canSave} />
        {saved !== null && <Alert type="success" showIcon data-testid="prices-saved" title={t('prices.saved', { count: saved })} description={saved > 0 ? t('prices.savedOld') : undefined} />}
        {preview && !fresh && <Alert type="info" showIcon title={t('prices.stale')} />}
        {preview && fresh && !preview.data.ok && <Alert type="warning" showIcon title={t('prices.problems', { count: preview.data.problems.length })} />}
        {preview ? (
          <div className="prices__result">
            <div className="prices__summary" data-testid="prices-summary">
              {t('prices.summary', { items: itemCount, changes })}
            </div>
            <PricePreviewTable lines={lines} loading={busy === 'preview'} />
          </div>
        ) : (
          saved === null && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('prices.empty')} />
        )}
      </ReportFrame>
    </div>
  );
}
