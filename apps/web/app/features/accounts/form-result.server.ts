import { data } from 'react-router';
import { failureText, fieldErrors, requestLocale, type ApiFailure } from '../../lib/api-client.server';

/** What an account form action answers to its page: texts already in the page's language. */
export interface FormResult {
  ok?: boolean;
  /** The refusal, translated by the API's code on the server (or the page's own text). */
  message?: string;
  /** Field errors (translated), placed by the refusal's `field`. */
  errors?: Record<string, string[]>;
  values?: Record<string, string>;
}

/** A refused call as the page's action data (status kept, so nothing is cached; 5xx -> 502). */
export function failure(request: Request, answer: ApiFailure, values: Record<string, string> = {}) {
  const locale = requestLocale(request);
  return data<FormResult>(
    { message: failureText(answer, locale), errors: fieldErrors(answer, locale), values },
    { status: answer.status >= 500 ? 502 : answer.status },
  );
}
