import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Renders instead of the children once they threw; `reset` clears the error. */
  fallback: (error: unknown, reset: () => void) => ReactNode;
  onError?: (error: unknown, info: ErrorInfo) => void;
  /** Changing this value clears a caught error (e.g. the route's path). */
  resetKey?: unknown;
  children: ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
  resetKey: unknown;
}

/** Keeps a remote that throws while rendering from taking the page down with it. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey)
      return { resetKey: props.resetKey, failed: false, error: null };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  reset = () => this.setState({ error: null, failed: false });

  override render() {
    return this.state.failed
      ? this.props.fallback(this.state.error, this.reset)
      : this.props.children;
  }
}
