import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ChunkFailed } from './ChunkFailed';

interface Props {
  /** The route the boundary guards; an error from a route the player already left is dropped. */
  routeKey: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
  routeKey: string;
}

/** Catches a screen that failed to load and offers a reload instead of a blank page. */
export class ChunkErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, routeKey: this.props.routeKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    // A failure that belongs to the previous route is stale once the player has moved on.
    if (props.routeKey !== state.routeKey) return { error: null, routeKey: props.routeKey };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('screen failed', error.name, info.componentStack?.split('\n')[1]?.trim());
  }

  override render() {
    if (this.state.error) return <ChunkFailed />;
    return this.props.children;
  }
}
