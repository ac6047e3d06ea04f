import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { PodspotElementAttributes, WidgetName } from '../js/index';

/** `<podspot-earnings-card preset="last_7_days">` in JSX: an element's own attributes plus its widget's. */
type PodspotIntrinsicElements = {
  [N in WidgetName as `podspot-${N}`]: DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> &
    PodspotElementAttributes<N>;
};

// Here rather than in @podspot/js, which has no React: an augmentation of 'react' there would fail to compile in a
// project without React's types (skipLibCheck: false).
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types live in this namespace
  namespace JSX {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges into React's interface
    interface IntrinsicElements extends PodspotIntrinsicElements {}
  }
}
