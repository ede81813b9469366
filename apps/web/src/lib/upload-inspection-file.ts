import { attachmentInfo, type AttachmentInfo } from '@envirotrack/shared';
import { api } from './api-client';

export type InspectionFileFolder = 'images' | 'signatures';

/**
 * `POST /inspection-files/{images|signatures}`: one file per call, stored at once; the inspection refers to
 * it by the returned name when it is submitted. The plant tells the server whose file it is when the caller
 * (an L1 user looking at all organisations) has no organisation of its own.
 */
export async function uploadInspectionFile(
  folder: InspectionFileFolder,
  file: Blob,
  fileName: string,
  plantId?: number,
): Promise<AttachmentInfo> {
  const form = new FormData();
  form.append('file', file, fileName);
  const query = plantId === undefined ? '' : `?plantId=${plantId}`;
  const { data } = await api.upload(`/inspection-files/${folder}${query}`, attachmentInfo, form);
  return data;
}
