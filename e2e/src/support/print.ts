import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { activePane } from './workspace.ts';

/**
 * "Cetak" on the document shown: GET {form}/print/{id} answers a PDF, which opens in a new window (as a blob address);
 * the window is closed again.
 */
export async function printsPdf(page: Page, form: string, id: unknown, button = 'Cetak'): Promise<void> {
  const pdf = page.waitForResponse((res) => res.url().includes(`/${form}/print/${String(id)}`));
  const popup = page.waitForEvent('popup');
  await activePane(page).getByRole('button', { name: button }).click();
  const answer = await pdf;
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('application/pdf');
  const viewer = await popup;
  await viewer.waitForURL(/^blob:/);
  await viewer.close();
}
