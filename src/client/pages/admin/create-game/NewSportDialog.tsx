import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { reportFixed } from '../../../features/admin/admin-errors';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';

const EMPTY = { name: '', displayName: '', description: '' };

/** 'Create New Sport': name, display name and an optional description. */
export function NewSportDialog({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const [fields, setFields] = useState(EMPTY);
  const utils = trpc.useUtils();
  const close = () => {
    setFields(EMPTY);
    onClose();
  };
  const create = trpc.admin.sports.create.useMutation({
    onSuccess: (sport) => {
      toast.success(`${sport.displayName} can now be chosen for teams.`, 'Sport Created');
      void utils.admin.sports.list.invalidate();
      close();
    },
    onError: reportFixed('Failed to create sport. Please try again.'),
  });
  const submit = () => {
    if (!fields.name.trim() || !fields.displayName.trim()) {
      toast.error('Please enter sport name and display name.', 'Missing Information');
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
    <Modal opened={opened} onClose={close} title="Create New Sport">
      <Stack>
        <TextInput label="Name" placeholder="e.g. NHL" value={fields.name} onChange={set('name')} />
        <TextInput label="Display name" value={fields.displayName} onChange={set('displayName')} />
        <Textarea label="Description (optional)" value={fields.description} onChange={set('description')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button loading={create.isPending} onClick={submit}>
            Create Sport
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
