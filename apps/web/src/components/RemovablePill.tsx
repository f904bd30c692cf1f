import { Pill } from '@mantine/core';
import type { ComboboxRenderPillInput } from '@mantine/core';

/**
 * A picked tag or country whose remove button is a real, named button ("Remove tag food"):
 * Mantine's own is hidden from screen readers and the keyboard.
 */
export function removablePill(kind: string) {
  return function RemovablePill({ option, onRemove, disabled }: ComboboxRenderPillInput) {
    return (
      <Pill
        withRemoveButton={!disabled}
        onRemove={onRemove}
        removeButtonProps={{
          'aria-hidden': false,
          tabIndex: 0,
          'aria-label': `Remove ${kind} ${option.label}`,
        }}
      >
        {option.label}
      </Pill>
    );
  };
}
