import type { AggregateSaved, WidgetAggregateBody } from '@dermadesk/contracts';
import { api } from '../../../lib/api/client';

/**
 * POST /api/v1/predicts/widget-aggregate-result: the server recomputes the score from `input`
 * and the stored analyses and answers 409 when it differs from the score the clinician saw.
 */
export function saveAggregate(body: WidgetAggregateBody): Promise<AggregateSaved> {
  return api.post('/api/v1/predicts/widget-aggregate-result', body);
}
