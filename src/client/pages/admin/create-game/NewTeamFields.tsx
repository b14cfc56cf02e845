import { Button, Group, Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminSport } from '../../../../shared/schemas/admin';
import { reportFixed } from '../../../features/admin/admin-errors';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';

interface Props {
  side: 'Home' | 'Away';
  sports: AdminSport[];
  /** Sport name the new team must play (the away team follows the home team's sport). */
  fixedSport?: string;
  onCreated(teamId: number): void;
}

/** Inline 'Create new team': name and sport, then the new team is selected in its picker. */
export function NewTeamFields({ side, sports, fixedSport, onCreated }: Props) {
  const { t } = useTranslation('admin');
  const [name, setName] = useState('');
  const [sport, setSport] = useState<string | null>(fixedSport ?? null);
  const utils = trpc.useUtils();
  const create = trpc.admin.teams.create.useMutation({
    onSuccess: async (result) => {
      toast.success(t('create.team.createdBody', { team: name.trim() }), t('create.team.created'));
      await utils.admin.teams.list.invalidate();
      setName('');
      onCreated(result.id);
    },
    onError: reportFixed(t('create.team.failed')),
  });
  const submit = () => {
    const chosen = fixedSport ?? sport;
    if (!name.trim() || !chosen) {
      toast.error(t('create.team.missingBody'), t('create.missing'));
      return;
    }
    create.mutate({ name: name.trim(), sport: chosen });
  };
  return (
    <Group align="flex-end" gap="xs" wrap="wrap">
      <TextInput
        label={side === 'Home' ? t('create.home.newName') : t('create.away.newName')}
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
      />
      <Select
        label={t('create.team.sport')}
        placeholder={t('create.team.selectSport')}
        data={sports.map((s) => ({ value: s.name, label: s.displayName }))}
        value={fixedSport ?? sport}
        onChange={setSport}
        disabled={fixedSport !== undefined}
      />
      <Button variant="light" loading={create.isPending} onClick={submit}>
        {t('create.team.submit')}
      </Button>
    </Group>
  );
}
