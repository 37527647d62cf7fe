import { type ReactNode, useState } from 'react';
import classes from './hint.module.css';

interface HintProps {
  /** The same words as the button's accessible name (its aria-label): the hint itself is hidden from assistive technology. */
  label: string;
  position: 'right' | 'bottom-end';
  children: ReactNode;
}

/**
 * The name of an icon button, shown beside it on hover and keyboard focus; Escape hides it until the pointer or the
 * focus leaves (WCAG 1.4.13). Plain CSS: Mantine's Tooltip would bring floating-ui into every first load for a word.
 */
export function Hint({ label, position, children }: HintProps) {
  const [dismissed, setDismissed] = useState(false);
  const show = () => setDismissed(false);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape reaches it from the button inside; it is no control.
    <span
      className={classes.hint}
      data-position={position}
      data-dismissed={dismissed || undefined}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setDismissed(true);
      }}
      onMouseLeave={show}
      onBlur={show}
    >
      {children}
      <span className={classes.label} aria-hidden>
        {label}
      </span>
    </span>
  );
}
