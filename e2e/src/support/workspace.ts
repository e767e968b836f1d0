import type { BrowserContext, Locator, Page } from 'playwright-core';
import type { Stack } from './stack.ts';

type InitScript = Parameters<BrowserContext['addInitScript']>[0];

/**
 * A browser page signed in with `token` (the login page's hand-over), opened on a company's workspace. An `init`
 * script runs in every document of the page before the app's own scripts.
 */
export async function openWorkspace(stack: Stack, token: string, datasourcekey: string, options: Parameters<Stack['newContext']>[0] = {}, init?: InitScript): Promise<Page> {
  const context = await stack.newContext(options);
  if (init) await context.addInitScript(init);
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

/**
 * Opens a menu entry as a person would at the page's width: the menu bar on a desktop, the drawer (behind "Buka
 * menu") on a phone.
 */
export async function openScreen(page: Page, ...path: string[]): Promise<void> {
  // Nothing left open or hovered from the screen before (a dropdown, a tooltip) may catch the first click.
  await page.keyboard.press('Escape');
  await page.mouse.move(0, 0);
  if ((page.viewportSize()?.width ?? 0) > 1000) return chooseMenu(page, ...path);
  await page.getByRole('button', { name: /^(Buka menu|Open menu)$/ }).click();
  const drawer = page.locator('.workspace__drawer');
  // The inline menu remembers open submenus: clicking an open one again would close it.
  for (const [i, label] of path.entries()) {
    const next = path[i + 1];
    if (next && (await drawer.getByText(next, { exact: true }).last().isVisible())) continue;
    await drawer.getByText(label, { exact: true }).last().click();
  }
  await drawer.waitFor({ state: 'hidden' });
}

/** The notice (antd notification) holding `text`. */
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

/** The document screen's switch (antd Segmented) to its list, and back to its form. */
export async function showList(page: Page): Promise<void> {
  await activePane(page).locator('.doc-screen__head .ant-segmented-item', { hasText: /^(Daftar|List)$/ }).click();
}

export async function showForm(page: Page): Promise<void> {
  await activePane(page).locator('.doc-screen__head .ant-segmented-item', { hasText: /^(Formulir|Form)$/ }).click();
}

/** The confirmation dialog that is open, by its question. */
export function confirmDialog(page: Page, question: string) {
  return page.locator('.ant-modal-confirm', { hasText: question });
}

/**
 * Waits until the document form named `name` (antd's form id: `department` for `#department_deptno`) has nothing
 * loading or saving. A form opens busy and reads its new record (defaults, the next number) before it shows it,
 * resetting every input: text typed, a key pressed (PageUp, Ctrl+S) or a list row clicked before then is lost.
 */
export async function formIdle(page: Page, name: string): Promise<void> {
  await page.locator('section.doc[aria-busy="false"]').filter({ has: page.locator(`form[id="${name}"]`) }).waitFor({ state: 'attached' });
}

/**
 * Clicks a row of a document list and waits until the form has read and shown that record. The form may still show
 * the same record from before, so its title alone does not say the read is over (the read resets the inputs). A
 * click while the form is still busy (opening its new record) would be ignored, so that is waited out first.
 */
export async function openListRow(page: Page, row: Locator): Promise<void> {
  await activePane(page).locator('section.doc[aria-busy="false"]').waitFor({ state: 'attached' });
  const read = page.waitForResponse((response) => response.request().method() === 'GET' && /\/read\/\d+$/.test(new URL(response.url()).pathname));
  await row.click();
  await read;
  await activePane(page).locator('section.doc[aria-busy="false"]').waitFor();
}

/**
 * Opens the saved document numbered `number` from its screen (menu `path`, form `formName`) through the screen's list,
 * in its tab, and answers the tab's title once it names the document.
 */
export async function openSaved(page: Page, path: readonly string[], formName: string, number: string): Promise<Locator> {
  await openScreen(page, ...path);
  await formIdle(page, formName);
  await showList(page);
  await openListRow(page, activePane(page).locator('.ant-table-row', { hasText: number }));
  const title = activePane(page).getByTestId('doc-title');
  await title.filter({ hasText: number }).waitFor();
  return title;
}

/** Opens the newest document of the screen (its form named `formName`) from its list, and waits for its lines. */
export async function openNewest(page: Page, formName: string): Promise<void> {
  await formIdle(page, formName);
  await showList(page);
  await openListRow(page, activePane(page).locator('.ant-table-row').first());
  await showForm(page);
  await activePane(page).getByTestId('grid-row').first().waitFor();
}
