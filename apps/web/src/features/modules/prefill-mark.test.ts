import { describe, expect, it } from 'vitest';
import { confirmSuggestions, stillSuggested } from './prefill-mark';
import { initialWorkspace, workspaceReducer, type WorkspaceState } from './workspace-state';

const proposed = [
  { path: 'regions.forehead', value: 2 },
  { path: 'regions.chin', value: 2 },
];

/** The workspace after the pre-fill wrote the proposed values (not the clinician). */
function prefilled(): WorkspaceState {
  return proposed.reduce(
    (s, p) =>
      workspaceReducer(s, {
        type: 'setCalculator',
        path: p.path,
        value: p.value,
        byClinician: false,
      }),
    initialWorkspace(2),
  );
}

describe('the mark on suggested grades', () => {
  it('marks every pre-filled value the clinician has not touched', () => {
    const s = prefilled();
    expect([...stillSuggested(proposed, s.calculator, s.touched)]).toEqual([
      'regions.forehead',
      'regions.chin',
    ]);
  });

  it('leaves a value the clinician changed, even back to the proposed one', () => {
    let s = prefilled();
    s = workspaceReducer(s, {
      type: 'setCalculator',
      path: 'regions.chin',
      value: 3,
      byClinician: true,
    });
    expect([...stillSuggested(proposed, s.calculator, s.touched)]).toEqual(['regions.forehead']);
    s = workspaceReducer(s, {
      type: 'setCalculator',
      path: 'regions.chin',
      value: 2,
      byClinician: true,
    });
    expect([...stillSuggested(proposed, s.calculator, s.touched)]).toEqual(['regions.forehead']);
  });

  it('disappears on confirm, which keeps the values, and a new pre-fill does not bring it back', () => {
    let s = prefilled();
    for (const action of confirmSuggestions(
      stillSuggested(proposed, s.calculator, s.touched),
      s.calculator,
    ))
      s = workspaceReducer(s, action);
    expect(stillSuggested(proposed, s.calculator, s.touched).size).toBe(0);
    expect(s.calculator).toEqual({ regions: { forehead: 2, chin: 2 } });
    // Another photo proposes a different value: the confirmed grade stays the clinician's.
    s = workspaceReducer(s, {
      type: 'setCalculator',
      path: 'regions.chin',
      value: 4,
      byClinician: false,
    });
    expect(s.calculator).toEqual({ regions: { forehead: 2, chin: 2 } });
  });
});
