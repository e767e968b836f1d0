import type { Lang } from '../constants.ts';
import type { MessageKey } from '../messages/id.ts';
import { translate, type MessageParams } from '../messages/translate.ts';

/** One refused input of a tax file: where (the file's element, e.g. "Bpu 2 CounterpartTin") and the catalogue's message. */
export interface TaxFileProblem {
  at: string;
  code: MessageKey;
  params?: MessageParams;
}

/** A tax file that cannot be written as asked, with every problem at once (the server answers them in the user's language). */
export class TaxFileError extends Error {
  constructor(readonly problems: readonly TaxFileProblem[]) {
    super(describeTaxFileProblems(problems, 'en').join(' '));
  }
}

/** "Bpu 2 CounterpartTin: must be an NPWP or NIK of 16 digits." for each problem. */
export function describeTaxFileProblems(problems: readonly TaxFileProblem[], lang: Lang): string[] {
  return problems.map((p) => `${p.at}: ${translate(lang, p.code, p.params)}`);
}
