import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';

interface RouterState {
  navigation: { state: string };
  revalidation: string;
  fetchers: Map<string, { state: string }>;
}
interface RouterLike {
  subscribe(listener: (state: RouterState) => void): () => void;
}

/** Router work that will show (a navigation, a revalidation, a fetcher), not a quiet route-table patch. */
const busy = (state: RouterState) =>
  state.navigation.state !== 'idle' ||
  state.revalidation !== 'idle' ||
  [...state.fetchers.values()].some((f) => f.state !== 'idle');

/**
 * Decisions 0058 and 0060: a part of the frame that does nothing until it is used (the header's
 * search box) or seen (the footer, with `near`).
 * The server renders it inside a Suspense boundary; the browser's hydration leaves that boundary
 * dehydrated: the server's HTML stays as it is and works without its code (a GET form submits as a
 * document load), and the part's code is not fetched with the page. It loads when the part gets
 * focus, a touch or a key, or when anything could change what it shows: router work (a navigation,
 * a revalidation, a fetcher; React would otherwise hold that update until the part is hydrated)
 * or a render of the fallback (React gave up the server's HTML, e.g. after a state change above).
 * With `near`, also when it comes within 300 px of the viewport. A form submitted or a plain button
 * tapped before that is held and done again once the part's own handlers are there (a tap is not
 * lost, and the part's rules apply: an empty search does nothing). React then hydrates the same DOM
 * nodes: focus, the keyboard and text typed in the meantime stay. If React renders the part anew
 * instead (a state change above it before its code came, e.g. the store a search box searches),
 * the fallback keeps the server's own nodes, with what was typed and the focus; the part then
 * takes them from there (the search box: its words and the focus). Links inside work as plain
 * links until then.
 *
 * `server` is the component on the server and null in the browser build (`*.ssr-only` module), so
 * the browser's first chunks do not hold it; `load` imports it.
 */
export function touchIsland<P extends object>(
  id: string,
  server: ComponentType<P> | null,
  load: () => Promise<ComponentType<P>>,
  options: { near?: boolean; testId?: string } = {},
) {
  let wake: () => void = () => {};
  const woken = new Promise<void>((resolve) => (wake = resolve));
  let live = false;
  /**
   * A form submitted, or the place among the part's buttons of a plain button tapped, before the
   * part's code ran: done again once it has hydrated (by place: the same button if React has
   * replaced the DOM meanwhile).
   */
  let held: HTMLFormElement | number | null = null;
  const buttons = () => [...(document.getElementById(id)?.querySelectorAll('button') ?? [])];
  const Live = lazy(() =>
    woken.then(load).then((Component) => ({
      default: function Hydrated(props: P) {
        useEffect(() => {
          live = true;
          const target = held;
          held = null;
          if (typeof target === 'number') buttons()[target]?.click();
          else if (target)
            (target.isConnected ? target : document.getElementById(id)?.querySelector('form'))?.requestSubmit();
        }, []);
        return <Component {...props} />;
      },
    })),
  );
  if (typeof document !== 'undefined') {
    const inside = (event: Event) => event.target instanceof Element && !!event.target.closest(`#${id}`);
    const onEvent = (event: Event) => {
      if (!inside(event) || live) return;
      wake();
      if (event.type === 'submit' && event.target instanceof HTMLFormElement) {
        event.preventDefault();
        held = event.target;
      }
      // A button without a native action (a picker, a menu): its tap is kept, not lost.
      const button = event.type === 'click' && event.target instanceof Element && event.target.closest('button');
      if (button && button.type === 'button') held = buttons().indexOf(button);
    };
    for (const type of ['focusin', 'pointerdown', 'keydown', 'submit', 'click'])
      document.addEventListener(type, onEvent, true);
  }

  /**
   * Shown only if React renders the part anew before its code is there: the server's own nodes,
   * moved out of the boundary React clears (what was typed and ticked in them stays, and the
   * focus is given back), and load.
   */
  function Fallback() {
    // A ref callback runs as React puts the fallback in the page, after it cleared the boundary;
    // then the part's code loads.
    const [moveIn] = useState(() => {
      if (import.meta.env.SSR) return undefined;
      const nodes = [...(document.getElementById(id)?.childNodes ?? [])];
      const active = document.activeElement as HTMLElement | null;
      return (div: HTMLDivElement | null) => {
        div?.replaceChildren(...nodes);
        if (div?.contains(active)) active!.focus();
        wake();
      };
    });
    return <div className="contents" ref={moveIn} />;
  }

  /** `awake`: load the part's code now (e.g. it has something to do at once: a tap made before a login). */
  return function Island({ props, awake }: { props: P; awake?: boolean }) {
    const ref = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const node = ref.current;
      if (!options.near || !node || typeof IntersectionObserver === 'undefined') return;
      const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && wake(), {
        rootMargin: '300px',
      });
      observer.observe(node);
      return () => observer.disconnect();
    }, []);
    useEffect(() => {
      // Asked to (`awake`), or focused before this code ran (a tap while the page's script was still
      // loading: no focus event will come): the part wakes now.
      const active = document.activeElement;
      if (awake || (active instanceof Element && active.closest(`#${id}`))) wake();
    }, [awake]);
    useEffect(() => {
      // React Router's router (set by HydratedRouter): any change of its state wakes the part first.
      const router = (window as { __reactRouterDataRouter?: RouterLike }).__reactRouterDataRouter;
      return router?.subscribe((state) => busy(state) && wake());
    }, []);
    const Part = server ?? Live;
    return (
      <div id={id} ref={ref} data-testid={options.testId} className={options.near ? undefined : 'contents'}>
        <Suspense fallback={<Fallback />}>
          <Part {...props} />
        </Suspense>
      </div>
    );
  };
}
