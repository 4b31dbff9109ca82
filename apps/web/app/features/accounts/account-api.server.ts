import { data, type AppLoadContext } from 'react-router';
import { apiErrorSchema } from '@fardin/core/contract-foundation';

/** What an account form action answers to its page: the API's message and field errors. */
export interface FormResult {
  ok?: boolean;
  message?: string;
  /** The API's stable code (e.g. `password.too_weak`): pages translate by it. */
  code?: string;
  errors?: Record<string, string[]>;
  values?: Record<string, string>;
}

export interface ApiAnswer {
  status: number;
  ok: boolean;
  body: unknown;
  message: string;
  code: string | undefined;
  errors: Record<string, string[]> | undefined;
}

/** Calls the in-process API with a JSON body (or form data) and reads the answer. */
export async function callApi(context: AppLoadContext, path: string, method: string, body?: unknown): Promise<ApiAnswer> {
  const init: RequestInit = { method };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { 'Content-Type': 'application/json' };
  }
  const res = await context.api(path, init);
  const parsedBody: unknown = await res.json().catch(() => null);
  const error = apiErrorSchema.safeParse(parsedBody);
  return {
    status: res.status,
    ok: res.ok,
    body: parsedBody,
    message: error.success ? error.data.message : '',
    code: error.success ? error.data.code : undefined,
    errors: error.success ? error.data.errors : undefined,
  };
}

/** The failed answer as the page's action data (status kept, so nothing is cached). */
export function failure(answer: ApiAnswer, values: Record<string, string> = {}) {
  return data<FormResult>(
    { message: answer.message || 'error', ...(answer.code ? { code: answer.code } : {}), errors: answer.errors ?? {}, values },
    { status: answer.status >= 500 ? 502 : answer.status },
  );
}

export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}
