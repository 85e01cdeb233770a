import { lazy, type ComponentType } from "react"

/**
 * `React.lazy` for a loader that resolves to the component itself (not to a module with a `default` export), typed
 * with the component's own props. Render it inside a `<Suspense>`; the server waits for it, the browser fetches its
 * chunk the first time it is rendered.
 *
 * @param load fetches the component, e.g. `() => import("../sections/faq").then((module) => module.default)`.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  // React.lazy types its props as PropsWithoutRef<P> plus a ref, which TypeScript cannot match to a generic P;
  // a function component's props are exactly P.
  return lazy(() => load().then((component) => ({ default: component }))) as unknown as ComponentType<P>
}
