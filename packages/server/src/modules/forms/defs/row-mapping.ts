import { trimZeros } from '@lontar/core';
import type { Row } from '../form-def.ts';

const LINK_RE = /^link\d{2}$/;

/** link01…link20 travel as separate fields and are stored together in one jsonb column. */
export function packLinks(data: Row): Row {
  const out: Row = {};
  const links: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(data)) {
    if (LINK_RE.test(k)) {
      if (v) links[k] = v;
    } else out[k] = v;
  }
  return { ...out, links };
}

export function unpackLinks(row: Row): Row {
  const { links, ...rest } = row;
  const out: Row = { ...rest };
  for (let i = 1; i <= 20; i++) {
    const key = `link${String(i).padStart(2, '0')}`;
    out[key] = (links as Record<string, unknown> | undefined)?.[key] ?? '';
  }
  return out;
}

/** The named numeric fields of a row without trailing fraction zeros. */
export function trimDecimals(row: Row, fields: readonly string[]): Row {
  const out = { ...row };
  for (const f of fields) if (typeof out[f] === 'string') out[f] = trimZeros(out[f] as string);
  return out;
}
