import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api } from './support/companies.ts';
import { master } from './support/master-data.ts';
import { ownerWithCompany, useStack } from './support/setup.ts';
import { activePane, chooseMenu, confirmDialog, formIdle, openWorkspace, workspaceTab } from './support/workspace.ts';

const stack = useStack();

const lockCall = (method: 'POST' | 'DELETE') => (page: Page) =>
  page.waitForResponse((res) => res.url().includes('/department/lock/') && res.request().method() === method);
const taken = lockCall('POST');
const released = lockCall('DELETE');

interface Watched {
  __pending: number;
  __pagehide: number;
}

/**
 * Runs in the page before the app: counts the fetches and WebCrypto encryptions still under way (an x-api-key is
 * made with AES-GCM) and the pagehide listeners registered, so the test can tell when the keepalive release that
 * the form prepares while it holds a lock is ready, instead of guessing with a pause.
 */
function watchPending(): void {
  const w = window as unknown as Watched;
  w.__pending = 0;
  w.__pagehide = 0;
  const track = <T>(promise: Promise<T>): Promise<T> => {
    w.__pending += 1;
    return promise.finally(() => {
      w.__pending -= 1;
    });
  };
  const fetch = window.fetch.bind(window);
  window.fetch = (...args: Parameters<typeof window.fetch>) => track(fetch(...args));
  const subtle = crypto.subtle;
  const encrypt = subtle.encrypt.bind(subtle);
  subtle.encrypt = (...args: Parameters<SubtleCrypto['encrypt']>) => track(encrypt(...args));
  const add = window.addEventListener.bind(window);
  const remove = window.removeEventListener.bind(window);
  window.addEventListener = ((type: string, ...rest: [EventListenerOrEventListenerObject, (boolean | AddEventListenerOptions)?]) => {
    if (type === 'pagehide') w.__pagehide += 1;
    add(type, ...rest);
  }) as typeof window.addEventListener;
  window.removeEventListener = ((type: string, ...rest: [EventListenerOrEventListenerObject, (boolean | EventListenerOptions)?]) => {
    if (type === 'pagehide') w.__pagehide -= 1;
    remove(type, ...rest);
  }) as typeof window.removeEventListener;
}

describe('edit lock release from the web', () => {
  it('releases the lock when another record is loaded, the tab is closed, or the page goes away', async () => {
    const { token, company } = await ownerWithCompany(stack, { user: 'Sari Kunci', company: 'PT Kunci Lepas' });
    const add = async (deptno: string, deptname: string) =>
      (await api<{ data: { deptid: number } }>(stack, token, 'POST', master(company, 'department'), { deptno, deptname })).data.deptid;
    const first = await add('G1', 'Gudang Satu');
    const second = await add('G2', 'Gudang Dua');
    const lockOf = async (id: number) => (await api<{ data: { lock: { name: string } | null } }>(stack, token, 'GET', master(company, `department/getScreen/${id}`))).data.lock;

    const page = await openWorkspace(stack, token, company.datasourcekey, {}, watchPending);
    const title = () => activePane(page).getByTestId('doc-title');
    const openLast = async () => {
      await chooseMenu(page, 'Data Master', 'Departemen');
      await title().filter({ hasText: 'Data Baru' }).waitFor();
      // PageUp while the new form is still being read would be ignored.
      await formIdle(page, 'department');
      await page.keyboard.press('PageUp');
      await title().filter({ hasText: 'Gudang Dua' }).waitFor();
    };
    const edit = async () => {
      const lock = taken(page);
      await page.locator('#department_contact_name').fill('Pak Joko');
      expect((await lock).status()).toBe(200);
    };

    // Loading another record (previous) drops the changes after asking, and releases the lock.
    await openLast();
    await edit();
    expect((await lockOf(second))?.name).toBe('Sari Kunci');
    const leaving = released(page);
    await page.keyboard.press('PageUp');
    await confirmDialog(page, 'Perubahan Anda akan dibatalkan, lanjutkan?').getByRole('button', { name: 'Ya' }).click();
    expect((await leaving).status()).toBe(200);
    await title().filter({ hasText: 'Gudang Satu' }).waitFor();
    expect(await lockOf(second)).toBeNull();

    // Closing the tab without saving releases it.
    await edit();
    expect((await lockOf(first))?.name).toBe('Sari Kunci');
    const closing = released(page);
    await workspaceTab(page, 'Departemen').close.click();
    await confirmDialog(page, 'Data belum disimpan, simpan data?').getByRole('button', { name: 'Tidak' }).click();
    expect((await closing).status()).toBe(200);
    expect(await lockOf(first)).toBeNull();

    // Closing the browser tab runs no React code: the prepared keepalive request releases it.
    // The release is prepared once the lock is held (a pagehide listener, then an x-api-key made): wait for both.
    await openLast();
    await edit();
    expect((await lockOf(second))?.name).toBe('Sari Kunci');
    await page.waitForFunction(() => {
      const w = window as unknown as Watched;
      return w.__pagehide > 0 && w.__pending === 0;
    });
    await page.close();
    await expect.poll(() => lockOf(second)).toBeNull();
  });
});
