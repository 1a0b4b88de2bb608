import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/api-error';
import { messageOf } from './use-workspace';

describe('save and analysis error messages', () => {
  it("shows the catalogue text the server names, with the server's values", () => {
    const mismatch = new ApiError('http', {
      status: 409,
      code: 'CONFLICT',
      details: {
        messageKey: 'workspace.save.aggregateMismatch',
        params: { shown: '12.1', server: '12.0' },
      },
    });
    expect(messageOf(mismatch, 'errors.storeData')).toEqual({
      key: 'workspace.save.aggregateMismatch',
      params: { shown: '12.1', server: '12.0' },
    });
    const concur = new ApiError('http', {
      status: 400,
      code: 'BAD_REQUEST',
      details: { messageKey: 'workspace.save.needConcur', fields: [] },
    });
    expect(messageOf(concur, 'errors.storeData')).toEqual({ key: 'workspace.save.needConcur' });
  });

  it('falls back on the kind of failure when the server names no text', () => {
    expect(messageOf(new ApiError('http', { status: 409 }), 'errors.storeData').key).toBe(
      'workspace.alreadySaved',
    );
    expect(messageOf(new ApiError('network'), 'errors.storeData').key).toBe('workspace.offline');
    expect(messageOf(new Error('boom'), 'errors.storeData').key).toBe('errors.storeData');
  });

  it("keeps the spec's text and puts the server's reason beside it", () => {
    const refused = new ApiError('http', {
      status: 400,
      code: 'BAD_REQUEST',
      message: 'An image can only join an upload of the same module and subject.',
    });
    expect(messageOf(refused, 'errors.storeData')).toEqual({
      key: 'errors.storeData',
      detail: 'An image can only join an upload of the same module and subject.',
    });
  });
});
