import type { ReactNode } from 'react';

/** A radio as a tappable card (payment types, banks, alternatives): the whole row selects it. */
export function Choice(props: {
  name: string;
  value: string;
  checked: boolean;
  onChange(): void;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <label
      className={`flex cursor-pointer items-center gap-2 rounded-xl border px-3 py-2.5 ${props.checked ? 'border-primary bg-primary/5' : 'border-gray-200'}`}
      data-testid={props.testId}
    >
      <input
        type="radio"
        name={props.name}
        value={props.value}
        checked={props.checked}
        onChange={props.onChange}
        className="accent-primary"
      />
      <span className="flex-1">{props.children}</span>
    </label>
  );
}
