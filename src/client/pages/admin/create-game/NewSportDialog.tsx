import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportFixed } from '../../../features/admin/admin-errors';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';

const EMPTY = { name: '', displayName: '', description: '' };

/** 'Create New Sport': name, display name and an optional description. */
export function NewSportDialog({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useTranslation('admin');
  const [fields, setFields] = useState(EMPTY);
  const utils = trpc.useUtils();
  const close = () => {
    setFields(EMPTY);
    onClose();
  };
  const create = trpc.admin.sports.create.useMutation({
    onSuccess: (sport) => {
      toast.success(t('create.sport.createdBody', { sport: sport.displayName }), t('create.sport.created'));
      void utils.admin.sports.list.invalidate();
      close();
    },
    onError: reportFixed(t('create.sport.failed')),
  });
  const submit = () => {
    if (!fields.name.trim() || !fields.displayName.trim()) {
      toast.error(t('create.sport.missingBody'), t('create.missing'));
      return;
    }
    create.mutate({ ...fields, description: fields.description.trim() || null });
  };
  const set = (key: keyof typeof EMPTY) => (e: { currentTarget: { value: string } }) => {
    // Read now: React may run the updater after the event, when currentTarget is already null.
    const value = e.currentTarget.value;
    setFields((f) => ({ ...f, [key]: value }));
  };
  return (
    <Modal opened={opened} onClose={close} title={t('create.sport.title')}>
      <Stack>
        <TextInput
          label={t('create.sport.name')}
          placeholder={t('create.sport.namePlaceholder')}
          value={fields.name}
          onChange={set('name')}
        />
        <TextInput
          label={t('create.sport.displayName')}
          value={fields.displayName}
          onChange={set('displayName')}
        />
        <Textarea
          label={t('create.sport.description')}
          value={fields.description}
          onChange={set('description')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('cancel')}
          </Button>
          <Button loading={create.isPending} onClick={submit}>
            {t('create.sport.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
