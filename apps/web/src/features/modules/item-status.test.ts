import { describe, expect, it } from 'vitest';
import type { Analysis } from '@dermadesk/contracts';
import { canRetry, isMeasured, itemTag } from './item-status';
import type { WorkItem } from './workspace-state';

const item = (patch: Partial<WorkItem>): WorkItem => ({
  id: '1',
  file: new Blob(['x']),
  name: 'a.jpg',
  status: 'analysed',
  progress: 1,
  ...patch,
});
const analysis = (status: string, verdict: string) =>
  ({ result: { status, quality: { verdict } } }) as unknown as Analysis;

describe('an image row', () => {
  it('shows a photo the quality gate rejected as rejected, never a green "Analysed"', () => {
    const rejected = item({ analysis: analysis('rejected-by-quality-gate', 'fail') });
    expect(itemTag(rejected)).toEqual({ key: 'imageCheck.rejected', color: 'error' });
    expect(isMeasured(rejected)).toBe(false);
    expect(itemTag(item({ analysis: analysis('measured', 'pass') }))).toEqual({
      key: 'image.status.analysed',
      color: 'success',
    });
    expect(itemTag(item({ analysis: analysis('measured', 'warn') })).color).toBe('warning');
  });

  it('offers a retry after a lost connection, not when the file itself was refused', () => {
    const failed = (key: string) => item({ status: 'failed', error: { key } });
    expect(canRetry(failed('workspace.offline'))).toBe(true);
    expect(canRetry(failed('errors.uploadFailed'))).toBe(true);
    expect(canRetry(failed('image.error.unsupportedFormat'))).toBe(false);
    expect(canRetry(failed('image.error.corruptImage'))).toBe(false);
    expect(canRetry(item({}))).toBe(false);
  });
});
