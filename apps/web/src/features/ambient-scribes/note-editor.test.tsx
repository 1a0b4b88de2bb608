import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { App } from 'antd';
import type { EncounterDetail } from '@dermadesk/contracts';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../lib/i18n/i18n';
import { NoteEditor } from './note-editor';
import type { StoredNoteDraft } from './use-note-draft';

const store = vi.hoisted(() => ({
  draftKey: (user: string, org: string, what: string) => `${user}:${org}:${what}`,
  loadDraft: vi.fn<(key: string) => Promise<unknown>>(),
  saveDraft: vi.fn<(key: string, draft: unknown) => Promise<void>>(async () => {}),
  dropDraft: vi.fn<(key: string) => Promise<void>>(async () => {}),
}));
vi.mock('../../lib/draft-store', () => store);
vi.mock('../../lib/account/account-store', () => ({
  useAccount: () => ({ user: { id: 'u1' }, currentOrgAccess: 'org-1' }),
}));
beforeAll(() => initI18n('en'));
afterEach(cleanup);

const encounter: EncounterDetail = {
  id: '00000000-0000-4000-8000-000000000001',
  title: 'Visit',
  subjectId: null,
  templateId: null,
  durationSeconds: 0,
  transcriptStatus: 'none',
  noteStatus: 'draft',
  createdAt: '2026-11-25T09:00:00.000Z',
  updatedAt: '2026-11-25T09:00:00.000Z',
  consentAt: null,
  recordings: [],
  audioDeleted: false,
  transcript: { status: 'none', segments: [], droppedSilent: 0, edits: 0, error: null },
  note: {
    version: 3,
    source: 'edited',
    updatedAt: '2026-11-25T09:00:00.000Z',
    sections: [{ name: 'Assessment', text: 'Server text.', sentences: [] }],
  },
};

function show() {
  const editor = (
    <NoteEditor
      encounter={encounter}
      current
      template={undefined}
      onHighlight={() => {}}
      generating={false}
      streamed={null}
      onGenerate={() => {}}
      bodyMap={{ heading: 'Body map', lines: [] }}
      beforeExport={async () => {}}
    />
  );
  const router = createMemoryRouter([{ path: '/', element: editor }]);
  const queryClient = new QueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <App>
          <RouterProvider router={router} />
        </App>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

const textarea = () => screen.queryByRole('textbox', { name: 'Assessment' });

describe('the chart-note editor with a draft in the store', () => {
  it('shows no text to type into until the draft store has answered, then the draft', async () => {
    let answer!: (draft: StoredNoteDraft) => void;
    store.loadDraft.mockReturnValueOnce(new Promise((r) => (answer = r)));
    show();
    expect(textarea()).toBeNull();
    expect(screen.queryByText('Server text.')).toBeNull();

    await act(async () => answer({ base: 3, sections: [{ name: 'Assessment', text: 'Typed.' }] }));
    expect((textarea() as HTMLTextAreaElement).value).toBe('Typed.');
  });
});
