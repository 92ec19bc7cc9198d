import {
  lazy,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactElement,
} from 'react';

export interface PreloadableComponent {
  (): ReactElement;
  /** Loads the chunk now; from then on the component renders without suspending. */
  preload: () => Promise<ComponentType>;
}

/**
 * A component from a chunk loaded on demand (React.lazy), which renders at once when its chunk is
 * already here. React.lazy alone suspends on its first render even then, and React holds a
 * revealed Suspense boundary for up to 300 ms: a page whose code had been fetched ahead still
 * showed the spinner first. Must be rendered inside a Suspense boundary.
 */
export function preloadable(load: () => Promise<ComponentType>): PreloadableComponent {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () => {
    loading ??= load().then((component) => (loaded = component));
    return loading;
  };
  const Lazy: LazyExoticComponent<ComponentType> = lazy(() =>
    preload().then((component) => ({ default: component })),
  );
  function Preloadable() {
    // Chosen once per mount: switching component types later would remount the page.
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Component />;
  }
  return Object.assign(Preloadable, { preload });
}
