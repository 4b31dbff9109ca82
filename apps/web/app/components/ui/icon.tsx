import type { IconName } from './icon-names';

/**
 * A lucide icon drawn by CSS (`styles/icons.css`, a mask in the cached stylesheet) so icons cost
 * no JavaScript on any page. Decorative: the button or link around it carries the label.
 */
export function Icon({ name, size = 20, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={className ? `icon icon-${name} ${className}` : `icon icon-${name}`}
      style={{ width: size, height: size }}
    />
  );
}
