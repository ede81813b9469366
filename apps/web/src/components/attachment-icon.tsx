import {
  IconFile,
  IconFileExcel,
  IconFileTypeCsv,
  IconFileTypeDoc,
  IconFileTypeDocx,
  IconFileTypePdf,
  IconFileTypePpt,
  IconFileTypeTxt,
  IconFileTypeXls,
  IconMovie,
  IconPresentation,
  type Icon,
} from '@tabler/icons-react';
import { extensionOf } from '@envirotrack/shared';

const ICONS: Record<string, { icon: Icon; color: string }> = {
  pdf: { icon: IconFileTypePdf, color: 'red.7' },
  doc: { icon: IconFileTypeDoc, color: 'blue.7' },
  docx: { icon: IconFileTypeDocx, color: 'blue.7' },
  xls: { icon: IconFileTypeXls, color: 'green.8' },
  // 'xlx' is in the spec's icon list (spec 2 §5); it is a common misspelling of xls.
  xlx: { icon: IconFileTypeXls, color: 'green.8' },
  xlsx: { icon: IconFileExcel, color: 'green.8' },
  csv: { icon: IconFileTypeCsv, color: 'teal.7' },
  txt: { icon: IconFileTypeTxt, color: 'gray.7' },
  mp4: { icon: IconMovie, color: 'violet.7' },
  m4v: { icon: IconMovie, color: 'violet.7' },
  ppt: { icon: IconFileTypePpt, color: 'orange.7' },
  pptx: { icon: IconPresentation, color: 'orange.7' },
};

/** The icon of a file that is not an image, by its extension (spec 2 §5). */
export function AttachmentIcon({ fileName, size }: { fileName: string; size: number }) {
  const { icon: TypeIcon, color } = ICONS[extensionOf(fileName)] ?? { icon: IconFile, color: 'gray.6' };
  const [hue, shade] = color.split('.');
  return (
    <TypeIcon
      size={size}
      stroke={1.4}
      color={`var(--mantine-color-${hue}-${shade})`}
      aria-label={`${extensionOf(fileName).toUpperCase() || 'File'} file`}
      role="img"
    />
  );
}
