/** Where a cell is: row and column, both from 0. */
export interface CellPos {
  row: number;
  col: number;
}

/** The key pressed in a cell and what the focused input says about it. */
export interface CellKey {
  key: string;
  shift: boolean;
  ctrl: boolean;
  alt: boolean;
  /** The caret of a text input: at its start, its end, both (empty text), inside, or no caret (a button). */
  caret: 'start' | 'end' | 'both' | 'inside' | 'none';
  /** A selector's list is open: its keys (arrows, Enter) choose an option and are not the grid's. */
  popupOpen: boolean;
}

export type GridMove =
  | { kind: 'cell'; row: number; col: number }
  /** Enter on the last cell of the last row: a new row, focus on its first cell. */
  | { kind: 'add-row' }
  | { kind: 'delete-row'; row: number }
  /** Tab out of the first or last cell: the browser moves focus out of the grid. */
  | { kind: 'leave' };

const atStart = (caret: CellKey['caret']) => caret === 'start' || caret === 'both' || caret === 'none';
const atEnd = (caret: CellKey['caret']) => caret === 'end' || caret === 'both' || caret === 'none';

/**
 * The grid's keyboard (DESIGN.md "Grids"): Tab and Enter walk the cells row by row (in an open list both take the
 * highlighted option first), Enter on the very last cell
 * adds a row, Up and Down change rows in the same column, Left and Right leave a text only from its edge,
 * Ctrl+Delete removes the row. Null: the key is the input's own (typing, caret moves, an open list).
 */
export function gridMove(press: CellKey, at: CellPos, size: { rows: number; cols: number }): GridMove | null {
  const { key, shift, ctrl, alt, caret, popupOpen } = press;
  const last = { row: size.rows - 1, col: size.cols - 1 };
  const forward = (): GridMove =>
    at.col < last.col ? { kind: 'cell', row: at.row, col: at.col + 1 } : at.row < last.row ? { kind: 'cell', row: at.row + 1, col: 0 } : { kind: 'leave' };
  const backward = (): GridMove =>
    at.col > 0 ? { kind: 'cell', row: at.row, col: at.col - 1 } : at.row > 0 ? { kind: 'cell', row: at.row - 1, col: last.col } : { kind: 'leave' };

  if (ctrl && !alt && !shift && key === 'Delete') return { kind: 'delete-row', row: at.row };
  if (ctrl || alt) return null;
  switch (key) {
    case 'Tab':
      return shift ? backward() : forward();
    case 'Enter': {
      if (popupOpen) {
        // The list takes its highlighted option, then the focus moves on, so what is typed next lands in the next cell.
        if (shift) return null;
        const move = forward();
        return move.kind === 'cell' ? move : null;
      }
      if (shift) {
        const move = backward();
        return move.kind === 'leave' ? null : move;
      }
      const move = forward();
      return move.kind === 'leave' ? { kind: 'add-row' } : move;
    }
    case 'ArrowDown':
      if (popupOpen || shift) return null;
      return at.row < last.row ? { kind: 'cell', row: at.row + 1, col: at.col } : null;
    case 'ArrowUp':
      if (popupOpen || shift) return null;
      return at.row > 0 ? { kind: 'cell', row: at.row - 1, col: at.col } : null;
    case 'ArrowRight':
      if (shift || !atEnd(caret) || at.col >= last.col) return null;
      return { kind: 'cell', row: at.row, col: at.col + 1 };
    case 'ArrowLeft':
      if (shift || !atStart(caret) || at.col <= 0) return null;
      return { kind: 'cell', row: at.row, col: at.col - 1 };
    default:
      return null;
  }
}
