import { Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GameLineInput } from '../../../../shared/schemas/admin-games';
import type { Game } from '../../../../shared/schemas/games';

/** The Edit Game modal's line, as typed: the favourite's side ('' none), the spread and the over/under. */
export interface LineFields {
  favorite: '' | 'home' | 'away';
  spread: string;
  overUnder: string;
}

export function lineFieldsOf(game: Game): LineFields {
  const line = game.line;
  return {
    favorite: line?.favorite ?? '',
    spread: line?.spread === null || line?.spread === undefined ? '' : String(line.spread),
    overUnder: line?.overUnder === null || line?.overUnder === undefined ? '' : String(line.overUnder),
  };
}

/** What each figure's empty field shows as an example of a line. */
const LINE_EXAMPLES = { spread: '3.5', overUnder: '47.5' };

const figure = (text: string) => (text.trim() === '' ? null : Number(text.trim()));

/**
 * What the edit sends: nothing when the line was left as it was (a feed line stays the feed's), null when every
 * field was emptied, else the typed line (the server checks it and answers a 400 with its words).
 */
export function lineInput(fields: LineFields, initial: LineFields): GameLineInput | undefined {
  const same = (Object.keys(fields) as (keyof LineFields)[]).every(
    (k) => fields[k].trim() === initial[k].trim(),
  );
  if (same) return undefined;
  if (!fields.favorite && !fields.spread.trim() && !fields.overUnder.trim()) return null;
  return {
    favorite: fields.favorite || null,
    spread: figure(fields.spread),
    overUnder: figure(fields.overUnder),
  };
}

/** The line's three fields and where the current one came from. */
export function LineFieldsInput({
  game,
  fields,
  onChange,
}: {
  game: Game;
  fields: LineFields;
  onChange(fields: LineFields): void;
}) {
  const { t } = useTranslation('games');
  const set = <K extends keyof LineFields>(key: K, value: LineFields[K]) =>
    onChange({ ...fields, [key]: value });
  return (
    <>
      <SimpleGrid cols={3}>
        <Select
          label={t('adminLine.favorite')}
          data={[
            { value: '', label: t('adminLine.none') },
            { value: 'home', label: t('adminLine.home', { team: game.homeTeam.name }) },
            { value: 'away', label: t('adminLine.away', { team: game.awayTeam.name }) },
          ]}
          value={fields.favorite}
          allowDeselect={false}
          onChange={(v) => set('favorite', (v ?? '') as LineFields['favorite'])}
        />
        {(['spread', 'overUnder'] as const).map((field) => (
          <TextInput
            key={field}
            label={t(`adminLine.${field}`)}
            inputMode="decimal"
            placeholder={LINE_EXAMPLES[field]}
            value={fields[field]}
            onChange={(e) => set(field, e.currentTarget.value)}
          />
        ))}
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {game.line
          ? t('adminLine.current', {
              source: game.line.source === 'admin' ? t('adminLine.admin') : game.line.source,
            })
          : t('adminLine.noLine')}
      </Text>
    </>
  );
}
