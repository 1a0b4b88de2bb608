import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { JobFailure } from '@dermadesk/contracts';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../lib/i18n/i18n';
import { FailedJobsList } from './failed-jobs-list';

beforeAll(() => initI18n('en'));
afterEach(cleanup);

const failure = (over: Partial<JobFailure>): JobFailure => ({
  id: '00000000-0000-4000-8000-000000000001',
  job: 'ingest-document',
  payload: { orgId: 'o', documentId: 'd' },
  error: 'provider answered 503',
  attempts: 4,
  failedAt: '2026-11-25T09:30:00.000Z',
  retriedAt: null,
  ...over,
});

function show(failures: JobFailure[], onRetry = vi.fn(), retrying: string | null = null) {
  render(
    <I18nextProvider i18n={i18n}>
      <FailedJobsList failures={failures} onRetry={onRetry} retrying={retrying} />
    </I18nextProvider>,
  );
  return onRetry;
}

describe('the failed background jobs of an organisation', () => {
  it('says that nothing failed when the list is empty', () => {
    show([]);
    expect(screen.getByText('No background job has failed.')).toBeTruthy();
    expect(screen.queryAllByTestId('failed-job')).toEqual([]);
  });

  it('shows what failed, when, after how many attempts and why, and runs it again', () => {
    const onRetry = show([failure({})]);
    const card = screen.getByTestId('failed-job');
    expect(within(card).getByRole('heading').textContent).toBe('ingest-document');
    expect(card.textContent).toContain('Nov 25, 2026');
    expect(card.textContent).toContain('Attempts4');
    expect(card.textContent).toContain('Reason: provider answered 503');
    fireEvent.click(within(card).getByRole('button', { name: 'Run again' }));
    expect(onRetry).toHaveBeenCalledWith('00000000-0000-4000-8000-000000000001');
  });

  it('offers no second retry of a job already run again, and holds the others during one', () => {
    show(
      [
        failure({ retriedAt: '2026-11-25T10:00:00.000Z' }),
        failure({ id: '00000000-0000-4000-8000-000000000002' }),
        failure({ id: '00000000-0000-4000-8000-000000000003' }),
      ],
      vi.fn(),
      '00000000-0000-4000-8000-000000000002',
    );
    const [retried, running, waiting] = screen.getAllByTestId('failed-job');
    expect(within(retried!).queryByRole('button')).toBeNull();
    expect(retried!.textContent).toContain('Run again on Nov 25, 2026');
    expect(within(running!).getByRole('button').className).toContain('ant-btn-loading');
    expect(within(waiting!).getByRole<HTMLButtonElement>('button').disabled).toBe(true);
  });
});
