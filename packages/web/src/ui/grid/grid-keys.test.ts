import { describe, expect, it } from 'vitest';
import { gridMove, type CellKey } from './grid-keys.ts';

const size = { rows: 2, cols: 3 };
const press = (key: string, more: Partial<CellKey> = {}): CellKey => ({ key, shift: false, ctrl: false, alt: false, caret: 'both', popupOpen: false, ...more });

describe('gridMove', () => {
  it.each([
    ['Tab goes to the next cell', press('Tab'), { row: 0, col: 0 }, { kind: 'cell', row: 0, col: 1 }],
    ['Tab on a row end goes to the next row', press('Tab'), { row: 0, col: 2 }, { kind: 'cell', row: 1, col: 0 }],
    ['Tab on the last cell leaves the grid', press('Tab'), { row: 1, col: 2 }, { kind: 'leave' }],
    ['Shift+Tab on the first cell leaves the grid', press('Tab', { shift: true }), { row: 0, col: 0 }, { kind: 'leave' }],
    ['Shift+Tab on a row start goes to the previous row end', press('Tab', { shift: true }), { row: 1, col: 0 }, { kind: 'cell', row: 0, col: 2 }],
    ['Enter goes to the next cell', press('Enter'), { row: 1, col: 0 }, { kind: 'cell', row: 1, col: 1 }],
    ['Enter on the last cell adds a row', press('Enter'), { row: 1, col: 2 }, { kind: 'add-row' }],
    ['Enter in an open list chooses the option and goes to the next cell', press('Enter', { popupOpen: true }), { row: 0, col: 1 }, { kind: 'cell', row: 0, col: 2 }],
    ['Enter in an open list on the last cell only chooses', press('Enter', { popupOpen: true }), { row: 1, col: 2 }, null],
    ['Shift+Enter in an open list only chooses', press('Enter', { popupOpen: true, shift: true }), { row: 1, col: 1 }, null],
    ['Shift+Enter goes back', press('Enter', { shift: true }), { row: 1, col: 1 }, { kind: 'cell', row: 1, col: 0 }],
    ['Shift+Enter on the first cell stays', press('Enter', { shift: true }), { row: 0, col: 0 }, null],
    ['Down keeps the column', press('ArrowDown'), { row: 0, col: 2 }, { kind: 'cell', row: 1, col: 2 }],
    ['Down on the last row stays', press('ArrowDown'), { row: 1, col: 2 }, null],
    ['Down in an open list moves in the list', press('ArrowDown', { popupOpen: true }), { row: 0, col: 1 }, null],
    ['Up keeps the column', press('ArrowUp'), { row: 1, col: 1 }, { kind: 'cell', row: 0, col: 1 }],
    ['Right at the end of the text moves', press('ArrowRight', { caret: 'end' }), { row: 0, col: 0 }, { kind: 'cell', row: 0, col: 1 }],
    ['Right inside the text moves the caret', press('ArrowRight', { caret: 'inside' }), { row: 0, col: 0 }, null],
    ['Right on the last column stays', press('ArrowRight'), { row: 0, col: 2 }, null],
    ['Left at the start of the text moves', press('ArrowLeft', { caret: 'start' }), { row: 0, col: 1 }, { kind: 'cell', row: 0, col: 0 }],
    ['Left at the end of a text moves the caret', press('ArrowLeft', { caret: 'end' }), { row: 0, col: 1 }, null],
    ['Shift+Right selects text', press('ArrowRight', { shift: true }), { row: 0, col: 0 }, null],
    ['Ctrl+Delete removes the row', press('Delete', { ctrl: true }), { row: 1, col: 1 }, { kind: 'delete-row', row: 1 }],
    ['Delete alone deletes text', press('Delete'), { row: 1, col: 1 }, null],
    ['Ctrl+S is the form\u2019s', press('s', { ctrl: true }), { row: 0, col: 0 }, null],
    ['letters are typing', press('a'), { row: 0, col: 0 }, null],
  ] as const)('%s', (_label, key, at, expected) => {
    expect(gridMove(key, at, size)).toEqual(expected);
  });
});
