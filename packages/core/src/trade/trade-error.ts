import type { MessageKey } from '../messages/id.ts';

/**
 * A refusal of trade arithmetic or of a pull (API.md §7.2–§7.4): the message key of the catalogue and its
 * placeholders, so the server answers it in the user's language (400 for bad figures, 409 for what was pulled).
 */
export class TradeError extends Error {
  constructor(
    readonly code: MessageKey,
    readonly params: Record<string, string> = {},
  ) {
    super(code);
  }
}
