import { chatAnswerSchema } from '@fardin/core/assistant-intent';
import type { Route } from './+types/chat';
import { pageMeta } from '../lib/meta';
import { ChatPage, type ChatResult } from '../features/content/chat-page';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'page.chat');

export async function action({ request, context }: Route.ActionArgs): Promise<ChatResult> {
  const form = await request.formData();
  const question = String(form.get('message') ?? '').slice(0, 500);
  let history: unknown = [];
  try {
    history = JSON.parse(String(form.get('history') ?? '[]'));
  } catch {
    history = [];
  }
  const res = await context.api('/api/chat', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ message: question, history: Array.isArray(history) ? history : [] }),
  });
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const message = body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' ? body.message : 'Something went wrong';
    return { ok: false, question, error: message };
  }
  const answer = chatAnswerSchema.parse(body);
  return { ok: true, question, reply: answer.reply, products: answer.products };
}

export default function Page() {
  return <ChatPage />;
}
