import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useNavigation } from 'react-router';

/** A thin bar at the top of the window during navigation and requests. */
export function TopProgressBar() {
  const fetching = useIsFetching();
  const mutating = useIsMutating();
  const navigation = useNavigation();
  const active = fetching + mutating > 0 || navigation.state !== 'idle';
  return active ? (
    <div className="top-progress" aria-hidden="true" data-testid="top-progress" />
  ) : null;
}
