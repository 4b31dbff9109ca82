import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';

/**
 * Decision 0058: a part of the frame that is plain HTML on the first load. The server renders the
 * component inside a wrapper; the browser hydrates only the wrapper and keeps the server's HTML as it
 * is (read from the document, so nothing differs), and the component's code loads when the part is
 * needed: it comes near the viewport, gets focus or a touch, or its inputs change (another locale
 * after a client navigation). Until then its links work as plain links.
 *
 * `server` is the component itself on the server and null in the browser build
 * (`import.meta.env.SSR ? Component : null`, so the browser's first chunks do not hold it);
 * `load` imports it.
 */
export function keptHtml<P extends object>(
  id: string,
  server: ComponentType<P> | null,
  load: () => Promise<ComponentType<P>>,
) {
  const Server = server;
  const Live = lazy(() => load().then((component) => ({ default: component })));
  return function Kept({ props, inputs, testId }: { props: P; inputs: string; testId?: string }) {
    const ref = useRef<HTMLDivElement>(null);
    // The server's HTML, on the first render in the browser only (a hydration); null on a client render.
    const [html] = useState(() =>
      typeof document === 'undefined' ? null : (document.getElementById(id)?.innerHTML ?? null),
    );
    const [firstInputs] = useState(inputs);
    const [wanted, setWanted] = useState(false);
    const live = html === null || wanted || inputs !== firstInputs;
    useEffect(() => {
      const node = ref.current;
      if (live || !node || typeof IntersectionObserver === 'undefined') return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) setWanted(true);
        },
        { rootMargin: '300px' },
      );
      observer.observe(node);
      return () => observer.disconnect();
    }, [live]);
    const want = () => setWanted(true);
    if (Server)
      return (
        <div id={id} data-testid={testId}>
          <Server {...props} />
        </div>
      );
    if (!live)
      return (
        <div
          id={id}
          ref={ref}
          data-testid={testId}
          onFocus={want}
          onPointerDown={want}
          dangerouslySetInnerHTML={{ __html: html! }}
        />
      );
    return (
      <div id={id} ref={ref} data-testid={testId}>
        <Suspense fallback={html ? <div className="contents" dangerouslySetInnerHTML={{ __html: html }} /> : null}>
          <Live {...props} />
        </Suspense>
      </div>
    );
  };
}
