import type { UploadSummary } from '@dermadesk/contracts';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../lib/i18n/i18n';
import { HistoryTable } from './history-table';
import { defaultHistoryView, type HistoryView } from './history-url-state';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(cleanup);

const upload = (id: number, extra: Partial<UploadSummary> = {}): UploadSummary => ({
  id,
  createdAt: '2026-03-04T05:06:00.000Z',
  subjectId: `S-${id}`,
  module: 7,
  imageCount: 1,
  uploadedBy: 'Ana Nguyen',
  ...extra,
});

function setup(
  opts: { view?: Partial<HistoryView>; items?: UploadSummary[]; total?: number } = {},
) {
  const items = opts.items ?? [upload(12), upload(11, { module: 18, imageCount: 4 })];
  const props = {
    view: { ...defaultHistoryView, ...opts.view },
    data: { items, total: opts.total ?? items.length },
    loading: false,
    selectedIds: [] as number[],
    onSelect: vi.fn(),
    onChangeView: vi.fn(),
    onDelete: vi.fn(() => Promise.resolve()),
    emptyText: 'Nothing here',
  };
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <HistoryTable {...props} />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return props;
}

const header = (name: string) => screen.getByRole('columnheader', { name });

describe('HistoryTable', () => {
  it('shows the columns, module names and links to the result and the subject timeline', () => {
    setup();
    for (const name of ['Id', 'Uploaded time', 'Subject ID', 'Module type', 'Number of images']) {
      expect(header(name)).toBeTruthy();
    }
    expect(screen.getByText('EASI full body 4 image')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View result 12' }).getAttribute('href')).toBe(
      '/result/12',
    );
    expect(
      screen.getByRole('link', { name: 'Timeline of subject S-11' }).getAttribute('href'),
    ).toBe('/subjects/S-11');
    // Uploaded time in the user's language (tests run with TZ=UTC).
    expect(screen.getAllByText('Mar 4, 2026, 5:06 AM')).toHaveLength(2);
  });

  it('marks the default sort (newest first) and sorts another column from its header', () => {
    const props = setup();
    expect(header('Uploaded time').getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(header('Id'));
    expect(props.onChangeView).toHaveBeenCalledWith({ page: 1, column: 'id', direction: 'desc' });
  });

  it('toggles the direction of the sorted column', () => {
    const props = setup({ view: { column: 'subjectId', direction: 'desc' } });
    fireEvent.click(header('Subject ID'));
    expect(props.onChangeView).toHaveBeenCalledWith({
      page: 1,
      column: 'subjectId',
      direction: 'asc',
    });
  });

  it('pages on the server: 10 a page, the pager asks for the next page', () => {
    const props = setup({ total: 35 });
    expect(screen.getByText('Total: 35')).toBeTruthy();
    fireEvent.click(screen.getByTitle('4'));
    expect(props.onChangeView).toHaveBeenCalledWith({ page: 4 });
  });

  it('deletes only after the Yes of the confirmation', async () => {
    const props = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Delete upload 11' }));
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText('Are you sure?')).toBeTruthy();
    // It names the record, and the safe answer has the focus.
    expect(within(confirm).getByText(/upload 11 of subject S-11/i)).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'No' })),
    );
    fireEvent.click(within(confirm).getByRole('button', { name: 'No' }));
    expect(props.onDelete).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Delete upload 11' }));
    await act(async () => {
      fireEvent.click(
        within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Yes' }),
      );
    });
    await waitFor(() =>
      expect(props.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 11 })),
    );
  });

  it('reports the selected rows', () => {
    const props = setup();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select upload 12' }));
    expect(props.onSelect).toHaveBeenCalledWith([12]);
  });

  it('shows the empty text when there is no row', () => {
    setup({ items: [] });
    expect(screen.getByText('Nothing here')).toBeTruthy();
  });
});
