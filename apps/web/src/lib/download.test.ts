import { describe, expect, it, vi } from 'vitest';
import { localStamp, reportFileName, saveBlob } from './download';

describe('report file name', () => {
  it('is Report_{yyyymmddHHMM}.csv with zero-padded fields', () => {
    // Tests run with TZ=UTC, so local time is UTC here.
    expect(reportFileName(new Date('2026-03-04T05:06:59Z'))).toBe('Report_202603040506.csv');
    expect(reportFileName(new Date('2026-12-31T23:59:00Z'))).toBe('Report_202612312359.csv');
  });

  it('uses the local clock, not UTC', () => {
    const at = new Date(2026, 0, 2, 3, 4); // local 2026-01-02 03:04
    expect(localStamp(at)).toBe('202601020304');
  });
});

describe('saveBlob', () => {
  it('clicks a link to an object URL with the file name, then revokes the URL', () => {
    vi.useFakeTimers();
    const create = vi.fn(() => 'blob:test');
    const revoke = vi.fn();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    const clicks: { href: string; download: string }[] = [];
    const spy = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push({ href: this.href, download: this.download });
    });
    saveBlob(new Blob(['x']), 'Report_202601020304.csv');
    expect(clicks).toEqual([{ href: 'blob:test', download: 'Report_202601020304.csv' }]);
    expect(document.querySelector('a[download]')).toBeNull();
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledWith('blob:test');
    spy.mockRestore();
    vi.useRealTimers();
  });
});
