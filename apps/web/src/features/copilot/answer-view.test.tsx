import type { CopilotAnswer } from '@dermadesk/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n, loadPageTexts } from '../../lib/i18n/i18n';
import { AnswerView } from './answer-view';

beforeAll(async () => {
  await initI18n('en');
  await loadPageTexts(['copilot']);
});
afterEach(cleanup);

const notFound = (citations: CopilotAnswer['citations']): CopilotAnswer => ({
  answer: '',
  mode: 'extractive',
  citations,
  notFound: true,
  unsupported: [],
  conversationId: '00000000-0000-4000-8000-000000000001',
  messageId: '00000000-0000-4000-8000-000000000002',
});

function show(answer: CopilotAnswer) {
  render(
    <I18nextProvider i18n={i18n}>
      <AnswerView turn={{ question: 'Dose?', text: '', answer, error: null }} onOpen={vi.fn()} />
    </I18nextProvider>,
  );
}

describe('AnswerView', () => {
  it('points to the closest passages only when there are some', async () => {
    show(notFound([]));
    await screen.findByText("The clinic's sources do not contain the answer to this question.");
    expect(screen.queryByText('The closest passages are listed beside the answer.')).toBeNull();
    cleanup();

    show(
      notFound([
        {
          n: 1,
          sourceId: '00000000-0000-4000-8000-000000000003',
          sourceName: 'Protocols',
          page: 2,
          quote: 'Sun protection every day.',
          chunkId: '00000000-0000-4000-8000-000000000004',
          start: 0,
          end: 25,
        },
      ]),
    );
    await screen.findByText('The closest passages are listed beside the answer.');
  });
});
