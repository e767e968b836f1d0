import { DEFAULT_DATE_FORMATS } from '@lontar/core';
import { useQuery } from '@tanstack/react-query';
import type { DataEnvelope, ListEnvelope } from '../../app/api/envelopes.ts';
import { apiRequest } from '../../app/api/http.ts';
import { coreLang } from '../../app/i18n/language.ts';
import { useSession } from '../../app/session/session-store.ts';
import { DEFAULT_FORMATS, type DisplayFormats } from '../../ui/document/formats.ts';

interface FormatPreference {
  pcompany: { numberformat?: 'id' | 'en'; formattgl?: number | null };
}

/** The company's number and date formats (preference numberformat, formattgl → preference-format-date). */
export function useCompanyFormats(tenantId: number | undefined): DisplayFormats {
  const lang = coreLang(useSession((s) => s.language));
  const formats = useQuery({
    queryKey: ['company', tenantId, 'formats'],
    enabled: tenantId !== undefined,
    staleTime: 5 * 60_000,
    queryFn: async () => {
      const base = `/tenant/${tenantId}/master`;
      const [preference, dates] = await Promise.all([
        apiRequest<DataEnvelope<FormatPreference>>(`${base}/preference`),
        apiRequest<ListEnvelope<{ fdateid: number; formatdate: string }>>(`${base}/preference-format-date`),
      ]);
      const chosen = dates.listdata.find((row) => row.fdateid === preference.data.pcompany.formattgl);
      return { number: preference.data.pcompany.numberformat ?? 'id', date: chosen?.formatdate ?? DEFAULT_DATE_FORMATS[0].formatdate };
    },
  });
  return { ...DEFAULT_FORMATS, ...formats.data, lang };
}
