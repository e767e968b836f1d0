import type { Page } from 'playwright-core';
import { activePane } from './workspace.ts';

/** The line grid's cell of a line (from 0) and column key, and the same cell while it holds the focus. */
export const cell = (page: Page, row: number, column: string) => activePane(page).locator(`td[data-row="${row}"][data-column="${column}"]`);
export const focusedCell = (page: Page, row: number, column: string) => activePane(page).locator(`td[data-row="${row}"][data-column="${column}"]:focus-within`);

/** Presses a key and waits until the focus is in the given cell. */
export async function pressTo(page: Page, key: string, row: number, column: string): Promise<void> {
  await page.keyboard.press(key);
  await focusedCell(page, row, column).waitFor();
}

/**
 * The highlighted option holding `text` in the open list. Closed lists of other cells stay in the page with their
 * own highlight, so only the visible one counts.
 */
export const activeOption = (page: Page, text: string) => page.locator('.ant-select-dropdown:visible .ant-select-item-option-active', { hasText: text });

/**
 * In the focused account cell: types the search and takes the first match with Enter, which chooses it and moves
 * on to the line's next cell (`next`, the amount by default), where typing goes on.
 */
export async function typeAccount(page: Page, row: number, search: string, label: string, next = 'debit'): Promise<void> {
  await page.keyboard.type(search);
  await activeOption(page, search).waitFor();
  await page.keyboard.press('Enter');
  await cell(page, row, 'glaccount').getByTitle(label).waitFor();
  await focusedCell(page, row, next).waitFor();
}
