import { Component, type ReactNode } from "react";
import { useLocation } from "@web/lib/router";
import { RouteErrorPage } from "@web/routes/route-error";

type Props = { children: ReactNode; path: string };
type State = { error?: unknown; failed: boolean; path: string };

/** Shows the error screen when a page throws; going to another page tries again. */
class Boundary extends Component<Props, State> {
  state: State = { failed: false, path: this.props.path };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.path === state.path ? null : { failed: false, error: undefined, path: props.path };
  }

  render() {
    return this.state.failed ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}

export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <Boundary path={useLocation().pathname}>{children}</Boundary>;
}
