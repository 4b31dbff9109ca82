import { chatAnswerSchema } from '@fardin/core/assistant-intent';
import type { Route } from './+types/chat';
import { pageMeta } from '../lib/meta';
import { apiCall, failureText, requestLocale } from '../lib/api-client.server';
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
  const answer = await apiCall(
    context,
    '/api/chat',
    {
      method: 'POST',
      body: { message: question, lang: requestLocale(request), history: Array.isArray(history) ? history : [] },
    },
    chatAnswerSchema,
  );
  if (!answer.ok) return { ok: false, question, error: failureText(answer, requestLocale(request)) };
  return { ok: true, question, reply: answer.data.reply, products: answer.data.products };
}

export default function Page() {
  return <ChatPage />;
}
