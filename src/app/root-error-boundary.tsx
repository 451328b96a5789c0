import { Component, type ReactNode } from 'react';

interface RootErrorBoundaryProps {
  /** Rendered instead of the children once they have thrown. */
  fallback: ReactNode;
  onError: (error: unknown) => void;
  children: ReactNode;
}

/**
 * Catches a render error anywhere in the locator so it shows its error state instead of blanking (or
 * breaking) the host page. React needs a class component for this.
 */
export class RootErrorBoundary extends Component<RootErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError(error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
