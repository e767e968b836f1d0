/** A non-OK answer, rejected with the server's error body (API.md §1); status 0 means the server was not reached. */
export interface ApiFailure {
  statusCode: number;
  code?: string;
  error?: string;
  message?: string | string[];
}

export function isApiFailure(value: unknown): value is ApiFailure {
  return typeof value === 'object' && value !== null && typeof (value as ApiFailure).statusCode === 'number';
}

/** The first text of a failure's message, or undefined when it carries none. */
export function failureText(failure: ApiFailure): string | undefined {
  const { message } = failure;
  return Array.isArray(message) ? message[0] : message;
}
