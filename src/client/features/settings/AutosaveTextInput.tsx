import { TextInput, type TextInputProps } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { SaveNote } from './SaveNote';
import type { SettingsAutosave, SettingsField } from './use-settings-form';

type TextField = Extract<SettingsField, 'username' | 'firstName' | 'lastName'>;

/**
 * A text field of the settings form that saves itself when it is left (blur), on Enter, or when the page is
 * left with it changed; a refused value gives way to the saved one, and the note under it says why.
 */
export function AutosaveTextInput({
  field,
  saved,
  autosave,
  ...props
}: Omit<TextInputProps, 'value' | 'onChange' | 'onBlur' | 'error'> & {
  field: TextField;
  /** The value the server holds. */
  saved: string;
  autosave: SettingsAutosave;
}) {
  const [draft, setDraft] = useState(saved);
  const noteId = useId();
  const latest = useRef({ draft, saved, save: autosave.save });
  latest.current = { draft, saved, save: autosave.save };
  const editing = useRef(false);

  // The saved value moved (this save, or another device's): the field shows it unless it is being typed in.
  useEffect(() => {
    if (!editing.current) setDraft(saved);
  }, [saved]);

  // Left with a change not yet saved (a navigation that never blurred the field): it is saved on the way out.
  useEffect(
    () => () => {
      const { draft: text, saved: kept, save } = latest.current;
      if (editing.current && text.trim() !== kept) void save(field, text);
    },
    [field],
  );

  const commit = async () => {
    if (!editing.current) return;
    editing.current = false;
    const text = latest.current.draft;
    if (text.trim() === latest.current.saved) {
      setDraft(latest.current.saved);
      autosave.clear(field);
      return;
    }
    const ok = await autosave.save(field, text);
    // Refused: the field goes back to what is saved; the note says why.
    if (!ok) setDraft(latest.current.saved);
  };

  return (
    <div>
      <TextInput
        {...props}
        value={draft}
        aria-describedby={noteId}
        onChange={(event) => {
          editing.current = true;
          setDraft(event.currentTarget.value);
        }}
        onBlur={() => void commit()}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            void commit();
          }
        }}
      />
      <SaveNote id={noteId} status={autosave.status[field]} testId={`save-note-${field}`} />
    </div>
  );
}
