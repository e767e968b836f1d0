/** Success envelopes of API.md §1. */
export interface DataEnvelope<T> {
  data: T;
  message?: string;
}

export interface ListEnvelope<T> {
  listdata: T[];
  total: number;
  page: number;
  size: number;
}

/** An answer that carries only a message (e.g. resend verification, forgot password). */
export interface MessageEnvelope {
  message?: string;
}
