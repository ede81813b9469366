import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { whenFirstScreenSettled } from './first-screen';

/** What a deferred control's part is given: the ref of the control that takes the person's first reach. */
export interface DeferredPartProps {
  controlRef: (control: HTMLElement | null) => void;
}

/** The handlers a deferred control's stub puts on its control. */
export interface StubHandlers {
  onClick: (event: { currentTarget: EventTarget }) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

/** Keys that open a menu or a select (Enter and Space also click a button). */
const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Enter', ' ']);

/** What the part is given of the person's reach for the stub. */
interface Replay {
  focus: boolean;
  click: boolean;
}

/**
 * A control of a first screen whose code that screen does not need to paint: a menu or a select, which bring
 * Mantine's popover, combobox and floating-ui (~35 KB compressed; docs/decisions.md, First load). The stub,
 * a look-alike built from light components, is rendered until the person first reaches for it (a click, or a
 * key that opens it); its code is fetched once the first screen is painted and the browser is idle. The part
 * then replaces the stub and gets what the stub got: the focus, if the stub had it, and the click, so it
 * opens. If the person moved the focus away while the code was on its way, the part just takes the place.
 */
export function deferredControl<P extends object>(load: () => Promise<ComponentType<P & DeferredPartProps>>) {
  let code: Promise<ComponentType<P & DeferredPartProps>> | undefined;
  const fetchCode = () => {
    code ??= load().catch((error: unknown) => {
      code = undefined;
      throw error;
    });
    return code;
  };

  function Reached({
    Part,
    part,
    replay,
  }: {
    Part: ComponentType<P & DeferredPartProps>;
    part: P;
    replay: Replay;
  }) {
    const control = useRef<HTMLElement | null>(null);
    // What the stub got is given once, when the part first commits.
    const given = useRef(replay);
    useLayoutEffect(() => {
      const element = control.current;
      if (!element) return;
      if (given.current.focus) element.focus();
      if (given.current.click) element.click();
    }, []);
    return <Part {...part} controlRef={(element) => void (control.current = element)} />;
  }

  return function DeferredControl({ stub, part }: { stub: (handlers: StubHandlers) => ReactNode; part: P }) {
    const [reached, setReached] = useState<{ Part: ComponentType<P & DeferredPartProps>; replay: Replay }>();
    useEffect(() => whenFirstScreenSettled(() => void fetchCode().catch(() => undefined)), []);
    if (reached) return <Reached Part={reached.Part} part={part} replay={reached.replay} />;

    const reach = (control: EventTarget) => {
      const hadFocus = document.activeElement === control;
      fetchCode().then(
        (Part) => {
          const focused = document.activeElement === control;
          setReached({ Part, replay: { focus: focused, click: focused || !hadFocus } });
        },
        // No network: the stub stays, and the next reach asks again.
        () => undefined,
      );
    };
    return stub({
      onClick: (event) => reach(event.currentTarget),
      onKeyDown: (event) => {
        if (!OPENING_KEYS.has(event.key) || event.currentTarget instanceof HTMLButtonElement) return;
        event.preventDefault();
        reach(event.currentTarget);
      },
    });
  };
}
