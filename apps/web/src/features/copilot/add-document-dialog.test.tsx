import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api/api-error';
import { i18n, initI18n, loadPageTexts } from '../../lib/i18n/i18n';
import { AddDocumentDialog } from './add-document-dialog';

const api = vi.hoisted(() => ({
  post: vi.fn<(path: string, body: FormData) => Promise<unknown>>(),
}));
vi.mock('../../lib/api/client', () => ({ api }));
vi.mock('../../lib/account/account-store', () => ({
  useAccount: () => ({ currentOrgAccess: 'org-1' }),
}));

beforeAll(async () => {
  await initI18n('en');
  await loadPageTexts(['copilot']);
});
afterEach(cleanup);

const pdf = (name: string) => new File(['%PDF-1.7\n%test'], name, { type: 'application/pdf' });

async function choose(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
  fireEvent.change(input, { target: { files: [file] } });
  await screen.findByText(file.name);
}

describe('AddDocumentDialog', () => {
  it('keeps a refused file out of the next upload and out of its source name', async () => {
    api.post
      .mockRejectedValueOnce(new ApiError('http', { status: 400, details: { reason: 'broken' } }))
      .mockResolvedValueOnce({ id: 'source-1', status: 'queued' });
    const onClose = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <I18nextProvider i18n={i18n}>
          <App>
            <AddDocumentDialog open onClose={onClose} />
          </App>
        </I18nextProvider>
      </QueryClientProvider>,
    );

    fireEvent.change(await screen.findByLabelText('Source name', {}, { timeout: 5000 }), {
      target: { value: 'Clinic protocols' },
    });
    await choose(pdf('broken.pdf'));
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    // The reason stays beside the file, not only in a toast that is gone in seconds.
    const reason = 'broken.pdf could not be read as a PDF: it may be damaged.';
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(reason),
    );

    await choose(pdf('protocols.pdf'));
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(api.post).toHaveBeenCalledTimes(2));
    const sent = api.post.mock.calls[1]![1];
    expect(sent.get('SourceName')).toBe('Clinic protocols');
    expect((sent.get('File') as File).name).toBe('protocols.pdf');

    // The refused file stays listed with its reason until it is taken off the list.
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Remove broken.pdf from the list' }));
    await waitFor(() => expect(screen.queryByText('broken.pdf')).toBeNull());
  });
});
