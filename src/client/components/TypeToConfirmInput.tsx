import { TextInput } from '@mantine/core';

/**
 * Where a deletion's username is typed out to confirm it: taken as typed (no autofill, capitals or spelling
 * fixes), and where the focus starts when the dialog opens.
 */
export function TypeToConfirmInput({
  label,
  description,
  value,
  onChange,
}: {
  label: string;
  description: string | undefined;
  value: string;
  onChange(value: string): void;
}) {
  return (
    <TextInput
      label={label}
      description={description}
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      data-autofocus
    />
  );
}
