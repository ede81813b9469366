import { useMutation, useQuery } from '@tanstack/react-query';
import { evidencePack, type EvidencePack, type EvidencePackRequest } from '@envirotrack/shared';
import { api } from '../../lib/api-client';
import { downloadFile } from '../../lib/use-file-url';

/** POST /plants/{plantId}/evidence-packs: queues the pack; its progress is then polled. */
export function useStartEvidencePack(plantId: number) {
  return useMutation({
    mutationFn: async (body: EvidencePackRequest) =>
      (await api.post(`/plants/${plantId}/evidence-packs`, evidencePack, body)).data,
  });
}

const running = (pack: EvidencePack | undefined) => pack?.state === 'queued' || pack?.state === 'running';

/** GET /evidence-packs/{packId}, every second while the pack is being made. */
export function useEvidencePack(packId: number | null) {
  return useQuery({
    queryKey: ['evidence-pack', packId],
    queryFn: async ({ signal }) => (await api.get(`/evidence-packs/${packId}`, evidencePack, signal)).data,
    enabled: packId !== null,
    refetchInterval: (query) => (running(query.state.data) ? 1000 : false),
  });
}

/** DELETE /evidence-packs/{packId}. */
export function useCancelEvidencePack() {
  return useMutation({
    mutationFn: async (packId: number) => (await api.delete(`/evidence-packs/${packId}`, evidencePack)).data,
  });
}

/** The finished PDF, saved under a name that tells the plant and range. */
export const downloadEvidencePack = (pack: EvidencePack) =>
  downloadFile(
    `/evidence-packs/${pack.packId}/file`,
    `evidence-pack-${pack.plantId}-${pack.from}-${pack.to}.pdf`,
  );
