import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Modal, Progress, Stack, Text, TextInput } from '@mantine/core';
import { IconDownload, IconFileCertificate } from '@tabler/icons-react';
import {
  addDays,
  EVIDENCE_PACK_DEFAULT_MONTHS,
  evidencePackMessages as m,
  evidencePackRequest,
  PERMIT_TYPES,
  today,
  type EvidencePack,
  type PermitType,
} from '@envirotrack/shared';
import { notifyError } from '../../lib/notify';
import {
  downloadEvidencePack,
  useCancelEvidencePack,
  useEvidencePack,
  useStartEvidencePack,
} from './evidence-pack-api';

/** The default range: the last 12 months, ending today (the day after the same date a year ago onwards). */
function defaultRange() {
  const to = today();
  const year = Number(to.slice(0, 4)) - EVIDENCE_PACK_DEFAULT_MONTHS / 12;
  const yearAgo = to.slice(5) === '02-29' ? `${year}-02-28` : `${year}-${to.slice(5)}`;
  return { from: addDays(yearAgo, 1), to };
}

/** 'Evidence pack' (issue 17; on the plant page and bulk print): choose a range and permit types, follow the job's progress, download the PDF. */
export function EvidencePackButton({ plantId }: { plantId: number }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="light" leftSection={<IconFileCertificate size={16} />} onClick={() => setOpened(true)}>
        {m.button}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={m.title} size="lg">
        {opened && <EvidencePackForm plantId={plantId} />}
      </Modal>
    </>
  );
}

function EvidencePackForm({ plantId }: { plantId: number }) {
  const initial = defaultRange();
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const [permitTypes, setPermitTypes] = useState<string[]>([...PERMIT_TYPES]);
  const [packId, setPackId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const start = useStartEvidencePack(plantId);
  const pack = useEvidencePack(packId);
  const cancel = useCancelEvidencePack();
  const current = pack.data ?? start.data;

  const generate = () => {
    const parsed = evidencePackRequest.safeParse({ from, to, permitTypes });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? m.failed);
      return;
    }
    setError(null);
    start.mutate(parsed.data, {
      onSuccess: (started) => setPackId(started.packId),
      onError: (e) => notifyError(e),
    });
  };

  const busy = current?.state === 'queued' || current?.state === 'running';
  return (
    <Stack gap="md">
      <Group grow align="flex-start">
        <TextInput
          type="date"
          label={m.from}
          value={from}
          onChange={(e) => setFrom(e.currentTarget.value)}
          disabled={busy}
        />
        <TextInput
          type="date"
          label={m.to}
          value={to}
          onChange={(e) => setTo(e.currentTarget.value)}
          disabled={busy}
        />
      </Group>
      <Checkbox.Group label={m.permitTypes} value={permitTypes} onChange={setPermitTypes}>
        <Group gap="md" mt="xs">
          {PERMIT_TYPES.map((type: PermitType) => (
            <Checkbox key={type} value={type} label={type} disabled={busy} />
          ))}
        </Group>
      </Checkbox.Group>
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      {current && <PackProgress pack={current} />}
      <Group justify="flex-end">
        {busy && current ? (
          <Button
            variant="default"
            loading={cancel.isPending}
            onClick={() =>
              cancel.mutate(current.packId, {
                onSuccess: () => void pack.refetch(),
                onError: (e) => notifyError(e),
              })
            }
          >
            {m.cancel}
          </Button>
        ) : (
          <Button onClick={generate} loading={start.isPending}>
            {m.generate}
          </Button>
        )}
        {current?.state === 'done' && (
          <Button
            color="green"
            leftSection={<IconDownload size={16} />}
            onClick={() => downloadEvidencePack(current).catch(notifyError)}
          >
            {m.download}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

function PackProgress({ pack }: { pack: EvidencePack }) {
  const share = pack.total ? Math.round((pack.done / pack.total) * 100) : 0;
  const text =
    pack.state === 'queued'
      ? m.queued
      : pack.state === 'running'
        ? m.progress(pack.done, pack.total)
        : pack.state === 'done'
          ? m.ready
          : pack.state === 'cancelled'
            ? m.cancelled
            : (pack.error ?? m.failed);
  return (
    <Stack gap={4}>
      <Progress
        value={pack.state === 'done' ? 100 : share}
        aria-label={m.title}
        animated={pack.state === 'running'}
      />
      <Text size="sm" role="status" aria-live="polite" data-testid="pack-state" data-state={pack.state}>
        {text}
      </Text>
    </Stack>
  );
}
