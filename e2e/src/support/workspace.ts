import type { Locator, Page } from 'playwright-core';
import type { Stack } from './stack.ts';

/** A browser page signed in with `token` (the login page's hand-over), opened on a company's workspace. */
export async function openWorkspace(stack: Stack, token: string, datasourcekey: string, options: Parameters<Stack['newContext']>[0] = {}): Promise<Page> {
  const context = await stack.newContext(options);
  const page = await context.newPage();
  await page.goto(`/?token=${encodeURIComponent(token)}`);
  await page.waitForURL(`${stack.url}/tenant`);
  await page.goto(`/open=${datasourcekey}`);
  await page.getByTestId('workspace-home').waitFor();
  return page;
}

/** Walks the workspace's menu bar: a group, maybe a module, then an entry (submenus open on click). */
export async function chooseMenu(page: Page, ...path: string[]): Promise<void> {
  const [group, ...rest] = path;
  await page.getByTestId('workspace-menu').getByText(group ?? '', { exact: true }).click();
  for (const label of rest) {
    await page.locator('.workspace-menu__popup:visible').getByText(label, { exact: true }).last().click();
  }
}

export function notice(page: Page, text: string) {
  return page.locator('.ant-notification-notice', { hasText: text });
}

/** The shown workspace tab's pane. */
export function activePane(page: Page) {
  return page.locator('.workspace__tabs > .ant-tabs-body-holder > .ant-tabs-body > .ant-tabs-content-active');
}

/** A workspace tab by its label, and its close button. */
export function workspaceTab(page: Page, label: string) {
  const tab = page.locator('.workspace__tabs > .ant-tabs-nav .ant-tabs-tab', { hasText: label });
  return { tab, close: tab.locator('.ant-tabs-tab-remove') };
}

/** The confirmation dialog that is open, by its question. */
export function confirmDialog(page: Page, question: string) {
  return page.locator('.ant-modal-confirm', { hasText: question });
}

/**
 * Clicks a row of a document list and waits until the form has read and shown that record. The form may still show
 * the same record from before, so its title alone does not say the read is over (the read resets the inputs).
 */
export async function openListRow(page: Page, row: Locator): Promise<void> {
  const read = page.waitForResponse((response) => response.request().method() === 'GET' && /\/read\/\d+$/.test(new URL(response.url()).pathname));
  await row.click();
  await read;
  await activePane(page).locator('section.doc[aria-busy="false"]').waitFor();
}
