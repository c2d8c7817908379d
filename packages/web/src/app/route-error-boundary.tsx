import { Component, type ReactNode } from 'react';
import { ErrorScreen } from '@/components/error-screen';
import { raiseError } from '@/lib/errors/error-store';

type State = { failed: boolean };

/** A screen that crashed (or a chunk that failed to load): the error view, and the dialog (ERR-11). */
export class RouteErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    raiseError(error);
  }

  override componentDidUpdate(previous: { resetKey: string }): void {
    // Navigating elsewhere gives the next screen a fresh start.
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render(): ReactNode {
    return this.state.failed ? <ErrorScreen status="Error" /> : this.props.children;
  }
}
