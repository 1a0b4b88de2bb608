import { Component, type ReactNode } from 'react';
import { RetryState } from './retry-state';

interface Props {
  children: ReactNode;
  /** Changing it (e.g. the path) clears the error. */
  resetKey: string;
}

/** Shows a reload prompt instead of a blank screen when a page's code cannot be loaded. */
export class ChunkErrorBoundary extends Component<Props, { error: unknown; resetKey: string }> {
  override state = { error: null as unknown, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { error: unknown; resetKey: string }) {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override render() {
    return this.state.error ? <RetryState /> : this.props.children;
  }
}
