import { VisuallyHidden } from '@mantine/core';

/**
 * Text shown one way and read another: a compact record ('80-30-10') is spelled out for screen readers
 * ('80 wins, 30 losses, 10 pushes'). aria-label is not allowed on plain text elements, so the two live
 * side by side.
 */
export function Spoken({ shown, spoken }: { shown: string; spoken: string }) {
  return (
    // Positioned, so the hidden words' box (absolute) stays inside a line that truncates: placed by the page
    // instead, at the end of a long line it made a 320 px screen scroll sideways.
    <span style={{ position: 'relative' }}>
      <span aria-hidden>{shown}</span>
      <VisuallyHidden component="span">{spoken}</VisuallyHidden>
    </span>
  );
}
