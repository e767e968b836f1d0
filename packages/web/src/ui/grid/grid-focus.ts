import type { CellKey, CellPos } from './grid-keys.ts';

/** What a focused input says about its caret; a selector's search text counts like any text. */
export function caretOf(target: HTMLElement): CellKey['caret'] {
  if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) return 'none';
  const { selectionStart: start, selectionEnd: end, value } = target;
  if (start === null || end === null) return 'none';
  if (value.length === 0 || (start === 0 && end === value.length)) return 'both';
  if (start !== end) return 'inside';
  if (start === 0) return 'start';
  return start === value.length ? 'end' : 'inside';
}

/** Focuses a cell's input; a text's content is selected, so typing replaces it as in a spreadsheet. */
export function focusCell(table: HTMLElement | null, at: CellPos): void {
  const input = table?.querySelector<HTMLElement>(`[data-grid-cell][data-row="${at.row}"][data-col="${at.col}"] :is(input, textarea, button):not([disabled])`);
  if (!input) return;
  input.focus();
  if (!(input instanceof HTMLInputElement) || input.getAttribute('role') === 'combobox') return;
  // An amount input swaps its shown text on focus, so the text is selected after that render; a key typed
  // before then (input outruns timers) selects it first, so it still replaces the old text.
  let selected = false;
  const selectAll = () => {
    if (selected) return;
    selected = true;
    input.removeEventListener('keydown', onKey);
    input.select();
  };
  const onKey = (event: globalThis.KeyboardEvent) => {
    const edits = event.key.length === 1 || event.key === 'Backspace' || event.key === 'Delete';
    if (edits && !event.ctrlKey && !event.metaKey && !event.altKey) selectAll();
  };
  input.addEventListener('keydown', onKey);
  setTimeout(() => {
    if (document.activeElement === input) selectAll();
    else input.removeEventListener('keydown', onKey);
  }, 0);
}
